import { collapseSpaces } from './clean-text';

/** A CSL-JSON name: a person (family, given) or an organisation (literal). */
export interface CslName {
  family?: string;
  given?: string;
  suffix?: string;
  literal?: string;
}

const PARTICLES = new Set(['van', 'von', 'der', 'den', 'de', 'del', 'della', 'di', 'da', 'du', 'la', 'le', 'dos', 'das', 'ter', 'ten', 'bin', 'al', 'el', 'st.']);
const SUFFIXES = /^(jr\.?|sr\.?|ii|iii|iv|phd|md)$/i;
const ORGANISATION_WORDS =
  /\b(university|institute|association|organi[sz]ation|society|press|group|committee|inc\.?|ltd\.?|llc|council|agency|department|foundation|cent(?:er|re)|team|consortium|ministry|bureau|office|commission|board|news|network|collaboration|project|staff|editors)\b/i;

/**
 * A name written as one string ("Jane Q. Smith", "Smith, Jane", "Ludwig van Beethoven", "World Health
 * Organization") split the way citeproc needs it. Particles stay in the family name: citeproc-js reads them
 * out itself. Organisations and one-word names become a literal, never a "given" with no family.
 */
export function readPersonName(raw: string): CslName | undefined {
  const name = collapseSpaces(raw).replace(/^by\s+/i, '');
  if (!name) return undefined;
  if (ORGANISATION_WORDS.test(name)) return { literal: name };
  const comma = name.split(/\s*,\s*/);
  if (comma.length >= 2 && comma[0] && comma[1] && !SUFFIXES.test(comma[1])) {
    const suffix = comma[2] && SUFFIXES.test(comma[2]) ? comma[2] : undefined;
    return { family: comma[0], given: comma[1], ...(suffix ? { suffix } : {}) };
  }
  const words = name.replace(/,/g, '').split(' ');
  const suffix = words.length > 2 && SUFFIXES.test(words.at(-1) ?? '') ? words.pop() : undefined;
  if (words.length === 1) return { literal: words[0] };
  // The family name starts at the first lower-case particle after the first word, or is the last word.
  let familyStart = words.length - 1;
  for (let index = 1; index < words.length - 1; index += 1) {
    if (PARTICLES.has(words[index] ?? '')) {
      familyStart = index;
      break;
    }
  }
  return { family: words.slice(familyStart).join(' '), given: words.slice(0, familyStart).join(' '), ...(suffix ? { suffix } : {}) };
}

/**
 * A name in the NLM/Vancouver form PubMed gives ("Smith JA", "van der Berg H"): family name, then the
 * initials run together; the initials come back as "J. A." so every style can format them.
 */
export function readInitialsName(raw: string): CslName | undefined {
  const name = collapseSpaces(raw);
  const match = /^(.+?)\s+([A-Z]{1,4})(?:\s+(Jr|Sr|2nd|3rd|II|III|IV))?$/.exec(name);
  if (!match?.[1] || !match[2]) return name ? { literal: name } : undefined;
  const given = [...match[2]].map((initial) => `${initial}.`).join(' ');
  return { family: match[1], given, ...(match[3] ? { suffix: match[3] } : {}) };
}
