import { describe, expect, it } from 'vitest';
import { tokenizeWords } from '../text/tokenize';
import { checkVerbFormAfterAuxiliary } from './verb-form-after-auxiliary';
import { expectFixes } from './apply-rule.test-helper';

function fixes(text: string) {
  return checkVerbFormAfterAuxiliary(text, tokenizeWords(text)).map((i) => [text.slice(i.offset, i.offset + i.length), i.replacements[0]]);
}

describe('verb form after an auxiliary', () => {
  it('wants the base form after a modal', () => {
    expect(fixes('We should includes it.')).toEqual([['includes', 'include']]);
    expect(fixes('She can not goes there.')).toEqual([['goes', 'go']]);
    expect(fixes('You must had a plan.')).toEqual([['had', 'have']]);
  });

  it('wants the base form after do-support', () => {
    expect(fixes('He did not went home.')).toEqual([['went', 'go']]);
    expect(fixes("It doesn't has wheels.")).toEqual([['has', 'have']]);
  });

  it('skips "please" between a question subject and the verb', () => {
    expect(fixes('Can you please sent me the file?')).toEqual([['sent', 'send']]);
    expect(fixes('Could you please send me the file?')).toEqual([]);
  });

  it('wants the base form after infinitive "to"', () => {
    expect(fixes('I want to goes.')).toEqual([['goes', 'go']]);
    expect(fixes('I want to went home early.')).toEqual([['went', 'go']]);
    expect(fixes('I used a saw to saw wood.')).toEqual([]);
  });

  it('leaves correct English alone', () => {
    expect(fixes('What they do is important.')).toEqual([]);
    expect(fixes('We went to works of art and to results.')).toEqual([]);
    expect(fixes('It should be done. They will have gone.')).toEqual([]);
    expect(fixes('In May, writes the author, it rained.')).toEqual([]);
  });

  it('reads past forms the lexicon lacks, a question subject and an object after "to" + past', () => {
    expect(fixes('You should checked the answers.')).toEqual([['checked', 'check']]);
    expect(fixes('Does she knows the way?')).toEqual([['knows', 'know']]);
    expect(fixes('I had to wrote a letter.')).toEqual([['wrote', 'write']]);
    expect(fixes('It will helps students.')).toEqual([['helps', 'help']]);
    expect(fixes('He must to finish it.')).toEqual([['to', '']]);
  });

  it('drops "to" after a modal whose noun subject opens with "all" or "every", not after "all I could"', () => {
    expect(fixes('All students must to register by Monday.')).toEqual([['to', '']]);
    expect(fixes('Everything visitors should to know is on the sign.')).toEqual([['to', '']]);
    expect(fixes('She did all she could to help.')).toEqual([]);
    expect(fixes('We did everything we can to finish on time.')).toEqual([]);
  });

  it('leaves names, nouns after do and participles after "to" alone', () => {
    expect(fixes('Will scowled at the dog.')).toEqual([]);
    expect(fixes('Why do dreams seem long? Kids do sports outside.')).toEqual([]);
    expect(fixes('They were sent to finished goods storage.')).toEqual([]);
    expect(fixes('You ought to finish it. The will to win matters.')).toEqual([]);
  });
});

describe('verb form after an auxiliary: participles equal to the base', () => {
  it('does not "fix" become, run or read', () => {
    expect(fixes('They will become experts, run fast and can read well.')).toEqual([]);
  });
});

describe('verb form after a modal: people who act', () => {
  it('gives people before the modal the base form, and a thing the passive', () => {
    expect(fixes('Visitors must parked on the street.')).toEqual([['parked', 'park']]);
    expect(fixes('The results will posted on Friday.')).toEqual([['posted', 'be posted']]);
  });
});

describe('verb form after do: a question word and its noun before "did" (session 35)', () => {
  it('"Which bus did the driver told you…" → "tell"; a relative "which" stays as it was', () => {
    expectFixes(
      checkVerbFormAfterAuxiliary,
      [
        ['Which bus did the driver told you to take?', 'Which bus did the driver tell you to take?'],
        ['How many apples did your sister picked?', 'How many apples did your sister pick?'],
        ['Whose idea did the committee liked best?', 'Whose idea did the committee like best?'],
      ],
      ['Which bus did the driver tell you to take?', 'I know which team did best.'],
    );
  });
});

describe('verb form after do or a modal with an indefinite pronoun subject (batch 67)', () => {
  it('reads "anyone", "somebody", "everyone" as the question subject', () => {
    expectFixes(
      checkVerbFormAfterAuxiliary,
      [
        ['Did anyone brought a spare wetsuit for the new lady?', 'Did anyone bring a spare wetsuit for the new lady?'],
        ['What did everyone thought of the show?', 'What did everyone think of the show?'],
        ['Could anyone sent me the minutes?', 'Could anyone send me the minutes?'],
      ],
      ['Did anyone bring a spare wetsuit?', 'Did anyone notice?', 'Nobody did anything wrong.'],
    );
  });
});
