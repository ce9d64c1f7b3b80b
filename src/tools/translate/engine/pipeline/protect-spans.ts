/**
 * Placeholders around what a translation engine must not touch: URLs, e-mails, numbers (with their
 * units), `code`, @handles, #tags and HTML/Markdown markup. Each span becomes `⟦n⟧`, a token every
 * engine we tried passes through (Apertium leaves it alone, neural engines copy it), and is put back
 * after translation even when the engine moved, spaced out, re-bracketed or dropped the token.
 */

export type SpanKind = 'code' | 'markup' | 'url' | 'email' | 'handle' | 'hashtag' | 'number' | 'glossary';

export interface ProtectedSpan {
  kind: SpanKind;
  /** The text the span replaced in the source. */
  original: string;
  /** What goes back in the translation: the original, or a glossary term's translation. */
  restoreAs: string;
  /** Index into the glossary, for glossary spans. */
  term?: number;
}

export interface ProtectedText {
  /** The source with `⟦n⟧` where span n was. */
  text: string;
  /** Placeholder n stands for spans[n]. */
  spans: ProtectedSpan[];
}

export interface RestoredText {
  text: string;
  /** Spans whose placeholder the engine lost; they were appended so nothing the user wrote disappears. */
  missing: ProtectedSpan[];
}

interface SpanRule {
  kind: SpanKind;
  pattern: RegExp;
}

const UNITS = [
  'km/h', 'm/s', 'kWh', 'kW', 'MW', 'W', 'mAh', 'V', 'Hz', 'kHz', 'MHz', 'GHz', 'dB',
  'km', 'cm', 'mm', 'µm', 'nm', 'mi', 'ft', 'yd', 'm',
  'kg', 'mg', 'µg', 'g', 'lb', 'lbs', 'oz',
  'ml', 'mL', 'cl', 'dl', 'l', 'L', 'gal',
  'ms', 'µs', 'ns', 'sec', 'min', 'h', 'hr', 'hrs', 's',
  'KB', 'MB', 'GB', 'TB', 'PB', 'kB', 'Kb', 'Mb', 'Gb', 'px', 'pt', 'rem', 'dpi', 'ppi',
  '°C', '°F', '°', 'mph', 'kph', 'rpm', 'bpm', 'kcal', 'cal', '€', '$', '£', '¥', '%', '‰',
]
  .sort((a, b) => b.length - a.length)
  .map((unit) => unit.replace(/[$/]/g, '\\$&'))
  .join('|');

/** A number standing alone (not inside a word such as "mp3"), with separators, an optional currency before and unit after. */
const NUMBER = String.raw`(?<![\p{L}\p{N}_.,])[-+−]?[$€£¥]?\d+(?:[.,:/-]\d+)*(?:\s?(?:${UNITS})(?![\p{L}\p{N}]))?(?![\p{L}\p{N}_])`;

/** Longer than any word a translation dictionary holds (German compounds included). */
const LONGEST_WORD_CHARS = 80;
const UNSPACED_SCRIPTS = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}`;

/** Earlier rules win where two matches start at the same place; a longer match wins otherwise-equal ties. */
const RULES: SpanRule[] = [
  // A literal placeholder in the user's text must come back as written, not be taken for one of ours.
  { kind: 'markup', pattern: /[⟦〚][^⟧〛\n]{0,20}[⟧〛]/gu },
  { kind: 'code', pattern: /(```|~~~)[\s\S]*?\1/g },
  { kind: 'code', pattern: /`[^`\n]+`/g },
  { kind: 'markup', pattern: /<!--[\s\S]*?-->/g },
  { kind: 'markup', pattern: /<\/?[A-Za-z][\w:-]*(?:\s[^<>]*)?\/?>/g },
  { kind: 'markup', pattern: /&(?:[A-Za-z][A-Za-z0-9]{1,31}|#\d{1,7}|#x[0-9A-Fa-f]{1,6});/g },
  // Markdown: a link's target (its text is translated), line-start markers, emphasis markers.
  { kind: 'markup', pattern: /\]\(\s*[^)\s]+(?:\s+"[^"\n]*")?\s*\)/g },
  { kind: 'markup', pattern: /!?\[(?=[^\]\n]*\]\()/g },
  { kind: 'markup', pattern: /^[ \t]*(?:#{1,6}[ \t]+|>[ \t]?|[-*+][ \t]+|\d{1,3}[.)][ \t]+)/gm },
  { kind: 'markup', pattern: /(?:\*\*|__|~~)(?=\S)|(?<=\S)(?:\*\*|__|~~)/g },
  { kind: 'markup', pattern: /(?<![\p{L}\p{N}*_\\])[*_](?=[^\s*_])|(?<=[^\s*_\\])[*_](?![\p{L}\p{N}*_])/gu },
  { kind: 'url', pattern: /\b(?:https?:\/\/|ftp:\/\/|www\.)[^\s<>"'`]+/gi },
  // Starts only where a run of such characters starts: else a long run without an @ is rescanned from each of its characters.
  { kind: 'email', pattern: /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu },
  { kind: 'handle', pattern: /(?<![\p{L}\p{N}_@.])@[A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,38}[A-Za-z0-9_])?/gu },
  { kind: 'hashtag', pattern: /(?<![\p{L}\p{N}_#&])#[\p{L}\p{N}_]*[\p{L}_][\p{L}\p{N}_]*|(?<![\p{L}\p{N}_#&])#\d+(?![\p{L}\p{N}_])/gu },
  { kind: 'number', pattern: new RegExp(NUMBER, 'gu') },
  // No dictionary word is this long, and Apertium's time grows with the square of a token's length
  // (30,000 digits in one token: 10 s): such a token is kept as written. Scripts written without
  // spaces (Chinese, Japanese, Thai…) have long runs that are sentences, not tokens: they are not counted.
  { kind: 'code', pattern: new RegExp(String.raw`[^\s${UNSPACED_SCRIPTS}]{${LONGEST_WORD_CHARS + 1},}`, 'gu') },
];

interface Match {
  start: number;
  end: number;
  kind: SpanKind;
}

/** Sentence punctuation and unbalanced closing brackets after a URL belong to the sentence, not the URL. */
function trimUrlEnd(url: string): string {
  let end = url.length;
  for (;;) {
    const last = url[end - 1];
    if (last && '.,;:!?\'"»”’'.includes(last)) end -= 1;
    else if (last === ')' && countOf(url.slice(0, end), '(') < countOf(url.slice(0, end), ')')) end -= 1;
    else break;
  }
  return url.slice(0, end);
}

function countOf(text: string, char: string): number {
  return text.split(char).length - 1;
}

function findMatches(text: string): Match[] {
  const found: Match[] = [];
  RULES.forEach((rule) => {
    for (const hit of text.matchAll(rule.pattern)) {
      const value = rule.kind === 'url' ? trimUrlEnd(hit[0]) : hit[0];
      if (value.length > 0) found.push({ start: hit.index, end: hit.index + value.length, kind: rule.kind });
    }
  });
  // Earliest first, then longest, then by rule order (stable sort keeps it).
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Match[] = [];
  for (const match of found) {
    const previous = kept.at(-1);
    if (previous && match.start < previous.end) continue;
    kept.push(match);
  }
  return kept;
}

/** Touching spans become one placeholder: fewer tokens for the engine to keep in place. */
function mergeTouching(matches: Match[], text: string): Match[] {
  const merged: Match[] = [];
  for (const match of matches) {
    const previous = merged.at(-1);
    if (previous && previous.end === match.start && previous.kind === 'markup' && match.kind === 'markup') {
      previous.end = match.end;
    } else merged.push({ ...match });
  }
  return merged.filter((match) => text.slice(match.start, match.end).trim().length > 0 || match.kind === 'code');
}

export function placeholderFor(index: number): string {
  return `⟦${index}⟧`;
}

/**
 * Replaces the spans an engine must leave alone with numbered placeholders, keeping any spans
 * already protected (`existing`) so indices stay unique across one text.
 */
export function protectSpans(text: string, existing: ProtectedSpan[] = []): ProtectedText {
  const spans = [...existing];
  let out = '';
  let cursor = 0;
  for (const match of mergeTouching(findMatches(text), text)) {
    const original = text.slice(match.start, match.end);
    // Leading/trailing blanks of a line-start marker stay outside the token, so spacing survives.
    const core = original.trim();
    const lead = original.slice(0, original.indexOf(core));
    const trail = original.slice(lead.length + core.length);
    out += text.slice(cursor, match.start) + lead + placeholderFor(spans.length) + trail;
    spans.push({ kind: match.kind, original: core, restoreAs: core });
    cursor = match.end;
  }
  return { text: out + text.slice(cursor), spans };
}

const STRICT_TOKEN = /⟦(\d{1,4})⟧/g;
const OPEN = String.raw`\\?(?:⟦|〚|【|\[\[?|\{\{?)`;
const CLOSE = String.raw`\\?(?:⟧|〛|】|\]\]?|\}\}?)`;

function toFullWidth(index: number): string {
  return String(index).replace(/\d/g, (digit) => String.fromCharCode(0xff10 + Number(digit)));
}

/** Placeholder indices in a protected text, in order. */
export function listPlaceholders(protectedText: string): number[] {
  return [...protectedText.matchAll(STRICT_TOKEN)].map((hit) => Number(hit[1]));
}

/**
 * Puts the spans back into an engine's output for one protected source text. Tokens the engine
 * copied exactly are replaced first; then, for each still missing, forms an engine is known to
 * produce ("⟦ 3 ⟧", "[3]", "【3】", full-width digits); a token seen twice is kept once; a token
 * lost altogether gets its span appended, so a URL or a number is never silently dropped.
 */
export function restoreSpans(translated: string, protectedSource: string, spans: ProtectedSpan[]): RestoredText {
  const expected = new Set(listPlaceholders(protectedSource).filter((index) => spans[index]));
  const done = new Set<number>();
  // Private-use characters: they cannot occur in an engine's output by accident.
  const marker = (index: number) => `\uE000${index}\uE001`;
  const DROPPED = '\uE002';
  let text = translated.replace(STRICT_TOKEN, (token, digits: string) => {
    const index = Number(digits);
    if (!expected.has(index)) return token;
    if (done.has(index)) return DROPPED;
    done.add(index);
    return marker(index);
  });
  for (const index of expected) {
    if (done.has(index)) continue;
    const loose = new RegExp(String.raw`${OPEN}\s*(?:${index}|${toFullWidth(index)})\s*${CLOSE}`, 'u');
    const hit = loose.exec(text);
    if (!hit) continue;
    text = text.slice(0, hit.index) + marker(index) + text.slice(hit.index + hit[0].length);
    done.add(index);
  }
  const missing = [...expected].filter((index) => !done.has(index));
  if (missing.length > 0) text = `${text.trimEnd()} ${missing.map(marker).join(' ')}`;
  // A dropped duplicate takes one neighbouring space with it, so no double space is left behind.
  text = text.replace(/ ?\uE002/g, '').replace(/\uE000(\d+)\uE001/g, (_, digits: string) => spans[Number(digits)]?.restoreAs ?? '');
  return { text, missing: missing.map((index) => spans[index]).filter((span) => span !== undefined) };
}
