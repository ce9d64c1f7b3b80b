import { describe, expect, it } from 'vitest';
import { readQuestion } from '../read/read-question';
import { answerFromMaterial } from './answer-from-material';
import { joinAskedPlural } from './join-asked-plural';

const TEXT = 'The newest members are Montenegro and South Sudan.';
const at = (name: string) => ({ text: name, start: TEXT.indexOf(name), end: TEXT.indexOf(name) + name.length });

describe('joinAskedPlural', () => {
  it('answers a plural "which countries" with both names "and" joins (refused before, s44)', () => {
    expect(joinAskedPlural('Which countries are the newest members?', [at('Montenegro'), at('South Sudan')], TEXT)?.text).toBe('Montenegro and South Sudan');
    const answer = answerFromMaterial(readQuestion('Which countries are the newest members of the UN?'), `The UN was founded after the war. ${TEXT}`);
    expect([answer.text, answer.confident]).toEqual(['Montenegro and South Sudan', true]);
  });
  it('does not join for a singular noun, or names not side by side with "and"', () => {
    expect(joinAskedPlural('Which country is the newest member?', [at('Montenegro'), at('South Sudan')], TEXT)).toBeNull();
    const other = 'Montenegro joined, then South Sudan.';
    const at2 = (name: string) => ({ text: name, start: other.indexOf(name), end: other.indexOf(name) + name.length });
    expect(joinAskedPlural('Which countries joined?', [at2('Montenegro'), at2('South Sudan')], other)).toBeNull();
  });
});
