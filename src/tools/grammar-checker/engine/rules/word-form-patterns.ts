import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { findPlural, findSingular, toRegularPlural } from './nouns';
import { tagSentences, type TaggedWord } from './tag-words';
import { findThirdSingular, isKnownBase, isNounLike } from './verb-lexicon';
import { toIngForm } from './verb-patterns';

const UNIT = /^(second|minute|hour|day|week|month|year|mile|kilometre|kilometer|metre|meter|page|room|storey|story|star|point|course)s$/;
const ACTIVITIES = /^(shopping|swimming|fishing|hiking|skiing|camping|dancing|running|jogging|sightseeing|sailing|surfing|bowling|cycling|climbing|walking)$/;
// Irregular plurals given a second "-s": "mens" → "men", "childrens" → "children".
const DOUBLE_PLURALS: Record<string, string> = { mens: 'men', womens: 'women', childrens: 'children', feets: 'feet', teeths: 'teeth', mices: 'mice' };
// Not "peoples": "all peoples" is right, and "peoples lives" wants "people's".
// Reflexives built on the wrong pronoun: "hisself" → "himself", "theirselves" → "themselves".
const REFLEXIVES: Record<string, string> = { hisself: 'himself', theirselves: 'themselves', theirself: 'themselves', themself: 'themselves', ourself: 'ourselves', yourselfs: 'yourselves', themselfs: 'themselves' };
// Not "of": "time of need", "sales of hire boats" take nouns that are also verbs.
const PREPOSITIONS = /^(for|about|without|before|after|by)$/;
const SUPERLATIVE_OF: Record<string, string> = { better: 'best', worse: 'worst' };

function issue(from: TaggedWord, to: TaggedWord, replacement: string, rule: string, message: string): Issue {
  return { offset: from.start, length: to.end - from.start, category: 'grammar', rule, source: 'rule', confidence: 0.8, message, replacements: [matchCase(from.text, replacement)] };
}

/** The issue for words[i] and what follows it, if one of the word-form patterns matches there. */
function findAt(words: TaggedWord[], i: number, text: string): Issue | undefined {
  const word = words[i] as TaggedWord;
  const next = words[i + 1];
  const after = words[i + 2];
  if (!next) return undefined;
  // "the most better singer" → "the best": a comparative cannot take "most" too.
  if (word.lower === 'most' && SUPERLATIVE_OF[next.lower]) return issue(word, next, SUPERLATIVE_OF[next.lower] as string, 'comparative-form', `'most' and '${next.text}' both compare: use '${SUPERLATIVE_OF[next.lower]}'.`);
  // "a books" → "a book": an article counts one.
  // "is-a relationships", "a prosecutors' spokeswoman", "a hands-on job": a hyphen or apostrophe joins words.
  const joined = /[-'’]/.test(text.slice(word.start - 1, word.start)) || /^[-'’]/.test(text.slice(next.end, next.end + 1));
  if ((word.lower === 'a' || word.lower === 'an') && !joined && next.pos === 'NOUN' && /^[a-z]{4,}s$/.test(next.text) && next.lemma !== next.lower) {
    const singular = findSingular(next.lower) ?? next.lemma;
    const regular = toRegularPlural(singular) === next.lower || findPlural(singular) === next.lower;
    const phraseEnds = !after || /^(PUNCT|ADP|CCONJ|SCONJ|VERB|AUX)$/.test(after.pos);
    if (regular && phraseEnds && !/^(lot|few|couple|number|means|series|species|news|goods|thanks)$/.test(next.lower) && !/^(one|each|other)$/.test(singular)) {
      return issue(next, next, singular, 'number-agreement', `After '${word.text}', the noun is singular: '${singular}'.`);
    }
  }
  // "a 10-minutes drive" → "10-minute": a measure used before a noun stays singular.
  const hyphen = text.slice(word.end, word.end + 1) === '-' ? text.slice(word.end + 1).match(/^([a-z]+)\s+([a-z]+)/) : null;
  if (hyphen && (word.pos === 'NUM' || /^\d+$/.test(word.text)) && UNIT.test(hyphen[1] as string) && !/^(of|ago|later|old|long|before|after|and|or)$/.test(hyphen[2] as string)) {
    const unit = hyphen[1] as string;
    const start = word.end + 1;
    return { offset: start, length: unit.length, category: 'grammar', rule: 'number-agreement', source: 'rule', confidence: 0.8, message: 'A measure before a noun stays singular: "a 10-minute walk".', replacements: [unit.slice(0, -1)] };
  }
  // "went to shopping" → "went shopping": "go" + an activity in "-ing" takes no "to".
  if (word.lemma === 'go' && word.pos === 'VERB' && next.lower === 'to' && after && ACTIVITIES.test(after.lower)) return issue(next, after, after.lower, 'verb-patterns', `'Go' + an activity needs no 'to': 'go ${after.lower}'.`);
  // "too much tired" → "too tired": "too much" goes before a noun; before an adjective "too" is enough.
  if (word.lower === 'too' && next.lower === 'much' && after?.pos === 'ADJ' && !/^(NOUN|PROPN)$/.test(words[i + 3]?.pos ?? '')) return issue(word, next, 'too', 'comparative-form', "Before an adjective, 'too' alone: 'too tired'.");
  if (REFLEXIVES[word.lower] && !(word.lower === 'themself' || word.lower === 'ourself')) return issue(word, word, REFLEXIVES[word.lower] as string, 'pronoun-case', `The reflexive is '${REFLEXIVES[word.lower]}'.`);
  // "The principle of our school" → "principal": the head of a school is its principal.
  if (word.lower === 'principle' && next.lower === 'of' && /^(school|college|university|academy)$/.test(words[i + 3]?.lower ?? '')) return issue(word, word, 'principal', 'confusable-words', "The head of a school is its 'principal'; a 'principle' is a rule.");
  // "a five years old son" → "a five-year-old son": an age before a noun is one hyphenated word.
  if ((word.pos === 'NUM' || /^\d+$/.test(word.text)) && /^(a|an)$/.test(words[i - 1]?.lower ?? '') && next.lower === 'years' && after?.lower === 'old' && words[i + 3]?.pos === 'NOUN') {
    return issue(word, after, `${word.text}-year-old`, 'number-agreement', "An age before a noun is one word: 'a five-year-old son'.");
  }
  // "was laying on the sofa" → "lying": "lay" needs an object; lying somewhere has none.
  if (word.lower === 'laying' && /^(was|were|is|are|am|been|be)$/.test(words[i - 1]?.lower ?? '') && /^(on|in|under|around|there|beside|by|awake|still|flat|next|here|in)$/.test(next.lower)) {
    return issue(word, word, 'lying', 'confusable-words', "Without an object it is 'lie' ('lying on the sofa'); 'lay' puts something down.");
  }
  // "very hardly" → "very hard": "hardly" means "almost not" and takes no "very"; "work hardly" means "work hard".
  if (word.lower === 'hardly' && (/^(very|so|really|too|quite)$/.test(words[i - 1]?.lower ?? '') || /^(work|study|train|practise|practice|try)$/.test(words[i - 1]?.lemma ?? '')) && (next.pos === 'PUNCT' || /^(every|all|at|on|for|to|and|but|because)$/.test(next.lower))) {
    return issue(word, word, 'hard', 'word-form/adverb', "'Hardly' means 'almost not'; with effort is 'hard'.");
  }
  // "The museum is close on Mondays" → "closed": being shut is "closed"; "close" (near) takes "to".
  if (word.lower === 'close' && /^(is|are|was|were)$/.test(words[i - 1]?.lower ?? '') && (/^(on|until|till|during|today|tomorrow|tonight|now|every)$/.test(next.lower) || (next.lower === 'at' && after?.pos === 'NUM'))) {
    return issue(word, word, 'closed', 'word-form/participle', "Shut is 'closed': 'The museum is closed on Mondays'.");
  }
  // "I was borned" → "born".
  if (word.lower === 'borned') return issue(word, word, 'born', 'word-form/participle', "'Born' is the form for birth: 'I was born in…'.");
  // "Could you please to send" → "please send", "Let's to go" → "Let's go": no "to" after these.
  if ((word.lower === 'please' || word.lower === "let's" || (word.lower === "'s" && words[i - 1]?.lower === 'let')) && next.lower === 'to' && after?.pos === 'VERB' && after.lower === after.lemma) {
    return issue(next, after, after.text, 'verb-form-after-auxiliary', `After '${word.text}', the verb follows without 'to'.`);
  }
  // "a hundred of people" → "a hundred people": a number word counts the noun directly.
  if (/^(hundred|thousand|million|dozen)$/.test(word.lower) && next.lower === 'of' && after && (after.pos === 'NOUN' || after.pos === 'ADJ') && /^(a|one|two|three|four|five|six|seven|eight|nine|ten|several|few)$/.test(words[i - 1]?.lower ?? '')) {
    return { offset: word.end, length: next.end - word.end, category: 'grammar', rule: 'number-agreement', source: 'rule', confidence: 0.8, message: `'${word.text} ${after.text}', without 'of'.`, replacements: [''] };
  }
  // "two thousands euros" → "two thousand euros".
  if (/^(hundreds|thousands|millions|dozens)$/.test(word.lower) && (words[i - 1]?.pos === 'NUM' || /^\d+$/.test(words[i - 1]?.text ?? '')) && (next.pos === 'NOUN' || next.pos === 'ADJ')) {
    return issue(word, word, word.lower.slice(0, -1), 'number-agreement', `After a number, '${word.lower.slice(0, -1)}' has no '-s'.`);
  }
  // "The most of people" → "Most people": "most" counts the noun directly; "most of the people" keeps its "of".
  if (word.lower === 'the' && next.lower === 'most' && after?.lower === 'of' && words[i + 3]?.pos === 'NOUN' && words[i + 3]?.lower === words[i + 3]?.text) {
    return issue(word, after, 'most', 'number-agreement', "'Most people', or 'most of the people'.");
  }
  // "Both of them is" → "are".
  if (word.lower === 'both' && next.lower === 'of' && after && /^(them|us|you|these|those)$/.test(after.lower)) {
    const verb = words[i + 3];
    const plural: Record<string, string> = { is: 'are', was: 'were', has: 'have', does: 'do' };
    if (verb && plural[verb.lower]) return issue(verb, verb, plural[verb.lower] as string, 'subject-verb-agreement', "'Both' is plural: 'both of them are'.");
  }
  // "In the other hand" → "On the other hand", "On my opinion" → "In my opinion".
  if (word.lower === 'in' && next.lower === 'the' && after?.lower === 'other' && words[i + 3]?.lower === 'hand') return issue(word, word, 'on', 'preposition-usage', "The phrase is 'on the other hand'.");
  if (word.lower === 'on' && /^(my|your|his|her|our|their)$/.test(next.lower) && after?.lower === 'opinion') return issue(word, word, 'in', 'preposition-usage', `The phrase is 'in ${next.lower} opinion'.`);
  // "I'm married since 2010" → "I've been married": a state lasting up to now takes the present perfect.
  const since = words.findIndex((w, k) => k > i + 1 && k <= i + 4 && w.lower === 'since');
  const sinceWhat = since > 0 ? words[since + 1] : undefined;
  const pointInTime = sinceWhat && (sinceWhat.pos === 'NUM' || /^(last|yesterday|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|childhood|then|morning|christmas)$/.test(sinceWhat.lower));
  const joinedBe = word.lower.match(/^(i|you|we|they|he|she)('m|'re|'s)$/);
  if (pointInTime && since > 0 && (joinedBe || (/^(am|is|are)$/.test(word.lower) && /^(i|you|we|they|he|she)$/.test(words[i - 1]?.lower ?? ''))) && words.slice(i + 1, since).every((w) => /^(ADJ|ADV|VERB)$/.test(w.pos) && !/ing$/.test(w.lower))) {
    const subject = joinedBe ? (joinedBe[1] as string) : (words[i - 1]?.lower as string);
    const have = /^(he|she)$/.test(subject) ? 'has' : 'have';
    if (joinedBe) return issue(word, word, `${subject === 'i' ? 'I' : subject}${have === 'has' ? "'s" : "'ve"} been`, 'past-time-tense', "A state lasting up to now takes the present perfect: 'I've been married since…'.");
    return issue(word, word, `${have} been`, 'past-time-tense', "A state lasting up to now takes the present perfect: 'have been … since'.");
  }
  // "Every of the students" → "Each of": "every" never takes "of" directly.
  if (word.lower === 'every' && next.lower === 'of' && after?.pos === 'DET') return issue(word, word, 'each', 'number-agreement', "'Every' takes no 'of': 'each of the students'.");
  // "Much of the students" → "Many of": a plural count noun is counted.
  if (word.lower === 'much' && next.lower === 'of' && after && /^(the|my|your|his|her|our|their|these|those)$/.test(after.lower)) {
    const noun = words[i + 3];
    if (noun && noun.pos === 'NOUN' && /^[a-z]+s$/.test(noun.text) && noun.lemma !== noun.lower && words[i + 4]?.pos !== 'NOUN') return issue(word, word, 'many', 'much-many', "Plural nouns are counted: 'many of the students'.");
  }
  // "In spite the rain" → "In spite of", "Thanks God" → "Thank God".
  if (word.lower === 'spite' && words[i - 1]?.lower === 'in' && next.lower !== 'of') return issue(word, word, 'spite of', 'preposition-usage', "The phrase is 'in spite of'.");
  if (word.lower === 'thanks' && next.text === 'God') return issue(word, word, 'thank', 'everyday-phrases', "The phrase is 'Thank God'.");
  // "Do you can help me?" → "Can you help me?": a modal makes its own question.
  // Only opening a question ("nothing to do you can just go" is a run-on, not a question).
  const opensQuestion = i === 0 || /^(what|where|when|why|how|who|which)$/.test(words[i - 1]?.lower ?? '');
  if (opensQuestion && /^(do|does|did)$/.test(word.lower) && /^(i|you|he|she|it|we|they)$/.test(next.lower) && after && /^(can|could|will|would|should|must|may|might)$/.test(after.lower)) {
    return issue(word, after, `${after.lower} ${next.text}`, 'verb-form-after-auxiliary', `A modal makes its own question: '${after.lower} ${next.text}…'.`);
  }
  // "My father has forty years" → "is forty years old": age is "be … years old".
  if (/^(have|has)$/.test(word.lower) && (next.pos === 'NUM' || /^\d+$/.test(next.text)) && after?.lower === 'years' && (!words[i + 3] || /^(PUNCT|CCONJ)$/.test(words[i + 3]?.pos ?? ''))) {
    const subject = words[i - 1]?.lower ?? '';
    const be = subject === 'i' ? 'am' : word.lower === 'has' ? 'is' : 'are';
    return issue(word, after, `${be} ${next.text} years old`, 'everyday-phrases', "Age is 'be … years old': 'He is forty years old'.");
  }
  // "in the next Monday" → "next Monday": a named day after "next"/"last" needs no preposition or article
  // ("in the next week" means "within" and stays).
  if (/^(in|on)$/.test(word.lower) && next.lower === 'the' && after && /^(next|last)$/.test(after.lower) && /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/.test(words[i + 3]?.lower ?? '')) {
    return issue(word, next, '', 'preposition-usage', `'${after.text} ${words[i + 3]?.text}' takes no 'in the'.`);
  }
  // "It is raining since this morning" → "It has been raining since": an action up to now.
  if (/^(is|am|are)$/.test(word.lower) && /^(i|you|we|they|he|she|it)$/.test(words[i - 1]?.lower ?? '') && next.pos === 'VERB' && /ing$/.test(next.lower) && after?.lower === 'since') {
    const point = words[i + 3];
    if (point && (point.pos === 'NUM' || /^(this|last|yesterday|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|morning|then)$/.test(point.lower))) {
      return issue(word, word, /^(he|she|it)$/.test(words[i - 1]?.lower ?? '') ? 'has been' : 'have been', 'past-time-tense', "An action lasting up to now takes the present perfect: 'has been raining since…'.");
    }
  }
  // "We need fewer water" → "less water": "fewer" counts; an uncountable noun is measured.
  if (word.lower === 'fewer' && /^(water|money|time|information|traffic|noise|food|sugar|salt|milk|coffee|space|work|homework|pollution|energy|electricity|rain|snow|stress|fun)$/.test(next.lower)) {
    return issue(word, word, 'less', 'less-fewer', `'${next.text}' is uncountable: 'less ${next.text}'.`);
  }
  // "entered into the room" → "entered the room": one enters a place; "enter into an agreement" stays.
  if (word.lemma === 'enter' && next.lower === 'into' && after?.pos === 'DET' && /^(room|building|house|office|classroom|kitchen|shop|store|hall|church|school|restaurant|bar|bedroom|library|hotel|museum|stadium)$/.test(words[i + 3]?.lower ?? '')) {
    return issue(next, next, '', 'preposition-usage', "'Enter' takes its place directly: 'entered the room'.");
  }
  // "A number of students was absent" → "were": with "a", "number" counts what follows.
  if (word.lower === 'a' && next.lower === 'number' && after?.lower === 'of') {
    let k = i + 3;
    while (words[k]?.pos === 'ADJ' || words[k]?.pos === 'DET') k += 1;
    const noun = words[k];
    const verb = words[k + 1];
    const plural: Record<string, string> = { is: 'are', was: 'were', has: 'have' };
    if (noun?.pos === 'NOUN' && noun.lower !== noun.lemma && noun.lower.endsWith('s') && verb && plural[verb.lower]) {
      return issue(verb, verb, plural[verb.lower] as string, 'subject-verb-agreement', `'A number of ${noun.text}' is plural: '${plural[verb.lower]}'.`);
    }
  }
  // "Everyone of us" → "Every one of us": "everyone" takes no "of".
  if ((word.lower === 'everyone' || word.lower === 'anyone') && next.lower === 'of') return issue(word, word, `${word.lower.slice(0, -3)} one`, 'number-agreement', `Before 'of', write '${word.lower.slice(0, -3)} one'.`);
  // "The mens in the photo" → "men".
  // Before a noun, "mens room" wants "men's": left to the possessive rule.
  if (DOUBLE_PLURALS[word.lower] && /^(ADP|AUX|VERB|PUNCT|CCONJ)$/.test(next.pos) && next.text !== "'") {
    return issue(word, word, DOUBLE_PLURALS[word.lower] as string, 'number-agreement', `'${DOUBLE_PLURALS[word.lower]}' is already plural.`);
  }
  // "apologised for be late" → "for being": after a preposition a verb takes "-ing".
  // Only with an object or complement after the verb ("for be late", "before say you"), and not a verb that is as often a noun.
  const verbLike = next.lower === 'be' || (isKnownBase(next.lower) && !isNounLike(findThirdSingular(next.lower)));
  if (PREPOSITIONS.test(word.lower) && word.pos === 'ADP' && (next.pos === 'VERB' || next.pos === 'AUX') && next.lower === next.lemma && /^[a-z]+$/.test(next.text) && verbLike) {
    if (!after || !/^(DET|PRON|ADJ|NUM)$/.test(after.pos)) return undefined;
    return issue(next, next, toIngForm(next.lower), 'verb-form/after-preposition', `After '${word.text}', a verb takes '-ing': '${toIngForm(next.lower)}'.`);
  }
  return undefined;
}

/**
 * Word forms fixed by their neighbours: "the most better" → "the best", "a books" → "a book",
 * "a 10-minutes drive" → "10-minute", "went to shopping" → "went shopping", "too much tired" → "too
 * tired", "mens" → "men", "for be late" → "for being". Each reads wink-nlp's tags so only the
 * grammatical use is changed.
 */
export function checkWordFormPatterns(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    for (let i = 0; i < words.length; i++) {
      const found = findAt(words, i, text);
      if (found) issues.push(found);
    }
  }
  return issues;
}
