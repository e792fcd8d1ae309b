/**
 * The hand-written half of the error reference: for each message the
 * extractor finds (keyed by its exact text, placeholders as `{name}`), why it
 * happens, what to do, the first release that has it, whether a reader can
 * meet it, and the lines of the package that prove each of these; and the
 * messages left off the page, each with the reason and its verdict. One file
 * per group; `tests/unit/error-reference*.test.ts` open every cited line.
 *
 * `since`: the first release whose source has the message, found by running
 * the extractor over every tagged release of the library's repository
 * (v0.1.0 … v1.9.0) and the installed 1.11.0. Text in backticks becomes code.
 */
import { ANIMATION } from './animation';
import { NATIVE_ARGUMENTS } from './native-arguments';
import { PHYSICS } from './physics';
import { RECORDING } from './recording';
import { MATERIALS } from './materials';
import { MODELS } from './models';
import { SCENE } from './scene';
import { SETUP } from './setup';
import type { Explanation } from './types';

export { GROUPS, type Explanation, type Group, type InternalOnly, type Reach } from './types';
export { INTERNAL_ONLY } from './internal';
export { POINTER_HOLDER_NAMES } from './scene';

export const EXPLANATIONS: readonly Explanation[] = [
  ...SETUP,
  ...SCENE,
  ...MODELS,
  ...MATERIALS,
  ...NATIVE_ARGUMENTS,
  ...ANIMATION,
  ...PHYSICS,
  ...RECORDING,
];
