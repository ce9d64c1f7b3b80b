import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The dependency direction (docs/decisions/0001-one-package-layered-folders.md): web → contracts, domain;
// server → contracts, tools, domain, db; contracts → domain; tools → domain; db → domain. Enforced here
// rather than by goodwill. A tool's folder (src/tools/<id>) holds every side of the tool, and each side
// keeps its layer's rules: the page is web code, the server side server code, the tables database code,
// the engine pure; a tool reaches another tool only through its contract.ts or index.ts.
const layers = [
  { type: 'domain', pattern: 'src/domain' },
  // The platform API's wire shapes (me, plans, billing, history, account…: Zod schemas written once,
  // decisions/0045), imported by the server and the web app alike, as tool contracts are.
  { type: 'contracts', pattern: 'src/contracts' },
  // What the tools share and are built on, none of it a tool: the contract kit, the document reader, the
  // model-server client, the worker-thread helpers, the engine, port and registration types.
  { type: 'platform', pattern: 'src/platform' },
  // One folder per tool (docs/adding-a-tool.md), each side its own element: page/ (the React page),
  // server/ (routes, stores, the ports and CLI commands it lends), db/ (its tables), shared/ (pure helpers
  // the page and the engine both run), engine/ (pure), and the files at the folder's root: contract.ts
  // (the wire format), tool.ts (the engine's registration) and index.ts (what others may use of its
  // engine), which are engine code too and are told apart by file (CONTRACT, TOOL_API below). Its eval/,
  // bench/ and e2e/ are offline code, further down.
  { type: 'tool-page', pattern: 'src/tools/*/page', capture: ['tool'] },
  { type: 'tool-server', pattern: 'src/tools/*/server', capture: ['tool'] },
  { type: 'tool-db', pattern: 'src/tools/*/db', capture: ['tool'] },
  { type: 'tool-shared', pattern: 'src/tools/*/shared', capture: ['tool'] },
  { type: 'engine', pattern: 'src/tools/*/engine', capture: ['tool'] },
  // A tool's harnesses and specs (offline code, see below), before the catch-all that follows.
  { type: 'eval', pattern: 'src/tools/*/eval', capture: ['harness'] },
  { type: 'bench', pattern: 'src/tools/*/bench', capture: ['harness'] },
  { type: 'e2e', pattern: 'src/tools/*/e2e' },
  // The first matching pattern wins: what is left of a tool's folder is the files at its root.
  { type: 'engine', pattern: 'src/tools/*', capture: ['tool'] },
  { type: 'db', pattern: 'src/db' },
  { type: 'server', pattern: 'src/server' },
  // The web app is three kinds of module (bulletproof-react's layout): `web-app` (router, providers,
  // layout, and the route modules of pages that compose several features), one `feature` per folder of
  // src/web/features, and `web`, what all of them share (components, lib, testing). The first
  // matching pattern wins, so these two come before `web`.
  { type: 'web-app', pattern: 'src/web/app' },
  { type: 'feature', pattern: 'src/web/features/*', capture: ['feature'] },
  { type: 'web', pattern: 'src/web' },
  // Outside the runtime, and never imported by what runs: model training, readers of the data sets in
  // ../shared/data, accuracy harnesses (a tool's eval/, and eval/lib, the kit they share), speed harnesses
  // (a tool's bench/, and the cross-tool ones in bench/<x>), Playwright specs (a tool's e2e/, and the
  // platform's specs and their support in e2e/), and build/dev scripts. A tool's harness is captured by
  // the tool's id (their patterns are with the tool's other sides, above), a shared one by its folder name.
  { type: 'training', pattern: 'training' },
  { type: 'datasets', pattern: 'datasets' },
  { type: 'eval', pattern: 'eval/*', capture: ['harness'] },
  { type: 'bench', pattern: 'bench/*', capture: ['harness'] },
  { type: 'e2e', pattern: 'e2e' },
  { type: 'scripts', pattern: 'scripts' },
];
const OFFLINE = ['training', 'datasets', 'eval', 'bench', 'e2e', 'scripts'];
/** What runs: every layer but the offline ones. */
const RUNTIME = layers.map((layer) => layer.type).filter((type, index, all) => !OFFLINE.includes(type) && all.indexOf(type) === index);
/** What code outside the runtime (training, harnesses, scripts) may use of the tools: engines (contracts included), shared helpers, the platform. */
const ENGINES = ['engine', 'tool-shared', 'platform'];
/** A side of the importing tool's own folder. */
const ownTool = (types) => ({ to: { element: { types: { anyOf: types }, captured: { tool: '{{ from.element.captured.tool }}' } } } });
/** Any tool's contract (src/tools/<id>/contract.ts): Zod schemas, bundled by the web. */
const CONTRACT = { to: { element: { type: 'engine' }, file: { path: 'src/tools/*/contract.ts' } } };
/** The importing tool's own contract. */
const OWN_CONTRACT = { to: { element: { type: 'engine', captured: { tool: '{{ from.element.captured.tool }}' } }, file: { path: 'src/tools/*/contract.ts' } } };
/** Another tool, only through its contract or its index (src/tools/<id>/index.ts). */
const TOOL_API = [CONTRACT, { to: { element: { type: 'engine' }, file: { path: 'src/tools/*/index.ts' } } }];
const TOOL_SERVERS = 'src/tools/tool-servers.generated.ts';
const TOOL_SCHEMAS = 'src/tools/tool-schemas.generated.ts';
/** A harness (src/tools/<id>/eval, src/tools/<id>/bench, eval/<x>, bench/<x>) imports its own folder, never another harness. */
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
            // The platform knows tools only by the types of the ports they are lent (engine-ports.ts) and, in tests, their contracts.
            { from: { element: { type: 'platform' } }, allow: [{ to: { element: { types: { anyOf: ['platform', 'domain'] } } } }, ...TOOL_API] },
            { from: { element: { type: 'tool-shared' } }, allow: [{ to: { element: { types: { anyOf: ['platform', 'domain'] } } } }, ownTool(['tool-shared']), OWN_CONTRACT] },
            // The engine (contract.ts included) is pure: no server, database or web code; its own folder, the
            // platform, and other tools only through their contract.ts or index.ts.
            { from: { element: { type: 'engine' } }, allow: [{ to: { element: { types: { anyOf: ['platform', 'domain'] } } } }, ownTool(['engine', 'tool-shared']), ...TOOL_API] },
            { from: { element: { type: 'tool-db' } }, allow: [{ to: { element: { types: { anyOf: ['db', 'domain'] } } } }, ownTool(['tool-db'])] },
            // A tool's server side is server code that may use its own engine, tables and contract.
            {
              from: { element: { type: 'tool-server' } },
              allow: [
                { to: { element: { types: { anyOf: ['server', 'contracts', 'platform', 'domain', 'db'] } } } },
                ownTool(['tool-server', 'engine', 'tool-shared', 'tool-db']),
                ...TOOL_API,
              ],
            },
            // The generated indexes (scripts/generate-tool-index.mjs) list every tool's server side and tables:
            // the server mounts the one, the database client and drizzle-kit read the other.
            { from: { file: { path: TOOL_SERVERS } }, allow: { to: { element: { types: { anyOf: ['tool-server', 'server'] } } } } },
            { from: { file: { path: TOOL_SCHEMAS } }, allow: { to: { element: { type: 'tool-db' } } } },
            { from: { element: { type: 'db' } }, allow: [{ to: { element: { types: { anyOf: ['db', 'domain'] } } } }, { to: { file: { path: TOOL_SCHEMAS } } }] },
            // The server mounts the tools (tool-servers.generated.ts) and loads their engines; it never reaches into a tool's server side…
            {
              from: { element: { type: 'server' } },
              allow: [{ to: { element: { types: { anyOf: ['server', 'contracts', 'platform', 'engine', 'domain', 'db'] } } } }, { to: { file: { path: TOOL_SERVERS } } }],
            },
            // …except the document thread (src/server/extract/worker), which still splits and rebuilds translate's large documents.
            { from: { file: { path: 'src/server/extract/worker/*' } }, allow: { to: { element: { type: 'tool-server', captured: { tool: 'translate' } } } } },
            {
              from: { element: { types: { anyOf: RUNTIME } } },
              disallow: { to: { element: { types: { anyOf: OFFLINE } } } },
              message: 'What runs never imports {{ to.element.type }} code (training, data sets, harnesses, specs and scripts stay outside the runtime).',
            },
            // Measured figures are data the accuracy harnesses write (src/tools/<id>/eval/figures.json, issue 32, shaped
            // by src/domain/figures.ts), and the only files of a harness's folder that what runs reads: a tool's page reads
            // its own (read through src/web/lib/figures.ts), and src/web/lib/highlight-figures.ts every tool's, for the
            // home cards and headings.
            { from: { file: { path: 'src/web/lib/highlight-figures.ts' } }, allow: { to: { file: { path: 'src/tools/*/eval/{figures.json,*/figures.json}' } } } },
            {
              from: { element: { type: 'tool-page' } },
              allow: { to: { element: { type: 'eval' }, file: { path: 'src/tools/{{ from.element.captured.tool }}/eval/{figures.json,*/figures.json}' } } },
            },
            // Training fits models on engine code (tools → the model file the engine loads).
            { from: { element: { type: 'training' } }, allow: { to: { element: { types: { anyOf: ['training', ...ENGINES, 'domain'] } } } } },
            { from: { element: { type: 'datasets' } }, allow: { to: { element: { types: { anyOf: ['datasets', ...ENGINES, 'domain'] } } } } },
            {
              from: { element: { type: 'eval' } },
              // eval/lib is what every harness shares (the figures writer, the README figures generator).
              allow: [{ to: { element: { types: { anyOf: [...ENGINES, 'domain', 'datasets', 'training'] } } } }, ownHarness('eval'), { to: { element: { type: 'eval', captured: { harness: 'lib' } } } }],
            },
            { from: { element: { type: 'bench' } }, allow: [{ to: { element: { types: { anyOf: [...ENGINES, 'domain', 'datasets'] } } } }, ownHarness('bench')] },
            // The plagiarism bench times the fingerprint store on a real database; the http bench serves the real app;
            // the engines and memory benches load the engines the way the server does (src/server/engines); the fuzz
            // bench reads the app's route table and starts the real server; the fairness bench loads the engines as the
            // server does and sends the engines bench's heavy inputs (bench/engines/heavy-inputs.ts), not a copy of them;
            // the long-runs bench loads the engines as the server does and times each tool's examples with long runs.
            {
              from: { element: { type: 'bench', captured: { harness: '{plagiarism,http,engines,memory,fuzz,fairness,long-runs}' } } },
              allow: [{ to: { element: { types: { anyOf: ['db', 'server', 'tool-server', 'tool-db'] } } } }, { to: { file: { path: 'src/tools/*.generated.ts' } } }],
            },
            { from: { element: { type: 'bench', captured: { harness: 'fairness' } } }, allow: { to: { element: { type: 'bench', captured: { harness: 'engines' } } } } },
            // The fuzz starts the real server the way the http bench's first-run figures do (bench/http/server-under-test.ts).
            { from: { element: { type: 'bench', captured: { harness: 'fuzz' } } }, allow: { to: { element: { type: 'bench', captured: { harness: 'http' } } } } },
            // Specs (e2e/*.spec.ts, src/tools/<id>/e2e/*.spec.ts) drive the app through the browser and the HTTP API;
            // they share only e2e/support.
            { from: { element: { type: 'e2e' } }, allow: { to: { element: { types: { anyOf: ['e2e', 'domain'] } } } } },
            { from: { element: { type: 'scripts' } }, allow: { to: { element: { types: { anyOf: ['scripts', 'training', ...ENGINES, 'domain'] } } } } },
            // Shared web code (components, lib) knows no feature and no app module; only the entry
            // point (main.tsx) starts the app.
            { from: { element: { type: 'web' } }, allow: [{ to: { element: { types: { anyOf: ['web', 'contracts', 'platform', 'domain'] } } } }, CONTRACT] },
            { from: { file: { path: 'src/web/main.tsx' } }, allow: { to: { element: { type: 'web-app' } } } },
            // The app composes features and tool pages (found with import.meta.glob): it is the only place that imports them.
            {
              from: { element: { type: 'web-app' } },
              allow: [{ to: { element: { types: { anyOf: ['web-app', 'feature', 'tool-page', 'web', 'contracts', 'platform', 'domain'] } } } }, CONTRACT],
            },
            // A feature imports shared web code, the domain, the platform and tool contracts and itself, never another
            // feature: what two features need moves to components/ or lib/, and a page that needs two
            // features becomes a route module in src/web/app/routes.
            {
              from: { element: { type: 'feature' } },
              allow: [
                { to: { element: { types: { anyOf: ['web', 'contracts', 'platform', 'domain'] } } } },
                CONTRACT,
                { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
              ],
            },
            // A tool's page is web code: shared web code, the domain, the platform's contract kit, and its own
            // folder's contract, shared helpers and page, never another tool's page or any engine.
            {
              from: { element: { type: 'tool-page' } },
              allow: [{ to: { element: { types: { anyOf: ['web', 'contracts', 'platform', 'domain'] } } } }, ownTool(['tool-page', 'tool-shared']), OWN_CONTRACT],
            },
            {
              from: { element: { type: 'tool-page' } },
              disallow: { to: { element: { type: 'tool-page', captured: { tool: '!{{ from.element.captured.tool }}' } } } },
              message:
                'The page of "{{ from.element.captured.tool }}" imports another page: pages never import each other. Move the shared piece to src/web/components or src/web/lib.',
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
    // Of src/tools and src/platform, the web app and the tool pages may import only tool contracts
    // (`src/tools/<id>/contract.ts`: Zod schemas), the kit they are built with (src/platform/contract-kit),
    // and a tool's `shared/` files (pure helpers the page and the engine both run, such as splitting a
    // pasted quiz): the wire format is written once, never restated, and no other engine code reaches
    // the browser.
    files: ['src/web/**/*.{ts,tsx}', 'src/tools/*/page/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(tools/(?![a-z-]+/contract$|[a-z-]+/shared/[a-z-]+$|[a-z-]+/eval/(?:[a-z-]+/)?figures\\.json$)|platform/(?!contract-kit/))',
              message:
                'Web code imports a tool only through its contract (src/tools/<id>/contract.ts), the contract kit (src/platform/contract-kit), or its shared/ helpers.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', 'bench/**/*.mjs', 'src/tools/*/bench/**/*.mjs', '*.config.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
