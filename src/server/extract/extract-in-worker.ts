import { Worker } from 'node:worker_threads';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from '../http/api-error';
import {
  EXTRACT_MEMORY_MB,
  EXTRACT_TIME_LIMIT_MS,
  MAX_CONCURRENT_EXTRACTIONS,
  MAX_WAITING_EXTRACTIONS,
} from './extract-limits';
import type { DocumentJob, DocumentJobReply } from './document-job';
import type { DocumentKind } from './read-document';

const WORKER_URL = new URL('./worker/extract-worker-entry.mjs', import.meta.url);

export interface ExtractBudget {
  memoryMb: number;
  timeLimitMs: number;
}

const DEFAULT_BUDGET: ExtractBudget = { memoryMb: EXTRACT_MEMORY_MB, timeLimitMs: EXTRACT_TIME_LIMIT_MS };

let running = 0;
const waiting: (() => void)[] = [];

/**
 * Reads a document in a thread of its own, with a heap cap and a time limit: a file crafted to
 * exhaust memory or CPU ends that thread, never the server, and the caller gets a clear 4xx.
 * At most MAX_CONCURRENT_EXTRACTIONS run at once, so uploads cannot take every core.
 */
export async function extractInWorker(kind: DocumentKind, bytes: Uint8Array, budget: ExtractBudget = DEFAULT_BUDGET): Promise<string> {
  const reply = await runDocumentJob({ task: 'extract', kind, bytes }, budget);
  return 'text' in reply ? reply.text : '';
}

/**
 * Any document job (extract its text; split it into blocks or rebuild it for translate) under the same
 * thread, heap cap, time limit and turns as extraction: the server's thread never parses a large file.
 */
export async function runDocumentJob(job: DocumentJob, budget: ExtractBudget = DEFAULT_BUDGET): Promise<Extract<DocumentJobReply, { ok: true }>> {
  await takeTurn();
  try {
    return await runWorker(job, budget);
  } finally {
    releaseTurn();
  }
}

function takeTurn(): Promise<void> {
  if (running < MAX_CONCURRENT_EXTRACTIONS) {
    running += 1;
    return Promise.resolve();
  }
  if (waiting.length >= MAX_WAITING_EXTRACTIONS) {
    return Promise.reject(
      new ApiError(429, 'server_busy', 'The server is reading many files right now. Try again in a few seconds.', { retryAfter: 5 }),
    );
  }
  // The turn passes straight from the finishing job to the next, so `running` stays counted.
  return new Promise((resolve) => waiting.push(resolve));
}

function releaseTurn() {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

function runWorker(job: DocumentJob, budget: ExtractBudget): Promise<Extract<DocumentJobReply, { ok: true }>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, {
      name: `document-${job.task}`,
      workerData: job,
      resourceLimits: { maxOldGenerationSizeMb: budget.memoryMb, maxYoungGenerationSizeMb: 32 },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(
      () =>
        settle(() =>
          reject(
            new ApiError(
              422,
              'document_too_complex',
              `Reading this file took longer than ${budget.timeLimitMs / 1000} seconds, so it was stopped. Upload a smaller part of it or paste the text.`,
            ),
          ),
        ),
      budget.timeLimitMs,
    );
    worker.on('message', (reply: DocumentJobReply) =>
      settle(() =>
        reply.ok ? resolve(reply) : reject(new ApiError(reply.status as ContentfulStatusCode, reply.code, reply.message, reply.details)),
      ),
    );
    worker.on('error', (error: Error & { code?: string }) =>
      settle(() => {
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
          reject(
            new ApiError(
              413,
              'document_too_large',
              'This file needs more memory to read than this server allows for one upload (it may unpack to far more than its size). Upload a smaller part of it or paste the text.',
            ),
          );
        } else {
          reject(error);
        }
      }),
    );
    worker.on('exit', (code) => settle(() => reject(new Error(`extraction worker exited with code ${code} before answering`))));
  });
}
