import { type Issue } from '../types';
import { type Token, isPlainGap } from '../text/tokenize';
import { makeTokenIssue } from './make-issue';
import { findBaseForm, findParticipleOfPast, isKnownBase, isNounLike, isPastForm, isThirdSingular } from './verb-lexicon';
import { findVerbLemmaAt } from './tag-words';
import { MID_ADVERBS, MODALS } from './word-lists';

const RULE = 'verb-form-after-auxiliary';
const DO_FORMS = new Set(['do', 'does', 'did', "don't", "doesn't", "didn't", 'dont', 'doesnt', 'didnt']);
const NEGATIONS = new Set(['not', "n't"]);
// "She can't came", "He couldn't found": a negated modal takes the bare verb as well.
const NEGATED_MODALS = new Set("can't cannot couldn't won't wouldn't shouldn't mustn't mightn't cant couldnt wont wouldnt shouldnt".split(' '));
const SUBJECT_PRONOUNS = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they']);
// "Did anyone brought a spare wetsuit?": an indefinite pronoun is a question's whole subject too.
const INDEFINITE_SUBJECTS = new Set(['anyone', 'anybody', 'someone', 'somebody', 'everyone', 'everybody', 'nobody', 'no-one']);
// "had to wrote a letter": an object right after a past form shows it was meant as the infinitive.
const OBJECT_START = /^\s+(the|a|an|my|your|his|her|our|their|this|that|these|those|it|them|him|me|us|some|all|every)\b/i;
const DETERMINERS = new Set(['the', 'a', 'an', 'his', 'her', 'my', 'your', 'our', 'their', 'its', 'this', 'that']);

/** A finite verb form our lexicon or the tagger knows: "works", "approved" (not the base "work"). */
function isInflectedVerb(text: string, token: Token): boolean {
  if (isThirdSingular(token.lower) || isPastForm(token.lower)) return true;
  const lemma = findVerbLemmaAt(text, token.start);
  return lemma !== undefined && lemma !== token.lower && /(s|ed)$/.test(token.lower);
}

/**
 * "Did the client approved", "Does your supervisor knows": in a question a short noun phrase
 * (determiner + one or two words) may sit between do and the verb. The index of its last word, or
 * undefined when what follows the determiner is no such phrase.
 */
function skipQuestionNounPhrase(text: string, tokens: Token[], index: number): number | undefined {
  if (!DETERMINERS.has(tokens[index + 1]?.lower ?? '')) return undefined;
  for (let k = index + 2; k <= index + 4; k++) {
    const word = tokens[k];
    const previous = tokens[k - 1];
    if (!word || !previous || !isPlainGap(text, previous, word) || !/^[a-z]+$/i.test(word.text)) return undefined;
    // The head noun comes first: a verb form straight after the determiner is that noun ("the results").
    if (k > index + 2 && isInflectedVerb(text, word)) return k - 1;
  }
  return undefined;
}

/** "Does she knows", "Did you saw": in a question the subject sits between do and the verb. */
function skipQuestionSubject(text: string, tokens: Token[], index: number): number {
  const subject = tokens[index + 1];
  const auxiliary = tokens[index];
  const before = tokens[index - 1];
  // "Which platform did the guard tell you", "How many tickets did she buy": a question word and its noun before "did".
  const whPhrase = (at: number) => tokens[at] !== undefined && tokens.slice(at, index + 1).every((t, k, run) => k === 0 || isPlainGap(text, run[k - 1] as Token, t));
  const askedNoun =
    (before !== undefined && /^(what|which|whose)$/.test(tokens[index - 2]?.lower ?? '') && whPhrase(index - 2) && (index - 2 === 0 || !isPlainGap(text, tokens[index - 3] as Token, tokens[index - 2] as Token))) ||
    (tokens[index - 3]?.lower === 'how' && /^(many|much)$/.test(tokens[index - 2]?.lower ?? '') && whPhrase(index - 3) && (index - 3 === 0 || !isPlainGap(text, tokens[index - 4] as Token, tokens[index - 3] as Token)));
  const atClauseStart = !before || !isPlainGap(text, before, auxiliary as Token) || /^(what|where|when|why|how|who|which)$/.test(before.lower) || askedNoun;
  if (!subject || !auxiliary || !atClauseStart || !isPlainGap(text, auxiliary, subject)) return index;
  if (SUBJECT_PRONOUNS.has(subject.lower) || INDEFINITE_SUBJECTS.has(subject.lower)) return index + 1;
  return skipQuestionNounPhrase(text, tokens, index) ?? index;
}

/** "Could you sent me…", "Can she came?": a question's pronoun subject between the modal and the verb. */
function skipModalQuestionSubject(text: string, tokens: Token[], index: number): number {
  const subject = tokens[index + 1];
  const modal = tokens[index];
  const before = tokens[index - 1];
  const atClauseStart = !before || !isPlainGap(text, before, modal as Token) || /^(what|where|when|why|how|who|which)$/.test(before.lower);
  if (!subject || !modal || !atClauseStart || !isPlainGap(text, modal, subject)) return index;
  if (!SUBJECT_PRONOUNS.has(subject.lower) && !INDEFINITE_SUBJECTS.has(subject.lower)) return index;
  // "Can you please sent me…": "please" sits between the subject and the verb.
  const please = tokens[index + 2];
  return please?.lower === 'please' && isPlainGap(text, subject, please) ? index + 2 : index + 1;
}

/** "must to finish" → "must finish": a modal takes the bare infinitive, never "to". */
function findToAfterModal(text: string, tokens: Token[], index: number): Issue | undefined {
  const to = tokens[index + 1];
  const verb = tokens[index + 2];
  const modal = tokens[index];
  if (!modal || !to || !verb || to.lower !== 'to' || !isPlainGap(text, modal, to) || !isPlainGap(text, to, verb)) return undefined;
  // "the will to win", "free will to choose": "will" the noun.
  const before = tokens[index - 1]?.lower ?? '';
  if (DETERMINERS.has(before) || before === 'free' || before === 'own' || (modal.lower === 'will' && /(al|ong|ood|ic)$/.test(before))) return undefined;
  // "doing what I could to help", "as much as we can to finish": the modal ends its own clause, whose subject is a
  // pronoun; "All applicants must to submit" has a noun subject and the modal is the sentence's verb.
  if (/^(what|as|everything|all|anything|whatever)$/.test(tokens[index - 2]?.lower ?? '') && SUBJECT_PRONOUNS.has(before)) return undefined;
  if (!isKnownBase(verb.lower) && findVerbLemmaAt(text, verb.start) !== verb.lower) return undefined;
  return { ...makeTokenIssue(to, '', { rule: RULE, message: `After '${modal.text}', the verb follows without 'to'.`, confidence: 0.85 }), replacements: [''] };
}

/** The base form, from our lexicon or else from the tagger ("checked" → "check"). */
function findBase(text: string, verb: Token): string | undefined {
  const known = findBaseForm(verb.lower);
  if (known) return known;
  if (!/[a-z](ed|s)$/.test(verb.lower)) return undefined;
  const lemma = findVerbLemmaAt(text, verb.start);
  return lemma && lemma !== verb.lower && /^[a-z]+$/.test(lemma) ? lemma : undefined;
}

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
/** "Visitors must parked on the street": people right before the modal do the action, so the verb takes its base form, not a passive's 'be'. */
const PEOPLE_SUBJECT = /^(i|you|we|they|he|she|people|visitors|students|guests|residents|customers|staff|employees|members|parents|children|drivers|passengers|users|everyone|everybody)$/;
/** What follows a passive participle: a place, time, agent or the clause's end, not an object. */
/** Verbs whose "to" can only open an infinitive ("would like to applied for"), unlike "from tired to excited about". */
const INFINITIVE_TAKERS = /^(like|love|want|wants|wanted|need|needs|needed|have|has|had|going|try|tries|tried|able|decide|decided|plan|planned|hope|hoped|wish|wished|expect|expected|refuse|refused|promise|promised|forget|forgot|remember|learn|learned|manage|managed)$/;
const PASSIVE_AFTER = /^\s+(on|in|at|by|from|within|before|after|until|during|as|soon|later|tomorrow|today|next|automatically|immediately)\b|^\s*[.,;!?]/i;

export function checkVerbFormAfterAuxiliary(text: string, tokens: Token[]): Issue[] {
  const issues: Issue[] = [];
  tokens.forEach((auxiliary, index) => {
    // "May" mid-sentence is the month; "Will scowled", "Can nodded": a capital modal straight before a verb is a name.
    const name = /^\p{Lu}/u.test(auxiliary.text) && (index > 0 || /(ed|s)$/.test(tokens[index + 1]?.lower ?? ''));
    const modal = (MODALS.has(auxiliary.lower) || NEGATED_MODALS.has(auxiliary.lower.replace(/’/g, "'"))) && !name;
    const doSupport = DO_FORMS.has(auxiliary.lower);
    const infinitive = auxiliary.lower === 'to';
    if (!modal && !doSupport && !infinitive) return;
    if (modal) {
      const extra = findToAfterModal(text, tokens, index);
      if (extra) issues.push(extra);
    }
    const subjectEnd = doSupport ? skipQuestionSubject(text, tokens, index) : modal ? skipModalQuestionSubject(text, tokens, index) : index;
    const verb = findVerbAfter(text, tokens, subjectEnd);
    if (!verb) return;
    // "What they do is …", "all it does has …": be never takes do-support, and an affirmative do
    // before "has" is usually a main verb; a negative one ("doesn't has") is do-support.
    const negative = /n'?t$/.test(auxiliary.lower) || tokens[index + 1]?.lower === 'not';
    // "Does your school has a pool?": after a question's noun subject, "has" is do-support's verb too.
    const questionSubject = subjectEnd > index + 1;
    if (doSupport && (verb.lower === 'is' || verb.lower === 'was' || (verb.lower === 'has' && !negative && !questionSubject))) return;
    const rest = text.slice(verb.end);
    // The tagger's lemma after a modal, a negated do or a question's noun subject: an affirmative
    // "do" may be the main verb ("do sports", "Why do dreams seem": a verb and a noun).
    const base = modal || (doSupport && negative) || subjectEnd > index + 1 ? findBase(text, verb) : findBaseForm(verb.lower);
    const third = isThirdSingular(verb.lower) || verb.lower === 'is' || (base !== undefined && verb.lower.endsWith('s') && !verb.lower.endsWith('ss'));
    const pastLike = verb.lower !== 'been' && (isPastForm(verb.lower) || (base !== undefined && verb.lower.endsWith('ed')));
    // Past forms double as participles and adjectives ("to used cars"): after "to", only before an object.
    // "to went home": a past that is never a participle or adjective ("went", "knew") cannot follow "to" either ("to saw wood" can).
    const pastOnly = findParticipleOfPast(verb.lower) !== undefined && !/^(saw|was|were)$/.test(verb.lower);
    const past = pastLike && (!infinitive || OBJECT_START.test(rest) || pastOnly || INFINITIVE_TAKERS.test(tokens[index - 1]?.lower ?? ''));
    if (!third && !past) return;
    // "to works of art", "to results": after "to", a noun-like -s word is usually a noun.
    if (infinitive && !past && (isNounLike(verb.lower) || !isThirdSingular(verb.lower))) return;
    // "will become", "can read": participles that look like the base form are already right.
    if (!base || base === verb.lower || base === 'be' && !/^(is|was|were|are)$/.test(verb.lower)) return;
    // "The will helps": a modal that is a noun after a determiner.
    const modalIsNoun = modal && DETERMINERS.has(tokens[index - 1]?.lower ?? '');
    if (modalIsNoun) return;
    // Right after a negated do ("doesn't seems") or after a question's subject ("Does the printer
    // works"), only a verb can stand: the noun reading of "seems", "works", "plays" does not apply.
    const verbSlot = doSupport && (negative || subjectEnd > index) && findVerbLemmaAt(text, verb.start) !== undefined;
    const nounLike = isNounLike(verb.lower) && !modal && !verbSlot;
    const confidence = nounLike ? 0.7 : past && /ed$/.test(verb.lower) && !OBJECT_START.test(rest) ? 0.75 : 0.85;
    // "The schedule will posted on the board": a participle with no object after a modal lost its "be" (a passive).
    if (modal && past && !pastOnly && PASSIVE_AFTER.test(rest) && !PEOPLE_SUBJECT.test(tokens[index - 1]?.lower ?? '')) {
      issues.push(makeTokenIssue(verb, `be ${verb.lower}`, { rule: RULE, message: `Something done to the subject takes 'be': '${auxiliary.text} be ${verb.text}'.`, confidence: 0.8 }));
      return;
    }
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
