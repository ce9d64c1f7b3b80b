import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { findTool, TOOL_IDS, TOOLS } from './src/domain/tools';
import { ToolPageShell } from './src/web/app/layout/tool-page-shell';
import { HomePageShell } from './src/web/app/layout/home-page-shell';
import { FIGURE_PLACEHOLDER } from './src/web/lib/highlight-figures';
import { trimFiguresFile } from './src/web/lib/trim-figures-for-pages';

const sonnerWithToaster = fileURLToPath(new URL('./src/web/app/sonner-with-toaster.ts', import.meta.url));

/**
 * Routes every `import 'sonner'` through src/web/app/sonner-with-toaster.ts, which mounts the Toaster
 * when sonner first loads: the first visit to `/` then downloads neither (see toaster-request.ts).
 */
function mountToasterWithSonner(): Plugin {
  return {
    name: 'scribewell:mount-toaster-with-sonner',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'sonner' || importer === sonnerWithToaster) return null;
      return sonnerWithToaster;
    },
  };
}

const FIGURES_JSON = /\/src\/tools\/[^/]+\/eval\/(?:[^/]+\/)?figures\.json$/;
const HIGHLIGHT_FIGURES = fileURLToPath(new URL('./src/web/lib/highlight-figures.ts', import.meta.url));
const HIGHLIGHTS_QUERY = '?highlights';

/**
 * In the web build, each tool's figures.json keeps only what pages show (trim-figures-for-pages.ts);
 * tests read them whole. The copies src/web/lib/highlight-figures.ts imports (for the home cards and the
 * headings, in the startup chunk) keep only the figures the highlights of src/domain/tools.ts name.
 */
function trimFiguresForPages(): Plugin {
  return {
    name: 'scribewell:trim-figures-for-pages',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (importer !== HIGHLIGHT_FIGURES || !source.endsWith('figures.json')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? `${resolved.id}${HIGHLIGHTS_QUERY}` : null;
    },
    transform(code, id) {
      const [path, query] = id.split('?');
      if (!FIGURES_JSON.test(path!)) return null;
      const trimmed = trimFiguresFile(code);
      // Vite's JSON plugin takes no module with a query, so the highlight copy is a JavaScript module.
      if (`?${query}` === HIGHLIGHTS_QUERY) return { code: `export default ${keepHighlightFigures(trimmed)};`, map: null, moduleType: 'js' };
      return { code: trimmed, map: null };
    },
  };
}

/** A trimmed figures.json's text with only the figures a highlight of src/domain/tools.ts names. */
const HIGHLIGHT_FIGURE_IDS = new Set(TOOLS.flatMap((tool) => tool.highlights.flatMap((text) => [...text.matchAll(FIGURE_PLACEHOLDER)].map(([, , figureTool, id]) => `${figureTool}:${id}`))));

function keepHighlightFigures(json: string): string {
  const file = JSON.parse(json) as { tool: string; figures: { id: string }[] };
  return JSON.stringify({ ...file, figures: file.figures.filter((figure) => HIGHLIGHT_FIGURE_IDS.has(`${file.tool}:${figure.id}`)) });
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|wasm|map)$/;

/** Writes `.br` and `.gz` beside each text asset so the server sends them as they are, without compressing per request. */
function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'scribewell:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const files = [...Object.keys(bundle), 'index.html', 'app-shell.html'].filter((name, index, all) => COMPRESSIBLE.test(name) && all.indexOf(name) === index);
      await Promise.all(
        files.map(async (name) => {
          const path = join(outDir, name);
          const bytes = await readFile(path).catch(() => null);
          if (!bytes || bytes.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
            gzipAsync(bytes, { level: 9 }),
          ]);
          // Only worth serving when smaller (already-compressed formats rarely are).
          if (br.length < bytes.length) await writeFile(`${path}.br`, br);
          if (gz.length < bytes.length) await writeFile(`${path}.gz`, gz);
        }),
      );
    },
  };
}

// What several pages render with: icons, the catalogue and badges (`/` needs these too), then what
// most tool pages draw first (`page-parts`, below) and zod for the contracts. Anything else (KaTeX,
// sonner's toaster, the auth client, analytics) keeps its own chunk and loads only where it is used.
const PAGE_BASICS = [/node_modules[\\/]lucide-react[\\/]/, /[\\/]src[\\/]domain[\\/]/, /[\\/]src[\\/]web[\\/]components[\\/](tool-icon|ui[\\/]badge)\./];
// `page-parts` holds what most tool pages draw on their first paint, and nothing else: a group also
// takes everything its modules import, and every tool page downloads the whole group, so when it took
// every shared component the top bar's menus, dialogs, tabs and switches, and the account and sign-in
// forms made every tool page ~45 KB heavier (issue 37, item 7). Rolldown splits the rest by the pages
// that use them.
const PAGE_PARTS = [
  /[\\/]src[\\/]web[\\/]components[\\/]tool-page[\\/](tool-page-layout|tool-page-heading|tool-form-card|tool-run-error|file-upload-button|word-counter|measured-figures-table|how-good-card)\./,
  /[\\/]src[\\/]web[\\/]components[\\/]ui[\\/](alert|button|card|input|label|native-select|skeleton|spinner|textarea)\./,
  /[\\/]src[\\/]web[\\/]lib[\\/](run-tool|tool-setup|keep-focus-after-run|write-remaining|browser-storage|extract-file|figures)\./,
  /node_modules[\\/]@tanstack[\\/]/,
];
const matchesAny = (patterns: RegExp[]) => (id: string) => patterns.some((pattern) => pattern.test(id));

/**
 * Writes `<tool-id>/index.html` beside index.html for each tool page; the server sends it for
 * `/<tool-id>` (a static file wins over the index.html fallback). It differs from index.html twice:
 * the page's frame and heading already in #root (ToolPageShell), so a phone paints the heading, the
 * largest text above the fold, as soon as HTML and CSS arrive instead of after the scripts; and the
 * entry is started by public/start-after-paint.js one frame after that paint, which also preloads the
 * page's chunks (listed in its `data-preload`, because the policy forbids inline scripts, in import
 * order: main.tsx evaluates them one per task) alongside the entry. Nothing but the HTML and CSS
 * downloads before the first paint: on a slow link the scripts would share the bandwidth the CSS
 * needs, and Lighthouse counts every download that ends before the largest paint as part of it
 * (2.5 s instead of 0.8 s on a simulated phone).
 */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

function preloadToolPageChunks(): Plugin {
  return {
    name: 'scribewell:preload-tool-page-chunks',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const staticClosure = (files: string[], seen = new Set<string>()) => {
        for (let file = files.pop(); file !== undefined; file = files.pop()) {
          if (seen.has(file)) continue;
          seen.add(file);
          files.push(...(byFile.get(file)?.imports ?? []));
        }
        return seen;
      };
      // Each chunk after the chunks it imports: main.tsx evaluates them in this order, one per task.
      const importsFirst = (file: string, order: string[] = [], seen = new Set<string>()) => {
        if (seen.has(file)) return order;
        seen.add(file);
        for (const dependency of byFile.get(file)?.imports ?? []) importsFirst(dependency, order, seen);
        order.push(file);
        return order;
      };
      const startup = staticClosure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      for (const toolId of TOOL_IDS) {
        const page = chunks.find((chunk) => chunk.isDynamicEntry && new RegExp(`/src/tools/${toolId}/page/[^/]+-page\\.tsx$`).test(chunk.facadeModuleId ?? ''));
        if (!page) continue;
        const preload = importsFirst(page.fileName)
          .filter((file) => !startup.has(file))
          .map((file) => `/${file}`)
          .join(' ');
        const tool = findTool(toolId)!;
        const shell = renderToStaticMarkup(createElement(ToolPageShell, { tool }));
        const source = String(html.source)
          .replace(ENTRY_SCRIPT, (_tag, src: string) => `<script defer src="/start-after-paint.js" data-entry="${src}" data-preload="${preload}"></script>`)
          .replace('<div id="root"></div>', `<div id="root">${shell}</div>`);
        if (!source.includes(shell) || !source.includes('start-after-paint')) this.error('index.html lacks the entry script or the empty <div id="root"></div> the tool page HTML needs');
        this.emitFile({ type: 'asset', fileName: `${toolId}/index.html`, source });
      }
      // `/` gets the home page in its HTML; every other route the app answers (login, pricing…) gets
      // the empty shell, now app-shell.html (serve-web-app.ts), so none of them flashes the home page.
      const toolsWithPages = TOOL_IDS.filter((toolId) => chunks.some((chunk) => chunk.isDynamicEntry && new RegExp(`/src/tools/${toolId}/page/[^/]+-page\\.tsx$`).test(chunk.facadeModuleId ?? '')));
      const homeShell = renderToStaticMarkup(createElement(HomePageShell, { toolsWithPages }));
      const emptyShell = String(html.source);
      if (!emptyShell.includes('<div id="root"></div>')) this.error('index.html lacks the empty <div id="root"></div> the home page HTML needs');
      this.emitFile({ type: 'asset', fileName: 'app-shell.html', source: emptyShell });
      html.source = emptyShell
        .replace('<title>Scribewell</title>', '<title>Scribewell · Writing and study tools</title>')
        .replace('<div id="root"></div>', `<div id="root">${homeShell}</div>`);
    },
  };
}

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  envDir: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [mountToasterWithSonner(), trimFiguresForPages(), react(), tailwindcss(), preloadToolPageChunks(), precompressAssets()],
  resolve: {
    // React Router's package exports only its development build (checks and warnings included);
    // its own Vite plugin swaps in the production build for builds, and so do we.
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) }] : [],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Code the pages share (UI parts, icons, Radix, zod, the run helpers) goes into one chunk instead
        // of forty 1 KB ones: on a phone link every request waits its turn for a connection, and that
        // queue, not the bytes, decided when a tool page could paint. What startup needs is grouped
        // first, so `/` downloads no page code.
        codeSplitting: {
          groups: [
            { name: 'startup', tags: ['$initial'], priority: 3 },
            { name: 'page-basics', test: matchesAny(PAGE_BASICS), minShareCount: 2, priority: 2 },
            // zod (its core, then the rest) apart from our parts, so that evaluating each is a task of its
            // own (evaluate-page-chunks.ts): together they took ~70 ms of a slow phone's main thread.
            { name: 'page-zod-core', test: /node_modules[\\/]zod[\\/]v4[\\/](core|locales)[\\/]/, minShareCount: 2, priority: 3 },
            { name: 'page-zod', test: /node_modules[\\/]zod[\\/]/, minShareCount: 2, priority: 2 },
            { name: 'page-parts', test: matchesAny(PAGE_PARTS), minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
}));
