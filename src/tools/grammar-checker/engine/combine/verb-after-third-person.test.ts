import { describe, expect, it } from 'vitest';
import { fitVerbToThirdPerson } from './verb-after-third-person';

const fit = (text: string, word: string, fix: string) => fitVerbToThirdPerson(text, text.indexOf(word), fix);

describe('fitVerbToThirdPerson', () => {
  it('gives the -s form after he, she or it as the subject', () => {
    expect(fit('The research suggests that it effect our sleep.', 'effect', 'affect')).toBe('affects');
    expect(fit('She advice me to stay.', 'advice', 'advise')).toBe('advises');
  });

  it('keeps the bare verb after an auxiliary or a verb of letting, and where no such subject comes before', () => {
    expect(fit('How did it effect you?', 'effect', 'affect')).toBe('affect');
    expect(fit('Let it breath for a minute.', 'breath', 'breathe')).toBe('breathe');
    expect(fit('They effect our sleep.', 'effect', 'affect')).toBe('affect');
    expect(fit('Will she advice us?', 'advice', 'advise')).toBe('advise');
  });
});
