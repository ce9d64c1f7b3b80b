import { type Issue } from '../types';
import { type Token, isPlainGap } from '../text/tokenize';
import { matchCase } from './make-issue';
import { findPluralForm, isNounLike, isThirdSingular } from './verb-lexicon';
import { NOT_PLURAL } from './word-lists';

const RULE = 'demonstrative-agreement';
const AUXILIARIES = new Set('will would can could should must may might are were have had do did is was'.split(' '));
const PLURAL_OF: Record<string, string> = { this: 'these', that: 'those' };
const SINGULAR_OF: Record<string, string> = { these: 'this', those: 'that' };

/**
 * Does a plural noun follow within three words of the same clause ("This are the reasons")? Then
 * the pronoun is what is wrong; otherwise ("This are good") the verb is.
 */
function isPluralComplementAhead(text: string, tokens: Token[], from: number): boolean {
  for (let i = from; i < Math.min(tokens.length, from + 3); i++) {
    const token = tokens[i];
    const previous = tokens[i - 1];
    if (!token || (previous && !isPlainGap(text, previous, token))) return false;
    if (/[^s']s$/.test(token.lower) && token.lower.length > 3 && !NOT_PLURAL.has(token.lower)) return true;
  }
  return false;
}

/**
 * 'This are' / 'That were' / 'These is' / 'Those has'. Only the pronoun use is checked: the words
 * must be adjacent, so "that" as a conjunction ("so that are") is rare enough to accept.
 */
export function checkDemonstrativeAgreement(text: string, tokens: Token[]): Issue[] {
  const issues: Issue[] = [];
  tokens.forEach((pronoun, index) => {
    const verb = tokens[index + 1];
    if (!verb || !isPlainGap(text, pronoun, verb)) return;
    const start = pronoun.start;
    const length = verb.end - pronoun.start;
    const singular = pronoun.lower === 'this' || pronoun.lower === 'that';
    if (singular && (verb.lower === 'are' || verb.lower === 'were')) {
      // "that" is also a relative pronoun ("the ideas that are"): only a sentence-initial "That" is safe.
      if (pronoun.lower === 'that' && pronoun.text !== 'That') return;
      const pluralPronoun = matchCase(pronoun.text, PLURAL_OF[pronoun.lower] ?? pronoun.lower);
      const singularVerb = verb.lower === 'are' ? 'is' : 'was';
      const candidates = [`${pluralPronoun} ${verb.text}`, `${pronoun.text} ${singularVerb}`];
      if (!isPluralComplementAhead(text, tokens, index + 2)) candidates.reverse();
      issues.push({
        offset: start,
        length,
        message: `'${pronoun.text}' is singular and '${verb.text}' is plural: make them agree.`,
        category: 'grammar',
        rule: RULE,
        replacements: candidates,
        confidence: 0.8,
        source: 'rule',
      });
      return;
    }
    const plural = pronoun.lower === 'these' || pronoun.lower === 'those';
    // "These changes will…": a noun-like -s word followed by a verb is the subject's noun, not its verb.
    const after = tokens[index + 2]?.lower ?? '';
    const nounAhead = isNounLike(verb.lower) || AUXILIARIES.has(after);
    if (plural && (verb.lower === 'was' || (isThirdSingular(verb.lower) && !nounAhead))) {
      const pluralVerb = findPluralForm(verb.lower);
      if (!pluralVerb) return;
      issues.push({
        offset: verb.start,
        length: verb.end - verb.start,
        message: `'${pronoun.text}' is plural, so the verb should be '${pluralVerb}'.`,
        category: 'grammar',
        rule: RULE,
        replacements: [matchCase(verb.text, pluralVerb), `${SINGULAR_OF[pronoun.lower]} ${verb.text}`].slice(0, 1),
        confidence: 0.8,
        source: 'rule',
      });
    }
  });
  return issues;
}
