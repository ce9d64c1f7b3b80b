import type { Token } from './tokenize-reference';

/**
 * Session 36 second round (2026-12-02), from the nineteenth and eighteenth collected sets (dev): "Rochester Institute of
 * Technology, Rochester, | New York", "Massey University, Palmerston North, | New Zealand" — the tagger ends the place at the
 * region and leaves the city in the publisher. Neither was flagged.
 *
 * Regions: the last comma part of the training data's places (anystyle-core and grobid-citations, "City, Region"), cities and
 * misspellings left out, plus country short names from ISO 3166-1 that the training data lacks.
 */
const REGIONS = new Set([
  'Australia', 'Austria', 'Belgium', 'Bulgaria', 'California', 'Canada', 'China', 'Colorado', 'Czech Republic', 'Denmark',
  'England', 'Florida', 'France', 'Germany', 'Greece', 'Hawaii', 'India', 'Indiana', 'Iran', 'Ireland', 'Italy', 'Japan', 'Kansas',
  'Maryland', 'Massachusetts', 'Michigan', 'Morocco', 'Netherlands', 'New Hampshire', 'New Jersey', 'New York', 'Ontario', 'Poland',
  'Russia', 'Saskatchewan', 'Slovenia', 'Sweden', 'Switzerland', 'United Kingdom', 'United States', 'Utah', 'Victoria', 'Virginia',
  'Wisconsin', 'USA', 'UK',
  // ISO 3166-1 short names not in the training data's places.
  'New Zealand', 'Spain', 'Portugal', 'Norway', 'Finland', 'Brazil', 'Mexico', 'Argentina', 'Chile', 'South Africa', 'Israel',
  'Singapore', 'Scotland', 'Wales', 'Hungary', 'Romania', 'Turkey', 'Egypt', 'Korea', 'Iceland', 'Croatia', 'Slovakia',
]);
/** Words of a body's name, never of a city. */
const BODY_WORD = /^(?:University|Univ|Institute|College|Press|Inc|Ltd|Co|Company|Publishers?|Society|Center|Centre|Department|Dept|Laboratory|Group|Verlag|Editions?|Books)\b/i;
const CITY_WORD = /^\p{Lu}[\p{Ll}'’-]+,?$/u;

/** A publisher's last comma part of one or two capitalised words, right before a place that is a region, is the city. */
export function cityLeftInPublisher(tokens: Token[], labels: string[]): void {
  const place = labels.indexOf('location');
  if (place < 2 || labels[place - 1] !== 'publisher' || labels.lastIndexOf('location') !== place + labels.slice(place).filter((l) => l === 'location').length - 1) return;
  const end = labels.lastIndexOf('location');
  const region = tokens.slice(place, end + 1).map((token) => token.text).join(' ').replace(/[.,;:]+$/, '');
  if (!REGIONS.has(region)) return;
  if (!tokens[place - 1]?.text.endsWith(',')) return;
  let start = place - 1;
  while (start > 0 && labels[start - 1] === 'publisher' && !tokens[start - 1]!.text.endsWith(',')) start--;
  const city = tokens.slice(start, place);
  if (start === 0 || labels[start - 1] !== 'publisher' || city.length > 2) return;
  if (!city.every((token) => CITY_WORD.test(token.text) && !BODY_WORD.test(token.text))) return;
  for (let k = start; k < place; k++) labels[k] = 'location';
}
