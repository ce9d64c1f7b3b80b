import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/me';
import { writeRemaining } from '../../../lib/write-remaining';
import type { TranslateInput } from './translate-text';

export type DocumentOptions = Omit<TranslateInput, 'text'>;

export type DocumentProgress =
  | { phase: 'idle' }
  /** 0–1 of the file sent. */
  | { phase: 'uploading'; share: number }
  /** The server translates block by block; nothing to measure until the file comes back. */
  | { phase: 'translating' }
  | { phase: 'downloading'; share: number | null }
  | { phase: 'done'; file: Blob; fileName: string }
  | { phase: 'failed'; error: unknown };

export const DOCUMENT_ACCEPT = '.docx,.txt,.md,.html,.htm,.pdf';

/** report.docx → report.es.docx; a PDF comes back as text. */
export function nameTranslatedFile(fileName: string, target: string): string {
  const dot = fileName.lastIndexOf('.');
  const base = dot > 0 ? fileName.slice(0, dot) : fileName;
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : 'txt';
  return `${base}.${target}.${extension === 'pdf' ? 'txt' : extension}`;
}

/** The file name the server chose (Content-Disposition), if it chose one. */
function readFileName(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // Fall through to the plain filename.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

async function readError(request: XMLHttpRequest): Promise<ApiError> {
  let body: { error?: { code?: string; message?: string; [key: string]: unknown } } | undefined;
  try {
    body = JSON.parse(await (request.response as Blob).text()) as typeof body;
  } catch {
    body = undefined;
  }
  const { code, message, ...details } = body?.error ?? {};
  return new ApiError(request.status, code ?? `http_${request.status}`, message ?? (request.statusText || 'Request failed'), details);
}

/**
 * POST /api/translate/document (multipart: `file`, the text tool's options as fields, the glossary as JSON). One
 * document is one counted request. XMLHttpRequest rather than fetch: it reports upload and download progress.
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
      request.withCredentials = true;
      request.responseType = 'blob';
      request.upload.onprogress = (event) => update({ phase: 'uploading', share: event.lengthComputable ? event.loaded / event.total : 0 });
      request.upload.onload = () => update({ phase: 'translating' });
      request.onprogress = (event) => update({ phase: 'downloading', share: event.lengthComputable ? event.loaded / event.total : null });
      request.onerror = () =>
        update({ phase: 'failed', error: new ApiError(0, 'network_error', 'Could not reach the server. Check your connection and try again.') });
      request.onload = async () => {
        // The counter moved: write what the server says is left, or refetch (a 402 means the cached one was stale).
        const remaining = Number(request.getResponseHeader('x-requests-remaining') ?? Number.NaN);
        if (!Number.isFinite(remaining) || !writeRemaining(queryClient, 'translate', remaining)) {
          void queryClient.invalidateQueries({ queryKey: meQueryKey });
        }
        void queryClient.invalidateQueries({ queryKey: ['history'] });
        if (request.status >= 200 && request.status < 300) {
          const fileName = readFileName(request.getResponseHeader('content-disposition')) ?? nameTranslatedFile(file.name, options.target);
          update({ phase: 'done', file: request.response as Blob, fileName });
        } else {
          update({ phase: 'failed', error: await readError(request) });
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
