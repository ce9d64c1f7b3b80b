import { COUNTRIES } from './read-entry-head';

const SCHOOL_WORD = /\b(?:university|college|institute|school|academy|polytechnic|universit[äé]t?|hochschule|universidad|école)\b/iu;
const NAME_THEN_COUNTRY = new RegExp(`^(\\p{Lu}[^,:;]{1,80}),\\s*(?:${COUNTRIES.join('|')})\\.?$`, 'u');

/**
 * "Ph.D. Thesis title ⇥ 2014" over "Birkbeck, UK" (an academic CV's degree line with the school on the line under
 * it): when the head named a degree and no school, a short first line under it that is a school's name, or a name
 * followed by its country, is the school. The country is dropped as the head reader drops a school's town.
 */
export function readSchoolUnderDegree(line: string | undefined): string | undefined {
  if (!line) return undefined;
  const text = line.trim();
  if (text.split(/\s+/).length > 9 || /[:;]/.test(text) || /[.!?]$/.test(text.replace(/\b(?:UK|USA|U\.S\.A)\.$/, ''))) return undefined;
  const country = NAME_THEN_COUNTRY.exec(text);
  if (country) return country[1]!.trim();
  return SCHOOL_WORD.test(text) && /^\p{Lu}/u.test(text) ? text : undefined;
}
