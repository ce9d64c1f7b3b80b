import { parentPort, workerData } from 'node:worker_threads';
import { ToolInputError } from '../../../platform/engine';
import { isDocumentRefusal } from '../../../platform/document-kit/document-errors';
import { ApiError } from '../../http/api-error';
import { rebuildTranslatedDocument, splitDocumentIntoBlocks } from '../../../tools/translate/server/split-document';
import { readDocument } from '../read-document';
import type { DocumentJob, DocumentJobReply } from '../document-job';

/** The job's work; what it answers is copied back to the server's thread. */
async function runJob(job: DocumentJob): Promise<DocumentJobReply> {
  switch (job.task) {
    case 'extract':
      return { ok: true, text: await readDocument(job.kind, job.bytes) };
    case 'split':
      return { ok: true, calls: await splitDocumentIntoBlocks(job.format, job.bytes, job.target) };
    case 'rebuild':
      return { ok: true, document: await rebuildTranslatedDocument(job.format, job.bytes, job.target, job.translations, job.source) };
  }
}

function describeFailure(error: unknown): DocumentJobReply {
  if (error instanceof ApiError) return { ok: false, status: error.status, code: error.code, message: error.message, details: error.details };
  if (isDocumentRefusal(error)) return { ok: false, status: error.status, code: error.code, message: error.message, details: {} };
  if (error instanceof ToolInputError) return { ok: false, status: 422, code: 'unreadable_file', message: error.message, details: {} };
  return { ok: false, status: 422, code: 'unreadable_file', message: 'This file could not be read.', details: {} };
}

// One document per thread: the thread ends with the job, so whatever the parsers allocated goes with it.
runJob(workerData as DocumentJob).then(
  (reply) => parentPort?.postMessage(reply),
  (error: unknown) => parentPort?.postMessage(describeFailure(error)),
);
