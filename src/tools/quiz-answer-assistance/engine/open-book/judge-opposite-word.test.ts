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
  it('reads a comparative turned round with the things compared swapped as the same claim, not its opposite', () => {
    const peaks = 'Mount Everest is the highest mountain on Earth. K2 is lower than Everest, at 8,611 metres. Both mountains lie in Asia.';
    expect(judge('Everest is higher than K2.', peaks)).not.toBe('False');
    expect(judge('K2 is higher than Everest.', peaks)).toBe('False');
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

describe('judgeSwappedModifier (through answerFromMaterial)', () => {
  const notes =
    'The harbour has two lamps. The old lamp, fitted in 1850, gave a red light. The new lamp, fitted in 1901, shows mainly green light. ' +
    'The Kell Canal was replaced in 1918 by the wider Orra Barge Canal.';
  it('is a sure False when the claim puts another word before the same noun and the material speaks of the statement\'s pair elsewhere', () => {
    expect(judge('The new lamp shows mainly red light.', notes)).toBe('False');
  });
  it('gives no verdict when the statement\'s pair is nowhere else in the material', () => {
    expect(judge('The new lamp shows mainly blue light.', notes)).not.toBe('False');
  });
  it('does not read a second name of the statement as the swap ("Kell Canal … Orra Barge Canal")', () => {
    expect(judge('The Kell Canal was replaced in 1918 by the Orra Barge Canal.', notes)).not.toBe('False');
  });
  it('reads warm/cool and the points of the compass as opposites', () => {
    const coast = 'Off the coast, the cold current cools the air above the sea. The range runs along the western edge of the continent.';
    expect(judge('The cold current warms the air above the sea.', coast)).toBe('False');
    expect(judge('The range runs along the eastern edge of the continent.', coast)).toBe('False');
  });
});
