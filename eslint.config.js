import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The dependency direction (docs/decisions/0001-one-package-layered-folders.md): web → contracts, domain;
// server → contracts, tools, domain, db; contracts → domain; tools → domain; db → domain. Enforced here
// rather than by goodwill.
const layers = [
  { type: 'domain', pattern: 'src/domain' },
  // The platform API's wire shapes (me, plans, billing, history, account…: Zod schemas written once,
  // decisions/0045), imported by the server and the web app alike, as tool contracts are.
  { type: 'contracts', pattern: 'src/contracts' },
  { type: 'tools', pattern: 'src/tools' },
  { type: 'db', pattern: 'src/db' },
  { type: 'server', pattern: 'src/server' },
  // The web app is three kinds of module (bulletproof-react's layout): `web-app` (router, providers,
  // layout, and the route modules of pages that compose several features), one `feature` per folder of
  // src/web/features, and `web`, what all of them share (components, lib, testing). The first
  // matching pattern wins, so these two come before `web`.
  { type: 'web-app', pattern: 'src/web/app' },
  { type: 'feature', pattern: 'src/web/features/*', capture: ['feature'] },
  { type: 'web', pattern: 'src/web' },
  // Outside the runtime, and never imported from src: model training, readers of the data sets in
  // ../shared/data, accuracy harnesses (one per folder of eval/), speed harnesses (one per folder of
  // bench/), Playwright specs, and build/dev scripts.
  { type: 'training', pattern: 'training' },
  { type: 'datasets', pattern: 'datasets' },
  { type: 'eval', pattern: 'eval/*', capture: ['harness'] },
  { type: 'bench', pattern: 'bench/*', capture: ['harness'] },
  { type: 'e2e', pattern: 'e2e' },
  { type: 'scripts', pattern: 'scripts' },
];
const OFFLINE = ['training', 'datasets', 'eval', 'bench', 'e2e', 'scripts'];
/** A harness (eval/<x>, bench/<x>) imports its own folder, never another harness. */
const ownHarness = (type) => ({ to: { element: { type, captured: { harness: '{{ from.element.captured.harness }}' } } } });

export default tseslint.config(
  { ignores: ['.scratch*', '.scratch*/**', 'dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries, 'react-hooks': reactHooks },
    settings: {
      'boundaries/elements': layers,
      'boundaries/include': ['src/**/*', ...OFFLINE.map((folder) => `${folder}/**/*`)],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'domain' } }, allow: { to: { element: { type: 'domain' } } } },
            { from: { element: { type: 'contracts' } }, allow: { to: { element: { types: { anyOf: ['contracts', 'domain'] } } } } },
            { from: { element: { type: 'tools' } }, allow: { to: { element: { types: { anyOf: ['tools', 'domain'] } } } } },
            { from: { element: { type: 'db' } }, allow: { to: { element: { types: { anyOf: ['db', 'domain'] } } } } },
            {
              from: { element: { type: 'server' } },
              allow: { to: { element: { types: { anyOf: ['server', 'contracts', 'tools', 'domain', 'db'] } } } },
            },
            {
              from: { file: { path: 'src/**' } },
              disallow: { to: { element: { types: { anyOf: OFFLINE } } } },
              message: 'src/ is what runs: it never imports {{ to.element.type }}/ (training, data sets, harnesses, specs and scripts stay outside the runtime).',
            },
            // Measured figures are data the accuracy harnesses write (eval/<harness>/figures.json, issue 32, shaped by
            // src/domain/figures.ts): the web shows them through src/web/lib/figures.ts, the one module of src/ that
            // reads eval/, and only those files.
            { from: { file: { path: 'src/web/lib/figures.ts' } }, allow: { to: { file: { path: 'eval/*/figures.json' } } } },
            // Training fits models on engine code (tools → the model file the engine loads).
            { from: { element: { type: 'training' } }, allow: { to: { element: { types: { anyOf: ['training', 'tools', 'domain'] } } } } },
            { from: { element: { type: 'datasets' } }, allow: { to: { element: { types: { anyOf: ['datasets', 'tools', 'domain'] } } } } },
            {
              from: { element: { type: 'eval' } },
              // eval/lib is what every harness shares (the figures writer, the README figures generator).
              allow: [{ to: { element: { types: { anyOf: ['tools', 'domain', 'datasets', 'training'] } } } }, ownHarness('eval'), { to: { element: { type: 'eval', captured: { harness: 'lib' } } } }],
            },
            { from: { element: { type: 'bench' } }, allow: [{ to: { element: { types: { anyOf: ['tools', 'domain', 'datasets'] } } } }, ownHarness('bench')] },
            // The plagiarism bench times the fingerprint store on a real database; the http bench serves the real app;
            // the engines and memory benches load the engines the way the server does (src/server/engines); the fuzz
            // bench reads the app's route table and starts the real server; the fairness bench loads the engines as the
            // server does and sends the engines bench's heavy inputs (bench/engines/heavy-inputs.ts), not a copy of them.
            {
              from: { element: { type: 'bench', captured: { harness: '{plagiarism,http,engines,memory,fuzz,fairness}' } } },
              allow: { to: { element: { types: { anyOf: ['db', 'server'] } } } },
            },
            { from: { element: { type: 'bench', captured: { harness: 'fairness' } } }, allow: { to: { element: { type: 'bench', captured: { harness: 'engines' } } } } },
            // Specs drive the app through the browser and the HTTP API; they share only e2e/support.
            { from: { element: { type: 'e2e' } }, allow: { to: { element: { types: { anyOf: ['e2e', 'domain'] } } } } },
            { from: { element: { type: 'scripts' } }, allow: { to: { element: { types: { anyOf: ['scripts', 'training', 'tools', 'domain'] } } } } },
            // Shared web code (components, lib) knows no feature and no app module; only the entry
            // point (main.tsx) starts the app.
            { from: { element: { type: 'web' } }, allow: { to: { element: { types: { anyOf: ['web', 'contracts', 'tools', 'domain'] } } } } },
            { from: { file: { path: 'src/web/main.tsx' } }, allow: { to: { element: { type: 'web-app' } } } },
            // The app composes features: it is the only place that imports them.
            {
              from: { element: { type: 'web-app' } },
              allow: { to: { element: { types: { anyOf: ['web-app', 'feature', 'web', 'contracts', 'tools', 'domain'] } } } },
            },
            // A feature imports shared web code, the domain, the platform and tool contracts and itself, never another
            // feature: what two features need moves to components/ or lib/, and a page that needs two
            // features becomes a route module in src/web/app/routes.
            {
              from: { element: { type: 'feature' } },
              allow: [
                { to: { element: { types: { anyOf: ['web', 'contracts', 'tools', 'domain'] } } } },
                { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
              ],
            },
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: 'feature', captured: { feature: '!{{ from.element.captured.feature }}' } } } },
              message:
                'Feature "{{ from.element.captured.feature }}" imports feature "{{ to.element.captured.feature }}": features never import each other. Move the shared piece to src/web/components or src/web/lib, or compose the features in a route module under src/web/app/routes.',
            },
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
    // schemas), the kit they are built with, and a tool's `shared/` files (pure helpers the page and
    // the engine both run, such as splitting a pasted quiz): the wire format is written once, never
    // restated, and no other engine code reaches the browser.
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+tools/(?!contract-kit/|[a-z-]+/contract$|[a-z-]+/shared/[a-z-]+$)',
              message: 'The web app imports a tool only through its contract (src/tools/<id>/contract.ts), the contract kit, or its shared/ helpers.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', 'bench/**/*.mjs', '*.config.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
