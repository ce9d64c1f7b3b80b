import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { countWords } from '../../domain/word-count';
import type { AppEnv } from '../app-env';
import { ApiError, sendError } from '../http/api-error';
import { extractDocumentText, MAX_UPLOAD_BYTES } from './extract-text';

const TOO_LARGE_MESSAGE = `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Upload a smaller file or paste the text.`;

/** POST /api/extract: multipart field `file` (txt, md, docx, pdf) → `{text, fileName, words}`. */
export function createExtractRoutes() {
  const routes = new Hono<AppEnv>();

  routes.post(
    '/',
    // Multipart framing adds a little to the file itself; the exact file size is checked below.
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
      onError: (c) => sendError(c, 413, 'file_too_large', TOO_LARGE_MESSAGE, { limit: MAX_UPLOAD_BYTES }),
    }),
    async (c) => {
      if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
        throw new ApiError(400, 'invalid_input', 'Send the document as multipart/form-data in a field named "file".');
      }
      let form: Record<string, string | File | (string | File)[]>;
      try {
        form = await c.req.parseBody();
      } catch {
        throw new ApiError(400, 'invalid_input', 'The upload could not be read. Send it as multipart/form-data.');
      }
      const file = form.file;
      if (!(file instanceof File)) {
        throw new ApiError(400, 'invalid_input', 'No file was uploaded: send it in a form field named "file".');
      }
      if (file.size > MAX_UPLOAD_BYTES) {
        throw new ApiError(413, 'file_too_large', TOO_LARGE_MESSAGE, { limit: MAX_UPLOAD_BYTES });
      }
      const text = await extractDocumentText(file.name, new Uint8Array(await file.arrayBuffer()));
      return c.json({ text, fileName: file.name, words: countWords(text) });
    },
  );

  return routes;
}
