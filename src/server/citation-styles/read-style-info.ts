import { open } from 'node:fs/promises';

/** What the style picker shows of one CSL file. */
export interface StyleInfo {
  /** The file name without `.csl`: what the tool's `style` field takes. */
  id: string;
  title: string;
  /** Kept in the repository (the picker offers these first). */
  bundled: boolean;
  /** A journal's alias of another style ("independent-parent"), by that style's id. */
  parent?: string;
}

// The <info> block opens every CSL file; its title and links sit in the first couple of kilobytes.
const HEAD_BYTES = 4096;

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

export async function readStyleInfo(path: string, id: string, bundled: boolean): Promise<StyleInfo | undefined> {
  let file;
  try {
    file = await open(path, 'r');
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await file.read(buffer, 0, HEAD_BYTES, 0);
    return parseStyleHead(id, buffer.subarray(0, bytesRead).toString('utf8'), bundled);
  } catch {
    return undefined;
  } finally {
    await file?.close();
  }
}
