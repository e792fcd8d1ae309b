/**
 * "Copy as a file": the screen's text, ready to save as `<Name>.tsx` in an
 * app. To the clipboard when the browser allows it (a secure page, the
 * reader's permission); otherwise the file is downloaded instead, and the
 * message says which happened.
 */
export async function copyAsFile(file: string, text: string): Promise<string> {
  try {
    await navigator.clipboard.writeText(text);
    return `Copied ${file} to the clipboard.`;
  } catch {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: file });
    link.click();
    URL.revokeObjectURL(url);
    return `The clipboard is not available here: ${file} was downloaded instead.`;
  }
}

/** "Share": the playground's link (screen and edited text) to the clipboard, or shown to copy by hand. */
export async function copyLink(href: string): Promise<string> {
  try {
    await navigator.clipboard.writeText(href);
    return 'Copied the link to this screen, with your edits, to the clipboard.';
  } catch {
    return `The clipboard is not available here: the link is in the address bar (${href.length} characters).`;
  }
}
