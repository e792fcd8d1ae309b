/**
 * The links of the code block being rendered (name → URL), from
 * highlighted-code-block.tsx to the tokens (../theme/CodeBlock/Line/Token).
 * Both live in the highlighter's chunk, and so does this.
 */
import { createContext } from 'react';

export const TokenLinksContext = createContext<ReadonlyMap<string, string> | undefined>(undefined);
