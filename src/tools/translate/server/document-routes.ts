import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Db } from '../../../db/database';
import { findTool } from '../../../domain/tools';
import { ToolInputError, type ToolEngine } from '../../../platform/engine';
import { translateInputSchema, type TranslateResult } from '../contract';
import type { AppEnv } from '../../../server/app-env';
import { startGuestSession, type GuestSessionDeps } from '../../../server/auth/start-guest-session';
import type { FindEngine } from '../../../server/engines/compose-engines';
import type { EventBus } from '../../../server/events/event-bus';
import { checkDocxSize } from '../../../server/extract/check-docx-size';
import { consumeUpload } from '../../../server/extract/consume-upload';
import type { ExtractRoutesDeps } from '../../../server/extract/extract-routes';
import { MAX_UPLOAD_BYTES } from '../../../server/extract/extract-text';
import { refusalToApiError } from '../../../server/extract/refusal-to-api-error';
import { ApiError, sendError } from '../../../server/http/api-error';
import { readClientIp } from '../../../server/http/client-ip';
import { describeInputIssues } from '../../../server/tool-runs/describe-input-issues';
import { runToolForUser } from '../../../server/tool-runs/run-tool-for-user';
import { attachmentHeader, describeDownload, readUploadFormat } from './document-format';
import { streamWithProgress, wantsProgress } from './stream-progress';
import { prepareUpload, type DocumentOptions } from './translate-upload';

export interface DocumentRoutesDeps extends GuestSessionDeps, Pick<ExtractRoutesDeps, 'userLimiter' | 'ipLimiter'> {
  db: Db;
  engines: FindEngine;
  events: EventBus;
}

const TOO_LARGE_MESSAGE = `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Upload a smaller file.`;
const optionsSchema = translateInputSchema.omit({ text: true });

/**
 * POST /api/translate/document: multipart `file` (.docx, .txt, .md, .html, .pdf) and the options of
 * POST /api/tools/translate as fields (`target`, `source`, `engine`, `formality`, `glossary` as JSON).
 * Answers the translated file as a download, in the same format (a PDF as text), with the glossary counts and
 * notes in `X-Translate-Summary`; with `Accept: application/x-ndjson`, progress lines then the file (stream-progress.ts).
 * One document is one translate request, taken as a tool run takes it and given back when the translation fails.
 */
export function createTranslateDocumentRoutes(deps: DocumentRoutesDeps) {
  const routes = new Hono<AppEnv>();

  routes.post(
    '/',
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
      onError: (c) => sendError(c, 413, 'file_too_large', TOO_LARGE_MESSAGE, { limit: MAX_UPLOAD_BYTES }),
    }),
    async (c) => {
      const engine = deps.engines('translate');
      if (!engine) {
        throw new ApiError(404, 'tool_unavailable', `${findTool('translate')?.label ?? 'Translate'} is not available on this server yet.`);
      }
      // The extract route's upload limits, before the body is read: a flood from one address costs only this.
      await consumeUpload(c, deps.ipLimiter, `translate:ip:${readClientIp(c, deps.trustProxy)}`);
      const signedInId = c.get('session')?.user.id;
      if (signedInId) await consumeUpload(c, deps.userLimiter, `translate:user:${signedInId}`);
      const { file, options } = await readForm(c.req.raw);
      const format = readUploadFormat(file.name);
      const upload = new Uint8Array(await file.arrayBuffer());
      // What the zip declares is checked before anything is inflated (a bomb costs milliseconds); what
      // it really holds is checked while reading, under the same caps (src/platform/document-kit).
      if (format === 'docx') checkDocxSize(upload);
      const prepared = await prepareUpload(file.name, format, upload, options).catch((error: unknown) => {
        // Reading happens before any request is taken and before a guest is created: a refused file costs nothing.
        const refusal = refusalToApiError(error);
        if (refusal !== error) throw refusal;
        if (error instanceof ToolInputError) throw new ApiError(422, 'unreadable_file', error.message);
        throw error;
      });
      if (prepared.words === 0) throw new ApiError(422, 'no_text_found', 'No text to translate was found in this file.');

      const userId = signedInId ?? (await startGuestSession(c, deps));
      if (!signedInId) await consumeUpload(c, deps.userLimiter, `translate:user:${userId}`);
      const download = describeDownload(file.name, format, options.target);
      const tool = findTool('translate');

      async function translateUpload(onProgress?: (done: number, total: number) => void) {
        let bytes: Uint8Array | undefined;
        // The document run goes through the same guard as a tool run: word limit, take, refund on failure, history.
        const documentEngine: ToolEngine<unknown, unknown> = {
          id: 'translate',
          inputSchema: engine!.inputSchema,
          countInputWords: () => prepared.words,
          run: async (_input, context) => {
            const done = await prepared.translate(engine!, context, onProgress);
            bytes = done.bytes;
            return done.result;
          },
        };
        const outcome = await runToolForUser({ db: deps.db, engine: documentEngine, userId, input: prepared.input, signal: c.req.raw.signal });
        void deps.events.publish(userId, 'usage', { toolId: 'translate', counter: tool?.counter, remaining: outcome.remaining });
        return { outcome, bytes: bytes ?? new Uint8Array(), result: outcome.result as TranslateResult };
      }

      if (wantsProgress(c)) {
        // The page's progress bar: characters translated so far, then the file (base64) with the run's counts and notes.
        return streamWithProgress(
          c,
          (report) => translateUpload((done, total) => report({ type: 'progress', done, total })),
          ({ outcome, bytes, result }) => ({
            fileName: download.fileName,
            mime: download.mime,
            file: Buffer.from(bytes).toString('base64'),
            remaining: outcome.remaining,
            ...(outcome.historyId ? { historyId: outcome.historyId } : {}),
            ...describeRun(result),
          }),
        );
      }

      const { outcome, bytes, result } = await translateUpload();
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': download.mime,
        'Content-Disposition': attachmentHeader(download.fileName),
        'X-Requests-Remaining': String(outcome.remaining),
        'X-Translate-Engine': result.engine,
        'X-Translate-Source': result.source.code,
        // Headers are Latin-1: the counts and notes travel as URI-encoded JSON.
        'X-Translate-Summary': encodeURIComponent(JSON.stringify(describeRun(result))),
        ...(outcome.historyId ? { 'X-History-Id': outcome.historyId } : {}),
      });
    },
  );

  return routes;
}

/** What the page shows beside the download: which engine, from which language, the glossary counts and the notes. */
function describeRun(result: TranslateResult) {
  return {
    engine: result.engine,
    source: result.source,
    ...(result.pivot ? { pivot: result.pivot } : {}),
    glossaryApplied: result.glossaryApplied,
    notes: result.notes,
  };
}

async function readForm(request: Request): Promise<{ file: File; options: DocumentOptions }> {
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
    throw new ApiError(400, 'invalid_input', 'Send the document as multipart/form-data in a field named "file", with a "target" language.');
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new ApiError(400, 'invalid_input', 'The upload could not be read. Send it as multipart/form-data.');
  }
  const file = form.get('file');
  if (!(file instanceof File)) throw new ApiError(400, 'invalid_input', 'No file was uploaded: send it in a form field named "file".');
  if (file.size > MAX_UPLOAD_BYTES) throw new ApiError(413, 'file_too_large', TOO_LARGE_MESSAGE, { limit: MAX_UPLOAD_BYTES });

  const fields: Record<string, unknown> = {};
  for (const name of ['source', 'target', 'engine', 'formality']) {
    const value = form.get(name);
    if (typeof value === 'string' && value.trim()) fields[name] = value;
  }
  const glossary = form.get('glossary');
  if (typeof glossary === 'string' && glossary.trim()) {
    try {
      fields.glossary = JSON.parse(glossary);
    } catch {
      throw new ApiError(400, 'invalid_input', 'The glossary field is not valid JSON: send [{"source": "...", "target": "..."}].');
    }
  }
  const parsed = optionsSchema.safeParse(fields);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
    throw new ApiError(400, 'invalid_input', describeInputIssues(parsed.error.issues), { issues });
  }
  return { file, options: parsed.data };
}
