/**
 * The post-build pipeline (plugins/post-build) on a fake build: the phases'
 * order, one read and one write per page in the pass, and errors that name
 * the plugin and the page. Also the page list every step and build test
 * shares (shared/built-pages.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import postBuildPlugin, { participants, runPipeline } from '../../plugins/post-build';
import { builtPages, routeOfPage } from '../../shared/built-pages';
import type { PostBuildPlugin, PostBuildProps } from '../../shared/post-build';
import { testDir } from './temp-dir';

const PAGES = ['404.html', 'docs/guides.html', 'docs/guides/light.html', 'index.html'];

function fakeBuild(): string {
  const dir = testDir('rnf-post-build-');
  for (const page of PAGES) {
    fs.mkdirSync(path.dirname(path.join(dir, page)), { recursive: true });
    fs.writeFileSync(path.join(dir, page), `<html><head></head><body>${page}</body></html>`);
  }
  fs.mkdirSync(path.join(dir, 'assets/css'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'assets/css/styles.css'), 'a{}');
  fs.writeFileSync(path.join(dir, 'docs/guides/light.md'), '# Light');
  return dir;
}

const propsFor = (outDir: string, plugins: PostBuildPlugin[] = []) =>
  ({ outDir, plugins, routesPaths: [] }) as unknown as PostBuildProps;

/** Counts fs reads and writes of each page file (writes by rename land on the page's path). */
function countPageIo(outDir: string) {
  const reads = new Map<string, number>();
  const writes = new Map<string, number>();
  const count = (map: Map<string, number>, file: unknown) => {
    const page = path.relative(outDir, String(file));
    if (PAGES.includes(page)) map.set(page, (map.get(page) ?? 0) + 1);
  };
  // Each spy counts the call, then calls the real function with the same arguments.
  const counting = <K extends 'readFileSync' | 'writeFileSync' | 'renameSync'>(
    name: K,
    map: Map<string, number>,
    pathArgument: number,
  ) => {
    const real = fs[name] as (...args: unknown[]) => unknown;
    vi.spyOn(fs, name).mockImplementation(((...args: unknown[]) => {
      count(map, args[pathArgument]);
      return real(...args);
    }) as never);
  };
  counting('readFileSync', reads, 0);
  counting('writeFileSync', writes, 0);
  // writeAtomic writes a temporary file, then renames it onto the page.
  counting('renameSync', writes, 1);
  return { reads, writes };
}

afterEach(() => vi.restoreAllMocks());

describe('the pages of a build', () => {
  it('are its HTML files, sorted, with / separators, wherever they sit', () => {
    const dir = fakeBuild();
    expect(builtPages(dir)).toEqual(PAGES);
  });

  it('have routes without the base URL, index.html standing for its folder', () => {
    expect(routeOfPage('index.html')).toBe('');
    expect(routeOfPage('docs/guides/light.html')).toBe('docs/guides/light');
    expect(routeOfPage('blog/index.html')).toBe('blog');
    expect(routeOfPage('404.html')).toBe('404');
  });
});

describe('the post-build pipeline', () => {
  /** Three plugins that log what they do, declared out of phase order. */
  function loggingPlugins(log: string[]): PostBuildPlugin[] {
    const tagger = (name: string): PostBuildPlugin => ({
      name,
      postBuildSteps: {
        pages: () => ({
          transform: (html, page) => {
            log.push(`${name} ${page.file}`);
            return html.replace('</head>', `<meta name=${name}></head>`);
          },
          finish: () => void log.push(`${name} finish`),
        }),
      },
    });
    return [
      {
        name: 'exporter',
        postBuildSteps: {
          export: async () => void log.push('export'),
          index: async () => void log.push('index'),
        },
      },
      tagger('first'),
      { name: 'purger', postBuildSteps: { stylesheet: async () => void log.push('stylesheet') } },
      tagger('second'),
      // A plugin without steps takes no part.
      { name: 'other', postBuild: async () => void log.push('other') } as never,
    ];
  }

  it('runs the phases in order: stylesheet, one pass over the pages, index, export', async () => {
    const dir = fakeBuild();
    const log: string[] = [];
    const plugins = loggingPlugins(log);
    await runPipeline(propsFor(dir, plugins), participants(plugins));
    const pass = PAGES.flatMap((page) => [`first ${page}`, `second ${page}`]);
    expect(log).toEqual([
      'stylesheet',
      ...pass,
      'first finish',
      'second finish',
      'index',
      'export',
    ]);
    // Each page went through both steps, in the plugins' order.
    const light = fs.readFileSync(path.join(dir, 'docs/guides/light.html'), 'utf8');
    expect(light).toContain('<meta name=first><meta name=second></head>');
  });

  it("starts a page step's beside work after the pass, lets the index and the export run meanwhile, and waits for it", async () => {
    const dir = fakeBuild();
    const log: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const cards: PostBuildPlugin = {
      name: 'cards',
      postBuildSteps: {
        pages: () => ({
          transform: (html) => html,
          finish: () => void log.push('finish'),
          beside: async () => {
            log.push('beside starts');
            await gate;
            log.push('beside ends');
          },
        }),
      },
    };
    const later: PostBuildPlugin = {
      name: 'search',
      postBuildSteps: {
        index: async () => void log.push('index'),
        export: async () => {
          log.push('export');
          release();
        },
      },
    };
    const plugins = [cards, later];
    const record = await runPipeline(propsFor(dir, plugins), participants(plugins));
    expect(log).toEqual(['finish', 'beside starts', 'index', 'export', 'beside ends']);
    const beside = record.steps.find((s) => s.phase === 'beside');
    expect(beside).toMatchObject({ plugin: 'cards' });
    expect(beside!.startedAt).toBeGreaterThanOrEqual(record.pass.endedAt);
  });

  it('stops the build when beside work fails, once the index and the export have run', async () => {
    const dir = fakeBuild();
    const exported = vi.fn(async () => undefined);
    const plugins: PostBuildPlugin[] = [
      {
        name: 'social-cards',
        postBuildSteps: {
          pages: () => ({
            transform: (html) => html,
            beside: async () => {
              throw new Error('a drawing process stopped');
            },
          }),
        },
      },
      { name: 'markdown-export', postBuildSteps: { export: exported } },
    ];
    await expect(runPipeline(propsFor(dir, plugins), participants(plugins))).rejects.toThrow(
      '[social-cards] a drawing process stopped',
    );
    expect(exported).toHaveBeenCalled();
  });

  it('reads and writes each page once in the pass, and nothing else of the build', async () => {
    const dir = fakeBuild();
    const plugins = loggingPlugins([]);
    const io = countPageIo(dir);
    const record = await runPipeline(propsFor(dir, plugins), participants(plugins));
    expect(Object.fromEntries(io.reads)).toEqual(Object.fromEntries(PAGES.map((p) => [p, 1])));
    expect(Object.fromEntries(io.writes)).toEqual(Object.fromEntries(PAGES.map((p) => [p, 1])));
    expect(record.pass).toMatchObject({ pages: 4, reads: 4, writes: 4 });
    expect(fs.readFileSync(path.join(dir, 'docs/guides/light.md'), 'utf8')).toBe('# Light');
    // No temporary file is left behind by the writes.
    expect(fs.readdirSync(path.join(dir, 'docs/guides')).sort()).toEqual([
      'light.html',
      'light.md',
    ]);
  });

  it('leaves a page no step changes unwritten', async () => {
    const dir = fakeBuild();
    const only404: PostBuildPlugin = {
      name: 'not-found',
      postBuildSteps: {
        pages: () => ({
          transform: (html, { file }) => (file === '404.html' ? `${html}<!-- 404 -->` : html),
        }),
      },
    };
    const io = countPageIo(dir);
    const record = await runPipeline(propsFor(dir, [only404]), participants([only404]));
    expect([...io.writes.keys()]).toEqual(['404.html']);
    expect(record.pass).toMatchObject({ reads: 4, writes: 1 });
  });

  it('stops at a failing step with an error naming its plugin and the page', async () => {
    const dir = fakeBuild();
    const failing: PostBuildPlugin = {
      name: 'critical-css',
      postBuildSteps: {
        pages: () => ({
          transform: (html, { file }) => {
            if (file === 'docs/guides.html') throw new Error('expected one stylesheet link');
            return html;
          },
        }),
      },
    };
    const later = vi.fn(async () => undefined);
    const indexer: PostBuildPlugin = { name: 'search', postBuildSteps: { index: later } };
    const plugins = [failing, indexer];
    await expect(runPipeline(propsFor(dir, plugins), participants(plugins))).rejects.toThrow(
      '[critical-css] docs/guides.html: expected one stylesheet link',
    );
    expect(later).not.toHaveBeenCalled();
  });

  it('is one postBuild hook, which records the steps it ran', async () => {
    const dir = fakeBuild();
    const generatedFilesDir = testDir('rnf-generated-');
    const plugins = loggingPlugins([]);
    const plugin = postBuildPlugin({ generatedFilesDir } as never);
    expect(plugin.name).toBe('post-build');
    await plugin.postBuild!(propsFor(dir, plugins));
    const record = JSON.parse(
      fs.readFileSync(path.join(generatedFilesDir, 'post-build/run.json'), 'utf8'),
    ) as { steps: { phase: string; plugin: string }[] };
    expect(record.steps.map((s) => `${s.phase} ${s.plugin}`)).toEqual([
      'stylesheet purger',
      'pages first',
      'pages second',
      'index exporter',
      'export exporter',
    ]);
  });
});
