import { SCRIPTS } from './script-table';

export interface ScriptProfile {
  /** ISO 15924 code of the script most letters are written in; undefined when there are no letters. */
  dominant: string | undefined;
  /** Share of letters (0–1) per ISO 15924 code. */
  shares: ReadonlyMap<string, number>;
  /** Letters counted (at most MAX_LETTERS). */
  letters: number;
}

/** The script mix is clear long before this many letters; counting further only costs time. */
const MAX_LETTERS = 4000;

const MATCHERS = SCRIPTS.map(([property, code]) => ({ code, pattern: new RegExp(`^\\p{Script=${property}}$`, 'u') }));
const LETTER = /[\p{L}\p{M}]/u;
const COMBINING_MARK = /\p{M}/u;
const BASIC_LATIN_LETTER = /[A-Za-z\u00C0-\u024F]/;

function classifyCharacter(char: string): string | undefined {
  // Fast path: most text is ASCII or Latin-1 letters.
  if (BASIC_LATIN_LETTER.test(char)) return 'Latn';
  for (const { code, pattern } of MATCHERS) if (pattern.test(char)) return code;
  return undefined;
}

/** Counts letters by script so rules can use the script and the engine can report it. */
export function detectScripts(text: string): ScriptProfile {
  const counts = new Map<string, number>();
  let letters = 0;
  for (const char of text) {
    if (letters >= MAX_LETTERS) break;
    // Combining marks belong to the letter before them; counting them would favour Indic scripts.
    if (!LETTER.test(char) || COMBINING_MARK.test(char)) continue;
    const code = classifyCharacter(char);
    if (!code) continue;
    letters++;
    counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  const shares = new Map<string, number>();
  let dominant: string | undefined;
  let best = 0;
  for (const [code, count] of counts) {
    shares.set(code, count / letters);
    if (count > best) {
      best = count;
      dominant = code;
    }
  }
  return { dominant, shares, letters };
}
