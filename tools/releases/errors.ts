/** A failure the releases command reports in one line, naming the version. */
export class ReleaseError extends Error {
  override name = 'ReleaseError';
}
