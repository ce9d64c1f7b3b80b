import { findWords, termOf } from '../read/content-words';
import { inverseFrequency, type IndexedSentence, type MaterialIndex } from './index-material';

/**
 * Whether the material puts one option among what the question asks for ("Which are mammals?" →
 * is a whale one?). Select-all and "all of the above" need a verdict on every option, and the option
 * scorer's "best supported" cannot give one: a shark mentioned beside "mammals" scores as well as a
 * whale. So each option is judged by the claims (clauses) that name it:
 * - in: a claim names the option and the question's telling words, with no "not", "unlike" or
 *   "mistaken for" in it;
 * - out: the material names the option, but never in a claim that holds the question's words;
 * - unclear: never named (the notes may simply leave it out), or named with a "not" or a doubt.
 */
export type MembershipKind = 'in' | 'out' | 'unclear';

export interface OptionMembership {
  kind: MembershipKind;
  /** The claim's sentence: the one that puts it in, the one that names it without the question's words, or the doubtful one. */
  sentence: IndexedSentence | null;
}

/** Claims break at these: "Sharks live in the sea, but only whales are mammals" holds two. Commas do not, since lists use them. */
const CLAIM_BREAK = /[;:]|\s[–—]\s|\b(?:but|whereas|while|although|though|however|yet|except|because|since|so)\b/gi;
/** A claim with one of these does not plainly say the option belongs: it denies, contrasts or reports a mistake. */
const DOUBT =
  /\b(?:not|no|never|neither|nor|none|non|unlike|instead|rather|cannot|without|mistak\w*|confus\w*|resembl\w*|look\s+like|looks\s+like|similar|myth\w*|wrongly|believed|thought|seem\w*|appear\w*|except|only\s+some|some\s+people)\b|n't\b/i;
/** A sentence that opens on one of these goes on about what the sentence before named ("They are mammals"). */
const CARRY_ON = /^\s*(?:they|these|both|all\s+of\s+them|each\s+of\s+them|it|this)\b/i;

/** Words of the question that say how to answer, not what: never a sign that a claim is about it. */
const GENERIC_TERMS = new Set(
  ['following', 'statement', 'option', 'answer', 'choice', 'correct', 'true', 'right', 'apply', 'example', 'item', 'list', 'below', 'above', 'select', 'choose', 'check', 'mark', 'tick', 'circle', 'pick', 'all', 'these', 'those', 'which', 'one', 'more', 'may', 'that']
    .flatMap((word) => termOf(word) ?? word),
);

interface Claim {
  sentence: IndexedSentence;
  text: string;
  terms: Set<string>;
}

/** Judges every option; group options ("All of the above") are left unclear, for the caller to skip. */
export function judgeOptionMembership(index: MaterialIndex, stem: string, options: string[]): OptionMembership[] {
  const asked = askedTerms(index, stem);
  const claims = readClaims(index);
  return options.map((option) => judgeOne(option, asked, claims));
}

/** The question's telling terms that the material uses (a word it never uses cannot tell claims apart). */
function askedTerms(index: MaterialIndex, stem: string): string[] {
  const terms = new Set(findWords(stem).flatMap((word) => termOf(word.text) ?? []));
  return [...terms]
    .filter((term) => !GENERIC_TERMS.has(term) && (index.sentenceFrequency.get(term) ?? 0) > 0)
    .sort((a, b) => inverseFrequency(index, b) - inverseFrequency(index, a));
}

function readClaims(index: MaterialIndex): Claim[] {
  const claims: Claim[] = [];
  index.sentences.forEach((sentence, position) => {
    const own = splitClaims(sentence);
    claims.push(...own);
    // "Whales and bats live in different places. They are both mammals.": the pronoun's claim is about the names before it.
    const next = index.sentences[position + 1];
    if (next && CARRY_ON.test(next.text)) {
      const [first] = splitClaims(next);
      const last = own[own.length - 1];
      if (first && last) claims.push({ sentence, text: `${last.text} ${first.text}`, terms: new Set([...last.terms, ...first.terms]) });
    }
  });
  return claims;
}

function splitClaims(sentence: IndexedSentence): Claim[] {
  const cuts = [0, ...[...sentence.text.matchAll(CLAIM_BREAK)].map((match) => match.index ?? 0), sentence.text.length];
  const claims: Claim[] = [];
  for (let i = 0; i < cuts.length - 1; i++) {
    const from = sentence.offset + cuts[i]!;
    const to = sentence.offset + cuts[i + 1]!;
    const words = sentence.words.filter((word) => word.start >= from && word.start < to);
    if (words.length === 0) continue;
    claims.push({ sentence, text: sentence.text.slice(cuts[i], cuts[i + 1]), terms: new Set(words.flatMap((word) => word.term ?? [])) });
  }
  return claims;
}

function judgeOne(option: string, asked: string[], claims: Claim[]): OptionMembership {
  const own = [...new Set(findWords(option).flatMap((word) => termOf(word.text) ?? []))];
  // "Red blood cells" for "Which help the blood clot?": the option's own "blood" says nothing about whether it holds.
  const optionTerms = own.filter((term) => !asked.includes(term));
  const rest = asked.filter((term) => !own.includes(term));
  if (optionTerms.length === 0 || rest.length === 0) return { kind: 'unclear', sentence: null };
  // With one or two telling words every one must be there; with more, most of them.
  const needed = rest.length <= 2 ? rest.length : Math.ceil(rest.length / 2);
  const naming = claims.filter((claim) => optionTerms.every((term) => claim.terms.has(term)));
  if (naming.length === 0) return { kind: 'unclear', sentence: null };
  const holding = naming.filter((claim) => rest.filter((term) => claim.terms.has(term)).length >= needed);
  const doubtful = holding.find((claim) => DOUBT.test(claim.text));
  if (doubtful) return { kind: 'unclear', sentence: doubtful.sentence };
  const putsIn = holding[0];
  if (putsIn) return { kind: 'in', sentence: putsIn.sentence };
  // Named only in claims that share none of the question's telling words: the notes say it is something else.
  const elsewhere = naming.find((claim) => !rest.some((term) => claim.terms.has(term)));
  return elsewhere && naming.every((claim) => !rest.some((term) => claim.terms.has(term))) ? { kind: 'out', sentence: elsewhere.sentence } : { kind: 'unclear', sentence: naming[0]!.sentence };
}
