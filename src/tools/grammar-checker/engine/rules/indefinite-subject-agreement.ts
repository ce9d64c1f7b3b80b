import { type Issue } from '../types';
import { type Token, isPlainGap } from '../text/tokenize';
import { makeTokenIssue } from './make-issue';
import { atClauseStart, describeTokens, PatternSet, type PatternRule, previousWord } from './pattern-rule';
import { findPast, findThirdSingular, isKnownBase, isPastForm, isThirdSingular } from './verb-lexicon';
import { findVerbLemmaAt } from './tag-words';
import { INDEFINITE_PRONOUNS } from './word-classes';
import { MID_ADVERBS } from './word-lists';

const RULE = 'indefinite-subject-agreement';
const SINGULAR_OF: Record<string, string> = { have: 'has', are: 'is', were: 'was', do: 'does', "don't": "doesn't", dont: "doesn't", "haven't": "hasn't", "aren't": "isn't", "weren't": "wasn't" };
// "Each of the students", "One of my friends": the head is singular whatever the plural after "of".
// "I think everyone needs": verbs that take a whole clause after them.
const CLAUSE_VERBS = new Set('think thought believe believed know knew hope feel felt guess say said sure suppose'.split(' '));
const OF_HEADS = new Set(['each', 'one', 'every']);

/** The 3rd-person-singular form of a plural or base verb; undefined when the word is no such verb. */
function singularVerb(word: string): string | undefined {
  if (SINGULAR_OF[word]) return SINGULAR_OF[word];
  // "like", "need" are also nouns and prepositions, but straight after "everyone" they are verbs.
  return isKnownBase(word) && word !== 'be' ? findThirdSingular(word) : undefined;
}

/** Index of the first word after the subject: "Everyone (else)", "Each of the (adj) students", "No one". */
function findSubjectEnd(words: string[], tokens: Token[], text: string, index: number): number | undefined {
  const word = words[index] ?? '';
  const plain = describeTokens(text, tokens).joined;
  const adjacent = (i: number) => plain[i + 1] === true;
  if (INDEFINITE_PRONOUNS.has(word)) return words[index + 1] === 'else' && adjacent(index) ? index + 2 : index + 1;
  if (word === 'no' && words[index + 1] === 'one' && adjacent(index)) return index + 2;
  if (!OF_HEADS.has(word)) return undefined;
  let i = index + 1;
  if (word === 'every' && words[i] === 'one' && adjacent(index)) i += 1;
  if (words[i] !== 'of' || !adjacent(i - 1)) return undefined;
  // of + determiner/pronoun + up to two words, the last a plural noun or a pronoun.
  for (let end = i + 1; end <= i + 4 && end < words.length; end++) {
    if (!adjacent(end - 1)) return undefined;
    const w = words[end] ?? '';
    // "one of them live", "each of us have": an object pronoun straight after "of" is the whole plural.
    if (end === i + 1 && /^(them|us|you)$/.test(w)) return end + 1;
    if (end > i + 1 && (w === 'them' || w === 'us' || w === 'you' || /[^s]s$/.test(w) || w === 'people' || w === 'children')) return end + 1;
  }
  return undefined;
}

// A clause boundary or another relative clause: past it, "are" may have another subject.
const RELATIVE_STOPS = new Set('and but or because if when that which who whom whose where while although so'.split(' '));
const RELATIVE_VERBS: Record<string, string> = { are: 'is', were: 'was' };

/**
 * "Anyone who wants to come are welcome" → "is": after "who" + a singular verb (which shows the
 * pronoun is singular), the first "are"/"were" of the same sentence is the main verb.
 */
function findVerbAfterRelativeClause(words: string[], tokens: Token[], text: string, index: number, end: number): Issue | undefined {
  if (words[end] !== 'who' || !INDEFINITE_PRONOUNS.has(words[index] ?? '')) return undefined;
  const own = words[end + 1] ?? '';
  // A past the lexicon lacks ("signed") counts when the tagger reads it as a verb with another lemma.
  const taggedPast = /[a-z]ed$/.test(own) && tokens[end + 1] !== undefined && (findVerbLemmaAt(text, tokens[end + 1]!.start) ?? own) !== own;
  if (!/^(is|was|has|does)$/.test(own) && !(isThirdSingular(own) || (isPastForm(own) && own !== 'were') || taggedPast)) return undefined;
  const plain = describeTokens(text, tokens).joined;
  // An auxiliary or modal met first ("who thinks Thorne is the villain hasn't read") leaves a bare verb after it alone.
  let finiteSeen = false;
  for (let i = end + 2; i < Math.min(words.length, end + 10); i++) {
    if (!plain[i]) return undefined;
    const word = words[i] ?? '';
    if (RELATIVE_STOPS.has(word)) return undefined;
    // "Everyone who signed up for the Saturday swims need to bring…": past the relative clause's own object, a bare
    // present the tagger reads as a verb, with no "to", modal, do or pronoun of its own before it, is the main verb.
    const bare = i > end + 2 && !finiteSeen && (word === 'have' || word === 'do' || isKnownBase(word)) && findVerbLemmaAt(text, tokens[i]!.start) === word &&
      !/^(to|will|would|can|could|shall|should|may|might|must|do|does|did|don't|doesn't|didn't|i|you|we|they|not|and|or|help|helps|helped|let|lets|make|makes|made|go|come|see|saw|watch|hear|heard)$/.test(words[i - 1] ?? '');
    const fixed = RELATIVE_VERBS[word] ?? (bare ? (SINGULAR_OF[word] ?? findThirdSingular(word)) : undefined);
    if (/^(is|was|has|had|does|did|will|would|can|could|shall|should|may|might|must|isn't|wasn't|hasn't|hadn't|doesn't|didn't|won't|wouldn't|can't|couldn't|shouldn't|mustn't)$/.test(word) ) finiteSeen = true;
    if (!fixed) continue;
    const subject = text.slice(tokens[index]?.start, tokens[end - 1]?.end);
    return makeTokenIssue(tokens[i] as Token, fixed, { rule: RULE, message: `'${subject}' takes a singular verb: '${fixed}', not '${tokens[i]?.text}'.`, confidence: 0.8 });
  }
  return undefined;
}

/** After "Everyone accept": a name or an object and then the sentence's own verb ("Tom has signed", "me came"). */
const EXCEPT_READING = /^\s+((\p{Lu}[\p{L}'-]*|me|him|her|us|them)\s+(has|have|had|is|was|were|are|will|would|can|could|did|went|came|seems|seemed|knew|knows|got|left|[a-z]{3,}ed)|(the|my|our|his|her|their|your)\s+[a-z]+\s+(has|had|is|was|will|would|can|could|did|went|came))\b/u;

const isSingularNoun = (word: string) => /^[a-z]{3,}$/.test(word) && !/s$/.test(word) && !isKnownBase(word);
const PAIR_VERB = (w: string) => SINGULAR_OF[w] !== undefined || (isKnownBase(w) && w !== 'be');
// "Every teacher and parent were invited": "every" makes each of the pair singular, and so the verb.
const EVERY_PAIR = new PatternSet([
  {
    rule: RULE, pattern: ['every|each', isSingularNoun, 'and', isSingularNoun, PAIR_VERB],
    span: [4, 5], fix: (w) => singularVerb(w[4] ?? ''), confidence: 0.85,
    message: "After 'every' or 'each', two nouns joined by 'and' still take a singular verb.",
    previous: atClauseStart,
  },
  // "Every cup and plate in the museum café go into the dishwasher": a place phrase after the pair ("in the café",
  // "on the top shelf") still leaves the pair the subject; the verb must be followed by what a verb takes, so a
  // noun ending the place phrase ("in the kitchen sink is…") is not read as the verb.
  ...[1, 2, 3].map((size): PatternRule => ({
    rule: RULE, pattern: ['every|each', isSingularNoun, 'and', isSingularNoun, 'in|on|at|from|of|near|inside', 'the|this|that|our|my|your|their|his|her', ...Array<string>(size - 1).fill('*'), (w: string) => /^[\p{L}-]+$/u.test(w), PAIR_VERB],
    span: [6 + size, 7 + size], fix: (w) => singularVerb(w[6 + size] ?? ''), confidence: 0.85,
    message: "After 'every' or 'each', two nouns joined by 'and' still take a singular verb.",
    previous: atClauseStart,
    next: (rest) => /^\s+(into|in|on|to|through|out|up|down|back|away|the|a|an|their|its|at|for|with|by|from|before|after|every|straight|directly|[a-z]{3,}ed)\b|^\s*[.,;!?]/i.test(rest),
  })),
]);

const FINISHED_TIME = /\b(yesterday|ago|last\s+(night|week|month|year|weekend|summer|winter|season|time|monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/i;

/** A finished time in the sentence around `at`: "yesterday", "last night", "two days ago". */
function hasFinishedTime(text: string, at: number): boolean {
  const start = Math.max(text.lastIndexOf('.', at), text.lastIndexOf('!', at), text.lastIndexOf('?', at), text.lastIndexOf('\n', at)) + 1;
  const ends = [text.indexOf('.', at), text.indexOf('!', at), text.indexOf('?', at), text.indexOf('\n', at)].filter((i) => i >= 0);
  return FINISHED_TIME.test(text.slice(start, ends.length ? Math.min(...ends) : text.length));
}

/** 'Everyone have' → 'has', 'Nobody know' → 'knows', 'Each of the students have' → 'has'. */
export function checkIndefiniteSubjectAgreement(text: string, tokens: Token[]): Issue[] {
  const { words } = describeTokens(text, tokens);
  const issues: Issue[] = [...EVERY_PAIR.check(text, tokens)];
  for (let index = 0; index < tokens.length; index++) {
    // "Does everyone have", "let everyone know": only a subject at the start of its clause.
    const opener = previousWord(text, tokens, words, index);
    if (!atClauseStart(opener) && !CLAUSE_VERBS.has(opener ?? '')) continue;
    const end = findSubjectEnd(words, tokens, text, index);
    if (end === undefined) continue;
    const relative = findVerbAfterRelativeClause(words, tokens, text, index, end);
    if (relative) {
      issues.push(relative);
      continue;
    }
    let verbAt = end;
    if (MID_ADVERBS.has(words[verbAt] ?? '') && words[verbAt] !== 'only') verbAt += 1;
    const verb = tokens[verbAt];
    const before = tokens[verbAt - 1];
    if (!verb || !before || !isPlainGap(text, before, verb)) continue;
    // "Something like this": after a -thing pronoun, "like" is a preposition.
    if (words[verbAt] === 'like' && /thing$/.test(words[index] ?? '')) continue;
    // "as one of my friends put it": put, set, cut… are past forms too; a capital starts a new sentence.
    if (/^(put|set|cut|hit|let|cost|read|hurt|spread|shut|quit)$/.test(words[verbAt] ?? '') || /^\p{Lu}/u.test(verb.text)) continue;
    // "Everyone accept Tom has signed": a second verb after the name makes "accept" the slip for "except".
    if (words[verbAt] === 'accept' && EXCEPT_READING.test(text.slice(verb.end))) continue;
    const base = words[verbAt] ?? '';
    // "The servers were down yesterday and nobody get any": with a finished time in the sentence the bare verb
    // wanted its past ("got"), not a present "gets".
    const fixed = !SINGULAR_OF[base] && isKnownBase(base) && hasFinishedTime(text, verb.start) ? findPast(base) : singularVerb(base);
    if (!fixed) continue;
    // "Anyone know if the train is running?": a question typed without its "Does" keeps the bare verb.
    if (opener === undefined && /^(anyone|anybody|someone|somebody)$/.test(words[index] ?? '') && /^[^.!\n]*\?/.test(text.slice(verb.end))) continue;
    const subject = text.slice(tokens[index]?.start, tokens[end - 1]?.end);
    issues.push(
      makeTokenIssue(verb, fixed, {
        rule: RULE,
        message: `'${subject}' takes a singular verb: '${fixed}', not '${verb.text}'.`,
        confidence: 0.85,
      }),
    );
  }
  return issues;
}
