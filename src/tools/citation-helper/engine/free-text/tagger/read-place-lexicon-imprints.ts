import { lookUpLexicon } from './reference-lexicons';
import type { Token } from './tokenize-reference';

/**
 * Session 38 (2026-12-03), session 36's leftovers "Juul S (2004). Epidemiologi og evidens. Munksgaard, Copenhagen." (the
 * imprint read as one place) and "… Data Analysis 2. North Holland: New York." (place and publisher swapped): the place
 * lexicon knows Copenhagen and York, not a publisher's name; the tagger's guess is put right where the lexicon and the
 * order disagree.
 */

const bare = (text: string) => text.replace(/[.,:;]+$/, '').toLowerCase();
const isPlaceWord = (text: string) => lookUpLexicon(bare(text)) === 'place';
const COUNTRY_OR_STATE = /^(?:\p{Lu}{2}|U\.?S\.?A?|U\.?K|England|Scotland|Wales|Ireland|Sweden|Norway|Denmark|Finland|Iceland|Germany|Austria|Switzerland|France|Belgium|Netherlands|Holland|Luxembourg|Italy|Spain|Portugal|Greece|Poland|Russia|Canada|Ontario|Quebec|Australia|Zealand|Japan|China|India|Brazil|Mexico|Argentina|Chile|Israel|Egypt|Africa|America|Europe|Tenn|Mass|Calif|Conn|Penn|Mich|Ill|Va|Md|N\.?Y|N\.?J)$/u;
const NAME_WORD = /^\p{Lu}[\p{L}'’&-]*[.,:]?$/u;
const runOf = (labels: string[], label: string) => labels.flatMap((current, k) => (current === label ? [k] : []));
const isRun = (indexes: number[]) => indexes.length > 0 && indexes[indexes.length - 1]! - indexes[0]! === indexes.length - 1;

/** "Munksgaard, Copenhagen.": with no publisher read, a place run whose last piece is a known place and whose first is not opens with the publisher. */
export function publisherBeforeKnownPlace(tokens: Token[], labels: string[]): void {
  if (labels.includes('publisher')) return;
  const place = runOf(labels, 'location');
  if (!isRun(place) || place.length < 2) return;
  // The imprint is a sentence of its own ("evidens. Munksgaard, Copenhagen."); after a comma it continues an address ("published
  // by W. Lewis, Finch Lane, London.").
  if (!/\.$/.test(tokens[place[0]! - 1]?.text ?? '')) return;
  const comma = place.findIndex((k) => /,$/.test(tokens[k]?.text ?? ''));
  if (comma < 0 || comma === place.length - 1 || comma > 2) return;
  const head = place.slice(0, comma + 1);
  const tail = place.slice(comma + 1);
  if (tail.some((k) => /,$/.test(tokens[k]?.text ?? '')) || !tail.some((k) => isPlaceWord(tokens[k]?.text ?? ''))) return;
  // "Gothenburg, Sweden.": a country, a province or a state code after the comma makes the head a town, not a publisher.
  if (tail.some((k) => COUNTRY_OR_STATE.test(tokens[k]?.text.replace(/[.,:;]+$/, '') ?? ''))) return;
  if (head.some((k) => isPlaceWord(tokens[k]?.text ?? '') || !NAME_WORD.test(tokens[k]?.text ?? '') || lookUpLexicon(bare(tokens[k]?.text ?? '')) !== undefined && lookUpLexicon(bare(tokens[k]?.text ?? '')) !== 'publisher')) return;
  for (const k of head) labels[k] = 'publisher';
}

/** "North Holland: New York.": a publisher made of a known place right after a "place" that is none: the two are swapped. */
export function swappedPlaceAndPublisher(tokens: Token[], labels: string[]): void {
  const place = runOf(labels, 'location');
  const publisher = runOf(labels, 'publisher');
  if (!isRun(place) || !isRun(publisher) || publisher[0] !== place[place.length - 1]! + 1) return;
  if (!/:$/.test(tokens[place[place.length - 1]!]?.text ?? '')) return;
  if (place.some((k) => isPlaceWord(tokens[k]?.text ?? '')) || !publisher.some((k) => isPlaceWord(tokens[k]?.text ?? ''))) return;
  if (!publisher.every((k) => isPlaceWord(tokens[k]?.text ?? '') || /^(?:New|San|Los|Saint|St\.)$/.test(tokens[k]?.text ?? ''))) return;
  for (const k of place) labels[k] = 'publisher';
  for (const k of publisher) labels[k] = 'location';
}
