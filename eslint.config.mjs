// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-features/',
      '.docusaurus/',
      'api/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
      // The example app's screens, vendored as the library wrote them (npm run playground:examples).
      'static/playground/examples/',
      // Real apps' project files, kept as their repositories have them (Check your setup's fixtures).
      'tests/fixtures/setups/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // Small named functions (CONTRIBUTING.md): a step that needs more than 80
    // lines is several steps. Blank lines and comments do not count.
    files: [
      'plugins/**/*.{ts,tsx}',
      'packages/*/{src,build}/**/*.{ts,tsx}',
      'tools/**/*.{ts,tsx}',
      'shared/**/*.{ts,tsx}',
      'src/**/*.{ts,tsx}',
    ],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Check your setup's Metro and worklets rules (91 and 82 lines): lists of verdicts, each a
    // sentence a second reader checked. Splitting them changes the page's sources and so needs a
    // new reading (audit/second-reader/guide-check-your-setup.md): until then, 100 lines here.
    files: [
      'src/components/SetupChecker/rules/metro-expo.ts',
      'src/components/SetupChecker/rules/worklets.ts',
    ],
    rules: {
      'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // The site's components reach a plugin only through its browser entry
    // (plugins/<name>/client/index.ts) and read global data through its typed
    // hooks (useWebHostData(), …), never with a cast (CONTRIBUTING.md, "Add a plugin").
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^@site/|^(\\.\\./)+)plugins/(?![^/]+/client$)',
              message:
                "Import a plugin only through its browser entry, '@site/plugins/<name>/client' (its client/index.ts).",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSAsExpression > CallExpression[callee.name='usePluginData']",
          message:
            "Read a plugin's global data through its typed hook (e.g. useWebHostData() of '@site/plugins/web-host/client'), not usePluginData(...) as ….",
        },
      ],
    },
  },
);
