import { type Issue } from './types';
import { type Token } from './text/tokenize';
import { type Sentence } from './text/split-sentences';
import { toHarperIssue } from './combine/harper-issues';
import { checkAbsoluteAdjectives } from './rules/absolute-adjectives';
import { checkCompoundSubject } from './rules/compound-subject';
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
import { suppressFalsePositives } from './rules/suppress-false-positives';
import { checkVerbFormAfterAuxiliary } from './rules/verb-form-after-auxiliary';
import { checkCliches } from './style/cliches';
import { checkLongSentences } from './style/long-sentences';
import { checkPassiveVoice } from './style/passive-voice';
import { checkRepeatedWords } from './style/repeated-words';
import { checkWeaselWords } from './style/weasel-words';
import { checkWordiness } from './style/wordiness';
import { splitIntoChunks } from './text/split-chunks';
import { type HarperDialect, type HarperLint, lintWithHarper } from './workers/engine-workers';

/**
 * Our English grammar rules: the common learner errors harper is measured to miss or to fix wrongly
 * (eval/grammar/english-rules.jsonl). Where two of them overlap, combine/merge-issues.ts keeps one.
 */
export function checkOwnGrammar(text: string, tokens: Token[]): Issue[] {
  return [
    ...checkPluralSubjectAgreement(text, tokens),
    ...checkDemonstrativeAgreement(text, tokens),
    ...checkVerbFormAfterAuxiliary(text, tokens),
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

/** Pieces of ~3,000 words: the worker answers other requests between pieces of a long text. */
const CHUNK_CHARACTERS = 20_000;
/** Past this, harper stops and the rest of a very long text gets only our own checks. */
const HARPER_BUDGET_MS = 60_000;

export async function checkWithHarper(
  text: string,
  tokens: Token[],
  dialect: HarperDialect,
): Promise<{ issues: Issue[]; checkedUpTo: number }> {
  const started = performance.now();
  const lints: HarperLint[] = [];
  let checkedUpTo = 0;
  for (const chunk of splitIntoChunks(text, CHUNK_CHARACTERS)) {
    if (performance.now() - started > HARPER_BUDGET_MS) break;
    if (/\S/.test(chunk.text)) {
      for (const lint of await lintWithHarper(chunk.text, dialect)) {
        lints.push({ ...lint, start: lint.start + chunk.start, end: lint.end + chunk.start });
      }
    }
    checkedUpTo = chunk.start + chunk.text.length;
  }
  return { issues: suppressFalsePositives(text, lints, tokens).map((lint) => toHarperIssue(text, lint)), checkedUpTo };
}
