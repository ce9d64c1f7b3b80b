import { unzipSync } from 'fflate';
import { DOCUMENT_CAPS, type DocumentCaps } from './document-caps';
import { documentTooLarge, documentUnreadable, formatMegabytes } from './document-errors';

/**
 * The unpacked size each part declares, after refusing a zip whose central directory declares more parts, bigger parts, a higher packing ratio or
 * more bytes in all than the caps. Nothing is inflated (the filter declines every entry), so this is
 * cheap enough to run on the main thread before a guest is created. A zip that lies about its sizes
 * passes here and is stopped by unzipWithinCaps, which counts what actually comes out.
 */
export function checkZipDeclaredSizes(bytes: Uint8Array, caps: DocumentCaps = DOCUMENT_CAPS): Map<string, number> {
  const declared = new Map<string, number>();
  let entries = 0;
  let totalBytes = 0;
  let largest = 0;
  let packedTooWell: string | undefined;
  try {
    unzipSync(bytes, {
      filter: (file) => {
        entries += 1;
        declared.set(file.name, Math.max(declared.get(file.name) ?? 0, file.originalSize));
        totalBytes += file.originalSize;
        largest = Math.max(largest, file.originalSize);
        if (file.originalSize > caps.ratioFloorBytes && file.originalSize > file.size * caps.maxRatio) packedTooWell ??= file.name;
        return false;
      },
    });
  } catch {
    throw documentUnreadable();
  }
  if (entries > caps.maxEntries) throw tooManyParts(entries, caps);
  if (largest > caps.maxEntryBytes || totalBytes > caps.maxTotalBytes) throw unpacksTooLarge(Math.max(totalBytes, largest), caps);
  if (packedTooWell) throw packedTooTightly(packedTooWell, caps);
  return declared;
}

export function tooManyParts(entries: number, caps: DocumentCaps) {
  return documentTooLarge(
    `This .docx file holds ${entries.toLocaleString('en-US')} parts or more; a Word document has far fewer (at most ${caps.maxEntries.toLocaleString('en-US')} are read).`,
  );
}

export function unpacksTooLarge(bytes: number, caps: DocumentCaps) {
  return documentTooLarge(
    `This .docx file unpacks to about ${formatMegabytes(bytes)}, more than this server reads ` +
      `(${formatMegabytes(caps.maxEntryBytes)} in one part, ${formatMegabytes(caps.maxTotalBytes)} in all). Split the document or paste the text.`,
  );
}

export function packedTooTightly(name: string, caps: DocumentCaps) {
  return documentTooLarge(
    `A part of this .docx file (${name}) unpacks to more than ${caps.maxRatio} times its packed size, which documents never do ` +
      `(this is how a "zip bomb" is made), so it was not read. Save the document again from your word processor, or paste the text.`,
  );
}

export function unpacksBeyondDeclared(name: string, declared: number) {
  return documentTooLarge(
    `A part of this .docx file (${name}) unpacks to more than the ${declared.toLocaleString('en-US')} bytes the file says it holds, ` +
      `which only a crafted file does ("zip bomb"), so it was not read. Save the document again from your word processor, or paste the text.`,
  );
}
