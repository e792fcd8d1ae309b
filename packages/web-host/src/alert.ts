/**
 * react-native's Alert for the browser: react-native-web's Alert.alert does nothing, so a
 * sample's `Alert.alert(title, message, buttons)` would vanish. The host shows it as a small
 * dialog on the stage of the running sample (role="alertdialog", focus on its first button,
 * Escape dismisses when `cancelable`), and each button's onPress runs when it is chosen, as
 * on a phone. Android's neutral/negative/positive order is not imitated: buttons show in the
 * order given.
 */

export interface AlertButton {
  readonly text?: string;
  readonly onPress?: (value?: string) => void;
  readonly style?: 'default' | 'cancel' | 'destructive';
}

interface AlertOptions {
  readonly cancelable?: boolean;
  readonly onDismiss?: () => void;
}

/** Where dialogs go: the view the running engine draws into (engine.ts sets it); else the page. */
let stage: HTMLElement | undefined;

export function setAlertStage(element: HTMLElement | undefined): void {
  stage = element;
}

function button(label: string, destructive: boolean, onChoose: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = label;
  element.className = `button button--sm ${destructive ? 'button--danger' : 'button--primary'}`;
  element.addEventListener('click', onChoose);
  return element;
}

function dialogBox(title: string, message?: string): HTMLDivElement {
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'alertdialog');
  dialog.setAttribute('aria-modal', 'false');
  dialog.dataset.webHostAlert = '';
  const id = `web-host-alert-${Math.random().toString(36).slice(2)}`;
  dialog.setAttribute('aria-labelledby', `${id}-title`);
  Object.assign(dialog.style, {
    position: stage ? 'absolute' : 'fixed',
    left: '50%',
    top: '50%',
    transform: 'translate(-50%, -50%)',
    zIndex: '10',
    maxWidth: '90%',
    padding: '0.75rem 1rem',
    borderRadius: '8px',
    background: 'var(--ifm-background-surface-color, #fff)',
    color: 'var(--ifm-font-color-base, #1c1e21)',
    boxShadow: '0 4px 16px rgba(0, 0, 0, 0.35)',
  });
  const heading = document.createElement('strong');
  heading.id = `${id}-title`;
  heading.textContent = title;
  dialog.append(heading);
  if (message) {
    const text = document.createElement('p');
    text.id = `${id}-message`;
    text.textContent = message;
    text.style.margin = '0.25rem 0 0.5rem';
    dialog.setAttribute('aria-describedby', text.id);
    dialog.append(text);
  }
  return dialog;
}

/** Alert.alert(title, message?, buttons?, options?) (react-native's Libraries/Alert/Alert.js). */
function alert(
  title: string,
  message?: string,
  buttons: readonly AlertButton[] = [{ text: 'OK' }],
  options: AlertOptions = {},
): void {
  const dialog = dialogBox(String(title ?? ''), message == null ? undefined : String(message));
  const row = document.createElement('div');
  Object.assign(row.style, { display: 'flex', gap: '0.5rem', justifyContent: 'flex-end' });
  const close = () => dialog.remove();
  for (const choice of buttons.length > 0 ? buttons : [{ text: 'OK' }]) {
    row.append(
      button(choice.text ?? 'OK', choice.style === 'destructive', () => {
        close();
        choice.onPress?.();
      }),
    );
  }
  dialog.append(row);
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !options.cancelable) return;
    close();
    options.onDismiss?.();
  });
  const parent = stage?.isConnected ? stage : document.body;
  if (parent !== document.body && getComputedStyle(parent).position === 'static')
    parent.style.position = 'relative';
  parent.append(dialog);
  row.querySelector('button')?.focus();
}

export const Alert = {
  alert,
  /** iOS only in React Native; not imitated. */
  prompt: () => {
    throw new Error('Alert.prompt is not available in the browser.');
  },
};
