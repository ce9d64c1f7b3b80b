import type { Evidence } from '../../contract';
import type { OpenBookAnswer, QuestionReading, ScoredOption } from '../question-reading';
import { termOf, termsOf } from '../read/content-words';
import { readQuestion, readStatement } from '../read/read-question';
import { restateImperative } from '../read/restate-imperative';
import { restoreApostrophes } from '../read/restore-apostrophes';
import { indexMaterial } from './index-material';
import { rankSentences, weighQueryTerms, type RankedSentence } from './rank-sentences';
import { measureOptionSupport, scoreOptions } from './score-options';
import { explainOptions } from './explain-options';
import { explainVerdict, judgeStatementByClauses, weighStatement } from './judge-statement';
import { judgeComparativeOrder, judgeNegatedComparison } from './judge-comparative-order';
import type { ClauseVerdict } from './read-clauses';
import { extractSpan } from './extract-span';
import { findsDirectionDoubt, findsOppositeWord, mixesCarriedNumber, referredTerms, restsOnAbsence, restsOnParaphrase, restsOnPronounSubject, restsOnUnmentioned } from './doubt-verdict';
import { doubtsCarriedClaim } from './doubt-carried-claim';
import { carryTopicInto } from './carry-topic';
import { addsCircumstance, restsOnGluedWord } from './doubt-unfounded-false';
import { restateInSentenceVerb } from './judge-paraphrased-verb';
import { findStatedFact, saysNoOneInParticular, topicNames } from './find-stated-fact';
import { findDefinition } from './find-definition';
import { findAuthor } from './find-author';
import { findPenName } from './find-pen-name';
import { findWhatCalled } from './find-what-called';
import { findAskedPair } from './find-asked-pair';
import { findOpeningAgent } from './find-opening-agent';
import { standsFarFromAskedName } from './doubt-stated-fact';
import { pickOptionByDirection } from './judge-option-direction';
import { missesAskedAct } from './doubt-option-act';
import { pickOptionByClause } from './pick-option-by-clause';
import { findScientificName } from './find-scientific-name';
import { isGroupQuestion, resolveGroupOption } from './resolve-group-option';
import { judgeOptionMembership, type OptionMembership } from './judge-option-membership';
import { stripSelectAllInstruction } from '../../shared/read-select-all';
import { calibrateOptionChoice, calibrateSpan, calibrateStatement, optionFeatures, spanFeatures } from './calibrate';
import { namesInsideLongerName } from './doubt-name-inside-longer';
import { negatesOnlyAddedItem } from './doubt-added-negated-item';
import { namesAskedThingItself } from './doubt-asked-thing';
import { swapsContrastSubject } from './doubt-contrast-subject';

const EVIDENCE_SHOWN = 3;
/**
 * Select-all sets and "all of the above", answered only when every option was decided from the material
 * (judge-option-membership.ts): a rule, not a fitted score, shown this sure; eval/run-own.ts counts how
 * often such answers are right.
 */
const OPTION_SET_CONFIDENCE = 0.9;
/** Stated facts were right on every dev question they answered (eval/run-own.ts); shown as this sure, not surer. */
const STATED_FACT_CONFIDENCE = 0.9;

/** Answers a question from the student's material: the evidence sentences, the options scored, or a span. */
export function answerFromMaterial(reading: QuestionReading, material: string): OpenBookAnswer {
  return answerWithCalibration(reading, material).answer;
}

/** The answer and the features its confidence came from (src/tools/quiz-answer-assistance/eval/fit-calibration.ts refits on them). */
export function answerWithCalibration(reading: QuestionReading, material: string): { answer: OpenBookAnswer; calibration: number[] | null } {
  // "Why didnt Challis…?", "What was Thomas Stevensons job?": read as the student meant it (restore-apostrophes.ts).
  const mended = restoreApostrophes(reading.stem, material);
  if (mended !== reading.stem) return answerWithCalibration({ ...readQuestion(mended, reading.options), kind: reading.kind }, material);
  const index = indexMaterial(material);
  const statement = reading.kind === 'true_false' ? readStatement(reading.stem) : reading.stem;
  const questionTerms = termsOf(statement);
  const focusTerms = reading.focusWords.flatMap((word) => termOf(word) ?? []);
  const ranked = rankSentences(index, weighQueryTerms(questionTerms, focusTerms));
  const candidates = ranked.filter((entry) => entry.score > 0);
  const evidence = candidates.slice(0, EVIDENCE_SHOWN).map(toEvidence);

  if (reading.kind === 'true_false') {
    const { statement: judgedStatement, weighed, byClauses, fromTopic } = weighInSentenceWords(statement, candidates, index);
    const judged = calibrateStatement(weighed.features);
    // "Sonni Baru reigned for more than a year" against "…came to the throne but reigned less than a year" (s41): one claim holds
    // every word of the statement in its order, and the sentence says the opposite of its "more" (and never "more"): the material
    // sets the contradiction up (decision 0095).
    // "Ben is not older than Anna" for "Anna is older than Ben": the clauses' "not" clashes, yet "as old" is left open.
    const unsettled = weighed.sentence !== null && judgeNegatedComparison(judgedStatement, weighed.sentence.sentence.text, weighed.sentence.carried) === 'unsettled';
    const contradicted = !unsettled && (byClauses === 'contradicts' || (byClauses === 'holds' && weighed.oppositeOnly === true));
    const judgedVerdict = contradicted ? false : weighed.silent || unsettled ? null : !weighed.clash && judged.probabilityTrue >= 0.5;
    // An opposite word ("relaxes" where the material says "contracts") or a reversed direction ("from A into B"): no verdict.
    const near = [weighed.sentence, ...candidates.slice(0, EVIDENCE_SHOWN)].flatMap((entry) => (entry ? [entry.sentence.text] : []));
    // A "False" that rests only on how the statement is worded, or on many of its words missing (no clash, no contradicting claim): no verdict.
    const sentenceTerms = weighed.sentence ? new Set([...weighed.sentence.sentence.terms.keys(), ...weighed.sentence.carried]) : new Set<string>();
    const before = weighed.sentence ? index.sentences[weighed.sentence.position - 1] : undefined;
    const referred = weighed.sentence ? referredTerms(weighed.sentence.sentence.text, before?.terms.keys()) : new Set<string>();
    const unfounded = judgedVerdict === false && !weighed.clash && !contradicted;
    const paraphrased =
    unfounded &&
    (restsOnAbsence(weighed.unstated) ||
      restsOnParaphrase(judgedStatement, sentenceTerms, topicNames(index), referred) ||
      restsOnUnmentioned(judgedStatement, weighed.unstated, (term) => index.sentenceFrequency.has(term)) ||
      (weighed.sentence !== null && restsOnPronounSubject(judgedStatement, weighed.sentence.sentence.text, sentenceTerms)) ||
      // A word held only inside a longer one ("taste" in "distasteful"), or a circumstance the sentence does not speak of ("at night"): s40.
      (weighed.sentence !== null && (restsOnGluedWord(judgedStatement, weighed.sentence.sentence.text, sentenceTerms) || addsCircumstance(judgedStatement, weighed.sentence.sentence.text, weighed.unstated))));
    // A number of the sentence's own with words it holds only through a pronoun, where the sentence before gives another number.
    const previous = weighed.sentence ? index.sentences[weighed.sentence.position - 1]?.text : undefined;
    const mixed = judgedVerdict === true && weighed.sentence !== null && mixesCarriedNumber(judgedStatement, weighed.sentence.sentence.text, new Set([...weighed.sentence.carried].filter((term) => !fromTopic.has(term))), new Set(weighed.sentence.sentence.terms.keys()), previous);
    const carried = judgedVerdict === true && weighed.sentence !== null && doubtsCarriedClaim(judgedStatement, weighed.sentence, index);
    // A converse comparison ("Anna is older than Tom" for "Tom is younger than Anna") is no opposite word.
    const converse = weighed.sentence !== null && judgeComparativeOrder(judgedStatement, weighed.sentence.sentence.text, weighed.sentence.carried) === 'holds';
    // "…nine members and no vetoes" for "…nine members" (s44): a "no" on another item is no denial of the statement.
    const addedNo = judgedVerdict === false && weighed.sentence !== null && negatesOnlyAddedItem(judgedStatement, weighed.sentence.sentence.text);
    // "The League … required only a majority vote" against "While the League had required …, the UN requires only a majority vote" (s44).
    const otherSubject = judgedVerdict === true && weighed.sentence !== null && swapsContrastSubject(judgedStatement, weighed.sentence.sentence.text);
    const doubted = addedNo || otherSubject || mixed || carried || (judgedVerdict === true && !converse && findsOppositeWord(judgedStatement, near)) || (judgedVerdict !== null && findsDirectionDoubt(judgedStatement, near)) || paraphrased;
    const verdict = doubted ? null : judgedVerdict;
    const strength = weighStrength({ verdict, byClauses: contradicted ? 'contradicts' : byClauses, clash: weighed.clash, covered: weighed.covered, ...judged });
    const why = explainVerdict({ ...weighed, clash: weighed.clash || contradicted }, verdict);
    const options = reading.options.length === 2 ? reading.options : ['True', 'False'];
    const trueIndex = options.findIndex((option) => /^(?:t|true|yes)\.?$/i.test(option));
    const chosen = verdict === null ? null : verdict ? Math.max(0, trueIndex) : 1 - Math.max(0, trueIndex);
    const sentence = weighed.sentence;
    const answer: OpenBookAnswer = {
      evidence: sentence ? dedupeEvidence([toEvidence(sentence), ...evidence]) : evidence,
      options: options.map((text, i): ScoredOption => ({
        index: i,
        text,
        score: chosen === null ? 0 : i === chosen ? strength : -strength,
        ...(sentence ? { evidence: toEvidence(sentence) } : {}),
        why: chosen === null || i === chosen ? why : verdict ? 'The material states the statement, so it is not false.' : 'The material does not back the statement as written, so it is not true.',
      })),
      optionIndex: chosen,
      ...(chosen === null ? {} : { text: options[chosen] }),
      confidence: Math.round(strength * 1000) / 1000,
      confident: chosen !== null && strength >= judged.threshold,
    };
    return { answer, calibration: weighed.features };
  }

  if (reading.options.length >= 2) {
    const supports = measureOptionSupport(ranked, reading.options, new Set(questionTerms));
    const scored = explainOptions(scoreOptions(supports, reading.options, reading.negated), reading.negated);
    const order = [...scored].sort((a, b) => b.score - a.score);
    const best = order[0]!;
    const second = order[1];
    const confidence = calibrateOptionChoice(supports.map((entry) => entry.support), reading.negated, index.sentences.length);
    const anySupport = supports.some((entry) => entry.support > 0);
    // "All of the above" and select-all questions are read with the options together.
    const memberships = isGroupQuestion(reading.stem, reading.options) ? judgeOptionMembership(index, stripSelectAllInstruction(statement), reading.options) : [];
    const group = resolveGroupOption(reading.stem, reading.options, memberships.map((entry) => entry.kind), reading.negated);
    if (group.kind === 'set') return { answer: answerOptionSet(reading.options, group.indexes, memberships, scored), calibration: null };
    // "Which river carries water out of the lake?": the one option the material names going the asked way (into / out of).
    const directed = group.kind === 'single' && !reading.negated ? pickOptionByDirection(statement, reading.options, candidates) : null;
    const directedOption = directed === null ? undefined : scored[directed];
    if (directedOption) {
      const directedEvidence = directedOption.evidence ?? evidence[0];
      const answer: OpenBookAnswer = {
        evidence: dedupeEvidence([...(directedEvidence ? [directedEvidence] : []), ...evidence]),
        options: scored,
        optionIndex: directedOption.index,
        text: directedOption.text,
        confidence: STATED_FACT_CONFIDENCE,
        confident: true,
      };
      return { answer, calibration: null };
    }
    const chosen = group.kind === 'all' || group.kind === 'one' ? (scored[group.index] ?? best) : best;
    const chosenEvidence = (group.kind === 'all' ? undefined : chosen.evidence) ?? evidence[0];
    // "All of the above" rests on every option's verdict, not on one option's margin over the others (which is small when all hold).
    // A "Who …?" choice whose sentence does not say the asked act ("Who first saw the comet?" against "…Clairaut refined the
    // prediction…", s38) is a guess from shared topic words, not shown as sure (doubt-option-act.ts).
    const sure =
      group.kind === 'all' ||
      ((group.kind === 'single' || (group.kind === 'one' && chosen.index === best.index)) && confidence.confident && best.score > (second?.score ?? -Infinity) && !missesAskedAct(reading.stem, chosenEvidence?.text));
    // Options that tie in one sentence, told apart by the part of it that holds the question's words (pick-option-by-clause.ts).
    const byClause = !sure && group.kind === 'single' && !reading.negated ? pickOptionByClause(statement, reading.options, supports) : null;
    const clauseOption = byClause === null ? undefined : scored[byClause];
    if (clauseOption && !missesAskedAct(reading.stem, clauseOption.evidence?.text)) {
      const answer: OpenBookAnswer = {
        evidence: dedupeEvidence([...(clauseOption.evidence ? [clauseOption.evidence] : []), ...evidence]),
        options: scored,
        optionIndex: clauseOption.index,
        text: clauseOption.text,
        confidence: STATED_FACT_CONFIDENCE,
        confident: true,
      };
      return { answer, calibration: null };
    }
    const answer: OpenBookAnswer = {
      evidence: dedupeEvidence([...(group.kind === 'all' ? memberEvidence(memberships) : []), ...(chosenEvidence ? [chosenEvidence] : []), ...evidence]),
      options: group.kind === 'all' ? explainAllOfTheAbove(scored, group.index) : scored,
      optionIndex: anySupport ? chosen.index : null,
      ...(anySupport ? { text: chosen.text } : {}),
      confidence: group.kind === 'all' ? OPTION_SET_CONFIDENCE : anySupport ? confidence.probability : 0,
      confident: anySupport && sure,
    };
    return { answer, calibration: optionFeatures(supports.map((entry) => entry.support), reading.negated, index.sentences.length) };
  }

  // A year, number, person or place the best sentence states outright, with no rival: answered.
  // "Name the company that designed…", "Give the height of…": read as the question the order asks.
  const restated = restateImperative(reading.stem);
  const factReading = restated ? { ...readQuestion(restated), kind: reading.kind } : reading;
  const fact = findStatedFact(factReading, restated ?? statement, candidates, index);
  if (fact) {
    const answer: OpenBookAnswer = { evidence: dedupeEvidence([fact.sentence, ...evidence]), optionIndex: null, text: fact.text, confidence: STATED_FACT_CONFIDENCE, confident: true };
    return { answer, calibration: null };
  }
  // Short answers whose question has a shape a finder ties to the material, tried in this order: "Who wrote T?"
  // (find-author.ts), "What pen name did X use?" (find-pen-name.ts), "Which two countries…?" (find-asked-pair.ts),
  // "What did people call the dust storms?" (find-what-called.ts).
  if (reading.kind === 'short_answer') {
    const question = restated ?? statement;
    const found = findAuthor(question, index) ?? findPenName(question, index) ?? findAskedPair(question, candidates) ?? findWhatCalled(question, index) ?? findOpeningAgent(question, index);
    if (found) {
      const answer: OpenBookAnswer = { evidence: dedupeEvidence([found.sentence, ...evidence]), optionIndex: null, text: found.text, confidence: STATED_FACT_CONFIDENCE, confident: true };
      return { answer, calibration: null };
    }
  }
  // A term the material defines ("an enzyme called amylase, which starts to break starch down"), or what it defines a term as.
  const definition = findDefinition(restated ?? statement, index) ?? findScientificName(statement, index);
  // "Which society awarded the medal?" — "The society later awarded…": the asked noun again is no answer, however it is found.
  const whichNoun = /^\s*(?:which|what)\s+(\p{L}+)/iu.exec(statement)?.[1] ?? null;
  // "What is the name of the inn?" — "…by Jim Hawkins, the son of the keeper of the Admiral Benbow inn": a name words away from the inn is another's.
  const farName = definition !== null && standsFarFromAskedName({ kind: 'definition', question: restated ?? statement, text: definition.text, sentence: definition.sentence.text, at: definition.offset - definition.sentence.offset });
  // "What established the League of Nations?" — "…established a global IGO called the League of Nations" (s44): the thing the
  // asked name is given to is no answer to what made it.
  const itself = definition !== null && namesAskedThingItself(restated ?? statement, definition.sentence.text.slice(definition.offset - definition.sentence.offset + definition.text.length));
  if (definition && !farName && !itself && !saysNoOneInParticular(definition.text, whichNoun)) {
    const answer: OpenBookAnswer = { evidence: dedupeEvidence([definition.sentence, ...evidence]), optionIndex: null, text: definition.text, confidence: STATED_FACT_CONFIDENCE, confident: true };
    return { answer, calibration: null };
  }
  const span = extractSpan(reading, statement, candidates);
  if (!span) return { answer: { evidence, optionIndex: null, confidence: 0, confident: false }, calibration: null };
  const confidence = calibrateSpan(span.features);
  const answer: OpenBookAnswer = {
    evidence: dedupeEvidence([span.sentence, ...evidence]),
    optionIndex: null,
    text: span.text,
    confidence: confidence.probability,
    // A name of the question held only inside a longer name of the sentence ("Wabash and Erie Canal", s43): another thing's.
    confident: confidence.confident && !saysNoOneInParticular(span.text, whichNoun) && !namesInsideLongerName(statement, span.sentence.text),
  };
  return { answer, calibration: spanFeatures(span.features) };
}

/**
 * The statement weighed against its best sentence; when its claims neither hold nor deny it, once more in the sentence's own
 * verb for the act ("Pliny did not see the eruption" against "…, who watched the eruption…", "The rainforest gets most of the
 * rain" against "…, which receives most of the rain", s40: judge-paraphrased-verb.ts), and that reading kept if it settles it.
 */
function weighInSentenceWords(statement: string, candidates: RankedSentence[], index: ReturnType<typeof indexMaterial>) {
  const first = weighStatement(statement, candidates, index);
  const firstVerdict = first.sentence ? judgeStatementByClauses(statement, first.sentence, index) : 'unclear';
  // The passage's topic left unnamed in the sentence ("…, and they have … four pairs of stubby legs", s39): carry-topic.ts.
  const withTopic = firstVerdict === 'unclear' ? carryTopicInto(statement, candidates, index, topicNames(index)) : null;
  const topicWeighed = withTopic ? weighStatement(statement, withTopic, index) : null;
  const topicVerdict = topicWeighed?.sentence ? judgeStatementByClauses(statement, topicWeighed.sentence, index) : 'unclear';
  const useTopic = topicWeighed !== null && topicVerdict !== 'unclear';
  const [weighed, byClauses] = useTopic ? [topicWeighed, topicVerdict] : [first, firstVerdict];
  // What came from the topic, not from the sentence before: no pronoun mixes that sentence's numbers in (mixesCarriedNumber).
  const fromTopic = useTopic && weighed.sentence ? new Set([...weighed.sentence.carried].filter((term) => !candidates.some((entry) => entry.position === weighed.sentence!.position && entry.carried.has(term)))) : new Set<string>();
  const restated = byClauses === 'unclear' && weighed.sentence ? restateInSentenceVerb(statement, weighed.sentence.sentence.text) : null;
  if (!restated || !weighed.sentence) return { statement, weighed, byClauses, fromTopic };
  const again = weighStatement(restated, candidates, index);
  const verdict = again.sentence === weighed.sentence || again.sentence?.position === weighed.sentence.position ? judgeStatementByClauses(restated, weighed.sentence, index) : 'unclear';
  return verdict === 'unclear' ? { statement, weighed, byClauses, fromTopic } : { statement: restated, weighed: again, byClauses: verdict, fromTopic: new Set<string>() };
}

/** The options that hold, with the sentences that put each in (and those that name the others as something else). */
function answerOptionSet(options: string[], indexes: number[], memberships: OptionMembership[], scored: ScoredOption[]): OpenBookAnswer {
  const chosen = new Set(indexes);
  return {
    // Only the sentences that put an option in: a top-ranked sentence about the others ("Sharks and trout are fish") would be highlighted as support.
    evidence: dedupeEvidence(memberEvidence(memberships), Math.max(EVIDENCE_SHOWN, indexes.length)),
    options: scored.map((option) => {
      const sentence = memberships[option.index]?.sentence;
      const quote = sentence ? `“${sentence.text.trim()}”` : 'nothing';
      const why = chosen.has(option.index)
        ? `The material says: ${quote}`
        : `The material names it only where it speaks of something else (${quote}), so it is not one of them.`;
      return { ...option, why, ...(sentence ? { evidence: { text: sentence.text, offset: sentence.offset, length: sentence.length } } : {}) };
    }),
    optionIndex: null,
    optionIndexes: indexes,
    text: indexes.map((i) => options[i]).join(', '),
    confidence: OPTION_SET_CONFIDENCE,
    confident: true,
  };
}

/** The sentences that put options in, in option order: what the page highlights for a set or "all of the above". */
function memberEvidence(memberships: OptionMembership[]): Evidence[] {
  return memberships.flatMap((entry) => (entry.kind === 'in' && entry.sentence ? [{ text: entry.sentence.text, offset: entry.sentence.offset, length: entry.sentence.length }] : []));
}

/** How sure a true/false verdict is: 0.5–1 on the "true" side or the "false" side; below the threshold it is not shown. */
const CONTRADICTED_STRENGTH = 0.9;

function weighStrength(facts: { verdict: boolean | null; byClauses: ClauseVerdict; clash: boolean; covered: number; probabilityTrue: number; threshold: number }): number {
  const { verdict, byClauses, clash, covered, probabilityTrue, threshold } = facts;
  if (verdict === null) return 0;
  // One claim of the sentence says the opposite (its "not", the rejected alternative, another year, two contrasted claims mixed).
  if (byClauses === 'contradicts') return Math.max(CONTRADICTED_STRENGTH, threshold);
  const unsure = threshold - 0.01;
  // A clash ("not", a number, an opposite word) that the claims do not bear out is false by rule, never confident.
  if (clash) return Math.min(unsure, 0.8 * covered);
  // "True" only when one claim of the sentence holds every word of the statement, in its order.
  if (verdict) return byClauses === 'holds' ? probabilityTrue : Math.min(unsure, probabilityTrue);
  return 1 - probabilityTrue;
}

/** Every option the material supports is right, so "all of the above" is; its reason names them. */
function explainAllOfTheAbove(scored: ScoredOption[], allIndex: number): ScoredOption[] {
  const others = scored.filter((option) => option.index !== allIndex);
  return scored.map((option) =>
    option.index === allIndex
      ? { ...option, why: `The material supports every other option (${others.map((other) => other.text).join(', ')}), so all of them are right.` }
      : { ...option, why: `${option.why} It is right, but so are the others: the answer is the option that includes them all.` },
  );
}

function toEvidence(entry: RankedSentence): Evidence {
  return { text: entry.sentence.text, offset: entry.sentence.offset, length: entry.sentence.length };
}

function dedupeEvidence(items: Evidence[], shown = EVIDENCE_SHOWN): Evidence[] {
  const seen = new Set<number>();
  return items.filter((item) => !seen.has(item.offset) && seen.add(item.offset)).slice(0, shown);
}
