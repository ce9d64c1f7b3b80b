import { useMutation } from '@tanstack/react-query';
import { extractAnswerSchema, type ExtractAnswer } from '../../contracts/extract';
import { apiFetch } from './api-client';

/** POST /api/extract: the server turns a .txt, .md, .docx or .pdf file into plain text. */
export async function extractFile(file: File): Promise<ExtractAnswer> {
  const form = new FormData();
  form.append('file', file);
  return extractAnswerSchema.parse(await apiFetch('/api/extract', { method: 'POST', body: form }));
}

export function useExtractFile() {
  return useMutation({ mutationFn: extractFile });
}
