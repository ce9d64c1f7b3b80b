import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  corpusImportSummarySchema,
  corpusStatusSchema,
  type CorpusFile,
  type CorpusImportSummary,
  type CorpusUpload,
} from '../../../../contracts/corpus-import';
import { apiFetch } from '../../../../web/lib/api-client';

const corpusKey = ['plagiarism', 'corpus'] as const;
/** Under the server's 1 MB body limit with room for JSON escaping. */
const BATCH_CHARS = 600_000;

/** GET /api/documents/corpus: the corpus size and whether this account may import (ADMIN_EMAILS). */
export function useCorpusStatus(enabled: boolean) {
  return useQuery({ queryKey: corpusKey, queryFn: async () => corpusStatusSchema.parse(await apiFetch('/api/documents/corpus')), enabled });
}

/**
 * Splits files into uploads that fit the body limit: .jsonl files by lines, other files whole. A
 * single text file larger than one upload is refused here with the CLI named as the way in.
 */
export function batchFiles(files: readonly CorpusFile[]): CorpusFile[][] {
  const pieces: CorpusFile[] = [];
  for (const file of files) {
    if (file.text.length <= BATCH_CHARS) pieces.push(file);
    else if (file.name.toLowerCase().endsWith('.jsonl')) {
      let chunk: string[] = [];
      let size = 0;
      for (const line of file.text.split(/\r?\n/)) {
        if (size + line.length > BATCH_CHARS && chunk.length) {
          pieces.push({ name: file.name, text: chunk.join('\n') });
          chunk = [];
          size = 0;
        }
        chunk.push(line);
        size += line.length + 1;
      }
      if (chunk.length) pieces.push({ name: file.name, text: chunk.join('\n') });
    } else throw new Error(`${file.name} is larger than ${BATCH_CHARS.toLocaleString('en-US')} characters: import it with "npm run cli -- corpus import".`);
  }
  const batches: CorpusFile[][] = [];
  let batch: CorpusFile[] = [];
  let size = 0;
  for (const piece of pieces) {
    if (size + piece.text.length > BATCH_CHARS && batch.length) {
      batches.push(batch);
      batch = [];
      size = 0;
    }
    batch.push(piece);
    size += piece.text.length;
  }
  if (batch.length) batches.push(batch);
  return batches;
}

/** POST /api/documents/corpus once per batch, adding up what each import reports. */
export function useImportCorpus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (files: CorpusFile[]): Promise<CorpusImportSummary> => {
      const total: CorpusImportSummary = { read: 0, added: 0, unchanged: 0, rejected: [] };
      for (const batch of batchFiles(files)) {
        const upload: CorpusUpload = { files: batch };
        const summary = corpusImportSummarySchema.parse(await apiFetch('/api/documents/corpus', { method: 'POST', body: JSON.stringify(upload) }));
        total.read += summary.read;
        total.added += summary.added;
        total.unchanged += summary.unchanged;
        total.rejected.push(...summary.rejected);
      }
      return total;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: corpusKey }),
  });
}
