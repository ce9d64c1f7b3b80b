// The school's name out of the part chosen as the institution, or nothing when the part cannot be
// trusted to hold only the name: an empty institution (with its warning) is better than a wrong one.

import { LOCATION } from './read-entry-head';

/** "Stay abroad: …", "Exchange semester: …": a short label of no school's words, a colon, then a name. */
const LABEL = /^\p{Lu}[\p{L}-]*(?:\s+[\p{L}-]+){0,2}\s*:\s+(?=\p{Lu})/u;
const LABEL_SCHOOL_WORD = /(?:universit|college|school|institut|academy|hochschul|högskola|gymnas|lyc[ée]e|[ée]cole|escuela|colegio|faculty)/iu;

/** "Northfield Institute of Technology (NIT) Springfield, Westland": the abbreviation closes the name. */
const ABBREVIATION_THEN_PLACE = /^(.+?\s\(\p{Lu}[\p{Lu}&.-]+\))\s+\p{Lu}[\p{L}.'-]*(?:\s+\p{Lu}[\p{L}.'-]*)*(?:,\s*\p{Lu}[\p{L}.' -]*)+$/u;

const SCHOOL_WORD = /\b(?:university|college|institute|school|academy|polytechnic)\b|(?:universit[äé]t?|hochschule|högskola|gymnasium|lycée|école|escuela|universidad)/iu;

/** A word that ends the way a school's kind does ("Highschool", "Realschule", "Gymnasium", "College"). */
const SCHOOL_KIND_END = /(?:school|schule|college|university|universität|gymnasium|academy|institute|lyceum|lycée|högskolan)$/iu;

export function readSchoolName(part: string): string | undefined {
  const label = LABEL.exec(part);
  const labelled = label !== null && !LABEL_SCHOOL_WORD.test(label[0]);
  let name = labelled ? part.slice(label[0].length) : part;
  const cut = ABBREVIATION_THEN_PLACE.exec(name);
  if (cut) return cut[1]!;
  // "Northfield University, Lake Town, Westland": a school, then its town and region set after it.
  const placed = /^(.+?),\s+(.+)$/.exec(name);
  if (placed && SCHOOL_WORD.test(placed[1]!) && !/,/.test(placed[1]!) && LOCATION.test(placed[2]!)) return placed[1]!;
  if (!labelled) return part;
  // After a label the line is no plain "School, Town" any more: a capitalised word run on after the
  // school's kind ("… Highschool Northfield") may be its town or the name's last word ("Imperial College
  // London"); neither can be told, so the name is left for the user.
  const words = name.split(/\s+/);
  if (words.length >= 3 && SCHOOL_KIND_END.test(words.at(-2)!) && /^\p{Lu}/u.test(words.at(-1)!)) return undefined;
  name = name.trim();
  return name || undefined;
}
