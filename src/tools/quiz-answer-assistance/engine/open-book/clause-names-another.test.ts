import { describe, expect, it } from 'vitest';
import { clauseNamesAnother } from './clause-names-another';

describe('an answer whose clause names another thing of the same kind', () => {
  const sentence = 'The depth of Lake Virel is 310 metres; Lake Sanda is only 90 metres deep.';
  it("is the other one's value", () => {
    expect(clauseNamesAnother('What is the depth of Lake Sanda?', sentence, sentence.indexOf('310'))).toBe(true);
    expect(clauseNamesAnother('How long is the Mill Bridge?', 'The Harbour Bridge is 900 metres long.', 21)).toBe(true);
  });
  it("is the asked one's when its clause names it, or names no other", () => {
    expect(clauseNamesAnother('What is the depth of Lake Sanda?', sentence, sentence.indexOf('90'))).toBe(false);
    expect(clauseNamesAnother('What is the depth of Lake Virel?', sentence, sentence.indexOf('310'))).toBe(false);
    expect(clauseNamesAnother('How deep is Lake Sanda?', 'It is only 90 metres deep.', 14)).toBe(false);
  });
});

describe('capitals that name nothing else', () => {
  it('leaves a determiner, a sentence opener and a name after the answer', () => {
    const bible = 'His Bible, finished in about 1455, had 42 lines on each page.';
    expect(clauseNamesAnother('How many lines did each page of the Gutenberg Bible have?', bible, bible.indexOf('42'))).toBe(false);
    const john = 'After John died in 1216, the charter was reissued.';
    expect(clauseNamesAnother('When did King John die?', john, john.indexOf('1216'))).toBe(false);
    const shelley = 'She began the story in 1816 with Lord Byron and Percy Shelley.';
    expect(clauseNamesAnother('When did Mary Shelley begin the story?', shelley, shelley.indexOf('1816'))).toBe(false);
    const virel = 'Lake Virel is 310 metres deep; Lake Sanda is 90 metres deep.';
    expect(clauseNamesAnother('What is the depth of Lake Sanda?', virel, virel.indexOf('310'))).toBe(true);
  });
});
