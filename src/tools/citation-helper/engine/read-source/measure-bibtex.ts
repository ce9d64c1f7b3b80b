import { MAX_EXPANDED_BIBTEX_CHARS, refuseBibtexExpansion } from './source-caps';

export interface BibtexMeasure {
  /** Entries that become sources (not @string, @preamble or @comment). */
  entries: number;
  /** Characters of every field value once @string abbreviations are expanded. */
  expandedChars: number;
}

// BibTeX's own month abbreviations, as citation-js defines them: at most nine characters each.
const PREDEFINED_LENGTH = 9;
const PREDEFINED = new Set(['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']);
const IDENTIFIER = /[^\s"#%'(),={}@]+/y;

/**
 * Counts a BibTeX file's entries and the size its values expand to, from the lengths of the
 * @string abbreviations (never expanding them), and refuses past `MAX_EXPANDED_BIBTEX_CHARS` as
 * soon as one value or the running total crosses it. Lenient: what it cannot follow it skips to the
 * next "@", since citation-js gives the real parse errors.
 */
export function measureBibtex(text: string): BibtexMeasure {
  const strings = new Map<string, number>();
  let entries = 0;
  let expandedChars = 0;
  let pos = 0;

  const skipSpace = () => {
    while (pos < text.length && /\s/.test(text[pos] as string)) pos += 1;
  };
  const readIdentifier = (): string | undefined => {
    IDENTIFIER.lastIndex = pos;
    const match = IDENTIFIER.exec(text);
    if (!match) return undefined;
    pos += match[0].length;
    return match[0].toLowerCase();
  };
  // A braced or quoted literal: its length as written (braces nest; a quote inside braces does not close).
  const readLiteral = (close: string): number => {
    const start = pos;
    pos += 1;
    let depth = 0;
    while (pos < text.length) {
      const char = text[pos] as string;
      if (char === '{') depth += 1;
      else if (char === '}') {
        if (depth === 0 && close === '}') break;
        depth -= 1;
      } else if (char === close && depth === 0) break;
      pos += 1;
    }
    pos += 1;
    return pos - start - 2;
  };
  // value # value # …: the sum of its parts, abbreviations by their own expanded length.
  const readExpression = (name: string): number => {
    let length = 0;
    for (;;) {
      skipSpace();
      const char = text[pos];
      if (char === '{') length += readLiteral('}');
      else if (char === '"') length += readLiteral('"');
      else {
        const id = readIdentifier();
        if (id === undefined) return length;
        length += strings.get(id) ?? (PREDEFINED.has(id) ? PREDEFINED_LENGTH : /^\d+$/.test(id) ? id.length : 0);
      }
      if (length > MAX_EXPANDED_BIBTEX_CHARS) throw refuseBibtexExpansion(length, name);
      skipSpace();
      if (text[pos] !== '#') return length;
      pos += 1;
    }
  };
  const readField = (): { name: string; length: number } | undefined => {
    skipSpace();
    const name = readIdentifier();
    if (name === undefined) return undefined;
    skipSpace();
    if (text[pos] !== '=') return undefined;
    pos += 1;
    return { name, length: readExpression(name) };
  };

  for (;;) {
    const at = text.indexOf('@', pos);
    if (at < 0) break;
    pos = at + 1;
    const type = readIdentifier();
    skipSpace();
    if (!type || (text[pos] !== '{' && text[pos] !== '(')) continue;
    pos += 1;
    if (type === 'comment' || type === 'preamble') continue;
    if (type === 'string') {
      const field = readField();
      if (field) strings.set(field.name, field.length);
      continue;
    }
    entries += 1;
    // The key, then field = value pairs separated by commas.
    const comma = text.indexOf(',', pos);
    if (comma < 0) break;
    pos = comma + 1;
    for (;;) {
      const field = readField();
      if (!field) break;
      expandedChars += field.length;
      if (expandedChars > MAX_EXPANDED_BIBTEX_CHARS) throw refuseBibtexExpansion(expandedChars, `entry ${entries}`);
      skipSpace();
      if (text[pos] !== ',') break;
      pos += 1;
    }
  }
  return { entries, expandedChars };
}
