import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResumeFields, ResumeList, SavedResumeAnswer } from '../../contract';
import { apiFetch } from '../../../../web/lib/api-client';

const listKey = ['resumes'] as const;

/** The signed-in user's saved resumes and how many the plan keeps (none is fetched for visitors and guests). */
export function useSavedResumes(enabled: boolean) {
  return useQuery({
    queryKey: listKey,
    queryFn: () => apiFetch<ResumeList>('/api/resumes'),
    enabled,
  });
}

export function fetchResume(id: string) {
  return apiFetch<SavedResumeAnswer>(`/api/resumes/${id}`).then((body) => body.resume);
}

/** Saves a resume: a new one without an id, else the changes to that one. Free: no request is counted. */
export function useSaveResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string | null; fields: ResumeFields }) =>
      apiFetch<SavedResumeAnswer>(id ? `/api/resumes/${id}` : '/api/resumes', {
        method: id ? 'PATCH' : 'POST',
        body: JSON.stringify(fields),
      }).then((body) => body.resume),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

export function useDeleteResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/resumes/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
