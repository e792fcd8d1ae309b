/** Writing committed files so that a failure never leaves one half-written. */
import fs from 'node:fs';
import path from 'node:path';

/** Writes next to the target, then renames over it (atomic on one file system). */
export function writeFileAtomic(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  try {
    fs.writeFileSync(temporary, content);
    fs.renameSync(temporary, file);
  } catch (error) {
    try {
      fs.unlinkSync(temporary);
    } catch {
      // Nothing was written, or it cannot be removed; the target is untouched either way.
    }
    throw error;
  }
}

/** JSON formatted as Prettier formats it, so `npm run format:check` passes on generated files. */
export async function formatJson(file: string, value: unknown): Promise<string> {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(JSON.stringify(value), { ...options, filepath: file });
}
