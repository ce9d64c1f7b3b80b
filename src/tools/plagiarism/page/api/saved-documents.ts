import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { savedDocumentListSchema } from '../../../../contracts/saved-documents';
import type { SourceInput } from '../../contract';
import { apiFetch } from '../../../../web/lib/api-client';

const savedDocumentsKey = ['plagiarism', 'saved-documents'] as const;

/** GET /api/documents: the caller's saved documents (only asked for when there is a session). */
export function useSavedDocuments(enabled: boolean) {
  return useQuery({
    queryKey: savedDocumentsKey,
    queryFn: async () => savedDocumentListSchema.parse(await apiFetch('/api/documents')),
    enabled,
  });
}

/** POST /api/documents: a document is a plagiarism source (the tool's contract), kept for every later check. */
export function useSaveDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SourceInput) => apiFetch('/api/documents', { method: 'POST', body: JSON.stringify(input) }),
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
