/**
 * A child process that draws a share of the cards into the cache, so that a
 * cold build uses every core (satori and resvg are single-threaded). Started
 * by drawCards (draw.ts) with `--import tsx`; receives one DrawJob message.
 */
import { inspect } from 'node:util';
import logger from '@docusaurus/logger';
import { CardCache } from './cache';
import type { DrawJob } from './draw';
import { createRenderer } from './render';

process.once('message', (message: DrawJob) => {
  void (async () => {
    const render = createRenderer({
      siteDir: message.siteDir,
      logo: message.logo,
      poster: (preset) => message.posters[preset]!,
    });
    const cache = new CardCache(message.cacheDir);
    for (const { key, input } of message.cards) {
      const started = performance.now();
      cache.set(key, await render(input));
      process.send!({ key, ms: performance.now() - started });
    }
  })().then(
    () => process.disconnect(),
    (error: unknown) => {
      // The cause, shown before the parent's "[social-cards] a drawing process stopped"
      // (draw.ts); the worker does not load options.ts (and Joi) for the name.
      logger.error(`drawing a card failed: ${inspect(error)}`);
      process.exit(1);
    },
  );
});
