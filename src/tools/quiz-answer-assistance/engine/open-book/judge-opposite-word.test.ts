import { describe, expect, it } from 'vitest';
import { readQuestion } from '../read/read-question';
import { answerFromMaterial } from './answer-from-material';

function judge(statement: string, material: string): string | null {
  const answer = answerFromMaterial(readQuestion(`True or false: ${statement}`), material);
  return answer.confident ? (answer.text ?? null) : null;
}

const NOTES =
  'The Orra valley is farmed on its lower slopes. The number of sheep in the valley has fallen by about half since the 1980s, mainly because of dry summers. ' +
  'The snowfields above the valley are small, but they have shrunk by a third since 1920. Of the two peaks, Borr is the older and Kell the younger.';

describe('judgeOppositeWord (through answerFromMaterial)', () => {
  it('is a sure False when one claim holds every other word and the opposite of one (it gave no verdict)', () => {
    expect(judge('The number of sheep in the valley has grown by about half since the 1980s.', NOTES)).toBe('False');
    expect(judge('The snowfields above the valley have grown since 1920.', NOTES)).toBe('False');
  });
  it('gives no verdict when the sentence also has the statement\'s own word', () => {
    const both = 'The herd grew in the 1990s but fell sharply after 2005.';
    expect(judge('The herd fell in the 1990s.', both)).not.toBe('True');
    expect(judge('The herd fell in the 1990s.', both)).not.toBe('False');
  });
  it('leaves a statement with its own word as it was', () => {
    expect(judge('The number of sheep in the valley has fallen by about half since the 1980s.', NOTES)).not.toBe('False');
  });
});
