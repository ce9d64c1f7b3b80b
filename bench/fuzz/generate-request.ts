import fc from 'fast-check';
import { zipSync, strToU8 } from 'fflate';
import type { ToolId } from '../../src/domain/tools';
import { adversarialString, adversarialValue, describeValue, generatedBody, toJsonText, type GeneratedBody } from '../../test/fuzz/adversarial-values';

/** A route as the app registers it (`:param` placeholders), or one tool of `POST /api/tools/:toolId`. */
export interface FuzzRoute {
  method: string;
  path: string;
  /** Set for the tool route: which tool's examples to mutate. */
  tool?: ToolId;
}

/** Who sends it: no cookie, a guest, a signed-up (Ultimate) user, or a cookie the server never issued. */
export type Identity = 'anonymous' | 'guest' | 'user' | 'junk-cookie';

export interface FuzzRequest {
  route: FuzzRoute;
  identity: Identity;
  method: string;
  path: string;
  headers: Record<string, string>;
  /** JSON text, raw bytes, or a multipart form (fetch writes the boundary). */
  body?: string | Uint8Array<ArrayBuffer> | FormData;
  /** How it was made, for the report (the body itself may be megabytes). */
  describe: string;
}

/** Ids the fuzzer knows of, per identity, so path parameters sometimes name real rows (its own or someone else's). */
export interface KnownIds {
  [identity: string]: string[];
}

/** Valid JSON bodies for the routes the app defines itself (Better Auth's endpoints get AUTH_EXAMPLE). */
const ROUTE_EXAMPLES: Record<string, unknown[]> = {
  'POST /api/documents': [{ title: 'Notes', text: 'A saved document to compare against.', url: 'https://example.org/notes', author: 'Doe, Jane' }],
  'POST /api/resumes': [{ name: 'My resume', template: 'classic', paper: 'a4', resume: { basics: { name: 'Ada', email: 'ada@example.com' }, work: [{ name: 'X', startDate: '2020-01' }] } }],
  'PATCH /api/resumes/:id': [{ name: 'Renamed' }, { resume: { basics: { name: 'Ada' } }, template: 'modern' }],
  'POST /api/bibliographies': [{ name: 'Reading list', style: 'apa', locale: 'en-US', items: [{ id: 'a', type: 'book', title: 'A book', issued: { 'date-parts': [[2020]] } }] }],
  'PATCH /api/bibliographies/:id': [{ name: 'Renamed' }, { items: [{ id: 'b', type: 'article', title: 'B' }] }],
  'PATCH /api/account/profile': [{ displayName: 'Ada', username: 'ada_l', bio: 'Hi', location: 'London', website: 'https://example.org' }],
  'PUT /api/account/privacy': [{ keepHistory: true }],
  'DELETE /api/account': [{ confirm: 'DELETE', password: 'not-the-password' }],
  'POST /api/billing/checkout': [{ plan: 'pro' }],
  'POST /api/billing/change-plan': [{ plan: 'pro' }, { plan: 'ultimate', interval: 'year' }],
  'POST /api/billing/sandbox/checkout': [{ plan: 'pro', card: { number: '4000 0000 0000 0002', expiry: '12/40', cvc: '123', name: 'Ada' } }],
  'POST /api/billing/sandbox/simulate': [{ scenario: 'renewal' }, { scenario: 'payment_failed' }],
  'POST /api/billing/webhook': [{ id: 'evt_1', type: 'checkout.session.completed', data: { object: { id: 'cs_1', metadata: { userId: 'x', plan: 'pro' } } } }],
  'POST /api/plagiarism/corpus': [{ title: 'Corpus text', text: 'A text for the corpus.' }],
};

/** Fields Better Auth's endpoints read (sign-up, sign-in, password, two-factor, sessions, account linking). */
const AUTH_EXAMPLE = {
  email: 'someone@example.com',
  password: 'violet-Harbour-42-quietly',
  name: 'Someone',
  newPassword: 'another-Harbour-43-loudly',
  currentPassword: 'violet-Harbour-42-quietly',
  token: 'abc',
  code: '123456',
  callbackURL: '/dashboard',
  redirectTo: '/',
  provider: 'google',
  image: 'https://example.org/a.png',
  trustDevice: true,
  rememberMe: true,
};

/** Path parameters that are not ids: traversal, encodings the URL parser keeps, huge, numeric edges. */
const JUNK_PARAMS = [
  '00000000-0000-4000-8000-000000000000', 'x', '%00', 'a%00b', '%ED%A0%80', '..%2F..%2Fetc%2Fpasswd', '%E2%82', 'a'.repeat(3000), '%F0%9F%98%80', '-1',
  '1e309', 'null', '%20', '%3Cscript%3E', '9'.repeat(40), encodeURIComponent('9^9^9^9'), encodeURIComponent('\u202E'), 'corpus', '.', '..',
];

/** Query parameters the routes read, plus ones they do not. */
const QUERY_KEYS = ['q', 'limit', 'cursor', 'tool', 'page', 'offset', 'id', 'callbackURL', 'token', 'format', 'x'];

const ORIGINS = [undefined, 'null', 'https://evil.example', 'http://localhost:5173'];

const JUNK_COOKIES = [
  'better-auth.session_token=junk',
  'better-auth.session_token=abc.def',
  '__Secure-better-auth.session_token=abc.' + 'A'.repeat(43),
  'better-auth.session_token=' + 'x'.repeat(4000),
  'better-auth.session_token=%00%ED%A0%80',
  'better-auth.session_token=; better-auth.session_token=two',
  'better-auth.session_data=' + Buffer.from('{"session":{"id":"x"}}').toString('base64'),
  'a=b; '.repeat(500),
];

function percentEncode(text: string): string {
  // Lone surrogates cannot be encoded: send them as the raw escape of a surrogate code unit instead.
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

const queryString = fc
  .array(fc.tuple(fc.constantFrom(...QUERY_KEYS), fc.oneof(adversarialString({ maxLongChars: 3_000 }), fc.constantFrom('1', '0', '-1', '100', '1e9', 'AAAAAAAAAAAA', ''))), { maxLength: 4 })
  .map((pairs) => pairs.map(([key, value]) => `${key}=${percentEncode(value)}`).join('&'));

/** A file for an upload route: text, HTML, Markdown, .docx (well-formed, broken, deep, many paragraphs, inflating), PDF (real or junk), random bytes. */
const uploadFile: fc.Arbitrary<{ name: string; type: string; bytes: Uint8Array<ArrayBuffer>; describe: string }> = fc.oneof(
  adversarialString().map((text) => ({ name: 'notes.txt', type: 'text/plain', bytes: new Uint8Array(strToU8(text)), describe: `txt ${describeValue(text, 60)}` })),
  fc.constantFrom(200, 5_000, 50_000).map((depth) => ({
    name: 'page.html',
    type: 'text/html',
    bytes: new Uint8Array(strToU8(`${'<div>'.repeat(depth)}deep${'</div>'.repeat(depth)}`)),
    describe: `html nested ${depth} deep`,
  })),
  adversarialString().map((text) => ({ name: 'doc.md', type: 'text/markdown', bytes: new Uint8Array(strToU8(`# ${text}\n\n${'> '.repeat(500)}quote\n`)), describe: `md ${describeValue(text, 60)}` })),
  fc.tuple(fc.constantFrom('plain', 'deep', 'paragraphs', 'no-document', 'inflating'), adversarialString({ maxLongChars: 2_000 })).map(([kind, text]) => ({
    name: 'document.docx',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    bytes: makeDocx(kind, text),
    describe: `docx ${kind} ${describeValue(text, 40)}`,
  })),
  fc.constantFrom('%PDF-1.4\n%%EOF', '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF', '%PDF-' + '('.repeat(10_000)).map((text) => ({
    name: 'paper.pdf',
    type: 'application/pdf',
    bytes: new Uint8Array(strToU8(text)),
    describe: `pdf ${describeValue(text, 40)}`,
  })),
  fc.tuple(fc.uint8Array({ maxLength: 20_000 }), fc.constantFrom('a.docx', 'a.pdf', 'a.png', '../../etc/passwd', '', 'x'.repeat(300), '\u202Efdp.exe', 'a.json')).map(([bytes, name]) => ({
    name,
    type: 'application/octet-stream',
    bytes: new Uint8Array(bytes),
    describe: `${bytes.length} random bytes named ${describeValue(name, 40)}`,
  })),
);

/**
 * A .docx: `plain` one paragraph of the text; `deep` 5,000 nested elements; `paragraphs` 120,000 short
 * paragraphs (~5 MB of XML, the "more than ~100k paragraphs"); `no-document` a zip without
 * word/document.xml; `inflating` 40 MB of XML that compresses to ~40 KB (a small bomb, far below the
 * issue's: enough to see whether a cap answers it).
 */
function makeDocx(kind: string, text: string): Uint8Array<ArrayBuffer> {
  const escape = (value: string) => value.replace(/[<&>]/g, (char) => `&#${char.charCodeAt(0)};`).replace(/[\uD800-\uDFFF]/g, '?');
  const wrap = (body: string) =>
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
  const paragraph = (value: string) => `<w:p><w:r><w:t>${escape(value)}</w:t></w:r></w:p>`;
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
  };
  if (kind === 'plain') files['word/document.xml'] = strToU8(wrap(paragraph(text)));
  if (kind === 'deep') files['word/document.xml'] = strToU8(wrap(`${'<w:p><w:r>'.repeat(5_000)}<w:t>deep</w:t>${'</w:r></w:p>'.repeat(5_000)}`));
  if (kind === 'paragraphs') files['word/document.xml'] = strToU8(wrap(paragraph('a').repeat(120_000)));
  if (kind === 'inflating') files['word/document.xml'] = strToU8(wrap(`${paragraph(text.slice(0, 100))}<w:p><w:r><w:t>${' '.repeat(40_000_000)}</w:t></w:r></w:p>`));
  return new Uint8Array(zipSync(files, { level: 9 }));
}

/** A multipart form for an upload route, fields and all. */
function uploadForm(route: FuzzRoute): fc.Arbitrary<{ form: FormData; describe: string }> {
  const field = route.path.endsWith('/avatar') ? 'avatar' : 'file';
  const textFields = fc.record(
    {
      target: fc.oneof(fc.constantFrom('es', 'fr', 'de', 'xx', 'pt-BR'), adversarialString({ maxLongChars: 500 })),
      source: fc.oneof(fc.constantFrom('en', 'auto'), adversarialString({ maxLongChars: 500 })),
      engine: fc.constantFrom('auto', 'apertium', 'deepl', 'nope'),
      formality: fc.constantFrom('default', 'more', 'x'),
      glossary: fc.oneof(fc.constantFrom('[{"source":"a","target":"b"}]', '{', '[]', `${'['.repeat(5_000)}${']'.repeat(5_000)}`), adversarialValue({ maxLongChars: 2_000 }).map(toJsonText)),
    },
    { requiredKeys: [] },
  );
  return fc.tuple(uploadFile, textFields, fc.constantFrom(field, field, field, 'other')).map(([file, fields, name]) => {
    const form = new FormData();
    form.set(name, new Blob([file.bytes], { type: file.type }), file.name);
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    return { form, describe: `multipart ${name}=${file.describe}; fields ${describeValue(fields, 120)}` };
  });
}

const UPLOAD_ROUTES = new Set(['POST /api/extract', 'POST /api/translate/document', 'POST /api/account/avatar']);

/** Raw bodies no JSON reader should trip over: cut JSON, wrong syntax, binary, the wrong content type. */
const rawBody = fc.oneof(
  fc.constantFrom('', '{', '[', '"', '}{', '{"a":1,}', "{'a':1}", 'undefined', 'NaN', '{"a":1e999999}', '\u0000', '{"__proto__":{"admin":true}}', `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`),
  fc.uint8Array({ minLength: 1, maxLength: 5_000 }).map((bytes) => new Uint8Array(bytes)),
);

const CONTENT_TYPES = ['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/octet-stream', 'application/json; charset=latin1'];

/**
 * One generated request for `route`: its identity, path (real, foreign or junk ids), query string, and
 * a body fitting the route (a mutated valid example, an upload, or raw junk), with the right or a
 * wrong content type. `examples` are the tools' valid inputs (test/fuzz/tool-examples.ts).
 */
export function requestFor(route: FuzzRoute, examples: Record<string, unknown[]>, known: KnownIds, baseUrl: string): fc.Arbitrary<FuzzRequest> {
  const key = `${route.method} ${route.path}`;
  const identity = fc.constantFrom<Identity>('anonymous', 'guest', 'user', 'user', 'user', 'junk-cookie');
  const param = (who: Identity) => {
    const ids = [...(known[who] ?? []), ...Object.entries(known).filter(([owner]) => owner !== who).flatMap(([, ids]) => ids)];
    return ids.length > 0 ? fc.oneof(fc.constantFrom(...ids), fc.constantFrom(...JUNK_PARAMS)) : fc.constantFrom(...JUNK_PARAMS);
  };
  const origin = fc.oneof({ weight: 9, arbitrary: fc.constant<string | undefined>(baseUrl) }, { weight: 1, arbitrary: fc.constantFrom(...ORIGINS) });
  const jsonExamples = route.tool ? examples[route.tool] ?? [{}] : ROUTE_EXAMPLES[key] ?? (route.path.startsWith('/api/auth/') ? [AUTH_EXAMPLE] : [{}]);
  const bodyKind = UPLOAD_ROUTES.has(key) ? fc.constantFrom('upload', 'upload', 'upload', 'json', 'raw') : fc.constantFrom('json', 'json', 'json', 'json', 'raw');
  const params = [...route.path.matchAll(/:([A-Za-z]+)/g)].length;
  return fc
    .tuple(identity, origin, fc.option(queryString, { freq: route.method === 'GET' ? 2 : 6 }), bodyKind, fc.constantFrom(...JUNK_COOKIES), fc.constantFrom(...CONTENT_TYPES))
    .chain(([who, originHeader, query, kind, junkCookie, wrongType]) =>
      fc
        .tuple(
          fc.array(param(who), { minLength: params, maxLength: params }),
          kind === 'upload' ? uploadForm(route) : kind === 'json' ? generatedBody(jsonExamples, { maxLongChars: 200_000 }) : rawBody,
          fc.boolean(),
        )
        .map(([ids, made, rightType]): FuzzRequest => {
          let index = 0;
          const filled = route.path.replace(/:([A-Za-z]+)(\{[^}]*\})?\??/g, () => ids[index++] ?? 'x');
          const path = query ? `${filled}?${query}` : filled;
          const headers: Record<string, string> = {};
          if (originHeader) headers.origin = originHeader;
          if (who === 'junk-cookie') headers.cookie = junkCookie;
          let body: FuzzRequest['body'];
          let describe: string;
          if (kind === 'upload') {
            const upload = made as { form: FormData; describe: string };
            body = upload.form;
            describe = upload.describe;
          } else if (kind === 'json') {
            const generated = made as GeneratedBody;
            body = toJsonText(generated.value);
            describe = `${generated.describe} → ${describeValue(generated.value, 200)}`;
            headers['content-type'] = rightType || route.tool ? 'application/json' : wrongType;
          } else {
            body = made as string | Uint8Array<ArrayBuffer>;
            describe = typeof made === 'string' ? `raw ${describeValue(made, 80)}` : `raw ${(made as Uint8Array).length} random bytes`;
            headers['content-type'] = rightType ? 'application/json' : wrongType;
          }
          const method = route.method;
          const sendsBody = method !== 'GET' && method !== 'HEAD';
          return { route, identity: who, method, path, headers, body: sendsBody ? body : undefined, describe: sendsBody ? describe : `query ${query ?? '(none)'}` };
        }),
    );
}
