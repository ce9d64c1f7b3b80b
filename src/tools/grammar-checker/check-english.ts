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
import { type HarperDialect, lintWithHarper } from './workers/engine-workers';

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

export async function checkWithHarper(text: string, tokens: Token[], dialect: HarperDialect): Promise<Issue[]> {
  const lints = await lintWithHarper(text, dialect);
  return suppressFalsePositives(text, lints, tokens).map((lint) => toHarperIssue(text, lint));
}
