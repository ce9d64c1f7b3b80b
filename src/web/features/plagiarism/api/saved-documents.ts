import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

export const savedDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string().nullable(),
  words: z.number(),
  createdAt: z.string(),
});
export type SavedDocument = z.infer<typeof savedDocumentSchema>;

const listSchema = z.object({ items: z.array(savedDocumentSchema), limit: z.number() });
const savedDocumentsKey = ['plagiarism', 'saved-documents'] as const;

/** GET /api/documents: the caller's saved documents (only asked for when there is a session). */
export function useSavedDocuments(enabled: boolean) {
  return useQuery({
    queryKey: savedDocumentsKey,
    queryFn: async () => listSchema.parse(await apiFetch('/api/documents')),
    enabled,
  });
}

export function useSaveDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { title: string; text: string; url?: string }) =>
      apiFetch('/api/documents', { method: 'POST', body: JSON.stringify(input) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedDocumentsKey }),
  });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/documents/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedDocumentsKey }),
  });
}
