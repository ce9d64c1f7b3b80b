import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from './api-client';

export const extractResponseSchema = z.object({
  text: z.string(),
  fileName: z.string().optional(),
  words: z.number().optional(),
});
export type ExtractResponse = z.infer<typeof extractResponseSchema>;

/** POST /api/extract: the server turns a .txt, .md, .docx or .pdf file into plain text. */
export async function extractFile(file: File): Promise<ExtractResponse> {
  const form = new FormData();
  form.append('file', file);
  return extractResponseSchema.parse(await apiFetch('/api/extract', { method: 'POST', body: form }));
}

export function useExtractFile() {
  return useMutation({ mutationFn: extractFile });
}
