import type { MiddlewareHandler } from 'hono';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compression costs more than the bytes it saves. */
export const MIN_COMPRESS_BYTES = 1024;
/** Bodies are compressed in memory; anything larger is a download better left alone. */
const MAX_COMPRESS_BYTES = 32 * 1024 * 1024;
const COMPRESSIBLE = /^(application\/(json|javascript|xml|manifest\+json)|text\/(?!event-stream)|image\/svg\+xml)/;

type Encoding = 'br' | 'gzip';

export interface CompressOptions {
  /** Paths whose bodies never change for a URL (hashed assets): their compressed bytes are kept. */
  isImmutable?: (path: string) => boolean;
}

/**
 * Brotli or gzip for text bodies (API JSON, HTML, scripts, styles), chosen by Accept-Encoding. Runs
 * on libuv's thread pool, so a large result does not hold the event loop. Event streams and
 * already-encoded bodies pass through; hashed assets are compressed once at best quality and kept.
 */
export function compressResponse({ isImmutable = () => false }: CompressOptions = {}): MiddlewareHandler {
  const kept = new Map<string, Uint8Array<ArrayBuffer>>();
  let keptBytes = 0;
  return async (c, next) => {
    await next();
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    const res = c.res;
    if (!encoding || c.req.method === 'HEAD' || !res.body || res.status === 204 || res.status === 206) return;
    if (res.headers.has('content-encoding') || !COMPRESSIBLE.test(res.headers.get('content-type') ?? '')) return;
    const declared = Number(res.headers.get('content-length') ?? NaN);
    if (declared < MIN_COMPRESS_BYTES || declared > MAX_COMPRESS_BYTES) return;

    const immutable = res.status === 200 && isImmutable(c.req.path);
    const key = `${encoding} ${c.req.path}`;
    let compressed = immutable ? kept.get(key) : undefined;
    if (!compressed) {
      const body = new Uint8Array(await res.arrayBuffer());
      if (body.byteLength < MIN_COMPRESS_BYTES || body.byteLength > MAX_COMPRESS_BYTES) {
        c.res = new Response(body, res);
        return;
      }
      compressed = await encode(body, encoding, immutable);
      if (immutable && keptBytes + compressed.byteLength < 64 * 1024 * 1024) {
        kept.set(key, compressed);
        keptBytes += compressed.byteLength;
      }
    }
    const headers = new Headers(res.headers);
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(compressed.byteLength));
    headers.append('Vary', 'Accept-Encoding');
    headers.delete('ETag');
    c.res = undefined;
    c.res = new Response(compressed, { status: res.status, statusText: res.statusText, headers });
  };
}

export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

async function encode(body: Uint8Array, encoding: Encoding, best: boolean): Promise<Uint8Array<ArrayBuffer>> {
  if (encoding === 'gzip') return new Uint8Array(await gzipAsync(body, { level: best ? 9 : 6 }));
  // Quality 5 for answers made per request: most of the gain of 11 at a small fraction of the time.
  const compressed = await brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  return new Uint8Array(compressed);
}
