import { isKnownJournalName } from '../../format/journal-abbreviations/abbreviate-journals';
import type { Token } from './tokenize-reference';

/**
 * Session 45: the Lancet/BMJ form of Vancouver, "Smith AB, Jones CD. Title. Lancet 2003; 361: 1234–40.", where the year
 * follows the journal with no full stop and a space after its semicolon. The tagger read the year as the volume and, for a
 * short title, the title and the journal as one journal.
 */

/** "2003;": a year closed by a semicolon, as Vancouver closes the date before the volume. */
const YEAR_BEFORE_SEMICOLON = /^(?:1[5-9]|20)\d\d;$/;
/** "361:", "361(4):", "12(3):45-67.": a volume opening the locator that follows. */
const VOLUME_OPENING = /^\d+[A-Z]?(?:\(|:|$)/;

/**
 * "Lancet 2003; 361: 1234–40.": a year closed by ";" and followed by a volume is the date. Only when no date was found
 * elsewhere, so a reference with its year in brackets keeps whatever the number is.
 */
export function yearBeforeVancouverVolume(tokens: Token[], labels: string[]): void {
  if (labels.includes('date')) return;
  for (let k = 0; k + 1 < tokens.length; k++) {
    if (!YEAR_BEFORE_SEMICOLON.test(tokens[k]?.text ?? '') || labels[k] === 'date') continue;
    if (!['volume', 'pages', 'other', 'issue'].includes(labels[k] ?? '')) continue;
    if (!VOLUME_OPENING.test(tokens[k + 1]?.text ?? '')) continue;
    labels[k] = 'date';
    // The next number was read as pages when the year took the volume's place: it is the volume.
    if (labels[k + 1] !== 'volume' && /:$/.test(tokens[k + 1]?.text ?? '')) labels[k + 1] = 'volume';
    return;
  }
}

/** A word closed by a full stop that can end a title: four letters or more, not an abbreviation such as "Clin.". */
const SENTENCE_WORD_END = /\p{L}{4,}[.?!]$/u;
/** An NLM journal name: capitalised words with no full stop inside ("Lancet", "N Engl J Med", "BMJ"). */
const NLM_WORD = /^\p{Lu}[\p{L}&-]*\.?$/u;
const MAX_NLM_WORDS = 4;

/**
 * "Smith AB, Jones CD. Title. Lancet 2003; …": no title found and the journal opens right after the names with a sentence
 * of its own. The journal is what follows the last full stop when that is a known journal or a short NLM name; the words
 * before it are the title.
 */
export function titleOpeningVancouverJournal(tokens: Token[], labels: string[]): void {
  if (labels.includes('title')) return;
  const start = labels.indexOf('journal');
  if (start < 1 || labels[start - 1] !== 'author') return;
  let end = start;
  while (labels[end + 1] === 'journal') end++;
  // Only before a Vancouver date ("2003;", "2016 Jan 15;"): elsewhere a journal may well open with a long abbreviated word.
  const after = tokens.slice(end + 1, end + 4).map((token) => token.text).join(' ');
  if (labels[end + 1] !== 'date' || !/^(?:1[5-9]|20)\d\d(?: [A-Z][a-z]{2}(?: \d{1,2})?)?;/.test(after)) return;
  for (let split = end; split > start; split--) {
    if (!SENTENCE_WORD_END.test(tokens[split - 1]?.text ?? '')) continue;
    const rest = tokens.slice(split, end + 1).map((token) => token.text);
    const name = rest.join(' ').replace(/[.,;]$/, '');
    const nlm = rest.length <= MAX_NLM_WORDS && rest.every((word, j) => NLM_WORD.test(word) && (j === rest.length - 1 || !word.endsWith('.')));
    if (!isKnownJournalName(name) && !nlm) continue;
    // "J. Clin. Invest.": words that all close on a full stop are a journal's abbreviations, not a title.
    if (split - start > 1 && tokens.slice(start, split).every((token) => token.text.endsWith('.'))) return;
    for (let k = start; k < split; k++) labels[k] = 'title';
    return;
  }
}

/** A sentence's end inside a title: a full stop after three lower-case letters. */
const TITLE_SENTENCE_END = /\p{Ll}{3,}\.$/u;

/**
 * "Isolation … cardiac myocytes. Methods in molecular biology (Clifton, | NJ). 2007;357:271–96.": PubMed prints a journal's
 * place in brackets after its name; the tagger read the name as the title's last sentence and the place as the place. With no
 * journal found and a Vancouver date right after that place, the words after the title's last sentence end, place included,
 * are the journal.
 */
export function journalWithPlaceBeforeVancouverDate(tokens: Token[], labels: string[]): void {
  if (labels.includes('journal') || labels.includes('container-title')) return;
  const start = labels.indexOf('title');
  if (start < 0) return;
  let end = start;
  while (labels[end + 1] === 'title') end++;
  let placeEnd = end;
  while (labels[placeEnd + 1] === 'location') placeEnd++;
  if (placeEnd === end || !/\)[.,]?$/.test(tokens[placeEnd]?.text ?? '')) return;
  const after = tokens.slice(placeEnd + 1, placeEnd + 4).map((token) => token.text).join(' ');
  if (labels[placeEnd + 1] !== 'date' || !/^(?:1[5-9]|20)\d\d(?: [A-Z][a-z]{2}(?: \d{1,2})?)?;/.test(after)) return;
  let cut = -1;
  for (let k = end - 1; k > start; k--) {
    if (TITLE_SENTENCE_END.test(tokens[k]?.text ?? '')) {
      cut = k;
      break;
    }
  }
  if (cut < 0 || placeEnd - cut > 10) return;
  for (let k = cut + 1; k <= placeEnd; k++) labels[k] = 'journal';
}
