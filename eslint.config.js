import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The dependency direction of DESIGN.md ("Layout"): web → domain; server → tools, domain, db;
// tools → domain; db → domain. Enforced here rather than by goodwill.
const layers = [
  { type: 'domain', pattern: 'src/domain' },
  { type: 'tools', pattern: 'src/tools' },
  { type: 'db', pattern: 'src/db' },
  { type: 'server', pattern: 'src/server' },
  { type: 'web', pattern: 'src/web' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries, 'react-hooks': reactHooks },
    settings: {
      'boundaries/elements': layers,
      'boundaries/include': ['src/**/*'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'domain' } }, allow: { to: { element: { type: 'domain' } } } },
            { from: { element: { type: 'tools' } }, allow: { to: { element: { types: { anyOf: ['tools', 'domain'] } } } } },
            { from: { element: { type: 'db' } }, allow: { to: { element: { types: { anyOf: ['db', 'domain'] } } } } },
            {
              from: { element: { type: 'server' } },
              allow: { to: { element: { types: { anyOf: ['server', 'tools', 'domain', 'db'] } } } },
            },
            { from: { element: { type: 'web' } }, allow: { to: { element: { types: { anyOf: ['web', 'tools', 'domain'] } } } } },
          ],
        },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Of src/tools, the web app may import only tool contracts (`src/tools/<id>/contract.ts`: Zod
    // schemas) and the kit they are built with: the wire format is written once, never restated,
    // and no engine code reaches the browser.
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+tools/(?!contract-kit/|[a-z-]+/contract$)',
              message: 'The web app imports a tool only through its contract (src/tools/<id>/contract.ts) or the contract kit.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '*.config.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
