import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { buildManyParagraphDocx, buildMediaBomb, buildXmlBomb } from '../../src/platform/document-kit/fixtures/build-zip-bombs';

/**
 * Issue 31's hostile documents against a real server started as `npm start` starts it
 * (`node --import tsx src/server/main.ts`, PGlite in a fresh DATA_DIR): for each document and each route
 * that reads documents, the time to the answer and the server's peak RSS above its RSS just before
 * (Linux: VmHWM, reset per request through /proc/<pid>/clear_refs). Resume import runs as an Ultimate
 * account (granted with the CLI while the server is stopped) so the bombs fit its 16 MB body limit.
 *
 *   npx tsx bench/documents/hostile.ts
 */

const MB = 1024 * 1024;
const dataDir = mkdtempSync(join(tmpdir(), 'scribewell-hostile-'));
const email = `hostile.${Date.now().toString(36)}@example.com`;
const password = 'violet-Harbour-42-quietly';

async function buildPdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let page = 0; page < pages; page += 1) pdf.addPage();
  return pdf.save();
}

const documents: Array<[name: string, fileName: string, bytes: Uint8Array]> = [
  ['420 MB of XML', 'bomb-420.docx', buildXmlBomb(420)],
  ['150 MB of XML', 'bomb-150.docx', buildXmlBomb(150)],
  ['28 MB of XML', 'bomb-28.docx', buildXmlBomb(28)],
  ['1 GB XML bomb', 'bomb-1g.docx', buildXmlBomb(1024)],
  ['2 GB zeroed picture', 'media-2g.docx', buildMediaBomb(2048)],
  ['1 GB bomb, lying sizes', 'liar-1g.docx', buildXmlBomb(1024, { lie: true })],
  ['2 GB picture, lying size', 'liar-media.docx', buildMediaBomb(2048, { lie: true })],
  ['120,000 paragraphs', 'paragraphs.docx', buildManyParagraphDocx(120_000)],
  ['100-page PDF', 'long.pdf', await buildPdf(100)],
];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, BASE_URL: `http://localhost:${port}`, MALLOC_ARENA_MAX: '2' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const rss = (pid: number, field: 'VmRSS' | 'VmHWM') => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024;

// Sign up on a first run, grant Ultimate with the server stopped (PGlite has one writer), then measure.
let port = await freePort();
let server = await startServer(port);
const origin = `http://localhost:${port}`;
await fetch(`${origin}/api/auth/sign-up/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ email, password, name: 'Hostile' }) });
await stopServer(server);
spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/main.ts', 'plan', 'grant', email, 'ultimate'], { env: { ...process.env, DATA_DIR: dataDir }, stdio: 'inherit' });
port = await freePort();
server = await startServer(port);
const base = `http://localhost:${port}`;
const signIn = await fetch(`${base}/api/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ email, password }) });
const cookie = signIn.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');

function send(route: string, fileName: string, bytes: Uint8Array): Promise<Response> {
  const headers = { cookie, origin: base };
  if (route === 'resume import') {
    return fetch(`${base}/api/tools/resume-builder`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ import: { name: fileName, base64: Buffer.from(bytes).toString('base64') } }),
    });
  }
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], fileName));
  if (route === 'translate') form.append('target', 'es');
  return fetch(`${base}/api/${route === 'extract' ? 'extract' : 'translate/document'}`, { method: 'POST', headers, body: form });
}

console.log(`server pid ${server.pid}, idle RSS ${(rss(server.pid!, 'VmRSS') / MB).toFixed(0)} MB`);
console.log('document                   | route         | status | answer ms | peak RSS over idle MB | RSS 2 s later over idle MB');
for (const [name, fileName, bytes] of documents) {
  for (const route of ['extract', 'translate', 'resume import']) {
    const idle = rss(server.pid!, 'VmRSS');
    writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
    const started = performance.now();
    const response = await send(route, fileName, bytes);
    const body = await response.text();
    const elapsed = performance.now() - started;
    const peak = rss(server.pid!, 'VmHWM');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const after = rss(server.pid!, 'VmRSS');
    const code = /"code":"([a-z_]+)"/.exec(body)?.[1] ?? '';
    console.log(
      `${name.padEnd(26)} | ${route.padEnd(13)} | ${String(response.status).padEnd(6)} | ${elapsed.toFixed(0).padStart(9)} | ${((peak - idle) / MB).toFixed(0).padStart(21)} | ${((after - idle) / MB).toFixed(0).padStart(6)} ${code}`,
    );
  }
}
await stopServer(server);
