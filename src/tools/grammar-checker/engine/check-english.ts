import { type Issue } from './types';
import { type Token } from './text/tokenize';
import { type Sentence } from './text/split-sentences';
import { toHarperIssue } from './combine/harper-issues';
import { checkAbsoluteAdjectives } from './rules/absolute-adjectives';
import { checkCompoundSubject } from './rules/compound-subject';
import { checkContactClauseAgreement, checkParentheticalAgreement } from './rules/contact-clause-agreement';
import { checkConfusableWords } from './rules/confusable-words';
import { checkDemonstrativeAgreement } from './rules/demonstrative-agreement';
import { checkDoubleNegative } from './rules/double-negative';
import { checkIndefiniteSubjectAgreement } from './rules/indefinite-subject-agreement';
import { checkNumberAgreement } from './rules/number-agreement';
import { checkPrepositionUsage } from './rules/preposition-usage';
import { checkThereIsAgreement } from './rules/there-is-agreement';
import { checkUncountableNouns } from './rules/uncountable-nouns';
import { checkVerbFormAfterBeHave } from './rules/verb-form-after-be-have';
import { checkPluralSubjectAgreement } from './rules/plural-subject-agreement';
import { checkSubjectVerbAgreement } from './rules/subject-verb-agreement';
import { checkSubjunctiveWere } from './rules/subjunctive-were';
import { checkLessFewer } from './rules/less-fewer';
import { checkTheyreTheir } from './rules/theyre-their';
import { checkPronounAfterPreposition } from './rules/pronoun-after-preposition';
import { suppressFalsePositives } from './rules/suppress-false-positives';
import { checkVerbFormAfterAuxiliary } from './rules/verb-form-after-auxiliary';
import { checkModalBeforeVerbReadAsNoun } from './rules/modal-before-verb-read-as-noun';
import { checkArticleSound } from './rules/article-sound';
import { checkCollocationPatterns } from './rules/collocation-patterns';
import { checkComparativeForms } from './rules/comparative-forms';
import { checkEmotionAdjectives } from './rules/emotion-adjectives';
import { checkPhrasePatterns } from './rules/phrase-patterns';
import { checkRelativeClauseAgreement } from './rules/relative-clause-agreement';
import { checkEitherOrAgreement } from './rules/either-or-agreement';
import { checkTheNumberOfAgreement } from './rules/the-number-of-agreement';
import { checkEverydayPhrases } from './rules/everyday-phrases';
import { checkMuchMany } from './rules/much-many';
import { checkPastTimeTense } from './rules/past-time-tense';
import { checkTheyreForTheir } from './rules/theyre-for-their';
import { checkTooBeforeAdjective } from './rules/too-before-adjective';
import { checkLetObjectIng } from './rules/let-object-ing';
import { checkTheBeforePluralCountry } from './rules/the-before-plural-country';
import { checkPastTimeInvertedPerfect } from './rules/past-time-inverted-perfect';
import { checkVerbPatterns } from './rules/verb-patterns';
import { checkWhoseBeforeNoun } from './rules/whose-before-noun';
import { checkAdverbAfterVerb } from './rules/adverb-after-verb';
import { checkDoQuestionAgreement } from './rules/do-question-agreement';
import { checkIngAfterModal } from './rules/ing-after-modal';
import { checkItsAfterVerb } from './rules/its-after-verb';
import { checkStativeAndUsedTo } from './rules/stative-and-used-to';
import { checkOverregularizedPast } from './rules/overregularized-past';
import { checkPerfectAfterModal } from './rules/perfect-after-modal';
import { checkPluralPossessive } from './rules/plural-possessive';
import { checkRelativeClauseMainVerb } from './rules/relative-clause-main-verb';
import { checkFutureInTimeClause } from './rules/future-in-time-clause';
import { checkIndirectQuestionOrder } from './rules/indirect-question-order';
import { checkLinkingVerbAdjective } from './rules/linking-verb-adjective';
import { checkRiseRaise } from './rules/rise-raise';
import { checkComparativeOfTwo, checkSuperlativeAfterThe } from './rules/superlative-after-the';
import { checkVerbComplements } from './rules/verb-complements';
import { checkTaggedNounNumber } from './rules/tagged-noun-number';
import { checkGerundSubjectAgreement } from './rules/gerund-subject-agreement';
import { checkVerbComplementForms } from './rules/verb-complement-forms';
import { checkMissingDoInQuestion, checkQuestionWordOrder } from './rules/question-word-order';
import { checkClauseConnectors } from './rules/clause-connectors';
import { checkWereWhere } from './rules/were-where';
import { checkArticleBeforeOrdinal } from './rules/article-before-ordinal';
import { checkParticipleAsPast } from './rules/participle-as-past';
import { checkProfessionArticle } from './rules/profession-article';
import { checkSentenceStructure } from './rules/sentence-structure';
import { checkWordFormPatterns } from './rules/word-form-patterns';
import { checkWordClassInSlot } from './rules/word-class-in-slot';
import { checkSequenceOfTenses } from './rules/sequence-of-tenses';
import { checkEmbeddedQuestionOrder } from './rules/embedded-question-order';
import { checkFewLittle } from './rules/few-little';
import { checkWhomAsSubject } from './rules/whom-as-subject';
import { checkInvertedSubjectAgreement } from './rules/inverted-subject-agreement';
import { checkAgreementAndTensePatterns } from './rules/agreement-and-tense-patterns';
import { checkLearnerPhrasePatterns } from './rules/learner-phrase-patterns';
import { checkEverydayLearnerSlips } from './rules/everyday-learner-slips';
import { checkOfficeEnglishPhrases } from './rules/office-english-phrases';
import { checkStudentWritingPhrases } from './rules/student-writing-phrases';
import { checkModalBeforeCan } from './rules/modal-before-can';
import { checkThemAsSubject } from './rules/them-as-subject';
import { checkGroupSizeAgreement } from './rules/group-size-agreement';
import { checkWhatClauseAgreement } from './rules/what-clause-agreement';
import { checkThinkingOfIng } from './rules/thinking-of-ing';
import { checkArticleBeforeMassPlural } from './rules/article-before-mass-plural';
import { checkSomeInformationAfterGive } from './rules/some-information-after-give';
import { checkSuggestObjectOrder } from './rules/suggest-object-order';
import { checkBadAtSkill } from './rules/bad-at-skill';
import { checkPassivePhrasalParticiple } from './rules/passive-phrasal-participle';
import { checkArticleBeforePlace } from './rules/article-before-place';
import { checkExplainObjectOrder } from './rules/explain-object-order';
import { checkNounForAdjectiveBeforePeople } from './rules/noun-for-adjective-before-people';
import { checkWeaknessAfterSuperlative } from './rules/weakness-after-superlative';
import { checkPossessiveOfOneParent } from './rules/possessive-of-one-parent';
import { checkYourAfterVerb } from './rules/your-after-verb';
import { checkPerfectAfterPastYear } from './rules/perfect-after-past-year';
import { checkHomophonesInContext } from './rules/homophones-in-context';
import { checkBePlusVerb } from './rules/be-plus-verb';
import { checkResumptivePronoun } from './rules/resumptive-pronoun';
import { checkConditionalModals } from './rules/conditional-modals';
import { checkWordOrder } from './rules/word-order';
import { checkQuestionTag } from './rules/question-tag';
import { checkClauseSubjectAgreement } from './rules/clause-subject-agreement';
import { checkMissingPossessiveApostrophe } from './rules/missing-possessive-apostrophe';
import { checkMannerAdverbAfterObject } from './rules/manner-adverb-after-object';
import { checkNegativeSubjectConcord } from './rules/negative-subject-concord';
import { checkIrregularPluralNouns } from './rules/irregular-plural-nouns';
import { checkFutureTimePastVerb } from './rules/future-time-past-verb';
import { checkAdjectivePrepositions } from './rules/adjective-prepositions';
import { checkWhoseBeforePredicate } from './rules/whose-before-predicate';
import { checkTheirForThere } from './rules/their-for-there';
import { checkThereBeforeOwnedNoun } from './rules/there-before-owned-noun';
import { checkClauseOpeningTheyre } from './rules/clause-opening-theyre';
import { checkExceptAfterModal } from './rules/except-after-modal';
import { checkUsedToHabit } from './rules/used-to-habit';
import { checkEmbeddedQuestionInversion } from './rules/embedded-question-inversion';
import { checkPurposeInfinitiveIng } from './rules/purpose-infinitive-ing';
import { checkSincePointPerfect } from './rules/since-point-perfect';
import { checkForSpanPerfect } from './rules/for-span-perfect';
import { checkMakePersonBareVerb } from './rules/make-person-bare-verb';
import { checkBareVerbBeforePastCoordinate } from './rules/bare-verb-before-past-coordinate';
import { checkAcceptExcept } from './rules/accept-except';
import { checkArticleBeforeNames } from './rules/article-before-names';
import { checkConditionalTense } from './rules/conditional-tense';
import { checkArticleBeforeCountNoun } from './rules/article-before-count-noun';
import { checkCliches } from './style/cliches';
import { checkLongSentences } from './style/long-sentences';
import { checkPassiveVoice } from './style/passive-voice';
import { checkRepeatedWords } from './style/repeated-words';
import { checkWeaselWords } from './style/weasel-words';
import { checkWordiness } from './style/wordiness';
import { isBritishSpellingOf, isKnownBritishWord } from './spelling/british-spelling';
import { isKnownLoanword } from './spelling/loanwords';
import { findIrregularFormOf, measureEditDistance } from './combine/rank-spelling';
import { chooseEnglishDictionaries, readEnglishSpellings } from './spelling/known-english-words';
import { splitIntoChunks } from './text/split-chunks';
import { type HarperDialect, type HarperLint, lintPiecesWithHarper } from './workers/engine-workers';

/**
 * Our English grammar rules: the common learner errors harper is measured to miss or to fix wrongly
 * (src/tools/grammar-checker/eval/english-rules.jsonl). Where two of them overlap, combine/merge-issues.ts keeps one.
 */
export function checkOwnGrammar(text: string, tokens: Token[]): Issue[] {
  return [
    ...checkPluralSubjectAgreement(text, tokens),
    ...checkSubjectVerbAgreement(text),
    ...checkContactClauseAgreement(text),
    ...checkParentheticalAgreement(text),
    ...checkLessFewer(text),
    ...checkTheyreTheir(text),
    ...checkPronounAfterPreposition(text),
    ...checkDemonstrativeAgreement(text, tokens),
    ...checkVerbFormAfterAuxiliary(text, tokens),
    ...checkModalBeforeVerbReadAsNoun(text),
    ...checkIndefiniteSubjectAgreement(text, tokens),
    ...checkCompoundSubject(text, tokens),
    ...checkThereIsAgreement(text, tokens),
    ...checkNumberAgreement(text, tokens),
    ...checkDoubleNegative(text, tokens),
    ...checkVerbFormAfterBeHave(text, tokens),
    ...checkConfusableWords(text, tokens),
    ...checkUncountableNouns(text, tokens),
    ...checkAbsoluteAdjectives(text, tokens),
    ...checkPrepositionUsage(text, tokens),
    ...checkSubjunctiveWere(text, tokens),
    ...checkVerbPatterns(text, tokens),
    ...checkMuchMany(text, tokens),
    ...checkArticleSound(text, tokens),
    ...checkTooBeforeAdjective(text),
    ...checkLetObjectIng(text),
    ...checkTheBeforePluralCountry(text),
    ...checkPastTimeInvertedPerfect(text),
    ...checkWhoseBeforeNoun(text),
    ...checkTheyreForTheir(text),
    ...checkEitherOrAgreement(text),
    ...checkTheNumberOfAgreement(text),
    ...checkEverydayPhrases(text, tokens),
    ...checkPastTimeTense(text),
    ...checkComparativeForms(text),
    ...checkEmotionAdjectives(text, tokens),
    ...checkPhrasePatterns(text, tokens),
    ...checkCollocationPatterns(text, tokens),
    ...checkRelativeClauseAgreement(text),
    ...checkDoQuestionAgreement(text),
    ...checkPerfectAfterModal(text),
    ...checkOverregularizedPast(text),
    ...checkParticipleAsPast(text),
    ...checkRelativeClauseMainVerb(text),
    ...checkAdverbAfterVerb(text),
    ...checkPluralPossessive(text),
    ...checkIngAfterModal(text),
    ...checkItsAfterVerb(text),
    ...checkStativeAndUsedTo(text),
    ...checkFutureInTimeClause(text),
    ...checkIndirectQuestionOrder(text),
    ...checkLinkingVerbAdjective(text),
    ...checkRiseRaise(text),
    ...checkSuperlativeAfterThe(text),
    ...checkComparativeOfTwo(text),
    ...checkVerbComplements(text),
    ...checkTaggedNounNumber(text),
    ...checkGerundSubjectAgreement(text),
    ...checkVerbComplementForms(text),
    ...checkQuestionWordOrder(text),
    ...checkClauseConnectors(text),
    ...checkWereWhere(text),
    ...checkProfessionArticle(text),
    ...checkArticleBeforeOrdinal(text),
    ...checkSentenceStructure(text),
    ...checkWordFormPatterns(text),
    ...checkWordClassInSlot(text),
    ...checkSequenceOfTenses(text),
    ...checkEmbeddedQuestionOrder(text),
    ...checkFewLittle(text, tokens),
    ...checkWhomAsSubject(text, tokens),
    ...checkInvertedSubjectAgreement(text),
    ...checkAgreementAndTensePatterns(text, tokens),
    ...checkLearnerPhrasePatterns(text, tokens),
    ...checkEverydayLearnerSlips(text, tokens),
    ...checkOfficeEnglishPhrases(text, tokens),
    ...checkStudentWritingPhrases(text, tokens),
    ...checkModalBeforeCan(text, tokens),
    ...checkThemAsSubject(text, tokens),
    ...checkGroupSizeAgreement(text, tokens),
    ...checkWhatClauseAgreement(text, tokens),
    ...checkThinkingOfIng(text, tokens),
    ...checkArticleBeforeMassPlural(text, tokens),
    ...checkSomeInformationAfterGive(text, tokens),
    ...checkSuggestObjectOrder(text, tokens),
    ...checkBadAtSkill(text, tokens),
    ...checkPassivePhrasalParticiple(text, tokens),
    ...checkArticleBeforePlace(text, tokens),
    ...checkExplainObjectOrder(text, tokens),
    ...checkNounForAdjectiveBeforePeople(text, tokens),
    ...checkWeaknessAfterSuperlative(text, tokens),
    ...checkPossessiveOfOneParent(text),
    ...checkYourAfterVerb(text, tokens),
    ...checkPerfectAfterPastYear(text),
    ...checkHomophonesInContext(text, tokens),
    ...checkBePlusVerb(text),
    ...checkResumptivePronoun(text),
    ...checkConditionalModals(text),
    ...checkWordOrder(text),
    ...checkQuestionTag(text),
    ...checkMissingDoInQuestion(text),
    ...checkClauseSubjectAgreement(text),
    ...checkMissingPossessiveApostrophe(text),
    ...checkMannerAdverbAfterObject(text),
    ...checkNegativeSubjectConcord(text),
    ...checkIrregularPluralNouns(text),
    ...checkFutureTimePastVerb(text),
    ...checkAdjectivePrepositions(text),
    ...checkAcceptExcept(text),
    ...checkArticleBeforeNames(text),
    ...checkConditionalTense(text),
    ...checkArticleBeforeCountNoun(text),
    ...checkWhoseBeforePredicate(text),
    ...checkTheirForThere(text),
    ...checkThereBeforeOwnedNoun(text),
    ...checkMakePersonBareVerb(text),
    ...checkBareVerbBeforePastCoordinate(text),
    ...checkClauseOpeningTheyre(text),
    ...checkExceptAfterModal(text),
    ...checkUsedToHabit(text),
    ...checkEmbeddedQuestionInversion(text),
    ...checkPurposeInfinitiveIng(text),
    ...checkSincePointPerfect(text),
    ...checkForSpanPerfect(text),
  ];
}

export function checkStyle(text: string, tokens: Token[], sentences: Sentence[]): Issue[] {
  return [
    ...checkPassiveVoice(text),
    ...checkWordiness(text),
    ...checkWeaselWords(text),
    ...checkCliches(text),
    ...checkRepeatedWords(text, tokens),
    ...checkLongSentences(sentences),
  ];
}

/** harper's lints that judge a word's spelling, which Hunspell can confirm or answer. */
const SPELLING_RULES = new Set(['SpellCheck', 'WrongNegative']);
/** Lints about one unknown word that Hunspell is asked about too. */
const CHECKED_WORD_RULES = new Set([...SPELLING_RULES, 'SplitWords']);

/** Pronouns whose possessive takes no apostrophe: "her's", "your's" stay misspelt. */
const APOSTROPHE_LESS = /^(her|your|their|our|it|its|his|who|hers|yours|theirs|ours)$/i;

/** "flatmate's" → "flatmate"; undefined for a word that is no possessive. */
function stripPossessive(word: string): string | undefined {
  const stem = /^(\p{L}{2,})['’]s$/u.exec(word)?.[1];
  return stem && !APOSTROPHE_LESS.test(stem) ? stem : undefined;
}

/** "pierogi ruskie", "gulab jamun": a word beside a borrowed one is most likely the rest of its name. */
function isBesideLoanword(text: string, lint: HarperLint): boolean {
  const before = /([\p{L}'’]+)\s+$/u.exec(text.slice(Math.max(0, lint.start - 40), lint.start))?.[1];
  const after = /^\s+([\p{L}'’]+)/u.exec(text.slice(lint.end, lint.end + 40))?.[1];
  return [before, after].some((word) => word !== undefined && isKnownLoanword(word));
}

function isLoanwordFix(text: string, lint: HarperLint): boolean {
  if (SPELLING_RULES.has(lint.rule) && isBesideLoanword(text, lint)) return true;
  // "a baklava to share": a borrowed dish is counted as a serving, not a mass noun to measure out.
  if (lint.rule === 'MassNouns' && isKnownLoanword(text.slice(lint.start, lint.end).split(/\s+/).pop() ?? '')) return true;
  // Also harper's capitals for a trademark that became a common word ("astroturf" → "AstroTurf"), and
  // its reading of a borrowed word as a wrong "non-" ("nonna" → "gonna").
  return (CHECKED_WORD_RULES.has(lint.rule) || lint.rule === 'OrthographicConsistency') && isKnownLoanword(text.slice(lint.start, lint.end));
}

function isBritishSpellingFix(text: string, lint: HarperLint): boolean {
  const word = text.slice(lint.start, lint.end);
  return lint.rule === 'SpellCheck' && (isKnownBritishWord(word) || lint.suggestions.some((suggestion) => isBritishSpellingOf(word, suggestion.text)));
}

/**
 * harper's spelling verdicts, checked: a borrowed word ("jollof") is right in every English, a British
 * spelling under plain "en", and a word Hunspell's English dictionaries know; for a word still unknown,
 * Hunspell's suggestions join harper's (spelling/known-english-words.ts).
 */
export async function refineSpellingLints(text: string, lints: HarperLint[], dialect: HarperDialect, eitherSpelling: boolean): Promise<HarperLint[]> {
  // Plain "en": "favourite" is as right as "favorite", so harper's American spelling fix is dropped;
  // a borrowed word ("jollof") is right in every English.
  const filtered = lints.filter((lint) => !isLoanwordFix(text, lint) && !(eitherSpelling && isBritishSpellingFix(text, lint)));
  const spellingWords = filtered.filter((lint) => CHECKED_WORD_RULES.has(lint.rule)).map((lint) => text.slice(lint.start, lint.end));
  // "flatmate's": harper's dictionary has "flatmate" but not its possessive, and offered "flatmates". The stem is
  // asked about too: a known word's possessive is a known word.
  const stems = spellingWords.map(stripPossessive).filter((stem): stem is string => stem !== undefined);
  const spellings = await readEnglishSpellings([...spellingWords, ...stems], chooseEnglishDictionaries(dialect, eitherSpelling));
  return filtered.flatMap((lint) => {
    const word = text.slice(lint.start, lint.end);
    const stem = stripPossessive(word);
    if (lint.rule === 'SpellCheck' && stem !== undefined && spellings.get(stem)?.known) return [];
    const verdict = CHECKED_WORD_RULES.has(lint.rule) ? spellings.get(word) : undefined;
    if (!verdict) return [lint];
    if (lint.rule === 'SplitWords') {
      // "adress" → "a dress": a split off a one- or two-letter word is a slip of one letter more often ("address").
      const word = text.slice(lint.start, lint.end).toLowerCase();
      const split = lint.suggestions[0]?.text ?? '';
      const near = verdict.suggestions.filter((suggestion) => !/\s/.test(suggestion) && measureEditDistance(word, suggestion.toLowerCase()) <= 1);
      // "helpfull" → "help full": a suffix taken for a word of its own is a slip of one letter too ("helpful").
      const suffixSplit = /\sfull$/u.test(split);
      if (verdict.known || !(/^\p{L}{1,2}\s|\s\p{L}{1,2}$/u.test(split) || suffixSplit) || near.length === 0) return [lint];
      return [{ ...lint, rule: 'SpellCheck', suggestions: near.map((text) => ({ kind: 0, text })) }];
    }
    let spelling = lint;
    if (lint.rule === 'WrongNegative') {
      // "untill" read as a wrong "un-" ("distill"): a plain slip when Hunspell's first word is one edit away
      // ("until"); "unpolite" stays harper's "impolite" (Hunspell's "polite" would turn the meaning round).
      const word = text.slice(lint.start, lint.end).toLowerCase();
      if (verdict.known || !verdict.suggestions[0] || measureEditDistance(word, verdict.suggestions[0].toLowerCase()) > 1) return [lint];
      spelling = { ...lint, rule: 'SpellCheck', suggestions: [] };
    }
    if (verdict.known) return [];
    const offered = new Set(spelling.suggestions.map((suggestion) => suggestion.text));
    // "stucked" → "stuck", "lifes" → "lives": Hunspell ranks the irregular form low, or not at all; it is what was meant.
    const form = findIrregularFormOf(text.slice(lint.start, lint.end));
    const irregular = form !== undefined && (form.endsWith('ves') ? verdict.suggestions.includes(form) : true) ? [form] : [];
    const added = [...new Set([...verdict.suggestions.filter((suggestion) => !offered.has(suggestion) && !/\s/.test(suggestion)).slice(0, 3), ...irregular])].filter((suggestion) => !offered.has(suggestion));
    return [{ ...spelling, suggestions: [...spelling.suggestions, ...added.map((word) => ({ kind: 0, text: word }))] }];
  });
}

/**
 * Pieces of ~1,500 words, cut at paragraph or sentence ends: harper's time is linear in length
 * whatever the piece size, so small pieces cost nothing, spread a long text over both harper
 * workers evenly and let a worker answer other requests between pieces.
 */
const CHUNK_CHARACTERS = 10_000;
/** Past this, harper stops and the rest of a very long text gets only our own checks. */
const HARPER_BUDGET_MS = 60_000;

export async function checkWithHarper(
  text: string,
  tokens: Token[],
  dialect: HarperDialect,
  { budgetMs = HARPER_BUDGET_MS, eitherSpelling = false }: { budgetMs?: number; eitherSpelling?: boolean } = {},
): Promise<{ issues: Issue[]; checkedUpTo: number }> {
  const started = performance.now();
  const chunks = splitIntoChunks(text, CHUNK_CHARACTERS).filter((chunk) => /\S/.test(chunk.text));
  const results = await lintPiecesWithHarper(
    chunks.map((chunk) => chunk.text),
    dialect,
    () => performance.now() - started <= budgetMs,
  );
  // Pieces finish out of order on two workers: harper has checked the text up to the first piece
  // it never got, and only lints from before that point are kept, so the notice tells the truth.
  const lints: HarperLint[] = [];
  let checkedUpTo = text.length;
  for (const [index, chunk] of chunks.entries()) {
    const pieceLints = results[index];
    if (!pieceLints) {
      checkedUpTo = chunk.start;
      break;
    }
    for (const lint of pieceLints) lints.push({ ...lint, start: lint.start + chunk.start, end: lint.end + chunk.start });
  }
  const kept = await refineSpellingLints(text, lints, dialect, eitherSpelling);
  return { issues: suppressFalsePositives(text, kept, tokens).map((lint) => toHarperIssue(text, lint)), checkedUpTo };
}
