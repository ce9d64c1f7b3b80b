/**
 * Text a database cannot store and no person writes: NUL (PostgreSQL text and jsonb refuse it) and
 * UTF-16 surrogates without their pair (not valid Unicode, so not valid UTF-8 either).
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Where a value holds unstorable text: the field's path ("sources.2.title") and what is wrong. */
export interface UnstorableText {
  path: string;
  problem: 'NUL character' | 'unpaired surrogate';
}

export function describeUnstorable(text: string): UnstorableText['problem'] | undefined {
  const match = UNSTORABLE.exec(text);
  if (!match) return undefined;
  return match[0] === '\u0000' ? 'NUL character' : 'unpaired surrogate';
}

/**
 * The first string (value or key) in a parsed JSON value that holds unstorable text. Walks with its
 * own stack, since a hostile body may nest arrays far deeper than the call stack allows.
 */
export function findUnstorableText(value: unknown): UnstorableText | undefined {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      const problem = describeUnstorable(current);
      if (problem) return { path, problem };
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) stack.push({ value: current[index], path: join(path, String(index)) });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const problem = describeUnstorable(key);
        if (problem) return { path: join(path, key.replace(UNSTORABLE_GLOBAL, '\uFFFD')), problem };
        stack.push({ value: child, path: join(path, key) });
      }
    }
  }
  return undefined;
}

const UNSTORABLE_GLOBAL = new RegExp(UNSTORABLE.source, 'g');

/** The text without NUL characters and unpaired surrogates (for text we extract ourselves, not what a caller typed). */
export function stripUnstorableText(text: string): string {
  return text.replace(UNSTORABLE_GLOBAL, '');
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

/** The one message for it, naming the field so the caller can find it. */
export function describeUnstorableText({ path, problem }: UnstorableText): string {
  const where = path ? `The field "${path}"` : 'The request';
  return `${where} contains a ${problem}, which is not text that can be saved. Remove it (it often comes from copying out of a binary file) and try again.`;
}
