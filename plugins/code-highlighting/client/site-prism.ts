/**
 * The Prism the site highlights with, and its only list of languages:
 * prismjs's core, the JavaScript family (tsx, ts, js, jsx) in the order that
 * tokenizes each exactly as prism-react-renderer's bundled Prism does (its
 * JavaScript extended by js-extras, TypeScript's doc comments by jsdoc), and
 * json; bash, which the config's `prism.additionalLanguages` also added, is
 * in lazy-grammars.ts.
 * tests/unit/code-highlighting.prism.test.ts compares every code block of the
 * site. A fence in another language renders as plain text: add its grammar
 * here (prismjs/components, with the ones it requires first).
 * prism-react-renderer's own module holds about 40 grammars and 20 themes
 * that no bundler can leave out.
 */
import './prism-manual';
import Prism from 'prismjs/components/prism-core';
// prismjs's grammars extend the global `Prism` that its core has just set.
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-regex';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-javadoclike';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-jsdoc';
import 'prismjs/components/prism-js-extras';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-tsx';
import 'prismjs/components/prism-json';

// Prism stays a module, not a global of the page.
delete (globalThis as { Prism?: unknown }).Prism;

export default Prism;
