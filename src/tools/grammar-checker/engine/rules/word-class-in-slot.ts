import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences, type TaggedWord } from './tag-words';

/*
 * Learners often know a word's meaning but reach for the wrong member of its family: the verb where a
 * noun goes ("make a decide"), the noun where an adjective goes ("be confidence"), the adjective where a
 * noun or an adverb goes ("showed great creative", "drive careful"). No package we use knows English
 * derivation (WordNet's derivation links would, at 30 MB), so these tables hold the families learners
 * mix up most; each word in them is only ever the one class, so a slot that needs the other is wrong.
 */

/** Verbs that are never nouns, and their noun. */
const VERB_TO_NOUN: Record<string, string> = {
  decide: 'decision', participate: 'participation', grow: 'growth', choose: 'choice', succeed: 'success', describe: 'description',
  explain: 'explanation', arrive: 'arrival', solve: 'solution', complain: 'complaint', propose: 'proposal', approve: 'approval',
  refuse: 'refusal', discover: 'discovery', improve: 'improvement', develop: 'development', agree: 'agreement', argue: 'argument',
  analyse: 'analysis', analyze: 'analysis', perform: 'performance', apply: 'application', recommend: 'recommendation',
  educate: 'education', communicate: 'communication', introduce: 'introduction', produce: 'production', compete: 'competition',
  prefer: 'preference', exist: 'existence', depend: 'dependence', deliver: 'delivery', inform: 'information', suggest: 'suggestion',
  organise: 'organisation', organize: 'organization', celebrate: 'celebration', prepare: 'preparation', explore: 'exploration',
  contribute: 'contribution', collaborate: 'collaboration', encourage: 'encouragement', enjoy: 'enjoyment', behave: 'behaviour',
  achieve: 'achievement', announce: 'announcement', pronounce: 'pronunciation', maintain: 'maintenance', assist: 'assistance',
};

/** Nouns (or verbs) whose adjective learners mean after an intensifier or "to be". */
const TO_ADJECTIVE: Record<string, string> = {
  confidence: 'confident', help: 'helpful', please: 'pleased', success: 'successful', danger: 'dangerous', importance: 'important',
  difference: 'different', patience: 'patient', beauty: 'beautiful', honesty: 'honest', happiness: 'happy', anger: 'angry',
  curiosity: 'curious', responsibility: 'responsible', independence: 'independent', intelligence: 'intelligent',
  silence: 'silent', violence: 'violent', luck: 'lucky', health: 'healthy', creativity: 'creative', comfort: 'comfortable',
  stress: 'stressed', nervousness: 'nervous', enthusiasm: 'enthusiastic', ambition: 'ambitious', efficiency: 'efficient',
  disappoint: 'disappointed', satisfy: 'satisfied', bore: 'bored', excite: 'excited', worry: 'worried', embarrass: 'embarrassed',
};

/** Adjectives whose noun is meant after "great", "much", "lack of"…, when no noun follows them. */
const ADJECTIVE_TO_NOUN: Record<string, string> = {
  creative: 'creativity', confident: 'confidence', patient: 'patience', important: 'importance', honest: 'honesty',
  responsible: 'responsibility', flexible: 'flexibility', curious: 'curiosity', kind: 'kindness', happy: 'happiness',
  polite: 'politeness', able: 'ability', independent: 'independence', enthusiastic: 'enthusiasm', ambitious: 'ambition',
  intelligent: 'intelligence', efficient: 'efficiency', generous: 'generosity', brave: 'bravery', accurate: 'accuracy',
};

/** Adjectives with a plain -ly adverb, for a verb they describe ("drive careful" → "carefully"). */
const TO_ADVERB: Record<string, string> = {
  careful: 'carefully', clear: 'clearly', quick: 'quickly', slow: 'slowly', quiet: 'quietly', easy: 'easily', bad: 'badly',
  serious: 'seriously', proper: 'properly', correct: 'correctly', careless: 'carelessly', polite: 'politely',
  rude: 'rudely', honest: 'honestly', fluent: 'fluently', perfect: 'perfectly', nervous: 'nervously', patient: 'patiently',
  calm: 'calmly', smooth: 'smoothly', efficient: 'efficiently', effective: 'effectively', regular: 'regularly', immediate: 'immediately',
  complete: 'completely', confident: 'confidently', vivid: 'vividly', accurate: 'accurately', precise: 'precisely', gentle: 'gently', brief: 'briefly', sincere: 'sincerely', professional: 'professionally', beautiful: 'beautifully',
};
const ADVERB_TO_ADJECTIVE = Object.fromEntries(Object.entries(TO_ADVERB).map(([adjective, adverb]) => [adverb, adjective]));

const DETERMINERS = /^(a|an|the|my|your|his|her|its|our|their|this|that|every|each|no|any|some)$/;
/** Determiners that cannot stand alone as a subject or object ("some agree", "let her decide"). */
const NOUN_DETERMINERS = /^(a|an|the|my|your|his|its|our|their)$/;
const BE_OR_LINKING = /^(is|am|are|was|were|be|been|being|'s|'re|'m|feel|feels|felt|seem|seems|seemed|look|looks|looked|become|became|get|got|gets)$/;
const INTENSIFIERS = /^(very|extremely|so|too|really|quite|incredibly|truly)$/;
const TO_BE_LIKE = /^(be|feel|seem|stay|remain|become|look)$/;
const NOUN_OF_QUALITY_BEFORE = /^(great|much)$/;
/** Verbs of doing whose manner an adverb gives; not "make it clear", "keep calm", "find it easy", "be careful". */
const ACTION_VERBS = new Set(
  'drive explain speak talk write work answer describe sing play run walk move react respond act behave treat handle finish complete perform read pronounce listen express communicate present teach check cook type'.split(' '),
);
/** What may follow a manner adverb: the end of the clause, a time, a reason or another clause. */
const AFTER_MANNER = /^(PUNCT|SCONJ|CCONJ|ADP)$/;
const TIME_WORDS = /^(tonight|today|tomorrow|now|please|always|again|everywhere|here|there)$/;

function issue(word: TaggedWord, replacement: string, message: string): Issue {
  return {
    offset: word.start, length: word.end - word.start, category: 'grammar', rule: 'word-form', source: 'rule', confidence: 0.8, message,
    replacements: [matchCase(word.text, replacement)],
  };
}

function endsPhrase(next: TaggedWord | undefined): boolean {
  return !next || AFTER_MANNER.test(next.pos) || next.pos === 'AUX' || /^(to|and|or|but)$/.test(next.lower);
}

/** "a decide", "the active participate of", "the company's grow over": a noun's slot holds its verb. */
function findVerbAsNoun(words: TaggedWord[], i: number): Issue | undefined {
  const word = words[i]!;
  const noun = VERB_TO_NOUN[word.lower];
  if (!noun || word.text !== word.lower) return undefined;
  const before = words[i - 1];
  const twoBefore = words[i - 2];
  const afterDeterminer = before && (NOUN_DETERMINERS.test(before.lower) || before.lower === "'s" || (before.pos === 'ADJ' && twoBefore && NOUN_DETERMINERS.test(twoBefore.lower)));
  // "to decide", "we decide", "can decide" are verbs; only a determiner (or one before an adjective) makes a noun slot.
  if (!afterDeterminer) return undefined;
  const next = words[i + 1];
  if (next && !(next.pos === 'ADP' || next.pos === 'PUNCT' || /^(to|and|or|but|was|is|has|had|will|would)$/.test(next.lower))) return undefined;
  return issue(word, noun, `After '${before.text}', a noun is needed: '${noun}'.`);
}

/** "extremely help", "very please", "to be confidence": an adjective's slot holds its noun or verb. */
function findNounAsAdjective(words: TaggedWord[], i: number): Issue | undefined {
  const word = words[i]!;
  const adjective = TO_ADJECTIVE[word.lower];
  if (!adjective || word.text !== word.lower) return undefined;
  const before = words[i - 1];
  if (!before) return undefined;
  // "were extremely help": an intensifier after be or a linking verb ("so please come" is a request).
  const afterIntensifier = INTENSIFIERS.test(before.lower) && BE_OR_LINKING.test(words[i - 2]?.lower ?? '');
  // "to be confidence": a linking verb after "to"; "the key is confidence" (a noun naming the key) stays.
  const afterToBe = TO_BE_LIKE.test(before.lower) && words[i - 2]?.lower === 'to';
  if (!afterIntensifier && !afterToBe) return undefined;
  if (!endsPhrase(words[i + 1])) return undefined;
  return issue(word, adjective, `Describing someone takes the adjective: '${adjective}'.`);
}

/** "showed great creative and…": a quality named after "great" is its noun. */
function findAdjectiveAsNoun(words: TaggedWord[], i: number): Issue | undefined {
  const word = words[i]!;
  const noun = ADJECTIVE_TO_NOUN[word.lower];
  const before = words[i - 1];
  if (!noun || !before || !NOUN_OF_QUALITY_BEFORE.test(before.lower)) return undefined;
  // "great" must itself sit in an object's slot: after a verb ("showed great") or "with"/"of".
  const slot = words[i - 2];
  if (!slot || BE_OR_LINKING.test(slot.lower) || !(slot.pos === 'VERB' || /^(with|of|needs|need|requires|require|takes|take)$/.test(slot.lower))) return undefined;
  if (!endsPhrase(words[i + 1])) return undefined;
  return issue(word, noun, `A quality after '${before.text}' is a noun: '${noun}'.`);
}

/** "Drive careful tonight", "explained the problem very clear,": a verb's manner is an adverb. */
function findAdjectiveAsAdverb(words: TaggedWord[], i: number): Issue | undefined {
  const word = words[i]!;
  const adverb = TO_ADVERB[word.lower];
  if (!adverb || word.text !== word.lower && i > 0) return undefined;
  const next = words[i + 1];
  if (!(endsPhrase(next) || TIME_WORDS.test(next?.lower ?? ''))) return undefined;
  // "clear to me", "careful with": an adjective's own complement follows, unless an action verb is found below.
  const complementFollows = next !== undefined && next.pos === 'ADP' && /^(of|about|with|at|to|for)$/.test(next.lower);
  const before = words[i - 1];
  // Right after the verb: "Drive careful", "speaks fluent," (not "speaks fluent English": a noun follows, caught above).
  if (!complementFollows && before && ACTION_VERBS.has(before.lemma) && (before.pos === 'VERB' || i === 1)) return issue(word, adverb, `'${before.text}' is described by an adverb: '${adverb}'.`);
  // After an intensifier that follows the verb's object: "explained the problem very clear".
  if (before && /^(very|really|so|quite|too|more)$/.test(before.lower)) {
    for (let k = i - 2; k >= Math.max(0, i - 6); k--) {
      const candidate = words[k]!;
      if (candidate.pos === 'PUNCT' || candidate.pos === 'AUX' || /^(is|was|are|were|be|been|seem|seems|look|looks|feel|feels)$/.test(candidate.lower)) return undefined;
      // "the fishing village": an -ing word before a noun describes it; the verb is further back.
      if (candidate.pos === 'VERB' && candidate.lower.endsWith('ing') && words[k + 1]?.pos === 'NOUN') continue;
      if (candidate.pos === 'VERB') return ACTION_VERBS.has(candidate.lemma) ? issue(word, adverb, `'${candidate.text}' is described by an adverb: '${adverb}'.`) : undefined;
    }
  }
  return undefined;
}

/** "Your explanation was very clearly, and…": after "be", the adjective describes the subject. */
function findAdverbAfterBe(words: TaggedWord[], i: number): Issue | undefined {
  const word = words[i]!;
  const adjective = ADVERB_TO_ADJECTIVE[word.lower];
  if (!adjective) return undefined;
  const before = words[i - 1];
  const be = before && INTENSIFIERS.test(before.lower) ? words[i - 2] : before;
  if (!be || !/^(is|was|are|were|be|been|seems|seemed|looks|looked|sounds|sounded)$/.test(be.lower)) return undefined;
  const next = words[i + 1];
  if (next && !(next.pos === 'PUNCT' || /^(and|but|so)$/.test(next.lower))) return undefined;
  return issue(word, adjective, `After '${be.text}', the adjective describes the subject: '${adjective}'.`);
}

/** "a very clearly explanation": before a noun, the adjective. */
function findAdverbBeforeNoun(words: TaggedWord[], i: number): Issue | undefined {
  const word = words[i]!;
  const adjective = ADVERB_TO_ADJECTIVE[word.lower];
  const next = words[i + 1];
  if (!adjective || !next || next.pos !== 'NOUN' || /(ed|ing)$/.test(next.lower)) return undefined;
  const before = words[i - 1];
  const afterDeterminer = before && (DETERMINERS.test(before.lower) || (INTENSIFIERS.test(before.lower) && DETERMINERS.test(words[i - 2]?.lower ?? '')));
  if (!afterDeterminer) return undefined;
  return issue(word, adjective, `Before a noun, use the adjective: '${adjective}'.`);
}

/** A word in the wrong member of its family for where it stands ("make a decide" → "decision"). */
export function checkWordClassInSlot(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    for (let i = 0; i < words.length; i++) {
      const found = findVerbAsNoun(words, i) ?? findNounAsAdjective(words, i) ?? findAdjectiveAsNoun(words, i) ?? findAdjectiveAsAdverb(words, i) ?? findAdverbBeforeNoun(words, i) ?? findAdverbAfterBe(words, i);
      if (found) issues.push(found);
    }
  }
  return issues;
}
