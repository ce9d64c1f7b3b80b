import { type Issue } from '../types';
import { type Token, isPlainGap } from '../text/tokenize';
import { makeTokenIssue } from './make-issue';
import { findBaseForm, isNounLike, isPastForm, isThirdSingular } from './verb-lexicon';
import { MID_ADVERBS, MODALS } from './word-lists';

const RULE = 'verb-form-after-auxiliary';
const DO_FORMS = new Set(['do', 'does', 'did', "don't", "doesn't", "didn't", 'dont', 'doesnt', 'didnt']);
const NEGATIONS = new Set(['not', "n't"]);

/** Skips "not" and one adverb after the auxiliary: "should not really includes". */
function findVerbAfter(text: string, tokens: Token[], index: number): Token | undefined {
  let cursor = index;
  for (let skipped = 0; skipped < 2; skipped++) {
    const next = tokens[cursor + 1];
    const current = tokens[cursor];
    if (!next || !current || !isPlainGap(text, current, next)) return undefined;
    if (!NEGATIONS.has(next.lower) && !MID_ADVERBS.has(next.lower)) return next;
    cursor += 1;
  }
  const last = tokens[cursor + 1];
  const current = tokens[cursor];
  return last && current && isPlainGap(text, current, last) ? last : undefined;
}

/**
 * After a modal ("should includes"), do-support ("did not went") or infinitive "to" ("to goes"),
 * English wants the bare verb.
 */
export function checkVerbFormAfterAuxiliary(text: string, tokens: Token[]): Issue[] {
  const issues: Issue[] = [];
  tokens.forEach((auxiliary, index) => {
    const modal = MODALS.has(auxiliary.lower) && !(auxiliary.lower === 'may' && auxiliary.text === 'May' && index > 0);
    const doSupport = DO_FORMS.has(auxiliary.lower);
    const infinitive = auxiliary.lower === 'to';
    if (!modal && !doSupport && !infinitive) return;
    const verb = findVerbAfter(text, tokens, index);
    if (!verb) return;
    // "What they do is …", "all it does has …": be never takes do-support, and an affirmative do
    // before "has" is usually a main verb; a negative one ("doesn't has") is do-support.
    const negative = /n'?t$/.test(auxiliary.lower) || tokens[index + 1]?.lower === 'not';
    if (doSupport && (verb.lower === 'is' || verb.lower === 'was' || (verb.lower === 'has' && !negative))) return;
    const third = isThirdSingular(verb.lower) || verb.lower === 'is';
    // Past forms double as participles and adjectives after "to" ("to used cars"): modals and do only.
    const past = !infinitive && isPastForm(verb.lower) && verb.lower !== 'been';
    if (!third && !past) return;
    // "to works of art", "to results": after "to", a noun-like -s word is usually a noun.
    if (infinitive && (isNounLike(verb.lower) || !third)) return;
    const base = findBaseForm(verb.lower);
    // "will become", "can read": participles that look like the base form are already right.
    if (!base || base === verb.lower) return;
    const confidence = isNounLike(verb.lower) ? 0.7 : past && /ed$/.test(verb.lower) ? 0.75 : 0.85;
    issues.push(
      makeTokenIssue(verb, base, {
        rule: RULE,
        message: `After '${auxiliary.text}', use the base form '${base}' instead of '${verb.text}'.`,
        confidence,
      }),
    );
  });
  return issues;
}
