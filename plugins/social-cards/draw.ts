/**
 * Draws the cards the cache lacks: in this process when there are few, else
 * spread over child processes, one per core (at most MAX_WORKERS).
 */
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { PluginError } from '../../shared/plugin-error';
import { CardCache } from './cache';
import type { CardInput } from './inputs';
import { PLUGIN_NAME } from './options';
import { createRenderer } from './render';

export interface DrawJob {
  readonly siteDir: string;
  readonly logo: string;
  /** Poster file of each preset a card shows. */
  readonly posters: Readonly<Record<string, string>>;
  readonly cacheDir: string;
  readonly cards: readonly { key: string; input: CardInput }[];
}

/** Below this many cards, starting processes costs more than it saves. */
const CARDS_PER_WORKER = 12;
const MAX_WORKERS = 4;

export interface DrawResult {
  /** Processes that drew (1: this one). */
  readonly processes: number;
  /** Drawing time summed over the cards (ms); wall time is about this over `processes`. */
  readonly cardMs: number;
}

/** Draws every card of the job into the cache. */
export async function drawCards(job: DrawJob): Promise<DrawResult> {
  const workers = Math.min(
    MAX_WORKERS,
    os.availableParallelism(),
    Math.floor(job.cards.length / CARDS_PER_WORKER),
  );
  if (workers <= 1) {
    const render = createRenderer({ ...job, poster: (preset) => job.posters[preset]! });
    const cache = new CardCache(job.cacheDir);
    let ms = 0;
    for (const { key, input } of job.cards) {
      const started = performance.now();
      cache.set(key, await render(input));
      ms += performance.now() - started;
    }
    return { processes: 1, cardMs: ms };
  }
  const shares = Array.from({ length: workers }, (_, i) =>
    job.cards.filter((_card, n) => n % workers === i),
  );
  const times = await Promise.all(
    shares.map(
      (cards) =>
        new Promise<number>((resolve, reject) => {
          const child = fork(path.join(__dirname, 'draw-worker.ts'), [], {
            execArgv: ['--import', 'tsx'],
            cwd: job.siteDir,
            stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
          });
          let ms = 0;
          let done = 0;
          child.on('message', (message: { ms: number }) => {
            ms += message.ms;
            done++;
          });
          child.on('error', reject);
          child.on('exit', (code) => {
            if (code === 0 && done === cards.length) resolve(ms);
            else
              reject(
                new PluginError(
                  PLUGIN_NAME,
                  `a drawing process stopped (exit code ${code}) after ${done} of ${cards.length} cards`,
                ),
              );
          });
          child.send({ ...job, cards } satisfies DrawJob);
        }),
    ),
  );
  return { processes: workers, cardMs: times.reduce((a, b) => a + b, 0) };
}
