import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

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
      const files = [...Object.keys(bundle), 'index.html'].filter((name, index, all) => COMPRESSIBLE.test(name) && all.indexOf(name) === index);
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

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  envDir: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [mountToasterWithSonner(), react(), tailwindcss(), precompressAssets()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});
