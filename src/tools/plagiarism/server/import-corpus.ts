import type { CorpusImportSummary } from '../../../contracts/corpus-import';
import type { Db } from '../../../db/database';
import { looksBinary } from '../../../platform/contract-kit/text-field';
import { MAX_SOURCE_LENGTH } from '../index';
import { saveDocuments, type NewDocument } from './document-store';
import { countLines, isFolder, listCorpusFiles, readJsonLines, readTextFile, type CorpusItem } from './read-corpus-files';

// Documents per transaction: a crash loses at most one batch, and a re-run skips what was stored.
const BATCH_SIZE = 250;

export interface ImportProgress {
  done: number;
  total: number;
}


/** Imports a folder of .txt/.md files or a .jsonl file into the reference corpus (documents without owner). */
export async function importCorpus(db: Db, path: string, onProgress: (progress: ImportProgress) => void = () => {}): Promise<CorpusImportSummary> {
  const folder = await isFolder(path);
  const files = folder ? await listCorpusFiles(path) : [];
  const total = folder ? files.length : await countLines(path);
  return importCorpusItems(db, folder ? readFiles(files) : readJsonLines(path), total, onProgress);
}

/**
 * The import itself, whatever the items were read from (files on disk for the CLI, an upload on the
 * page): each item checked, stored in batches, the same text never stored twice.
 */
export async function importCorpusItems(
  db: Db,
  items: AsyncIterable<CorpusItem> | Iterable<CorpusItem>,
  total: number,
  onProgress: (progress: ImportProgress) => void = () => {},
): Promise<CorpusImportSummary> {
  const summary: CorpusImportSummary = { read: 0, added: 0, unchanged: 0, rejected: [] };
  let batch: NewDocument[] = [];
  const flush = async () => {
    const { added } = await saveDocuments(db, null, batch);
    summary.added += added;
    summary.unchanged += batch.length - added;
    batch = [];
  };
  onProgress({ done: 0, total });
  for await (const item of items) {
    summary.read += 1;
    const error = item.error ?? checkDocument(item.document!);
    if (error) summary.rejected.push({ origin: item.origin, error });
    else batch.push(item.document!);
    if (batch.length >= BATCH_SIZE) await flush();
    if (summary.read % 50 === 0 || summary.read === total) onProgress({ done: summary.read, total });
  }
  if (batch.length) await flush();
  onProgress({ done: summary.read, total: Math.max(total, summary.read) });
  return summary;
}

async function* readFiles(files: string[]): AsyncGenerator<CorpusItem> {
  for (const file of files) yield await readTextFile(file);
}

function checkDocument(document: NewDocument): string | undefined {
  if (document.text.length > MAX_SOURCE_LENGTH) return 'text longer than 1 MB';
  if (looksBinary(document.text)) return 'binary data, not text';
  return undefined;
}
