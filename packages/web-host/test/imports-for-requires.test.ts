/**
 * The companion libraries' `require()`s of react-native and react-native-web become namespace
 * imports (build/index.ts `importsForRequires`), so that esbuild does not wrap react-native-web's
 * modules, which every Run loads, in lazy initializers for them (issue 45's first-Run bytes).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { importsForRequires } from '../build';

const ROOT = path.join(__dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, 'node_modules', file), 'utf8');

it("rewrites Reanimated's requires of react-native-web's StyleSheet files, once per file", () => {
  const out = importsForRequires(
    read('react-native-reanimated/lib/module/ReanimatedModule/js-reanimated/webUtils.web.js'),
  );
  expect(out).not.toMatch(/\brequire\(/);
  // Three requires of two files: two imports.
  expect(out.match(/import \* as __hostRequire\d from /g)).toHaveLength(2);
  expect(
    out.startsWith(
      'import * as __hostRequire0 from "react-native-web/dist/exports/StyleSheet/compiler/createReactDOMStyle";' +
        'import * as __hostRequire1 from "react-native-web/dist/exports/StyleSheet/preprocess";',
    ),
  ).toBe(true);
  expect(out).toContain('createTransformValue =\n  // eslint-disable-next-line');
  expect(out).toContain('__hostRequire1.createTransformValue');
  expect(out).toContain('__hostRequire1.createTextShadowValue');
  expect(out).toContain('__hostRequire0.default');
});

it("rewrites gesture-handler's require('react-native') and leaves other requires alone", () => {
  const out = importsForRequires(
    read('react-native-gesture-handler/lib/module/components/GestureComponents.js'),
  );
  expect(out.startsWith('import * as __hostRequire0 from "react-native";')).toBe(true);
  expect(out).toMatch(/\} = __hostRequire0;/);
  const other = "const x = require('react-native-reanimated');";
  expect(importsForRequires(other)).toBe(other);
  expect(importsForRequires("require('react-native/Libraries/Renderer/shims/ReactFabric')")).toBe(
    "require('react-native/Libraries/Renderer/shims/ReactFabric')",
  );
});
