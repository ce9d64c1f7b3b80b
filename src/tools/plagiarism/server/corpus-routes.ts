import { Hono } from 'hono';
import { corpusUploadSchema, type CorpusFile, type CorpusImportSummary, type CorpusStatus } from '../../../contracts/corpus-import';
import type { Db } from '../../../db/database';
import type { AppEnv } from '../../../server/app-env';
import { requireSession } from '../../../server/auth/require-session';
import { ApiError } from '../../../server/http/api-error';
import { readJsonInput } from '../../../server/http/read-json-body';
import { isCorpusAdmin, readCorpusAdmins } from './corpus-admins';
import { countVisibleDocuments } from './document-store';
import { importCorpusItems } from './import-corpus';
import { parseJsonLine, titleFromFileName, type CorpusItem } from './read-corpus-files';

/** Uploaded files as corpus items: the same reading rules as `cli corpus import` (.txt/.md one document each, .jsonl one per line). */
function* readUploadedFiles(files: readonly CorpusFile[]): Generator<CorpusItem> {
  for (const { name, text } of files) {
    const lower = name.toLowerCase();
    if (lower.endsWith('.jsonl')) {
      const lines = text.split(/\r?\n/);
      for (let index = 0; index < lines.length; index += 1) {
        if (lines[index]!.trim()) yield parseJsonLine(lines[index]!, `${name}:${index + 1}`);
      }
    } else if (lower.endsWith('.txt') || lower.endsWith('.md')) {
      const trimmed = text.trim();
      yield trimmed ? { origin: name, document: { title: titleFromFileName(name), text: trimmed } } : { origin: name, error: 'empty file' };
    } else {
      yield { origin: name, error: 'not a .txt, .md or .jsonl file' };
    }
  }
}

/**
 * /api/documents/corpus: the reference corpus every check compares against. Anyone signed in may ask
 * its size and whether they may import; only the operator's admins (ADMIN_EMAILS) may add to it.
 */
export function createCorpusRoutes({ db, admins = readCorpusAdmins() }: { db: Db; admins?: ReadonlySet<string> }) {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const session = requireSession(c);
    const { corpus } = await countVisibleDocuments(db, undefined);
    return c.json({ corpus, canImport: isCorpusAdmin(session, admins) } satisfies CorpusStatus);
  });

  routes.post('/', async (c) => {
    const session = requireSession(c);
    if (!isCorpusAdmin(session, admins)) {
      throw new ApiError(403, 'forbidden', 'Only the site administrators (ADMIN_EMAILS on the server) can import documents into the reference corpus.');
    }
    const { files } = await readJsonInput(c, corpusUploadSchema, {
      malformedCode: 'invalid_input',
      expected: '{"files": [{"name", "text"}]}',
      refuse: (issues) => {
        const message = issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');
        return new ApiError(400, 'invalid_input', `The upload is not valid. ${message}.`);
      },
    });
    const items = [...readUploadedFiles(files)];
    const summary: CorpusImportSummary = await importCorpusItems(db, items, items.length);
    return c.json(summary);
  });

  return routes;
}
