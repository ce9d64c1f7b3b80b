import { inflateRawSync } from 'node:zlib';
import { Unzip, UnzipPassThrough, type Unzipped } from 'fflate';
import { checkZipDeclaredSizes, packedTooTightly, tooManyParts, unpacksBeyondDeclared, unpacksTooLarge } from './check-zip-declared-sizes';
import { DOCUMENT_CAPS, type DocumentCaps } from './document-caps';
import { documentUnreadable } from './document-errors';

/**
 * Hands a deflated part's bytes over as they are, so that they are inflated below by zlib under a cap,
 * not by fflate without one. (fflate's own inflater is also ~10 times slower than zlib on the long
 * repeats bombs are made of: 40 MB took 2 s on the main thread.)
 */
class KeepDeflated extends UnzipPassThrough {
  static override compression = 8;
}

export interface UnzipOptions {
  /** Parts to return; the others are inflated under the same caps only to be checked, then dropped. */
  keep?: (name: string) => boolean;
  caps?: DocumentCaps;
}

/**
 * The parts of a zip, read under DOCUMENT_CAPS: the sizes it declares are checked first, with nothing
 * inflated; then fflate's streaming Unzip walks the parts as they really are, and each part is
 * inflated by zlib with `maxOutputLength` set to the smallest of its declared size, the part cap, what
 * is left of the request's budget and the ratio cap times its packed size, so zlib stops at the cap
 * rather than after it. A zip that lies about its sizes is stopped at the same caps. Throws a 413 ToolInputError
 * naming the cap, or a 422 for a damaged zip. Every reader of .docx files goes through here.
 */
export function unzipWithinCaps(bytes: Uint8Array, { keep = () => true, caps = DOCUMENT_CAPS }: UnzipOptions = {}): Unzipped {
  const declared = checkZipDeclaredSizes(bytes, caps);
  const parts: Unzipped = {};
  let entries = 0;
  let totalBytes = 0;
  // Set by the first refusal, which fflate would otherwise report as a damaged file.
  let refusal: unknown;
  const refuse = (error: unknown): never => {
    refusal ??= error;
    throw refusal;
  };

  const unzip = new Unzip((file) => {
    entries += 1;
    if (entries > caps.maxEntries) refuse(tooManyParts(entries, caps));
    const kept = keep(file.name);
    const packed: Uint8Array[] = [];
    file.ondata = (error, data, final) => {
      if (refusal) throw refusal;
      if (error) refuse(documentUnreadable());
      packed.push(data);
      if (!final) return;
      const caught = { declared: declared.get(file.name) ?? 0, budgetLeft: caps.maxTotalBytes - totalBytes };
      const part = readPart(file.name, file.compression, joinBytes(packed), caps, caught);
      totalBytes += part.length;
      // A part nobody reads (a picture, for the text readers) is still checked, then let go at once.
      if (kept) parts[file.name] = part;
    };
    file.start();
  });
  unzip.register(KeepDeflated);

  try {
    unzip.push(bytes, true);
  } catch (error) {
    throw refusal ?? (isRefusal(error) ? error : documentUnreadable());
  }
  return parts;
}

/**
 * One part's bytes: stored ones as they are, deflated ones through zlib, stopped at the tightest of the
 * caps and of the size the central directory declared (already checked against the caps), so a part
 * that lies about its size is stopped a byte past its lie.
 */
function readPart(
  name: string,
  compression: number,
  packed: Uint8Array<ArrayBuffer>,
  caps: DocumentCaps,
  { declared, budgetLeft }: { declared: number; budgetLeft: number },
): Uint8Array<ArrayBuffer> {
  const sizeCap = Math.min(caps.maxEntryBytes, budgetLeft);
  const ratioCap = Math.max(caps.ratioFloorBytes, packed.length * caps.maxRatio);
  const cap = Math.min(sizeCap, ratioCap, declared);
  const refuseOver = () =>
    cap === declared ? unpacksBeyondDeclared(name, declared) : cap === ratioCap ? packedTooTightly(name, caps) : unpacksTooLarge(caps.maxTotalBytes - budgetLeft + sizeCap + 1, caps);
  if (compression === 0) {
    if (packed.length > cap) throw refuseOver();
    return packed;
  }
  try {
    // maxOutputLength must be positive; an empty part inflates to nothing either way.
    const inflated = inflateRawSync(packed, { maxOutputLength: Math.max(1, cap) });
    if (inflated.length > cap) throw refuseOver();
    return new Uint8Array(inflated.buffer, inflated.byteOffset, inflated.length);
  } catch (error) {
    if (isRefusal(error)) throw error;
    if ((error as { code?: string }).code !== 'ERR_BUFFER_TOO_LARGE') throw documentUnreadable();
    throw refuseOver();
  }
}

function isRefusal(error: unknown): boolean {
  return error instanceof Error && error.name === 'ToolInputError';
}

function joinBytes(chunks: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  return joined;
}
