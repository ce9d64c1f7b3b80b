import type { Token } from './tokenize-reference';

/**
 * Harvard's audiovisual works: "About the Tides 2011, dvd, Fjord Media, Bergen, Norway.", "Tidal Night 2010,
 * television program, Norsk Kringkasting, Oslo, 4 October.", "… 2011, motion picture, British Film Institute, London."
 * The title, its year run on without a stop, the medium, then the producer and its place. The tagger reads the year
 * and the medium as more title. The medium is read as the genre, the next part as the publisher, and the parts
 * after it, up to a day's date, as the place.
 */

const MEDIUM = /^(?:dvd|cd|cd-rom|blu-ray|film|video|videorecording|podcast|motion picture|television (?:program|programme|broadcast|series)|radio (?:program|programme|broadcast)|video recording|sound recording|audio recording|documentary)$/i;
const YEAR_COMMA = /^(?:1[5-9]|20)\d\d,$/;
const DAY_DATE = /\d/;

export function audiovisualMedium(tokens: Token[], labels: string[]): void {
  let start = 0;
  while (labels[start] === 'citation-number') start++;
  // The tagger read (part of) the title, or took its first words for names.
  if (!labels.slice(start).includes('title') || !/^\p{Lu}/u.test(tokens[start]?.text ?? '')) return;
  const year = tokens.findIndex((token, k) => k > start && YEAR_COMMA.test(token.text));
  if (year < 0 || year - start > 20) return;
  // No stop inside the title: the year runs on from it.
  if (tokens.slice(start, year).some((token) => /[.,]$/.test(token.text)) || !labels.slice(start, year).every((label) => ['title', 'author', 'other', 'editor'].includes(label))) return;
  let mediumEnd = year + 1;
  while (mediumEnd < tokens.length && mediumEnd - year <= 3 && !/,$/.test(tokens[mediumEnd]?.text ?? '')) mediumEnd++;
  const medium = tokens.slice(year + 1, mediumEnd + 1).map((token) => token.text).join(' ').replace(/,$/, '');
  if (!MEDIUM.test(medium)) return;
  let publisherEnd = mediumEnd + 1;
  while (publisherEnd < tokens.length && !/[,.]$/.test(tokens[publisherEnd]?.text ?? '')) publisherEnd++;
  if (publisherEnd >= tokens.length) return;
  for (let k = start; k < year; k++) labels[k] = 'title';
  labels[year] = 'date';
  for (let k = year + 1; k <= mediumEnd; k++) labels[k] = 'genre';
  for (let k = mediumEnd + 1; k <= publisherEnd; k++) labels[k] = 'publisher';
  // The place: the parts after the producer, up to a day's date ("4 October.").
  for (let k = publisherEnd + 1; k < tokens.length && !DAY_DATE.test(tokens[k]?.text ?? ''); k++) labels[k] = 'location';
}
