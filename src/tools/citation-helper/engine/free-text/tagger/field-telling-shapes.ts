import type { CslItem } from '../../../contract';

interface Name { family?: string; given?: string; literal?: string }

/**
 * Session 34 (2026-12-02): shapes a field read right almost never has, flagged whatever the tagger's confidence. The wrong
 * fields the flag missed on the fifteenth to seventeenth collected sets (dev) were read with a sure tagger; what gave them
 * away was their shape: a bracket or quotation opened and not closed ("BMJ (Clinical research", "Correction to “Automatic
 * …"), a name the name reader could not split ("Higgins JPT", a family "MJ" with a given "Page", a family "&"), a person's
 * full name inside a title, a place holding a meeting's word or a second sentence, a publisher opening with the work's kind
 * ("Manuscript, …") or cut to a firm's suffix ("AS"), pages that are a year range.
 */

/** Brackets and double quotes opened and not closed, or closed and not opened. */
function isUnbalanced(text: string): boolean {
  const count = (pattern: RegExp) => text.match(pattern)?.length ?? 0;
  if (count(/\(/g) !== count(/\)/g) || count(/\[/g) !== count(/\]/g)) return true;
  if (count(/“/g) !== count(/”/g) && count(/[“”]/g) !== 2) return true;
  return count(/"/g) % 2 === 1;
}

/** Initials printed after a family name ("JPT"), left unsplit; not a generation's numeral ("Goddard III"). */
const TRAILING_INITIALS = /\s(?!(?:II|III|IV|VI|VII)$)\p{Lu}{2,3}$/u;
const ONLY_INITIALS = /^\p{Lu}{1,3}$/u;
const SHOUTED = /^\p{Lu}{3,}$/u;
const PARTICLE_ALONE = /^(?:van|von|de|der|den|ter|ten|del|della)$/i;

/** Words no person's name is made of, capitalised as a title prints them (particles such as "De" or "La" are names' words). */
const NOT_A_NAME_WORD = /^(?:The|Its|Their|This|These|Of|For|With|From|Into|Towards?|Using|Via)$/;

/** A name the name reader could not split, or one in capitals among names that are not. */
function isTellingName(name: Name, names: Name[]): boolean {
  if (name.literal) return false;
  const family = name.family ?? '';
  const given = name.given ?? '';
  if (!/\p{L}/u.test(family)) return true;
  if (TRAILING_INITIALS.test(family)) return true;
  if (ONLY_INITIALS.test(family) && /\p{Ll}/u.test(given)) return true;
  // Session 35, from the eighteenth set's chemistry misses: "Frank C. De | Lucia" (the family cut to its particle) and "Jaman, A I,"
  // (the initials read as a person: family "I", given "A") — no family name is a particle alone or one or two capitals with
  // no given name but initials.
  if (PARTICLE_ALONE.test(family)) return true;
  if (/^\p{Lu}{1,2}\.?$/u.test(family) && !/\p{L}{2,}/u.test(given)) return true;
  // Session 46, from collected-27's unflagged "J.-H. et al. Hong,": a family name of initials only, joined by a hyphen or run
  // together ("J.-H.", "J.H."), is a given name read as the family.
  if (/^\p{Lu}\.(?:-?\p{Lu}\.)+$/u.test(family)) return true;
  // Session 36, from the nineteenth set: "Transmission Line Power Paradox and Its Resolution" read as names (a given "Its") —
  // no person's name holds a pronoun, an article or a preposition as a word of its own.
  if (`${family} ${given}`.split(/\s+/).some((word) => NOT_A_NAME_WORD.test(word))) return true;
  // "…, Millard, UNESCO R.C. Jr": a body's acronym read as one person's family name, the others printed in lower case.
  return SHOUTED.test(family) && names.some((other) => /\p{Ll}/u.test(other.family ?? ''));
}

/** "…, Nikos I. Bosse, Sam Abbott": a given name, a middle initial and a family name closed by a comma. */
const FULL_NAME_IN_TITLE = /(?:^|\s)\p{Lu}\p{Ll}+\s\p{Lu}\.\s\p{Lu}\p{Ll}+,\s/u;
/** Words only a meeting or a body has: no town is named so. */
const MEETING_OR_BODY = /\b(?:colloquium|conference|symposium|workshop|meeting|congress|university|institute|press|publishers?)\b/i;
/** A full stop after a word of three letters or more, then a capitalised word: a second sentence. */
const SECOND_SENTENCE = /\p{Ll}{3,}\.\s+\p{Lu}/u;
/** The work's kind at a publisher's head. */
const KIND_FIRST = /^(?:manuscript|thesis|dissertation|(?:technical\s+|working\s+)?(?:report|paper))\s*,/i;
/** A firm's legal form, cut from its name. */
const FIRM_FORM_ALONE = /^(?:AS|ASA|AB|AG|SA|Inc|Ltd|LLC|LP|GmbH|Co|Sons|Corp|plc)\.?$/;
/** Two years in a row ("2014-2015"): a season or a survey's years, read as pages; page ranges of four-digit numbers are longer. */
const YEAR_RANGE = /^((?:19|20)\d\d)\s*[-–—]+\s*((?:19|20)\d\d)$/;
/** A word a body's name never ends on ("University of"): the rest of the name went to another field. */
const JOINING_WORD_LAST = /\s(?:of|at|for|and|&|the|de|du|des|der|für|und)$/;
/** A word cut at a hyphen closing a title ("… Holz als Roh-"): the word is completed in the next field ("und Werkstoff"). */
const HYPHEN_CUT_LAST = /\s\p{L}+-$/u;
/** A container ending on a word that leads to more ("… Print Culture Studies after", "… Annals of"): its end went elsewhere. */
const CONTAINER_CUT_LAST = /\s(?:of|and|the|for|after|on|in|&|und|für|de)$/;
/** A function word opening a container: its head was read into the field before ("… Mathematik | und Physik"). */
const FUNCTION_WORD_FIRST = /^(?:und|and|et|of|for|der|die|des|für|on|to)\s/;

/**
 * Session 38, from the wrong titles and publishers the flag missed on the fifteenth to nineteenth sets (dev): a title that runs
 * past its full stop into a sentence naming a series, an imprint or a release ("… Plans. CBMS-NSF Regional Conference Series",
 * "… 1848-49, W. Clowes and Sons, for Her Majesty's Stationary Office. Written by …", "… [computer file]. 2nd ICPSR release"),
 * and a publisher that runs on into its place ("Penn. State Univ. Press, University Park.", "… Missle Command. Redstone
 * Arsenal"): the next field was read into them.
 */
const IMPRINT_AFTER_FULL_STOP = /\p{L}{2,}\]?\.\s.*\b(?:Series|Press|Publishers?|Sons|Office|Verlag|release|Inc|Ltd)\b/u;
const PRESS_THEN_PLACE = /\b(?:Press|Publishers?|Verlag)\s*,\s*\p{Lu}/u;
const LONG_SECOND_SENTENCE = /\p{Ll}{4,}\.\s+\p{Lu}/u;

/**
 * Session 46, from collected-28's unflagged wrong titles, both with no author read: "Play Smarter Not Harder: … Meta by Jason
 * Helms" (a byline closing the title: the author went into it) and "The Scikit-Learn Development Team" (a body's name read as the
 * title of its own page). With an author read, such a title may be right ("Poems by Emily Dickinson"), so it is left alone.
 */
// Full given and family names only: "Reply to “Tides” by A. Lind" names whose work is answered, and is right.
const BYLINE_LAST = /\sby\s\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?){1,2}$/u;
const BODY_WORD_LAST = /\s(?:Team|Group|Consortium|Committee|Developers|Contributors|Collaboration)$/;

export function hasTellingShape(field: string, item: CslItem): boolean {
  const value = item[field];
  if (value === undefined) return false;
  const text = typeof value === 'string' ? value.trim() : '';
  switch (field) {
    case 'author':
    case 'editor':
      return Array.isArray(value) && (value as Name[]).some((name) => isTellingName(name, value as Name[]));
    case 'title':
      if (!item.author && !item.editor && (BYLINE_LAST.test(text) || BODY_WORD_LAST.test(text))) return true;
      return isUnbalanced(text) || FULL_NAME_IN_TITLE.test(text) || HYPHEN_CUT_LAST.test(text) || IMPRINT_AFTER_FULL_STOP.test(text);
    case 'container-title':
      // Session 46, from collected-27's "An Museo La Plata, series | 2 3:": a container closed by a lower-case "series" lost its number.
      return isUnbalanced(text) || FUNCTION_WORD_FIRST.test(text) || /^in$/i.test(text) || CONTAINER_CUT_LAST.test(text) || /,\s*(?:series|ser\.)$/.test(text);
    case 'publisher':
      return isUnbalanced(text) || KIND_FIRST.test(text) || FIRM_FORM_ALONE.test(text) || JOINING_WORD_LAST.test(text) || PRESS_THEN_PLACE.test(text) || LONG_SECOND_SENTENCE.test(text);
    case 'publisher-place':
      return isUnbalanced(text) || MEETING_OR_BODY.test(text) || SECOND_SENTENCE.test(text);
    case 'page': {
      const range = YEAR_RANGE.exec(text);
      return Boolean(range && Number(range[2]) === Number(range[1]) + 1);
    }
    default:
      return false;
  }
}
