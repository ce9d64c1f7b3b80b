import { parentPort, workerData } from 'node:worker_threads';
import { ApiError } from '../../http/api-error';
import { readDocument, type DocumentKind } from '../read-document';

interface Job {
  kind: DocumentKind;
  bytes: Uint8Array;
}

export type ExtractReply =
  | { ok: true; text: string }
  | { ok: false; status: number; code: string; message: string; details: Record<string, unknown> };

// One document per thread: the thread ends with the job, so whatever the parsers allocated goes with it.
const { kind, bytes } = workerData as Job;
readDocument(kind, bytes).then(
  (text) => parentPort?.postMessage({ ok: true, text } satisfies ExtractReply),
  (error: unknown) => {
    const reply: ExtractReply =
      error instanceof ApiError
        ? { ok: false, status: error.status, code: error.code, message: error.message, details: error.details }
        : { ok: false, status: 422, code: 'unreadable_file', message: 'This file could not be read.', details: {} };
    parentPort?.postMessage(reply);
  },
);
