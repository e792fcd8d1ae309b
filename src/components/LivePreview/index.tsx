/**
 * A live 3D scene rendered by Filament's WebAssembly build, shown first as a
 * poster: nothing heavy is fetched until the reader presses the button.
 * Knobs beside it mirror react-native-filament props, with the matching JSX.
 *
 * Usage in MDX: <LivePreview preset="light" />
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import Knobs from './Knobs';
import LiveStage from './Stage';
import { toJsx } from '../../../shared/live-preview/jsx';
import {
  PRESETS,
  type Float3,
  type PresetName,
  type SceneState,
} from '../../../shared/live-preview/scene';
import styles from './styles.module.css';

export interface LivePreviewProps {
  readonly preset: PresetName;
  readonly className?: string;
}

export default function LivePreview({
  preset: presetName,
  className,
}: LivePreviewProps): ReactNode {
  const preset = PRESETS[presetName];
  const [state, setState] = useState<SceneState>(preset?.initial);
  const onCameraChange = useCallback((position: Float3) => {
    setState((current) => ({ ...current, camera: { ...current.camera, position } }));
  }, []);
  const jsx = useMemo(() => (preset ? toJsx(preset, state) : ''), [preset, state]);
  if (!preset) {
    throw new Error(
      `Unknown LivePreview preset "${presetName}"; use one of ${Object.keys(PRESETS).join(', ')}.`,
    );
  }
  return (
    <section
      className={clsx(styles.preview, className)}
      aria-label={`Live preview: ${preset.description}`}
      // Buttons, knobs and a copy of the scene's code: nothing a reader searches
      // for, and it would make this page's search fragment larger.
      data-pagefind-ignore="all"
      // Its code block changes with the knobs: fetch the highlighter as the reader reaches for them.
      data-wants-highlighter
    >
      <div className={clsx(styles.layout, preset.knobs && styles.withKnobs)}>
        <LiveStage preset={preset.name} state={state} onCameraChange={onCameraChange} />
        {preset.knobs && (
          <>
            <Knobs
              group={preset.knobs}
              state={state}
              onChange={setState}
              onReset={() => setState(preset.initial)}
            />
            <div className={styles.code}>
              <CodeBlock language="tsx" title={`${preset.componentName}.tsx`}>
                {jsx}
              </CodeBlock>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
