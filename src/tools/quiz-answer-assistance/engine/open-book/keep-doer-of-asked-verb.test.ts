import { describe, expect, it } from 'vitest';
import { readQuestion } from '../read/read-question';
import { answerFromMaterial } from './answer-from-material';
import { keepDoerOfAskedVerb } from './keep-doer-of-asked-verb';

const SENTENCE = 'In March 1911, a young assistant named Ada Brill, checking plates she had taken that winter, found a faint comet far beyond the orbit of Saturn.';
const span = (text: string) => ({ text, start: SENTENCE.indexOf(text), end: SENTENCE.indexOf(text) + text.length });

describe('keepDoerOfAskedVerb', () => {
  it('keeps the name the asked verb follows past a comma-bounded aside, not the name after the verb', () => {
    expect(keepDoerOfAskedVerb([span('Ada Brill'), span('Saturn')], { text: SENTENCE, offset: 0 }, 'find').map((entry) => entry.text)).toEqual(['Ada Brill']);
  });
  it('leaves the names alone when no name, or more than one, is followed by the verb', () => {
    expect(keepDoerOfAskedVerb([span('Ada Brill'), span('Saturn')], { text: SENTENCE, offset: 0 }, 'name').map((entry) => entry.text)).toEqual(['Ada Brill', 'Saturn']);
    const both = 'Ada Brill found the comet and Tom Hale found its tail.';
    const at = (text: string) => ({ text, start: both.indexOf(text), end: both.indexOf(text) + text.length });
    expect(keepDoerOfAskedVerb([at('Ada Brill'), at('Tom Hale')], { text: both, offset: 0 }, 'find')).toHaveLength(2);
  });
  it('answers "who found" from such a sentence (refused before, s41)', () => {
    const answer = answerFromMaterial(readQuestion('who found the comet in 1911'), SENTENCE);
    expect([answer.text, answer.confident]).toEqual(['Ada Brill', true]);
  });
  it('takes ", who" before the verb as the doer\'s (was "British", s44), and leaves a name after the verb out', () => {
    const text = 'Another example is the philosophy of Mahatma Gandhi, who used the concept to establish a movement that helped speed the British departure.';
    const at = (name: string) => ({ text: name, start: text.indexOf(name), end: text.indexOf(name) + name.length });
    expect(keepDoerOfAskedVerb([at('Mahatma Gandhi'), at('British')], { text, offset: 0 }, 'use').map((entry) => entry.text)).toEqual(['Mahatma Gandhi']);
    expect(keepDoerOfAskedVerb([at('Mahatma Gandhi'), at('British')], { text, offset: 0 }, 'speed')).toHaveLength(2);
  });
});
