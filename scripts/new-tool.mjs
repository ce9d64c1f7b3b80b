// `npm run new-tool <id> [--with-server] [--with-table]`: writes a new tool's folder, src/tools/<id>/,
// with a working placeholder engine (it counts words) on every side, adds its catalogue entry to
// src/domain/tools.ts (marked for the copy to be written), brings the derived tool lists up to date and,
// since every tool has a usage counter (a column of user_actions), generates the migration that adds it
// (and the tool's table, with --with-table) with drizzle-kit. docs/adding-a-tool.md says what comes next.
//
//   --with-server   server/index.ts (`toolServer`) mounting a route of its own under /api/<id>/
//   --with-table    also db/schema.ts (a table of the caller's saved notes) and the routes over it
//                   (implies --with-server)
//   --no-migration  leave the migration to `npm run db:generate`
//   --root <dir>    the repository to write into (tests use a copy); default: this one
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeToolIndexes } from './generate-tool-index.mjs';

const CATALOGUE = 'src/domain/tools.ts';
const ID_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
/** `user_actions_<counter>_not_negative` must fit PostgreSQL's 63-byte names. */
const MAX_ID_LENGTH = 32;
/** Paths the server and the web app use for themselves (a tool's id is its route, /<id>). */
const RESERVED = ['api', 'assets', 'tools', 'new-tool', 'index', 'shared'];

/** The marker on every placeholder the developer must replace (grep for it). */
export const MARKER = 'new-tool:';

export function describeNames(id) {
  const camel = id.replace(/-([a-z0-9])/g, (_match, letter) => letter.toUpperCase());
  const pascal = camel[0].toUpperCase() + camel.slice(1);
  const words = id.split('-').join(' ');
  return { id, camel, pascal, snake: id.replaceAll('-', '_'), label: words[0].toUpperCase() + words.slice(1) };
}

/** The string literals of `export const <name> = [ … ] as const;` in the catalogue. */
function readList(catalogue, name) {
  const match = catalogue.match(new RegExp(`export const ${name} = \\[([^\\]]*)\\] as const;`));
  if (!match) throw new Error(`${CATALOGUE}: cannot find the ${name} list`);
  return [...match[1].matchAll(/'([^']+)'/g)].map((item) => item[1]);
}

/** Why `id` cannot be a new tool in `root`, or undefined when it can. */
export function checkToolId(root, id) {
  if (typeof id !== 'string' || !ID_PATTERN.test(id)) return `"${id}" is not a kebab-case id (lower-case letters and digits, words joined by "-", e.g. word-echo)`;
  if (id.length > MAX_ID_LENGTH) return `"${id}" is longer than ${MAX_ID_LENGTH} characters`;
  const catalogue = readFileSync(join(root, CATALOGUE), 'utf8');
  if (readList(catalogue, 'TOOL_IDS').includes(id)) return `"${id}" is already in the catalogue (${CATALOGUE})`;
  if (readList(catalogue, 'COUNTERS').includes(describeNames(id).snake)) return `the counter "${describeNames(id).snake}" is already taken (${CATALOGUE})`;
  if (existsSync(join(root, 'src/tools', id))) return `src/tools/${id} already exists`;
  const router = join(root, 'src/web/app/router.tsx');
  const routes = existsSync(router) ? [...readFileSync(router, 'utf8').matchAll(/path: '([a-z0-9-]+)/g)].map((match) => match[1]) : [];
  if ([...RESERVED, ...routes].includes(id)) return `"${id}" is a path the app already uses (/${id})`;
  return undefined;
}

/** The catalogue with the new tool's id, counter and placeholder entry added at the end of each list. */
export function addCatalogueEntry(catalogue, names) {
  const { id, snake, label } = names;
  const addToList = (text, name, item) =>
    text.replace(new RegExp(`(export const ${name} = \\[[^\\]]*?)(\\n\\] as const;)`), (_match, body, end) => `${body}\n  ${item}${end}`);
  let text = addToList(catalogue, 'TOOL_IDS', `'${id}',`);
  text = addToList(text, 'COUNTERS', `'${snake}',`);
  const start = text.indexOf('export const TOOLS: readonly ToolInfo[] = [');
  const end = text.indexOf('\n];', start);
  if (start < 0 || end < 0) throw new Error(`${CATALOGUE}: cannot find the TOOLS list`);
  const entry = [
    '  {',
    `    // ${MARKER} written by npm run new-tool: replace the label, the menu line, the card copy, the icon`,
    '    // and the highlights (measured figures only, written {value:…} from a figures.json) before you ship.',
    `    id: '${id}',`,
    `    counter: '${snake}',`,
    `    label: '${label}',`,
    `    menuDescription: 'Count the words of a text',`,
    `    description: 'Paste a text and see how many words it has. (Placeholder copy: describe what ${label} does.)',`,
    `    icon: 'puzzle',`,
    `    group: 'products',`,
    `    highlights: ['Runs on your server'],`,
    '  },',
  ].join('\n');
  return `${text.slice(0, end)}\n${entry}${text.slice(end)}`;
}

/** Each file of the new tool's folder, by its path from the repository root. */
export function renderToolFiles(names, { withServer, withTable }) {
  const { id, camel, pascal, snake, label } = names;
  const dir = `src/tools/${id}`;
  const files = new Map();
  const add = (path, lines) => files.set(`${dir}/${path}`, `${lines.join('\n')}\n`);

  add('contract.ts', [
    "import { z } from 'zod';",
    "import { countWords } from '../../domain/word-count';",
    "import { defineToolContract } from '../../platform/contract-kit/define-tool-contract';",
    "import { textField } from '../../platform/contract-kit/text-field';",
    '',
    `// ${MARKER} a working placeholder (it counts words): replace the fields with the tool's own.`,
    '// The wire format, written once: the engine, the server, the CLI and the page import it.',
    '// Strict, as every tool input (docs/decisions/0044): a misspelt field is refused, not ignored.',
    `export const ${camel}InputSchema = z.strictObject({`,
    "  text: textField({ label: 'The text' }),",
    '});',
    `export type ${pascal}Input = z.input<typeof ${camel}InputSchema>;`,
    '',
    `export const ${camel}ResultSchema = z.object({`,
    '  words: z.number().int().nonnegative(),',
    '  /** Advanced responses (Pro, Ultimate) only: the longest word of the text. */',
    '  longestWord: z.string().optional(),',
    '});',
    `export type ${pascal}Result = z.infer<typeof ${camel}ResultSchema>;`,
    '',
    `export const ${camel}Contract = defineToolContract({`,
    `  id: '${id}',`,
    `  input: ${camel}InputSchema,`,
    `  result: ${camel}ResultSchema,`,
    '  countInputWords: (input) => countWords(input.text),',
    '});',
    ...(withTable
      ? [
          '',
          '/** POST /api/' + id + '/notes: a text the signed-in caller keeps (the routes and table in server/ and db/). */',
          `export const new${pascal}NoteSchema = z.strictObject({ text: textField({ label: 'The note', maxChars: 10_000 }) });`,
          `export const ${camel}NoteSchema = z.object({ id: z.string(), text: z.string(), words: z.number().int(), createdAt: z.string() });`,
          `export type ${pascal}Note = z.infer<typeof ${camel}NoteSchema>;`,
          `export const ${camel}NoteListSchema = z.object({ items: z.array(${camel}NoteSchema) });`,
          `export type ${pascal}NoteList = z.infer<typeof ${camel}NoteListSchema>;`,
        ]
      : []),
  ]);

  add('engine/describe-text.ts', [
    "import { countWords } from '../../../domain/word-count';",
    '',
    `// ${MARKER} the placeholder engine: pure (no HTTP, database or React), so the server, the CLI,`,
    '// the worker threads and the tests all run it the same way.',
    'const WORD = /[\\p{L}\\p{N}\\p{M}]+/gu;',
    '',
    'export function describeText(text: string, advanced: boolean): { words: number; longestWord?: string } {',
    '  const words = countWords(text);',
    '  if (!advanced) return { words };',
    "  const longestWord = (text.match(WORD) ?? []).reduce((longest, word) => (word.length > longest.length ? word : longest), '');",
    '  return { words, longestWord };',
    '}',
  ]);

  add('engine/engine.ts', [
    "import { createToolEngine } from '../../../platform/engine';",
    `import { ${camel}Contract } from '../contract';`,
    "import { describeText } from './describe-text';",
    '',
    `/** The ${label} engine: its id, input schema and word count come from the contract. */`,
    `export const ${camel}Engine = createToolEngine(${camel}Contract, async (input, context) => describeText(input.text, context.responses === 'advanced'));`,
  ]);

  add('engine/engine.test.ts', [
    "import { describe, expect, it } from 'vitest';",
    `import { ${camel}Contract } from '../contract';`,
    `import { ${camel}Engine } from './engine';`,
    '',
    `describe('the ${label} engine', () => {`,
    "  // Engine and contract cannot drift apart: the engine's answer is parsed with contract.result.",
    "  it.each(['basic', 'advanced'] as const)('answers what its contract says (%s responses)', async (responses) => {",
    `    const input = ${camel}Contract.input.parse({ text: 'Two words, then three more.' });`,
    `    const result = ${camel}Contract.result.parse(await ${camel}Engine.run(input, { responses }));`,
    '    expect(result.words).toBe(5);',
    "    expect(result.longestWord).toBe(responses === 'advanced' ? 'words' : undefined);",
    `    expect(${camel}Engine.countInputWords(input)).toBe(5);`,
    '  });',
    '',
    '  it("refuses an empty text and unknown fields at the contract", () => {',
    `    expect(${camel}Contract.input.safeParse({ text: '  ' }).success).toBe(false);`,
    `    expect(${camel}Contract.input.safeParse({ text: 'a', colour: 'blue' }).success).toBe(false);`,
    '  });',
    '});',
  ]);

  add('tool.ts', [
    "import { registerTool } from '../../platform/tool-registration';",
    `import { ${camel}Contract } from './contract';`,
    `import { ${camel}Engine } from './engine/engine';`,
    '',
    '// Found by convention (src/platform/load-tool-registrations.ts). The warm-up input is also the sample',
    '// the contract tests (unknown fields) and the fuzzers start from: keep it a valid input.',
    'export const tool = registerTool({',
    `  contract: ${camel}Contract,`,
    `  createEngine: () => ${camel}Engine,`,
    "  warmUpInput: { text: 'A short text to warm up with.' },",
    '});',
  ]);

  add('page/tool-page.tsx', [
    "import { defineToolPage } from '../../../web/lib/tool-pages';",
    '',
    '// Found by import.meta.glob (src/web/app/tool-pages.ts). Keep it light: the app loads every registration up front.',
    'export const toolPage = defineToolPage({',
    `  toolId: '${id}',`,
    `  loadPage: () => import('./${id}-page'),`,
    '  loadRunSummarizer: async () => {',
    `    const { ${camel}Contract } = await import('../contract');`,
    `    const headline = ${camel}Contract.result.pick({ words: true });`,
    '    return (result) => {',
    '      const parsed = headline.safeParse(result);',
    "      return parsed.success ? { facts: [{ label: 'Words', value: String(parsed.data.words) }] } : null;",
    '    };',
    '  },',
    `  // ${MARKER} what the pricing page says each response level includes.`,
    "  responses: { basic: 'the word count', advanced: 'the word count and the longest word' },",
    '});',
  ]);

  add('page/tool-page.test.ts', [
    "import { beforeAll, describe, expect, it } from 'vitest';",
    "import { toolPage } from './tool-page';",
    '',
    'beforeAll(() => toolPage.loadRunSummarizer());',
    '',
    `describe('the ${id} page registration', () => {`,
    "  it(\"summarises a saved run's headline facts, and reads nothing from a result of another shape\", () => {",
    "    expect(toolPage.summarizeRun({ words: 5, longestWord: 'words' })?.facts).toEqual([{ label: 'Words', value: '5' }]);",
    "    expect(toolPage.summarizeRun({ count: 'five' })).toBeNull();",
    '  });',
    '});',
  ]);

  add(`page/${id}-page.tsx`, [
    "import { Hash } from 'lucide-react';",
    "import { useState } from 'react';",
    "import { TextToCheckField } from '../../../web/components/tool-page/text-to-check-field';",
    "import { ToolFormCard } from '../../../web/components/tool-page/tool-form-card';",
    "import { ToolPageLayout } from '../../../web/components/tool-page/tool-page-layout';",
    "import { Card, CardContent } from '../../../web/components/ui/card';",
    "import { useBrandName } from '../../../web/lib/app-config';",
    "import { useRunTool } from '../../../web/lib/run-tool';",
    `import { ${camel}Contract, type ${pascal}Input } from '../contract';`,
    '',
    `/** ${label}. Route: /${id}. ${MARKER} a placeholder page that runs the placeholder engine. */`,
    'export function Component() {',
    '  const brand = useBrandName();',
    "  const [text, setText] = useState('');",
    '  const [submitted, setSubmitted] = useState<string>();',
    `  const run = useRunTool<${pascal}Input, unknown>('${id}');`,
    '  // The answer is checked against the contract on arrival, never trusted.',
    `  const parsed = run.data ? ${camel}Contract.result.safeParse(run.data.result) : undefined;`,
    '  return (',
    `    <ToolPageLayout toolId="${id}">`,
    `      <title>{\`${label} · \${brand}\`}</title>`,
    '      <ToolFormCard',
    '        submitLabel="Count words"',
    '        pendingLabel="Counting…"',
    '        submitIcon={Hash}',
    '        pending={run.isPending}',
    '        canSubmit={text.trim().length > 0}',
    '        onSubmit={() => {',
    '          setSubmitted(text);',
    '          run.mutate({ text });',
    '        }}',
    '        canClear={text.length > 0 || run.data !== undefined}',
    '        onClear={() => {',
    "          setText('');",
    '          run.reset();',
    '        }}',
    '        stale={run.data !== undefined && submitted !== text}',
    '        error={run.error}',
    '        invalidResponse={parsed?.success === false}',
    '      >',
    `        <TextToCheckField id="${id}-text" value={text} onChange={setText} placeholder="Type or paste a text, or upload a document." />`,
    '      </ToolFormCard>',
    '      {parsed?.success && (',
    '        <section aria-label="Result" className="mt-6">',
    '          <Card>',
    '            <CardContent className="space-y-1 pt-6">',
    `              <p data-testid="${id}-words" className="text-2xl font-semibold">`,
    "                {parsed.data.words} {parsed.data.words === 1 ? 'word' : 'words'}",
    '              </p>',
    '              {parsed.data.longestWord !== undefined && <p className="text-muted-foreground">Longest word: {parsed.data.longestWord}</p>}',
    '            </CardContent>',
    '          </Card>',
    '        </section>',
    '      )}',
    '    </ToolPageLayout>',
    '  );',
    '}',
  ]);

  add('eval/run.ts', [
    `// Accuracy harness of ${label}: npx tsx src/tools/${id}/eval/run.ts`,
    `// ${MARKER} measure the real tool on the development data (../shared/data/*/dev*) and print its figures.`,
    `import { ${camel}Contract } from '../contract';`,
    `import { ${camel}Engine } from '../engine/engine';`,
    '',
    'const CASES = [',
    "  { text: 'One two three.', words: 3 },",
    '  { text: "It\'s a well-known fact.", words: 4 },',
    "  { text: '今日は', words: 3 },",
    '];',
    '',
    'let right = 0;',
    'for (const { text, words } of CASES) {',
    `  const result = ${camel}Contract.result.parse(await ${camel}Engine.run(${camel}Contract.input.parse({ text }), { responses: 'basic' }));`,
    '  if (result.words === words) right += 1;',
    '}',
    `console.log(\`${id} eval: word counts right \${right} of \${CASES.length} (\${((100 * right) / CASES.length).toFixed(1)}%)\`);`,
  ]);

  add('bench/run.ts', [
    `// Speed harness of ${label}: npx tsx src/tools/${id}/bench/run.ts`,
    `import { ${camel}Contract } from '../contract';`,
    `import { ${camel}Engine } from '../engine/engine';`,
    '',
    "const input = " + camel + "Contract.input.parse({ text: 'The quick brown fox jumps over the lazy dog. '.repeat(50) });",
    'const runs = 2_000;',
    'const started = performance.now();',
    `for (let run = 0; run < runs; run += 1) await ${camel}Engine.run(input, { responses: 'advanced' });`,
    'const seconds = (performance.now() - started) / 1000;',
    `console.log(\`${id} bench: \${Math.round(runs / seconds).toLocaleString('en-US')} runs/s of a 450-word text (\${((seconds / runs) * 1000).toFixed(3)} ms each)\`);`,
  ]);

  add(`e2e/${id}.spec.ts`, [
    "import { expect, test } from '@playwright/test';",
    '',
    `test('${label} counts the words of a text and takes one request', async ({ page }) => {`,
    `  await page.goto('/${id}');`,
    "  await page.getByLabel('Text to check').fill('Two words, then three more.');",
    "  await page.getByRole('button', { name: 'Count words' }).click();",
    `  await expect(page.getByTestId('${id}-words')).toHaveText('5 words');`,
    "  await expect(page.getByTestId('requests-left')).toContainText('9 requests left');",
    '});',
  ]);

  if (withServer || withTable) {
    add('server/index.ts', [
      "import { defineToolServer } from '../../../server/tool-servers/define-tool-server';",
      `import { create${pascal}Routes } from './${id}-routes';`,
      '',
      `/** ${label}'s server side, found by convention (scripts/generate-tool-index.mjs): its routes beyond POST /api/tools/${id}. */`,
      'export const toolServer = defineToolServer({',
      `  toolId: '${id}',`,
      withTable ? '  mount(app, { db }) {' : '  mount(app) {',
      withTable ? `    app.route('/api/${id}/notes', create${pascal}Routes({ db }));` : `    app.route('/api/${id}', create${pascal}Routes());`,
      '  },',
      '});',
    ]);
  }

  if (withServer && !withTable) {
    add(`server/${id}-routes.ts`, [
      "import { Hono } from 'hono';",
      "import type { AppEnv } from '../../../server/app-env';",
      '',
      `// ${MARKER} a placeholder route: what the tool serves beyond POST /api/tools/${id}.`,
      `/** GET /api/${id}/about: what this tool is (no session needed). */`,
      `export function create${pascal}Routes() {`,
      '  const routes = new Hono<AppEnv>();',
      `  routes.get('/about', (c) => c.json({ toolId: '${id}' }));`,
      '  return routes;',
      '}',
    ]);
  }

  if (withTable) {
    add('db/schema.ts', [
      "import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';",
      "import { users } from '../../../db/schema/auth';",
      '',
      `// ${MARKER} a placeholder table. Drizzle reads it through src/tools/tool-schemas.generated.ts;`,
      '// a change here is a migration: npm run db:generate.',
      `/** Texts a signed-in user keeps with ${label}, with their word counts. */`,
      `export const ${camel}Notes = pgTable(`,
      `  '${snake}_notes',`,
      '  {',
      "    id: uuid('id').primaryKey().defaultRandom(),",
      "    userId: text('user_id')",
      '      .notNull()',
      "      .references(() => users.id, { onDelete: 'cascade' }),",
      "    text: text('text').notNull(),",
      "    words: integer('words').notNull(),",
      "    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),",
      '  },',
      `  (table) => [index('${snake}_notes_user_created_idx').on(table.userId, table.createdAt)],`,
      ');',
    ]);

    add(`server/${id}-store.ts`, [
      "import { desc, eq } from 'drizzle-orm';",
      "import type { Db } from '../../../db/database';",
      `import { ${camel}Notes } from '../db/schema';`,
      '',
      `export type ${pascal}NoteRow = typeof ${camel}Notes.$inferSelect;`,
      '',
      '/** Most recent first; at most `limit` rows. */',
      `export function list${pascal}Notes(db: Db, userId: string, limit = 50): Promise<${pascal}NoteRow[]> {`,
      `  return db.select().from(${camel}Notes).where(eq(${camel}Notes.userId, userId)).orderBy(desc(${camel}Notes.createdAt)).limit(limit);`,
      '}',
      '',
      `export async function create${pascal}Note(db: Db, userId: string, note: { text: string; words: number }): Promise<${pascal}NoteRow> {`,
      `  const [row] = await db.insert(${camel}Notes).values({ userId, ...note }).returning();`,
      `  return row!;`,
      '}',
    ]);

    add(`server/${id}-routes.ts`, [
      "import { Hono } from 'hono';",
      "import type { Db } from '../../../db/database';",
      "import type { AppEnv } from '../../../server/app-env';",
      "import { readJsonInput } from '../../../server/http/read-json-body';",
      "import { createSavedDocumentGuards } from '../../../server/saved-documents/saved-document-guards';",
      `import { new${pascal}NoteSchema, type ${pascal}Note, type ${pascal}NoteList } from '../contract';`,
      "import { describeText } from '../engine/describe-text';",
      `import { create${pascal}Note, list${pascal}Notes, type ${pascal}NoteRow } from './${id}-store';`,
      '',
      "const { requireAccount } = createSavedDocumentGuards({ singular: 'note', plural: 'notes' });",
      '',
      `function toNote(row: ${pascal}NoteRow): ${pascal}Note {`,
      '  return { id: row.id, text: row.text, words: row.words, createdAt: row.createdAt.toISOString() };',
      '}',
      '',
      `// ${MARKER} placeholder routes over the placeholder table. Saving is free (no allowance is taken).`,
      `/** /api/${id}/notes: the signed-in caller's notes (guests are refused: they have no account to keep them in). */`,
      `export function create${pascal}Routes({ db }: { db: Db }) {`,
      '  const routes = new Hono<AppEnv>();',
      '',
      "  routes.get('/', async (c) => {",
      '    const user = requireAccount(c);',
      `    return c.json({ items: (await list${pascal}Notes(db, user.id)).map(toNote) } satisfies ${pascal}NoteList);`,
      '  });',
      '',
      "  routes.post('/', async (c) => {",
      '    const user = requireAccount(c);',
      `    const { text } = await readJsonInput(c, new${pascal}NoteSchema);`,
      `    const row = await create${pascal}Note(db, user.id, { text, words: describeText(text, false).words });`,
      '    return c.json({ note: toNote(row) }, 201);',
      '  });',
      '',
      '  return routes;',
      '}',
    ]);

    add(`server/${id}-routes.db.test.ts`, [
      "import { afterAll, beforeAll, describe, expect, it } from 'vitest';",
      "import { createTestServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../../../server/testing/create-test-server';",
      "import { createTestEngines } from '../../../server/testing/test-engines';",
      `import { ${camel}NoteListSchema, ${camel}NoteSchema } from '../contract';`,
      '',
      `describe('/api/${id}/notes', () => {`,
      '  let server: TestServer;',
      '  beforeAll(async () => {',
      '    server = await createTestServer({ engines: createTestEngines() });',
      '  });',
      '  afterAll(async () => {',
      '    await server?.destroy();',
      '  });',
      '',
      "  it('keeps a signed-in caller\\'s notes with their word counts, and only theirs', async () => {",
      '    const client = server.client();',
      `    await client.signUp(uniqueEmail('${id}'), STRONG_PASSWORD);`,
      `    const created = await client.post('/api/${id}/notes', { text: 'Two words, then three more.' });`,
      '    expect(created.status).toBe(201);',
      `    const note = ${camel}NoteSchema.parse(((await created.json()) as { note: unknown }).note);`,
      '    expect(note.words).toBe(5);',
      `    const list = ${camel}NoteListSchema.parse(await (await client.get('/api/${id}/notes')).json());`,
      '    expect(list.items.map((item) => item.id)).toEqual([note.id]);',
      '',
      '    const other = server.client();',
      `    await other.signUp(uniqueEmail('${id}'), STRONG_PASSWORD);`,
      `    expect(${camel}NoteListSchema.parse(await (await other.get('/api/${id}/notes')).json()).items).toEqual([]);`,
      '  });',
      '',
      "  it('refuses callers without an account', async () => {",
      `    const response = await server.client().get('/api/${id}/notes');`,
      '    expect([401, 403]).toContain(response.status);',
      '  });',
      '});',
    ]);
  }

  add('README.md', [
    `# ${label}`,
    '',
    `${MARKER} written by \`npm run new-tool ${id}\`. Say what the tool does, for whom, and how well (measured`,
    'figures from `eval/run.ts`, never claims).',
    '',
    `The placeholder counts the words of a text (advanced responses add the longest word). Try it:`,
    '',
    '```bash',
    `echo '{"text":"Two words, then three more."}' | npm run --silent cli -- run ${id}`,
    `npx vitest run src/tools/${id}                 # its tests`,
    `npx tsx src/tools/${id}/eval/run.ts            # accuracy`,
    `npx tsx src/tools/${id}/bench/run.ts           # speed`,
    '```',
    '',
    '| file | what |',
    '|---|---|',
    '| `contract.ts` | the wire format (Zod): input, result, the words the plan limit counts |',
    '| `tool.ts` | the registration: contract, engine, warm-up input |',
    '| `engine/` | the pure engine and its tests |',
    ...(withServer || withTable ? ['| `server/` | its own routes (`server/index.ts` exports `toolServer`) |'] : []),
    ...(withTable ? ['| `db/schema.ts` | its own tables |'] : []),
    '| `page/` | the React page; `tool-page.tsx` registers it |',
    '| `eval/run.ts`, `bench/run.ts` | accuracy and speed harnesses |',
    `| \`e2e/${id}.spec.ts\` | drives the page in Chromium |`,
    '',
    'Outside this folder it has a catalogue entry in `src/domain/tools.ts` and, as every tool, a usage counter:',
    'a column of `user_actions`, added by a generated migration in `src/db/migrations/` (docs/adding-a-tool.md).',
  ]);

  return files;
}

/**
 * Writes the tool into `root` and adds its catalogue entry; returns the paths written and changed.
 * Refuses (throws) an id that is not kebab-case or already taken, before writing anything.
 */
export function createTool(root, id, { withServer = false, withTable = false } = {}) {
  const problem = checkToolId(root, id);
  if (problem) throw new Error(problem);
  const names = describeNames(id);
  const files = renderToolFiles(names, { withServer: withServer || withTable, withTable });
  for (const [path, text] of files) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text, { flag: 'wx' });
  }
  const cataloguePath = join(root, CATALOGUE);
  writeFileSync(cataloguePath, addCatalogueEntry(readFileSync(cataloguePath, 'utf8'), names));
  const indexes = writeToolIndexes(root);
  return { written: [...files.keys()], changed: [CATALOGUE, ...indexes] };
}

function printNextSteps(id, { withServer, withTable, migrated }) {
  const steps = [
    `Next steps for ${id} (docs/adding-a-tool.md):`,
    `  1. Write its catalogue copy: the entry marked "${MARKER}" at the end of the lists in ${CATALOGUE}.`,
    `  2. Replace the placeholder engine, contract and page in src/tools/${id}/ (grep -rn "${MARKER}" src/tools/${id}).`,
    migrated
      ? `  3. Review the generated migration in src/db/migrations/ (the ${describeNames(id).snake} counter${withTable ? ' and the table' : ''}); change the table later with npm run db:generate.`
      : `  3. npm run db:generate: the migration that adds the ${describeNames(id).snake} counter${withTable ? ' and the table' : ''}.`,
    `  4. npx vitest run src/tools/${id} && npm run check${withServer || withTable ? ` && npx vitest run --project database src/tools/${id}` : ''}`,
    `  5. Measure it (src/tools/${id}/eval/run.ts) and quote only measured figures in its README, page and card.`,
    '  Optional: its own home-card drawing (src/web/features/home/components/illustrations/), another icon',
    '  (src/web/components/tool-icon.tsx), a worker lane for heavy work (src/server/engines/run-engines-in-workers.ts).',
  ];
  console.log(steps.join('\n'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const rootIndex = args.indexOf('--root');
  const root = rootIndex >= 0 ? args[rootIndex + 1] : fileURLToPath(new URL('..', import.meta.url));
  const id = args.filter((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--root')[0];
  const withTable = args.includes('--with-table');
  const withServer = withTable || args.includes('--with-server');
  if (!id || args.includes('--help')) {
    console.error('Usage: npm run new-tool <id> [--with-server] [--with-table] [--no-migration]   (id: kebab-case, e.g. word-echo)');
    process.exit(id ? 0 : 1);
  }
  try {
    const { written, changed } = createTool(root, id, { withServer, withTable });
    for (const path of written) console.log(`wrote   ${path}`);
    for (const path of changed) console.log(`changed ${path}`);
  } catch (error) {
    console.error(`npm run new-tool: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  let migrated = false;
  if (!args.includes('--no-migration')) {
    // Every tool has a usage counter, a column of user_actions: drizzle-kit writes the migration that adds it.
    const name = `${describeNames(id).snake}_tool`;
    execFileSync(process.execPath, [join(root, 'node_modules/drizzle-kit/bin.cjs'), 'generate', '--name', name], { cwd: root, stdio: 'inherit' });
    migrated = true;
  }
  printNextSteps(id, { withServer, withTable, migrated });
}
