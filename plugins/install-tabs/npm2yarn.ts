/**
 * Options of @docusaurus/remark-plugin-npm2yarn for the guides: a fenced block
 * whose meta is exactly `npm2yarn` becomes npm / Yarn / pnpm / Bun tabs, and
 * `sync` makes a reader's choice apply to every such block on every page
 * (Docusaurus remembers it under the tabs' group id, `npm2yarn`).
 *
 * Yarn and pnpm use the plugin's own converter (npm-to-yarn). Bun gets ours:
 * it writes `bunx` rather than `bun x`, and only touches the commands the
 * guides use, leaving every other line as it is.
 */

/** npm flags and their Bun spelling; flags not listed are dropped. */
const BUN_FLAGS: Readonly<Record<string, string | null>> = {
  '--save-dev': '--dev',
  '-D': '--dev',
  '--save-exact': '--exact',
  '-E': '--exact',
  '--save-optional': '--optional',
  '-O': '--optional',
  '--global': '--global',
  '-g': '--global',
  '--save': null,
  '-S': null,
};

function convertInstall(args: readonly string[]): string {
  if (args.length === 0) return 'bun install';
  const words = args.flatMap((arg) => {
    if (!arg.startsWith('-')) return [arg];
    const mapped = BUN_FLAGS[arg];
    return mapped === undefined ? [arg] : mapped === null ? [] : [mapped];
  });
  return ['bun', 'add', ...words].join(' ');
}

function convertLine(line: string): string {
  const indent = /^\s*/.exec(line)![0];
  const words = line.trim().split(/\s+/);
  const [tool, command, ...rest] = words;
  if (tool === 'npx') return `${indent}bunx ${words.slice(1).join(' ')}`.trimEnd();
  if (tool !== 'npm' || command === undefined) return line;
  if (command === 'install' || command === 'i' || command === 'add') {
    return indent + convertInstall(rest);
  }
  if (command === 'uninstall' || command === 'remove' || command === 'rm') {
    return `${indent}bun remove ${rest.join(' ')}`.trimEnd();
  }
  if (command === 'run' || command === 'start' || command === 'test') {
    const script = command === 'run' ? rest[0] : command;
    const after = (command === 'run' ? rest.slice(1) : rest).filter(
      (w, i) => !(i === 0 && w === '--'),
    );
    return [`${indent}bun run ${script ?? ''}`.trimEnd(), ...after].join(' ');
  }
  return line;
}

/** Turns the npm commands of a block into their Bun equivalents, line by line. */
export function npmToBun(code: string): string {
  return code
    .split('\n')
    .map((line) => (line.trim().startsWith('#') ? line : convertLine(line)))
    .join('\n');
}

type Converter = 'yarn' | 'pnpm' | 'bun' | [name: string, convert: (npmCode: string) => string];

/** What the plugin takes (its own option type is not exported). */
export interface Npm2YarnOptions {
  sync: boolean;
  converters: Converter[];
}

export const NPM2YARN_OPTIONS: Npm2YarnOptions = {
  sync: true,
  converters: ['yarn', 'pnpm', ['Bun', npmToBun]],
};
