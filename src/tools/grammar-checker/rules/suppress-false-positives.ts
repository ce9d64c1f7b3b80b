import { type HarperLint } from '../workers/engine-workers';
import { type Token } from '../text/tokenize';
import { findBaseForm } from './verb-lexicon';

// Verbs of motion and place take "there" as an adverb ("went there", "lived there"); a transitive
// verb ("like", "see") may be followed by "their" + noun, so only these count.
const PLACE_VERBS = new Set('be go come live stay get arrive travel move sit stand work walk run drive fly return remain meet sleep wait'.split(' '));

function isPlaceVerb(word: string): boolean {
  return PLACE_VERBS.has(word) || PLACE_VERBS.has(findBaseForm(word) ?? '') || PLACE_VERBS.has(word.replace(/ing$/, '')) || PLACE_VERBS.has(word.replace(/ing$/, 'e'));
}

// Words after "there" that show it is the adverb of place, not a misspelt "their".
const PLACE_FOLLOWERS = new Set(
  `yesterday today tomorrow tonight now then again too also already before after last next every once twice
  soon later often ever alone together anymore because and but or so when while until since if with without
  for by in on at to from is are was were will would can could has have had`.split(/\s+/),
);

/**
 * Harper's ThereToTheir fires on "have went there yesterday" (it reads "went" as a noun). "there" is
 * the adverb when a verb of motion or place comes right before it, or when what follows it cannot be a noun.
 */
function isThereAdverb(text: string, lint: HarperLint, tokens: Token[]): boolean {
  const index = tokens.findIndex((token) => token.start === lint.start);
  if (index < 0) return false;
  const previous = tokens[index - 1];
  const next = tokens[index + 1];
  if (previous && isPlaceVerb(previous.lower)) return true;
  const rest = text.slice(lint.end);
  if (/^\s*([.,;:!?)]|$)/.test(rest)) return true;
  return next !== undefined && PLACE_FOLLOWERS.has(next.lower);
}

// Words harper's dictionary lacks but that are standard.
const KNOWN_WORDS = new Set(['etc', 'e.g', 'i.e', 'vs', 'ok']);

/** Drops harper lints we have measured to be wrong in a recognisable context. */
export function suppressFalsePositives(text: string, lints: HarperLint[], tokens: Token[]): HarperLint[] {
  return lints.filter((lint) => {
    if (lint.rule === 'ThereToTheir' && isThereAdverb(text, lint, tokens)) return false;
    if (lint.rule === 'SpellCheck' && KNOWN_WORDS.has(text.slice(lint.start, lint.end).toLowerCase())) return false;
    return true;
  });
}
