import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../../web/lib/api-client';
import { meQueryKey } from '../../../../web/lib/me';
import { writeRemaining } from '../../../../web/lib/write-remaining';
import type { TranslateInput, TranslateResult } from './translate-text';

export type DocumentOptions = Omit<TranslateInput, 'text'>;

/** What the run says beside the file: the glossary counts and the notes. */
export type DocumentSummary = Pick<TranslateResult, 'glossaryApplied' | 'notes'>;

export type DocumentProgress =
  | { phase: 'idle' }
  /** 0–1 of the file sent. */
  | { phase: 'uploading'; share: number }
  /** 0–1 of the document's characters translated, as the server reports it; null until its first report. */
  | { phase: 'translating'; share: number | null }
  | { phase: 'downloading'; share: number | null }
  | { phase: 'done'; file: Blob; fileName: string; summary: DocumentSummary | null }
  | { phase: 'failed'; error: unknown };

export const DOCUMENT_ACCEPT = '.docx,.txt,.md,.html,.htm,.pdf';

/** report.docx → report.es.docx; a PDF comes back as text. */
export function nameTranslatedFile(fileName: string, target: string): string {
  const dot = fileName.lastIndexOf('.');
  const base = dot > 0 ? fileName.slice(0, dot) : fileName;
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : 'txt';
  return `${base}.${target}.${extension === 'pdf' ? 'txt' : extension}`;
}

/** One line of the NDJSON answer (server: stream-progress.ts). */
interface StreamLine {
  type: 'progress' | 'done' | 'error';
  done?: number;
  total?: number;
  file?: string;
  fileName?: string;
  mime?: string;
  remaining?: number;
  engine?: string;
  glossaryApplied?: TranslateResult['glossaryApplied'];
  notes?: string[];
  status?: number;
  error?: { code?: string; message?: string; [key: string]: unknown };
}

function parseLine(line: string): StreamLine | null {
  try {
    return JSON.parse(line) as StreamLine;
  } catch {
    return null;
  }
}

function toApiError(status: number, body: StreamLine['error'] | undefined, statusText = ''): ApiError {
  const { code, message, ...details } = body ?? {};
  return new ApiError(status, code ?? `http_${status}`, message ?? (statusText || 'Request failed'), details);
}

function decodeBase64(text: string, type: string): Blob {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type });
}

/**
 * POST /api/translate/document (multipart: `file`, the text tool's options as fields, the glossary as JSON). One
 * document is one counted request. XMLHttpRequest rather than fetch: it reports upload progress; the answer is
 * NDJSON (`Accept: application/x-ndjson`): the share translated while the server works, then the file, its
 * glossary counts and notes.
 */
export function useTranslateDocument() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<DocumentProgress>({ phase: 'idle' });
  const current = useRef<XMLHttpRequest | null>(null);

  const translate = useCallback(
    (file: File, options: DocumentOptions) => {
      current.current?.abort();
      const request = new XMLHttpRequest();
      current.current = request;
      const update = (next: DocumentProgress) => {
        if (current.current === request) setProgress(next);
      };
      const form = new FormData();
      form.append('file', file);
      for (const name of ['source', 'target', 'engine', 'formality'] as const) {
        const value = options[name];
        if (value) form.append(name, value);
      }
      if (options.glossary?.length) form.append('glossary', JSON.stringify(options.glossary));
      request.open('POST', '/api/translate/document');
      request.setRequestHeader('Accept', 'application/x-ndjson');
      request.withCredentials = true;
      request.responseType = 'text';
      let read = 0;
      let ending: StreamLine | undefined;
      // Complete lines that arrived since the last look: progress moves the bar; a done or error line ends the run.
      const readLines = (): StreamLine[] => {
        const text = String(request.responseText ?? '');
        const end = text.lastIndexOf('\n') + 1;
        if (end <= read) return [];
        const lines = text
          .slice(read, end)
          .split('\n')
          .flatMap((line) => (line.trim() ? [parseLine(line)] : []))
          .filter((line): line is StreamLine => line !== null);
        read = end;
        ending = lines.findLast((line) => line.type !== 'progress') ?? ending;
        return lines;
      };
      request.upload.onprogress = (event) => update({ phase: 'uploading', share: event.lengthComputable ? event.loaded / event.total : 0 });
      request.upload.onload = () => update({ phase: 'translating', share: null });
      request.onprogress = () => {
        if (request.status < 200 || request.status >= 300) return;
        const last = readLines().findLast((line) => line.type === 'progress');
        if (!last?.total) return;
        const share = Math.min(1, (last.done ?? 0) / last.total);
        update(share >= 1 ? { phase: 'downloading', share: null } : { phase: 'translating', share });
      };
      request.onerror = () =>
        update({ phase: 'failed', error: new ApiError(0, 'network_error', 'Could not reach the server. Check your connection and try again.') });
      request.onload = () => {
        const ok = request.status >= 200 && request.status < 300;
        if (ok) readLines();
        const end = ok ? ending : undefined;
        // The counter moved: write what the server says is left, or refetch (a 402 means the cached one was stale).
        const remaining = end?.remaining ?? Number(request.getResponseHeader('x-requests-remaining') ?? Number.NaN);
        if (!Number.isFinite(remaining) || !writeRemaining(queryClient, 'translate', remaining)) {
          void queryClient.invalidateQueries({ queryKey: meQueryKey });
        }
        void queryClient.invalidateQueries({ queryKey: ['history'] });
        if (!ok) {
          update({ phase: 'failed', error: toApiError(request.status, parseLine(String(request.responseText ?? ''))?.error, request.statusText) });
        } else if (end?.type === 'done' && typeof end.file === 'string') {
          const summary = end.glossaryApplied && end.notes ? { glossaryApplied: end.glossaryApplied, notes: end.notes } : null;
          update({
            phase: 'done',
            file: decodeBase64(end.file, end.mime ?? 'application/octet-stream'),
            fileName: end.fileName ?? nameTranslatedFile(file.name, options.target),
            summary,
          });
        } else {
          update({ phase: 'failed', error: end?.type === 'error' ? toApiError(end.status ?? 500, end.error) : new ApiError(502, 'incomplete_answer', 'The translation stopped before the file arrived. Try again.') });
        }
      };
      update({ phase: 'uploading', share: 0 });
      request.send(form);
    },
    [queryClient],
  );

  const reset = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setProgress({ phase: 'idle' });
  }, []);

  return { progress, translate, reset, pending: ['uploading', 'translating', 'downloading'].includes(progress.phase) };
}
