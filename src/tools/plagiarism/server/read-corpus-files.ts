import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { createInterface } from 'node:readline';
import type { NewDocument } from './document-store';

const TEXT_EXTENSIONS = new Set(['.txt', '.md']);

export interface CorpusItem {
  /** Where it came from, for error messages: "file.txt" or "corpus.jsonl:12". */
  origin: string;
  document?: NewDocument;
  error?: string;
}

/** Files of a folder (recursively) that can be imported: plain text and Markdown, in a stable order. */
export async function listCorpusFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && TEXT_EXTENSIONS.has(extname(entry.name).toLowerCase()))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** A file's title: its name without extension, with dashes and underscores read as spaces. */
export function titleFromFileName(path: string): string {
  return basename(path, extname(path)).replace(/[-_]+/g, ' ').trim() || basename(path);
}

export async function readTextFile(path: string): Promise<CorpusItem> {
  const text = (await readFile(path, 'utf8')).trim();
  return text ? { origin: path, document: { title: titleFromFileName(path), text } } : { origin: path, error: 'empty file' };
}

export async function countLines(path: string): Promise<number> {
  let lines = 0;
  for await (const line of createInterface({ input: createReadStream(path), crlfDelay: Infinity })) if (line.trim()) lines += 1;
  return lines;
}

/** JSON Lines, one document per line: {"title", "text", "url"?, "author"?, "published"?, "siteName"?}. */
export async function* readJsonLines(path: string): AsyncGenerator<CorpusItem> {
  let number = 0;
  for await (const line of createInterface({ input: createReadStream(path), crlfDelay: Infinity })) {
    number += 1;
    if (!line.trim()) continue;
    yield parseJsonLine(line, `${basename(path)}:${number}`);
  }
}

export function parseJsonLine(line: string, origin: string): CorpusItem {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { origin, error: 'not valid JSON' };
  }
  if (!value || typeof value !== 'object') return { origin, error: 'not a JSON object' };
  const record = value as Record<string, unknown>;
  const text = typeof record.text === 'string' ? record.text.trim() : '';
  if (!text) return { origin, error: 'no "text"' };
  const optional = (key: string) => (typeof record[key] === 'string' && (record[key] as string).trim() ? (record[key] as string).trim() : undefined);
  const title = optional('title') ?? text.slice(0, 80);
  return {
    origin,
    document: { title, text, url: optional('url'), author: optional('author'), published: optional('published'), siteName: optional('siteName') },
  };
}

export async function isFolder(path: string): Promise<boolean> {
  return (await stat(path)).isDirectory();
}
