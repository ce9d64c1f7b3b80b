import { describe, expect, it } from 'vitest';
import { readQuestion } from '../read/read-question';
import { answerFromMaterial } from './answer-from-material';
import { restateInSentenceVerb } from './judge-paraphrased-verb';

function judge(statement: string, material: string): string | null {
  const answer = answerFromMaterial(readQuestion(`True or false: ${statement}`), material);
  return answer.confident ? (answer.text ?? null) : null;
}

describe('restateInSentenceVerb', () => {
  it('puts the statement\'s verb in the sentence\'s word for the act', () => {
    expect(restateInSentenceVerb('The valley gets most of the rain.', 'The valley, which receives most of the rain, is green.')).toBe('The valley receives most of the rain.');
  });
  it('leaves a statement whose verb the sentence uses, or has no word for', () => {
    expect(restateInSentenceVerb('The valley gets most of the rain.', 'The valley gets most of the rain in May.')).toBeNull();
    expect(restateInSentenceVerb('The valley loses most of the rain.', 'The valley, which receives most of the rain, is green.')).toBeNull();
  });
});

describe('a statement judged in the sentence\'s verb (through answerFromMaterial)', () => {
  const notes =
    'Kell is a small town on the coast. The only account of the storm comes from Anna Brook, who watched it from the harbour wall. ' +
    'The upper valley, which receives most of the region\'s rain, is covered in forest. The town hall was built of brick in 1870.';
  it('is True when the claim says it in another verb of the pair, and False when that claim says the opposite "not" (it gave no verdict)', () => {
    expect(judge("The upper valley gets most of the region's rain.", notes)).toBe('True');
    expect(judge('Anna Brook did not see the storm.', notes)).toBe('False');
  });
  it('gives no verdict when the verb has no pair in the sentence', () => {
    expect(judge("The upper valley loses most of the region's rain.", notes)).not.toBe('True');
  });
});
