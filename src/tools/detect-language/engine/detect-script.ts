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

/** A letter's script, or null for what is not counted (not a letter, a combining mark, no script of ours). */
function findLetterScript(char: string): string | null {
  // Combining marks belong to the letter before them; counting them would favour Indic scripts.
  if (!LETTER.test(char) || COMBINING_MARK.test(char)) return null;
  return classifyCharacter(char) ?? null;
}

/**
 * Scripts of the characters seen beyond Latin: three regular expressions or more per character
 * were most of the cost of reading a text's scripts, and a text repeats its characters.
 */
const scriptOfCharacter = new Map<string, string | null>();
const MAX_REMEMBERED = 50_000;

function findScript(char: string): string | null {
  const unit = char.charCodeAt(0);
  // ASCII and the Latin letters of Latin-1 and Latin Extended-A/B (all of U+00C0–U+024F but × and ÷).
  if (unit < 0x80) return (unit >= 0x41 && unit <= 0x5a) || (unit >= 0x61 && unit <= 0x7a) ? 'Latn' : null;
  if (unit >= 0xc0 && unit <= 0x24f) return unit === 0xd7 || unit === 0xf7 ? null : 'Latn';
  let script = scriptOfCharacter.get(char);
  if (script === undefined) {
    script = findLetterScript(char);
    if (scriptOfCharacter.size < MAX_REMEMBERED) scriptOfCharacter.set(char, script);
  }
  return script;
}

/** Counts letters by script so rules can use the script and the engine can report it. */
export function detectScripts(text: string): ScriptProfile {
  // Scripts in the order they first appear (a tie for the most letters goes to the first), counted
  // in two small arrays: most texts have one or two scripts, and Latin letters make no string.
  const scripts: string[] = [];
  const counts: number[] = [];
  let letters = 0;
  for (let index = 0; index < text.length && letters < MAX_LETTERS; index++) {
    const unit = text.charCodeAt(index);
    let script: string | null;
    if (unit < 0x80) {
      if (!((unit >= 0x41 && unit <= 0x5a) || (unit >= 0x61 && unit <= 0x7a))) continue;
      script = 'Latn';
    } else if (unit >= 0xc0 && unit <= 0x24f) {
      if (unit === 0xd7 || unit === 0xf7) continue;
      script = 'Latn';
    } else {
      const next = text.charCodeAt(index + 1);
      const pair = unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff;
      script = findScript(pair ? text.slice(index, index + 2) : text[index] as string);
      if (pair) index++;
      if (!script) continue;
    }
    letters++;
    const at = scripts.indexOf(script);
    if (at === -1) {
      scripts.push(script);
      counts.push(1);
    } else {
      counts[at] = (counts[at] as number) + 1;
    }
  }
  const shares = new Map<string, number>();
  let dominant: string | undefined;
  let best = 0;
  scripts.forEach((code, index) => {
    const count = counts[index] as number;
    shares.set(code, count / letters);
    if (count > best) {
      best = count;
      dominant = code;
    }
  });
  return { dominant, shares, letters };
}
