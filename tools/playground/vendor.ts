/**
 * `npm run playground:examples [-- --from <dir>]`: copies the screens of the
 * library's example app (margelo/react-native-filament,
 * `examples/Shared/src/*.tsx`, MIT) into static/playground/examples/, adapted
 * as a reader pasting one into the playground would: its component as the
 * default export, `require('./assets/…')` for `@assets/…` (Metro's alias in
 * the app), and no navigation (the app's stack navigator is not there). Each
 * file says at its top what was changed. Also writes the LICENSE, where the
 * files came from (source.json) and the list the page shows (index.json,
 * with why a screen cannot run in the page: plugins/web-host/samples.ts's
 * rule, as for the guides' samples).
 *
 * Reads the bare mirror's HEAD (/work/.mirror/…) by default, or with
 * `--from <dir>` a checkout's examples/Shared/src (then the commit is `--commit`).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { runBlocker } from '../../plugins/web-host/samples';

export const EXAMPLES_DIR = 'static/playground/examples';
const MIRROR = '/work/.mirror/margelo+react-native-filament/repo';
const SOURCE_DIR = 'examples/Shared/src';
/** Not screens: the app's navigator and its helpers. */
const NOT_SCREENS = new Set(['App.tsx', 'getPath.tsx', 'useCoin.tsx']);
/** Helpers a screen imports from `./<name>`: pasted into it, as a reader would (PhysicsCoin's useCoin). */
const HELPERS = ['useCoin.tsx'];

export interface Example {
  readonly name: string;
  readonly file: string;
  /** Why the page cannot run it as it is (samples.ts's runBlocker); absent when it can. */
  readonly noRun?: string;
}

interface Source {
  readonly files: ReadonlyMap<string, string>;
  /** HELPERS' sources, by file name. */
  readonly helpers: ReadonlyMap<string, string>;
  readonly license: string;
  readonly commit: string;
}

function readMirror(gitDir: string): Source {
  const git = (...args: string[]) =>
    execFileSync('git', [`--git-dir=${gitDir}`, ...args], { encoding: 'utf8', maxBuffer: 1 << 24 });
  const names = git('ls-tree', '--name-only', `HEAD:${SOURCE_DIR}`).split('\n');
  const files = new Map(
    names
      .filter((n) => n.endsWith('.tsx') && !NOT_SCREENS.has(n))
      .map((n) => [n, git('show', `HEAD:${SOURCE_DIR}/${n}`)] as const),
  );
  const helpers = new Map(HELPERS.map((n) => [n, git('show', `HEAD:${SOURCE_DIR}/${n}`)] as const));
  const license = git('show', 'HEAD:LICENSE');
  return { files, helpers, license, commit: git('rev-parse', 'HEAD').trim() };
}

function readDir(dir: string, commit: string): Source {
  const files = new Map(
    fs
      .readdirSync(dir)
      .filter((n) => n.endsWith('.tsx') && !NOT_SCREENS.has(n))
      .map((n) => [n, fs.readFileSync(path.join(dir, n), 'utf8')] as const),
  );
  const helpers = new Map(
    HELPERS.map((n) => [n, fs.readFileSync(path.join(dir, n), 'utf8')] as const),
  );
  const license = fs.readFileSync(path.join(dir, '../../../LICENSE'), 'utf8');
  return { files, helpers, license, commit };
}

/** One rewrite a reader would make, with what the file's header says about it. */
interface Rewrite {
  readonly note: string;
  readonly apply: (code: string) => string;
}

const REWRITES: readonly Rewrite[] = [
  {
    note: "`require('./assets/…')` for the app's `@assets/…` alias",
    apply: (code) =>
      code
        .replace(
          /^import\s+(\w+)\s+from\s+['"]@assets\/([^'"]+)['"];?$/gm,
          "const $1 = require('./assets/$2')",
        )
        .replace(/require\(\s*['"]@assets\/([^'"]+)['"]\s*\)/g, "require('./assets/$1')"),
  },
  {
    note: 'its component as the default export',
    apply: (code) => code.replace(/^export function (\w+)\(/m, 'export default function $1('),
  },
  {
    note: 'no navigation (the app navigates between its screens; here each screen stands alone)',
    apply: (code) =>
      code
        .replace(/^import\s*\{\s*useNavigation\s*\}\s*from\s*'@react-navigation\/native';?\n/m, '')
        .replace(/^\s*const navigation = useNavigation\(\);?\n\n?/m, '')
        .replace(/^\s*<Button\s(?:(?!<Button)[\s\S])*?navigation\.navigate\([\s\S]*?\/>\n/m, ''),
  },
];

const NAMED_IMPORT = /^import\s*\{([^}]*)\}\s*from\s*'([^']+)';?\n?/gm;

/** The names a file imports with `import { … } from '<module>'`. */
function namedImports(code: string, module: string): Set<string> {
  const names = [...code.matchAll(NAMED_IMPORT)]
    .filter((m) => m[2] === module)
    .flatMap((m) => m[1]!.split(',').map((n) => n.trim()));
  return new Set(names.filter(Boolean));
}

/**
 * `import { useCoin } from './useCoin'` → the helper's code pasted below the
 * screen (its function unexported; its imports above, without the names the
 * screen already imports), as a reader pasting the screen with its helper would.
 */
export function inlineHelpers(code: string, helpers: ReadonlyMap<string, string>): string {
  let result = code;
  for (const [file, helper] of helpers) {
    const local = new RegExp(
      `^import\\s*\\{[^}]*\\}\\s*from\\s*'\\./${file.replace(/\.tsx$/, '')}';?\\n`,
      'm',
    );
    if (!local.test(result)) continue;
    const imports = [...helper.matchAll(NAMED_IMPORT)].flatMap(([, names, module]) => {
      const have = namedImports(result, module!);
      const rest = names!
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n && !have.has(n));
      return rest.length > 0 ? [`import { ${rest.join(', ')} } from '${module}'\n`] : [];
    });
    const body = helper.replace(NAMED_IMPORT, '').replace(/^export function /m, 'function ');
    result = `${result.replace(local, imports.join(''))}\n// ${file}, the app's helper this screen imports:\n${body}`;
  }
  return result;
}

/** The file as vendored: the reader's rewrites that changed something, named in a header. */
export function adaptExample(
  name: string,
  code: string,
  commit: string,
  helpers: ReadonlyMap<string, string> = new Map(),
): string {
  const inlined = inlineHelpers(code, helpers);
  let adapted = inlined;
  const notes: string[] = inlined === code ? [] : ['its helper pasted in from its own file'];
  for (const rewrite of REWRITES) {
    const next = rewrite.apply(adapted);
    if (next !== adapted) notes.push(rewrite.note);
    adapted = next;
  }
  const header = [
    `// ${name} from margelo/react-native-filament, ${SOURCE_DIR}/${name} at ${commit.slice(0, 12)}`,
    '// (MIT licence: LICENSE in this folder), adapted for the web playground:',
    `// ${notes.join('; ') || 'unchanged'}.`,
  ];
  return `${header.join('\n')}\n${adapted}`;
}

export function vendorExamples(siteDir: string, source: Source): Example[] {
  const out = path.join(siteDir, EXAMPLES_DIR);
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  const examples = [...source.files]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, code]) => {
      const adapted = adaptExample(file, code, source.commit, source.helpers);
      fs.writeFileSync(path.join(out, file), adapted);
      const noRun = runBlocker(adapted);
      return { name: file.replace(/\.tsx$/, ''), file, ...(noRun ? { noRun } : {}) };
    });
  fs.writeFileSync(path.join(out, 'LICENSE'), source.license);
  const origin = {
    repository: 'https://github.com/margelo/react-native-filament',
    commit: source.commit,
    path: SOURCE_DIR,
    licence: 'MIT',
  };
  fs.writeFileSync(path.join(out, 'source.json'), `${JSON.stringify(origin, null, 2)}\n`);
  fs.writeFileSync(path.join(out, 'index.json'), `${JSON.stringify(examples, null, 2)}\n`);
  return examples;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename);
if (isMain) {
  const args = process.argv.slice(2);
  const from = args.includes('--from') ? args[args.indexOf('--from') + 1] : undefined;
  const commit = args.includes('--commit') ? args[args.indexOf('--commit') + 1]! : 'unknown';
  const source = from ? readDir(from, commit) : readMirror(MIRROR);
  const examples = vendorExamples(path.resolve(__dirname, '../..'), source);
  console.log(`${examples.length} screens from ${source.commit} into ${EXAMPLES_DIR}:`);
  for (const e of examples) console.log(`  ${e.name}${e.noRun ? `: ${e.noRun}` : ''}`);
}
