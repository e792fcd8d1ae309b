/**
 * Content-addressed cards: a card's file name is a hash of everything it is
 * drawn from (its input, the poster's bytes, and the drawing code, fonts and
 * logo), so an unchanged page reuses the PNG of the previous build.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { CardInput } from './inputs';

/** Characters of the hex SHA-256 kept in file names: 64 bits, ample for a few hundred cards. */
export const KEY_LENGTH = 16;

export function sha256(...parts: (string | Uint8Array)[]): string {
  const hash = crypto.createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/** JSON with sorted keys, so that the key does not depend on property order. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The cache key of a card. `salt` stands for the drawing code and its assets
 * (see drawingSalt); `poster` for the poster file's bytes, when the card shows one.
 */
export function cardKey(input: CardInput, salt: string, poster?: Uint8Array): string {
  return sha256(salt, stableJson(input), poster ?? '').slice(0, KEY_LENGTH);
}

/** A hash of the files that decide how any card looks. */
export function drawingSalt(files: readonly string[]): string {
  return sha256(...files.map((file) => `${path.basename(file)}:${sha256(fs.readFileSync(file))}`));
}

export class CardCache {
  constructor(readonly dir: string) {}

  file(key: string): string {
    return path.join(this.dir, `${key}.png`);
  }

  has(key: string): boolean {
    return fs.existsSync(this.file(key));
  }

  /**
   * Deletes cards no page of this build uses once they are older than `maxAgeDays`:
   * the folder does not grow without end, and switching branches back and forth
   * still finds the other branch's cards.
   */
  prune(used: ReadonlySet<string>, maxAgeDays = 14): void {
    if (!fs.existsSync(this.dir)) return;
    const oldest = Date.now() - maxAgeDays * 86_400_000;
    const now = new Date();
    for (const name of fs.readdirSync(this.dir)) {
      const file = path.join(this.dir, name);
      const key = name.replace(/\.png$/, '');
      if (used.has(key)) fs.utimesSync(file, now, now);
      else if (fs.statSync(file).mtimeMs < oldest) fs.rmSync(file, { force: true });
    }
  }

  set(key: string, png: Uint8Array): void {
    fs.mkdirSync(this.dir, { recursive: true });
    // Write then rename: a build stopped half-way never leaves a truncated card behind.
    const temp = `${this.file(key)}.${process.pid}.tmp`;
    fs.writeFileSync(temp, png);
    fs.renameSync(temp, this.file(key));
  }
}
