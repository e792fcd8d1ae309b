/**
 * After the build, every page gets the CSS rules it uses inline in its
 * <head>, and the site's stylesheet loads without blocking the first paint
 * (Beasties, README.md). The stylesheet itself is left as it is: every page
 * shares it, and the browser caches it for the next page.
 */
import fs from 'node:fs';
import logger from '@docusaurus/logger';
import type { LoadContext } from '@docusaurus/types';
import Beasties, { type Options as BeastiesOptions } from 'beasties';
import type { PageStep, PostBuildPlugin, PostBuildProps } from '../../shared/post-build';

export const PLUGIN_NAME = 'critical-css';

/**
 * Attribute conditions that scripts set on <html> before the first paint: the
 * color mode and the toggle's choice (theme-classic's inline script, from
 * storage), and a dismissed announcement bar (plugins/head-script and
 * theme-classic). The server HTML has none of them, so Beasties alone would
 * leave out `html[data-theme=dark]` and every `[data-theme=dark] …` rule, and a
 * reader in dark mode would see a light page until the stylesheet arrives.
 * For the choice of critical rules, each condition counts as met: both modes'
 * rules are inlined, and the cascade picks one, as the full stylesheet does.
 */
export const PRE_PAINT_ATTRIBUTES =
  /\[(?:data-theme|data-theme-choice|data-announcement-bar-initially-dismissed)=[^\]]*\]/g;

/** Class names of an element's class attribute, minified (`class=x`) or quoted. */
const CLASS_ATTRIBUTE = /\sclass=(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;

/** Every class name the HTML could give an element (a superset: it also reads scripts). */
export function classNamesIn(html: string): Set<string> {
  const names = new Set<string>();
  for (const m of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of (m[1] ?? m[2] ?? m[3] ?? '').split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

/** `.name` in a selector; names may hold escaped characters (`.w-1\/2`). */
const CLASS_IN_SELECTOR = /\.((?:[\w-]|\\.)+)/g;
const unescapeCss = (name: string) => name.replace(/\\(.)/g, '$1');

/**
 * A selector without the pseudo-classes and pseudo-elements that depend on
 * state or rendering (`:hover`, `::before`, `:nth-child(2)`), keeping those
 * css-select evaluates on the page's structure: `:is()`, `:where()`, `:not()`,
 * `:has()`, `:root`.
 */
export function keepStructuralPseudoClasses(selector: string): string {
  return selector
    .replace(/::?([a-zA-Z-]+)(\((?:[^()]|\([^()]*\))*\))?/g, (match, name: string) =>
      /^(?:is|where|not|has|root)$/.test(name) ? match : '',
    )
    .trim();
}

/** `url("data:…")` or `url('data:…')`, quotes escaped inside allowed. */
const QUOTED_DATA_URL = /url\(\s*(["'])data:(?:\\.|(?!\1)[^\\])*\1\s*\)/g;
const DATA_URL_PLACEHOLDER = 'data:site-beasties,';

/** A selector for the document's root only. */
const ROOT_ONLY = /^(?:html|:root|:(?:is|where)\((?:html|:root)\))$/;
/** A query every page answers: the rule is critical. */
const ANY_ELEMENT = '*';

type Normalize = (this: Beasties, selector: string) => string;
/** Beasties' own selector normalization (strips pseudo-classes); not in its typings. */
const beastiesNormalize = (Beasties.prototype as unknown as { normalizeCssSelector: Normalize })
  .normalizeCssSelector;

/**
 * Beasties, with two changes to how it tests a selector against the page
 * (its `normalizeCssSelector` step, which turns a selector into the query it
 * runs on the page, or '' for "not critical"):
 * - PRE_PAINT_ATTRIBUTES count as met (see above);
 * - a selector naming a class that no element of the page has is not
 *   critical, answered without walking the page. Same result, much faster:
 *   most of the stylesheet's selectors do not match a given page, and each
 *   miss was a walk over the whole DOM.
 */
export class SiteBeasties extends Beasties {
  /** Class names of the page being processed; set by criticalHead() before each page. */
  pageClasses: ReadonlySet<string> | undefined;

  /** The stylesheets' quoted data: URLs, set aside while Beasties works (see readFile). */
  private readonly dataUrls: string[] = [];

  /**
   * Beasties rewrites the url()s of inlined rules relative to the stylesheet,
   * and takes `url("data:…<svg xmlns=\"http://…\"…")` (Infima's icons: quotes
   * escaped inside quotes) for a relative URL: it would inline
   * `url(/…/assets/css/"data:…)`, a broken icon and a 404. Each quoted data:
   * URL is read as a bare placeholder data: URL, which Beasties leaves
   * alone, and put back by restoreDataUrls().
   */
  override readFile(filename: string): string {
    return fs.readFileSync(filename, 'utf8').replace(QUOTED_DATA_URL, (url) => {
      if (!this.dataUrls.includes(url)) this.dataUrls.push(url);
      return `url(${DATA_URL_PLACEHOLDER}${this.dataUrls.indexOf(url)})`;
    });
  }

  restoreDataUrls(markup: string): string {
    return markup.replace(
      new RegExp(`url\\(${DATA_URL_PLACEHOLDER}(\\d+)\\)`, 'g'),
      (_, index: string) => this.dataUrls[Number(index)]!,
    );
  }

  normalizeCssSelector(selector: string): string {
    const withoutState = selector
      .replace(PRE_PAINT_ATTRIBUTES, '')
      .replace(/:(?:is|where)\(\s*\)/g, '');
    let query = beastiesNormalize.call(this, withoutState);
    // Beasties strips every pseudo-class with its argument, so that
    // `:where(.button--primary)` or `:is(.markdown, …) a` would test nothing
    // and be left out: test those with the pseudo-classes the matcher knows.
    if (!query || query === '()') query = keepStructuralPseudoClasses(withoutState);
    // Nothing left but the condition on <html> (`[data-theme=dark]`,
    // `:where([data-theme=dark])`): a rule for the root.
    if (!query) return withoutState === selector ? '' : ANY_ELEMENT;
    // Beasties looks for matches inside <html>, never <html> itself: `html`
    // and `:root` are critical by name only, not `html[data-theme=dark]`,
    // `[data-theme=dark]:root` or `:where(:root)`. Every page has a root.
    if (ROOT_ONLY.test(query)) return ANY_ELEMENT;
    const classes = this.pageClasses;
    if (query && classes) {
      // Pseudo-classes are gone; what is left in parentheses (:is() lists) may be alternatives.
      let outside = query;
      while (/\([^()]*\)/.test(outside)) outside = outside.replace(/\([^()]*\)/g, '');
      const required = outside.matchAll(CLASS_IN_SELECTOR);
      for (const [, name] of required) if (!classes.has(unescapeCss(name!))) return '';
    }
    return query;
  }
}

/** How the full stylesheet loads; README.md says why (measured). */
export const PRELOAD: NonNullable<BeastiesOptions['preload']> = 'media';

export function beastiesOptions(outDir: string, baseUrl: string): BeastiesOptions {
  return {
    // Stylesheet hrefs are /<baseUrl>/assets/css/…: read them from the build.
    path: outDir,
    publicPath: baseUrl,
    preload: PRELOAD,
    noscriptFallback: true,
    // The stylesheet is shared by every page (and cached): never cut from it.
    pruneSource: false,
    // The site uses the system font stack: no @font-face to inline or preload.
    fonts: false,
    keyframes: 'critical',
    compress: true,
    // Pages have no <style> of their own to reduce.
    reduceInlineStyles: false,
    logLevel: 'warn',
  };
}

/**
 * What Beasties puts in place of the stylesheet link: the inline rules, the
 * non-blocking link and its <noscript> fallback, in that order (the inline
 * rules before the stylesheet, so that the stylesheet wins every tie, and the
 * page looks the same before and after it arrives).
 */
// The rules may hold `<` (Infima's data: URL icons are raw SVG); never `</style>`.
const BEASTIES_HEAD =
  /<style>(?:(?!<\/style>)[\s\S])*<\/style><link [^>]*><noscript><link [^>]*><\/noscript>/g;
/** The stylesheet link Docusaurus writes (minified: unquoted attributes). */
const STYLESHEET_LINK = /<link rel="?stylesheet"? href="?([^\s">]+\.css)"?\s*\/?>/g;

/**
 * One page: the markup that replaces its stylesheet link. Beasties serializes
 * the whole document again (quoting every attribute); only its new head
 * markup is kept, so that the rest of the page stays byte for byte as built.
 * Its errors say what went wrong; the page pass adds the plugin and the page.
 */
export async function criticalHead(
  beasties: SiteBeasties,
  html: string,
): Promise<{ link: string; replacement: string }> {
  const links = [...html.matchAll(STYLESHEET_LINK)];
  if (links.length !== 1) {
    throw new Error(`expected one stylesheet link, found ${links.length}`);
  }
  beasties.pageClasses = classNamesIn(html);
  const processed = await beasties.process(html);
  beasties.pageClasses = undefined;
  const heads = processed.match(BEASTIES_HEAD);
  if (heads?.length !== 1) {
    throw new Error(
      'Beasties did not replace the stylesheet link with <style>, <link> and <noscript> (see plugins/critical-css/README.md)',
    );
  }
  return { link: links[0]![0], replacement: beasties.restoreDataUrls(heads[0]) };
}

/** What the step logs: pages, their HTML before and after, and its own time in the pass. */
interface InlineReport {
  pages: number;
  htmlBefore: number;
  htmlAfter: number;
  ms: number;
}

/**
 * Step (2) of the post-build pipeline (plugins/post-build): in the one pass
 * over the pages, each page's stylesheet link becomes its critical CSS. The
 * pipeline runs it after css-purge (step 1), so Beasties reads the purged
 * stylesheet. `options` changes Beasties' (to measure another preload strategy).
 */
export function criticalCssStep(baseUrl: string, options: BeastiesOptions = {}) {
  return ({ outDir }: PostBuildProps): PageStep => {
    const beasties = new SiteBeasties({ ...beastiesOptions(outDir, baseUrl), ...options });
    const report: InlineReport = { pages: 0, htmlBefore: 0, htmlAfter: 0, ms: 0 };
    return {
      async transform(html) {
        const started = performance.now();
        const head = await criticalHead(beasties, html);
        const inlined = html.replace(head.link, () => head.replacement);
        report.pages += 1;
        report.htmlBefore += Buffer.byteLength(html);
        report.htmlAfter += Buffer.byteLength(inlined);
        report.ms += performance.now() - started;
        return inlined;
      },
      finish() {
        logger.info(
          `[${PLUGIN_NAME}] ${report.pages} pages: critical CSS inlined, stylesheet non-blocking; HTML ${report.htmlBefore} → ${report.htmlAfter} bytes (${(report.ms / 1000).toFixed(1)} s)`,
        );
      },
    };
  };
}

export default function criticalCssPlugin(context: LoadContext): PostBuildPlugin {
  return {
    name: PLUGIN_NAME,
    postBuildSteps: { pages: criticalCssStep(context.baseUrl) },
  };
}
