/**
 * Every fact true wherever it is shown (issue 35): a member's recorded default
 * and corrections (plugins/api-reference/facts.ts) on every page that shows the
 * member, in the Markdown twins the build writes (the HTML and llms-full.txt
 * come from the same source): the component and hook pages (through the type
 * that declares the member) and the type-alias and interface pages. And no
 * page shows an escaped Markdown link or its summary twice.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { membersOf } from '../../plugins/api-reference/apply-facts';
import { API_FACTS, type ApiFact } from '../../plugins/api-reference/facts';
import type { ApiModel, Member } from '../../plugins/api-reference/model/types';
import { libraryExports, libraryModels } from '../api-library';
import { BUILD_DIR, assertBuilt } from './helpers';

beforeAll(assertBuilt);

const API = path.join(BUILD_DIR, 'docs/api');
const twin = (page: string) => fs.readFileSync(path.join(API, `${page}.md`), 'utf8');
const fold = (text: string) => text.replace(/\s+/g, ' ').trim();
const applies = (fact: ApiFact, model: ApiModel, member: Member) =>
  fact.member === member.name && (fact.api === model.name || fact.api === member.declaredIn);

/** The type page of an export (`type-aliases/CameraProps`), if the build has one. */
function typePage(name: string): string | undefined {
  return ['type-aliases', 'interfaces']
    .map((folder) => `${folder}/${name}`)
    .find((page) => fs.existsSync(path.join(API, `${page}.md`)));
}

/** A member's entries on a component or hook page: its heading to the next heading. */
function entries(markdown: string, member: string): string[] {
  const heading = new RegExp(`^#{3,4} \`${member}\`$`, 'm');
  return markdown
    .split(/^(?=#{2,4} )/m)
    .filter((section) => heading.test(section.split('\n')[0]));
}

/** A member's row in a type page's tables. */
function rows(markdown: string, member: string): string[] {
  const cell = new RegExp(`^\\| (<a id="[^"]*"></a> )?\`${member}\\??(\\(\\))?\\??\` \\|`);
  return markdown.split('\n').filter((line) => cell.test(line));
}

/** The defaults a page shows in `shownIn` (a meta line or a row), the comment's note anywhere in `entry`. */
function expectDefault(shownIn: string, entry: string, fact: ApiFact, where: string): void {
  const shown = [...shownIn.matchAll(/(?:\*\*Default\*\*|· default) `([^`]*)`/g)].map((m) => m[1]);
  expect(shown, where).toEqual(fact.value === null ? [] : [fact.value]);
  if (fact.commentSays)
    expect(entry, where).toContain(
      `The library's comment says the default is \`${fact.commentSays}\``,
    );
}

const models = libraryModels(libraryExports());
const shown = models.flatMap((model) =>
  membersOf(model).flatMap((member) =>
    API_FACTS.filter((f) => applies(f, model, member)).map((fact) => ({ model, member, fact })),
  ),
);

describe('component and hook pages show the facts of every member', () => {
  it('finds the facts on the pages (a few dozen members)', () => {
    expect(shown.length).toBeGreaterThan(40);
  });

  it.each(shown.map((s) => [`${s.model.name} › ${s.member.name} (${s.fact.kind})`, s] as const))(
    '%s',
    (where, { model, member, fact }) => {
      const found = entries(twin(`functions/${model.name}`), member.name);
      expect(found.length, `${where}: an entry`).toBeGreaterThan(0);
      const entry = found.find((e) => fold(e).includes(fold(fact.note ?? '').slice(0, 60))) ?? found[0];
      if (fact.kind === 'default')
        expectDefault(entry.split('\n\n').slice(0, 2).join(' '), entry, fact, where);
      if (fact.note) {
        const start = fold(fact.note).slice(0, 60);
        expect(fold(entry), where).toContain(start);
        expect(fold(entry).split(start).length - 1, `${where}: said once`).toBe(1);
      }
    },
  );
});

/** A method's section on an interface page (`### pickEntity()` to the next section). */
function methodSection(markdown: string, member: string): string | undefined {
  return markdown.split(/^(?=#{2,3} )/m).find((section) => section.startsWith(`### ${member}()`));
}

const typeFacts = API_FACTS.filter(
  (f) => f.member && typePage(f.api) && !methodSection(twin(typePage(f.api)!), f.member),
);
/** Facts on a method (View › pickEntity) and facts about a type itself (LightConfig). */
const methodFacts = API_FACTS.filter(
  (f) => f.member && typePage(f.api) && methodSection(twin(typePage(f.api)!), f.member),
);
const ownFacts = API_FACTS.filter((f) => !f.member && typePage(f.api));

describe('type-alias and interface pages show the same facts', () => {
  it('covers the types the facts are recorded on', () => {
    for (const name of ['CameraProps', 'TransformationProps', 'EnvironmentalLightProps', 'TextureMap'])
      expect(typeFacts.some((f) => f.api === name), name).toBe(true);
  });

  it.each(typeFacts.map((f) => [`${f.api} › ${f.member} (${f.kind})`, f] as const))(
    '%s',
    (where, fact) => {
      const found = rows(twin(typePage(fact.api)!), fact.member!);
      expect(found, `${where}: one row`).toHaveLength(1);
      if (fact.kind === 'default') expectDefault(found[0], found[0], fact, where);
      if (fact.note) expect(fold(found[0].replace(/\\\|/g, '|')), where).toContain(fold(fact.note).slice(0, 60));
    },
  );

  it('covers the method and the type the facts are recorded on', () => {
    expect(methodFacts.map((f) => `${f.api}.${f.member}`)).toContain('View.pickEntity');
    expect(ownFacts.map((f) => f.api)).toContain('LightConfig');
  });

  it.each(methodFacts.map((f) => [`${f.api} › ${f.member}() (${f.kind})`, f] as const))(
    '%s: its section says the note, once, before its parameters',
    (where, fact) => {
      const section = methodSection(twin(typePage(fact.api)!), fact.member!)!;
      const start = fold(fact.note!).slice(0, 60);
      expect(fold(section), where).toContain(start);
      expect(fold(section).split(start).length - 1, `${where}: said once`).toBe(1);
      const parameters = section.indexOf('#### Parameters');
      if (parameters >= 0) expect(fold(section.slice(0, parameters)), where).toContain(start);
    },
  );

  it.each(ownFacts.map((f) => [`${f.api} (${f.kind})`, f] as const))(
    '%s: the page says the note under its declaration',
    (where, fact) => {
      const page = twin(typePage(fact.api)!);
      const start = fold(fact.note!).slice(0, 60);
      expect(fold(page), where).toContain(start);
      // Before the page's first section: under the declaration, not at the end.
      const firstSection = page.search(/^#{2,4} /m);
      expect(fold(page.slice(0, firstSection)), where).toContain(start);
    },
  );

  it('llms-full.txt carries the corrected rows', () => {
    const full = fs.readFileSync(path.join(BUILD_DIR, 'llms-full.txt'), 'utf8');
    for (const fact of typeFacts.filter((f) => f.commentSays !== undefined)) {
      const [row] = rows(twin(typePage(fact.api)!), fact.member!);
      expect(full, `${fact.api} › ${fact.member}`).toContain(row);
    }
  });
});

/** Every Markdown twin under the docs. */
function twins(dir = path.join(BUILD_DIR, 'docs')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return twins(full);
    return e.name.endsWith('.md') ? [full] : [];
  });
}

/** A block's text as a reader sees it: links as their text, no code marks or escapes. */
const plain = (block: string) =>
  fold(block.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`\\*_>]/g, ''));

describe('no escaped Markdown link and no doubled summary', () => {
  const files = twins();

  it('reads the twins of every guide and API page', () => {
    expect(files.length).toBeGreaterThan(150);
  });

  it('no twin shows a Markdown link as escaped text', () => {
    const escaped = files.filter((f) => /\\\[[^\n[\]]*\\?\]\(/.test(fs.readFileSync(f, 'utf8')));
    expect(escaped.map((f) => path.relative(BUILD_DIR, f))).toEqual([]);
  });

  it('no twin says its opening paragraph twice', () => {
    const doubled = files.filter((f) => {
      const blocks = fs
        .readFileSync(f, 'utf8')
        .split(/\n{2,}/)
        .slice(1, 8)
        .filter((b) => !b.startsWith('```') && !b.startsWith('#'))
        .map(plain)
        .filter((b) => b.length > 20);
      return new Set(blocks).size !== blocks.length;
    });
    expect(doubled.map((f) => path.relative(BUILD_DIR, f))).toEqual([]);
  });

  it('no API page has a Markdown link in its meta description', () => {
    const html = twins(API).map((f) => f.replace(/\.md$/, '.html')).filter((f) => fs.existsSync(f));
    expect(html.length).toBeGreaterThan(100);
    const linked = html.filter((f) =>
      /<meta[^>]+(?:name=description|property=og:description)[^>]+content="[^"]*\]\(/.test(
        fs.readFileSync(f, 'utf8'),
      ),
    );
    expect(linked.map((f) => path.relative(BUILD_DIR, f))).toEqual([]);
  });
});
