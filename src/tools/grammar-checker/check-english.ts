import { type Issue } from './types';
import { type Token } from './text/tokenize';
import { type Sentence } from './text/split-sentences';
import { toHarperIssue } from './combine/harper-issues';
import { checkDemonstrativeAgreement } from './rules/demonstrative-agreement';
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

/** Our grammar rules: the agreement errors harper is measured to miss. */
export function checkOwnGrammar(text: string, tokens: Token[]): Issue[] {
  return [
    ...checkPluralSubjectAgreement(text, tokens),
    ...checkDemonstrativeAgreement(text, tokens),
    ...checkVerbFormAfterAuxiliary(text, tokens),
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
