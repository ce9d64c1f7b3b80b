import { closeSync, openSync, readSync } from 'node:fs';
import type { StyleInfo } from '../contract';

/** What the style picker shows of one CSL file (the citation contract's `styleInfoSchema`). */
export type { StyleInfo };

// The <info> block opens every CSL file; its title and links sit in the first couple of kilobytes.
export const HEAD_BYTES = 4096;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? whole;
  });
}

/** Reads the title (and parent, for a dependent style) from the head of a CSL file's XML. */
export function parseStyleHead(id: string, head: string, bundled: boolean): StyleInfo {
  const info = head.slice(head.indexOf('<info'));
  const title = /<title>([^<]*)<\/title>/.exec(info)?.[1]?.trim();
  const parent = /<link\s+href="[^"]*\/([^"/]+)"\s+rel="independent-parent"/.exec(info)?.[1];
  return { id, title: title ? decodeXml(title) : id, bundled, ...(parent ? { parent } : {}) };
}

/**
 * Synchronous on purpose: the catalogue reads ten thousand of these, and as promises each is three
 * operations (open, read, close) queued on libuv's four-thread pool behind whatever else waits there
 * (password hashing on sign-up, compression, database files). Under a busy server that queue held
 * the first style search past 10 s (and a build under saturated hashing past 5 minutes); read
 * directly on the calling thread, in batches (style-catalogue.ts), a head costs microseconds.
 */
export function readStyleInfo(path: string, id: string, bundled: boolean, buffer: Buffer = Buffer.alloc(HEAD_BYTES)): StyleInfo | undefined {
  let file: number | undefined;
  try {
    file = openSync(path, 'r');
    const bytesRead = readSync(file, buffer, 0, HEAD_BYTES, 0);
    return parseStyleHead(id, buffer.subarray(0, bytesRead).toString('utf8'), bundled);
  } catch {
    return undefined;
  } finally {
    if (file !== undefined) closeSync(file);
  }
}
