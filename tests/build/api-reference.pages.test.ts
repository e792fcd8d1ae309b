/**
 * Component and hook pages as a React developer reads them (issue 21): written
 * from TypeDoc's model by plugins/api-reference/model and render/, with every
 * prop flattened, its true default from the facts file, and where to use it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { functionGroup } from '../../plugins/api-reference/groups';
import { BUILD_DIR, assertBuilt, readRoute } from './helpers';

beforeAll(assertBuilt);

const FUNCTIONS = path.join(BUILD_DIR, 'docs/api/functions');
const pages = () =>
  fs
    .readdirSync(FUNCTIONS)
    .filter((f) => f.endsWith('.html'))
    .map((f) => f.replace(/\.html$/, ''));

/** The text of a prop's entry: its h3 (by id) up to the next h2/h3. */
function entry(html: string, id: string): string {
  const start = html.search(new RegExp(`<h[34][^>]*id=${id}[ >]`));
  expect(start, `#${id} heading`).toBeGreaterThan(-1);
  const rest = html.slice(start + 3);
  const end = rest.search(/<h[23][ >]/);
  return (end === -1 ? rest : rest.slice(0, end)).replace(/<[^>]+>/g, '');
}

describe('component pages', () => {
  it('<Camera> lists cameraPosition with type Float3 (linked) and its default [0, 0, 8]', () => {
    const html = readRoute('docs/api/functions/Camera');
    expect(html).toMatch(/<h1[^>]*><code>&lt;Camera(&gt;|>)<\/code><\/h1>/);
    expect(html).toMatch(/id=cameraposition[ >][\s\S]*?href=[^>]*type-aliases\/Float3/);
    expect(entry(html, 'cameraposition')).toContain('default [0, 0, 8]');
    for (const prop of ['cameratarget', 'cameraup', 'near', 'far', 'focallengthinmillimeters'])
      entry(html, prop);
  });

  it('<Model> lists transformToUnitCube and the transformation and loading props', () => {
    const html = readRoute('docs/api/functions/Model');
    for (const prop of ['transformtounitcube', 'translate', 'scale', 'rotate', 'source', 'instancecount', 'castshadow'])
      entry(html, prop);
    expect(entry(html, 'source')).toContain('required');
    expect(entry(html, 'instancecount')).toContain('default 1');
  });

  it('<FilamentScene> lists engine, view and renderer props, and fallback', () => {
    const html = readRoute('docs/api/functions/FilamentScene');
    for (const prop of ['bloomoptions', 'backend', 'config', 'antialiasing', 'frameRateOptions'.toLowerCase(), 'fallback'])
      entry(html, prop);
    expect(entry(html, 'antialiasing')).toContain("default 'FXAA'");
    expect(entry(html, 'backend')).toContain('Metal on iOS');
  });

  it('<FilamentScene> says it provides the scene, not that it needs none', () => {
    const text = readRoute('docs/api/functions/FilamentScene').replace(/<[^>]+>/g, '');
    expect(text).toMatch(/(&lt;|<)FilamentScene(&gt;|>) provides the scene(&#x27;|')s context/);
    expect(text).not.toContain('does not read');
  });

  it('<Animator> shows animationIndex defaulting to 0', () => {
    expect(entry(readRoute('docs/api/functions/Animator'), 'animationindex')).toContain('default 0');
  });

  it("<Skybox> shows its two variants, and <EnvironmentalLight> the code's default over the comment's", () => {
    const skybox = readRoute('docs/api/functions/Skybox');
    expect(entry(skybox, 'colorinhex')).toContain('only in ColorProps');
    expect(entry(skybox, 'source')).toContain('only in TextureProps');
    const light = entry(readRoute('docs/api/functions/EnvironmentalLight'), 'intensity');
    expect(light).toContain('default 25_000');
    expect(light).toContain('comment says the default is 30_000');
  });

  it('every component page has a props section or says it takes none, and where it goes', () => {
    const components = pages().filter((name) => functionGroup(name) === 'Components');
    expect(components).toHaveLength(13);
    for (const name of components) {
      const html = readRoute(`docs/api/functions/${name}`);
      expect(html, name).toMatch(/<h2[^>]*id=props/);
      expect(html, name).toMatch(/FilamentScene/);
    }
  });
});

describe('hook pages', () => {
  it('useModel: the call as written, its object parameter expanded, both return shapes, no worklet badge', () => {
    const html = readRoute('docs/api/functions/useModel');
    expect(html.replace(/<[^>]+>/g, '')).toContain('const model = useModel(source, props?)');
    expect(entry(html, 'shouldreleasesourcedata')).toContain('default true');
    expect(html).toMatch(/state: &#x27;loaded&#x27;|state: 'loaded'/);
    expect(html).toMatch(/state: &#x27;loading&#x27;|state: 'loading'/);
    expect(html).toMatch(/<h2[^>]*id=where-to-call-it/);
    expect(html).toContain('cannot be called from a worklet');
  });

  it('no component or hook page has __namedParameters, "Returns null" or the worklet badge', () => {
    for (const name of pages().filter((n) => functionGroup(n) !== 'Functions')) {
      const html = readRoute(`docs/api/functions/${name}`);
      expect(html, name).not.toContain('__namedParameters');
      expect(html, name).not.toMatch(/Returns<\/h2>\s*<p><code>null/);
      expect(html, name).not.toContain('api-worklet-badge');
    }
  });
});

it('no API page is described by its source line or a section heading', () => {
  const bad: string[] = [];
  for (const kind of ['functions', 'interfaces', 'type-aliases', 'variables']) {
    for (const file of fs.readdirSync(path.join(BUILD_DIR, 'docs/api', kind))) {
      if (!file.endsWith('.html')) continue;
      const html = fs.readFileSync(path.join(BUILD_DIR, 'docs/api', kind, file), 'utf8');
      const description = /<meta[^>]* name=description content="?([^">]*)/.exec(html)?.[1] ?? '';
      if (/^(Defined in|Extends|Properties|Methods)/.test(description) || !description)
        bad.push(`${kind}/${file}: "${description}"`);
    }
  }
  expect(bad).toEqual([]);
});
