import { describe, expect, it } from 'vitest';
import { readQuestion } from '../read/read-question';
import { answerFromMaterial } from './answer-from-material';
import { swapsRangeEnds } from './judge-range-ends';

const MATERIAL =
  'The new road cut the cost of moving a ton of coal from the mine to the port from about $40 by cart to about $6. Traffic on it grew every year. The town grew from 2,000 people to 9,000 in a decade.';

describe('swapsRangeEnds', () => {
  it('reads a range end put at the other end as a swap', () => {
    expect(swapsRangeEnds('The road cut the cost to about $40.', 'The road cut the cost from about $40 by cart to about $6.')).toBe(true);
    expect(swapsRangeEnds('The town grew from 9,000 people.', 'The town grew from 2,000 people to 9,000 in a decade.')).toBe(true);
  });

  it('leaves the stated end, both ends, and a sentence with no range alone', () => {
    expect(swapsRangeEnds('The road cut the cost to about $6.', 'The road cut the cost from about $40 by cart to about $6.')).toBe(false);
    expect(swapsRangeEnds('The road cut the cost from $40 to $6.', 'The road cut the cost from about $40 by cart to about $6.')).toBe(false);
    expect(swapsRangeEnds('The road cut the cost to about $40.', 'The road cost about $40 a ton to use.')).toBe(false);
  });

  it('judges the swapped end false and the stated end true for the student', () => {
    expect(verdictOf('The new road cut the cost of moving a ton of coal from the mine to the port to about $40.')).toBe('False');
    expect(verdictOf('The new road cut the cost of moving a ton of coal from the mine to the port to about $6.')).not.toBe('False');
  });
});

function verdictOf(statement: string): string | undefined {
  const answer = answerFromMaterial(readQuestion(statement, ['True', 'False']), MATERIAL);
  return answer.confident ? answer.text : undefined;
}
