import { describe, expect, it } from 'vitest';
import { readQuestion } from '../read/read-question';
import { answerFromMaterial } from './answer-from-material';
import { keepPartitiveCount } from './keep-partitive-count';

const TEXT = 'Aristophanes won several competitions. Eleven of his 40 plays survive, and in three of them Socrates appears.';
const at = (text: string) => ({ text, start: TEXT.indexOf(text), end: TEXT.indexOf(text) + text.length });

describe('keepPartitiveCount', () => {
  it('keeps the part of "Eleven of his 40 plays" for "how many of" (refused before, s44)', () => {
    expect(keepPartitiveCount("How many of Aristophanes's plays survive?", [at('Eleven'), at('40')], TEXT).map((entry) => entry.text)).toEqual(['Eleven']);
    const answer = answerFromMaterial(readQuestion("How many of Aristophanes's plays survive?"), TEXT);
    expect([answer.text, answer.confident]).toEqual(['Eleven', true]);
  });
  it('leaves the numbers alone for a question without "how many of", or numbers not joined by "of his"', () => {
    expect(keepPartitiveCount('How many plays did Aristophanes write?', [at('Eleven'), at('40')], TEXT)).toHaveLength(2);
    const other = 'Eleven plays survive; he wrote 40 in all.';
    const at2 = (text: string) => ({ text, start: other.indexOf(text), end: other.indexOf(text) + text.length });
    expect(keepPartitiveCount('How many of his plays survive?', [at2('Eleven'), at2('40')], other)).toHaveLength(2);
  });
});
