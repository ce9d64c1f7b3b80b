import type { RankedSentence } from './rank-sentences';
import { INWARD, OUTWARD } from './doubt-stated-fact';
import escapeStringRegexp from 'escape-string-regexp';

/** The sentences read for where each option is said to go: the best ten the question ranks (its words may be few: "carries water out of the lake"). */
const SENTENCES_READ = 10;

type Direction = 'in' | 'out' | null;

/**
 * "Which river carries water out of Lake Baikal?" with the Selenga, the Angara and the Yenisei, against "More than 300 rivers
 * … flow into it, the largest being the Selenga" and "Only one river flows out: the Angara, which … joins the Yenisei" (s36):
 * word overlap cannot tell them apart, the direction can. The option the material names in a part that says the asked
 * direction (or right after a colon that part opens) is the answer, when it is the only one; null when none or several are.
 */
export function pickOptionByDirection(question: string, options: readonly string[], ranked: readonly RankedSentence[]): number | null {
  const asked = directionOf(question);
  if (asked === null) return null;
  const sentences = ranked.slice(0, SENTENCES_READ).map((entry) => entry.sentence.text);
  const said = options.map((option) => saidDirections(option, sentences));
  const stated = said.flatMap((directions, i) => (directions.has(asked) && !directions.has(opposite(asked)) ? [i] : []));
  return stated.length === 1 ? stated[0]! : null;
}

function directionOf(text: string): Direction {
  const inward = INWARD.test(text);
  const outward = OUTWARD.test(text);
  return inward === outward ? null : inward ? 'in' : 'out';
}

function opposite(direction: 'in' | 'out'): 'in' | 'out' {
  return direction === 'in' ? 'out' : 'in';
}

/** The directions said where the option is named: in the part of the sentence that holds it, or the part a colon ends right before it. */
function saidDirections(option: string, sentences: string[]): Set<Direction> {
  const name = option.replace(/^\s*(?:the|a|an)\s+/i, '').trim();
  const found = new Set<Direction>();
  if (name.length < 2) return found;
  const pattern = new RegExp(`\\b${escapeStringRegexp(name)}\\b`, 'i');
  for (const sentence of sentences) {
    const match = pattern.exec(sentence);
    if (!match) continue;
    const parts = sentence.split(/(?<=[;:])/);
    let start = 0;
    const at = parts.findIndex((part) => {
      const inside = match.index >= start && match.index < start + part.length;
      start += part.length;
      return inside;
    });
    const own = parts[at] ?? '';
    const before = own.slice(0, match.index - (start - own.length));
    const direction = directionOf(own);
    // "Only one river flows out: the Angara": the part before the colon says where the name that opens this part goes.
    const opensPart = /^\s*(?:the\s+)?$/i.test(before);
    const introduced = opensPart && at > 0 && /:\s*$/.test(parts[at - 1]!) ? directionOf(parts[at - 1]!) : null;
    found.add(direction ?? introduced);
  }
  return found;
}
