import type { Route } from './list-routes';
import type { Random } from './seeded-random';

/** Field names the API reads somewhere, so a fuzzed body often reaches validation of a real field. */
const FIELDS = [
  'text', 'original', 'revised', 'sources', 'title', 'url', 'name', 'email', 'password', 'newPassword', 'currentPassword',
  'token', 'image', 'displayName', 'username', 'bio', 'location', 'website', 'keepHistory', 'confirm', 'code', 'plan',
  'interval', 'question', 'options', 'material', 'problem', 'jobDescription', 'items', 'style', 'styleXml', 'source',
  'texts', 'targetLanguage', 'sourceLanguage', 'callbackURL', 'redirectTo', 'backupCode', 'trustDevice', 'minMatchWords',
  'ignoreQuotes', 'paraphrase', 'resume', 'format', 'data', 'newEmail', 'sessionToken', 'entries', 'content', 'id',
];

const PARAMS = [
  '00000000-0000-4000-8000-000000000000', 'x', '%00', 'a%00b', '%ED%A0%80', '..%2F..%2Fetc%2Fpasswd', '%', '%E2%82',
  'a'.repeat(3000), '%F0%9F%98%80', '-1', '1e309', 'null', '%20', '<script>',
];

const CONTENT_TYPES = [
  'application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz', 'multipart/form-data', 'application/octet-stream', 'application/xml',
  'application/merge-patch+json', 'image/png', '', 'application/json; charset=latin1', '*/*',
];

export interface FuzzRequest {
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

/** Long strings only where `long` is allowed (one field of a body), so a body stays under about 200 KB. */
function hostileString(random: Random, long = false): string {
  const choice = random.int(12);
  if (!long && (choice === 3 || choice === 4 || choice === 9)) return 'short';
  switch (choice) {
    case 0:
      return `before\u0000after`;
    case 1:
      return `half \uD83D emoji`;
    case 2:
      return `\uDC00 low first`;
    case 3:
      return 'x'.repeat(1_000 + random.int(200_000));
    case 4:
      return '!?.,;'.repeat(1 + random.int(20_000));
    case 5:
      return 'javascript:alert(1)';
    case 6:
      return "'; DROP TABLE users; --";
    case 7:
      return '\u202Eevil\u200B\uFEFF';
    case 8:
      return '';
    case 9:
      return ' '.repeat(1 + random.int(5_000));
    case 10:
      return `data:text/html,<script>alert(1)</script>`;
    default:
      return 'A perfectly ordinary sentence.';
  }
}

function hostileValue(random: Random, depth = 0): unknown {
  switch (random.int(depth > 2 ? 7 : 10)) {
    case 0:
      return null;
    case 1:
      return random.chance(0.5);
    case 2:
      return random.pick([0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, 42]);
    case 3:
    case 4:
    case 5:
    case 6:
      return hostileString(random, depth === 0);
    case 7:
      return Array.from({ length: random.int(20) }, () => hostileValue(random, depth + 1));
    default:
      return hostileObject(random, depth + 1);
  }
}

function hostileObject(random: Random, depth = 0): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  const count = 1 + random.int(6);
  for (let index = 0; index < count; index += 1) {
    const key = random.chance(0.9) ? random.pick(FIELDS) : hostileString(random).slice(0, 50);
    // One field per body may be long; the rest are short.
    object[key] = hostileValue(random, index === 0 ? depth : depth + 1);
  }
  return object;
}

function fillPath(route: Route, random: Random): string {
  let path = route.path.replace(/:[A-Za-z]+(\{[^}]*\})?\??/g, () => random.pick(PARAMS));
  if (random.chance(0.15)) path += `?${random.pick(['q=%00', 'callbackURL=javascript:alert(1)', 'page=-1', 'limit=1e9', 'x=%ED%A0%80', 'a=' + 'b'.repeat(4000)])}`;
  return path;
}

/** One malformed request for `route`, of a kind picked at random (the kind is kept for the report). */
export function buildFuzzRequest(route: Route, random: Random): FuzzRequest {
  const path = fillPath(route, random);
  const headers: Record<string, string> = {};
  const kind = random.pick(['invalid-json', 'wrong-types', 'wrong-types', 'unstorable-text', 'deep-nesting', 'binary', 'content-type', 'huge-header']);
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  switch (kind) {
    case 'invalid-json': {
      const valid = JSON.stringify(hostileObject(random));
      body = random.pick([valid.slice(0, Math.max(1, random.int(valid.length))), "{'single': 'quotes'}", '{"a":1,}', 'nul\u0000raw', '{"a":"raw\u0000nul"}', '[', '"', '}{', 'undefined']);
      headers['content-type'] = 'application/json';
      break;
    }
    case 'wrong-types':
      body = JSON.stringify(random.chance(0.8) ? hostileObject(random) : hostileValue(random));
      headers['content-type'] = 'application/json';
      break;
    case 'unstorable-text': {
      const object = hostileObject(random);
      object[random.pick(FIELDS)] = random.pick(['x\u0000', '\uD800', 'ok \uDFFF', '\u0000'.repeat(100)]);
      body = JSON.stringify(object);
      headers['content-type'] = 'application/json';
      break;
    }
    case 'deep-nesting': {
      const depth = 1_000 + random.int(200_000);
      body = random.chance(0.5) ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
      headers['content-type'] = 'application/json';
      break;
    }
    case 'binary':
      body = random.bytes(1 + random.int(20_000));
      headers['content-type'] = random.pick(CONTENT_TYPES);
      break;
    case 'content-type':
      body = random.pick([JSON.stringify(hostileObject(random)), 'a=b&c=%00', '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4\r\n--xyz--\r\n']);
      headers['content-type'] = random.pick(CONTENT_TYPES);
      break;
    default:
      headers[random.pick(['cookie', 'x-forwarded-for', 'user-agent', 'accept-language', 'authorization'])] = 'a=b; '.repeat(2_000 + random.int(30_000));
      body = JSON.stringify(hostileObject(random));
      headers['content-type'] = 'application/json';
  }
  if (headers['content-type'] === '') delete headers['content-type'];
  const method = route.method;
  return { kind, method, path, headers, body: method === 'GET' ? undefined : body };
}
