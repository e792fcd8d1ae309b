/**
 * What the browser says about the reader's connection, for the buttons that
 * start a big download (a live preview, a runnable sample): a reason to think
 * twice, if the browser gives one. Only known in the browser, after hydration.
 */

/** What Chromium says about the connection (the Network Information API). */
interface NetworkInformation {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

export function dataWarning(): string | undefined {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (connection?.saveData) return 'data saver is on';
  if (connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g') {
    return 'slow connection';
  }
  return undefined;
}
