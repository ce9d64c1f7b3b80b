import { describe, expect, it } from 'vitest';
import { tokenizeWords } from '../text/tokenize';
import { checkPluralSubjectAgreement } from './plural-subject-agreement';

function fixes(text: string) {
  return checkPluralSubjectAgreement(text, tokenizeWords(text)).map((i) => [text.slice(i.offset, i.offset + i.length), i.replacements[0], i.confidence]);
}

describe('plural subject agreement', () => {
  it('fixes a singular verb after a plural noun phrase', () => {
    expect(fixes('The students writes every day.')).toEqual([['writes', 'write', 0.85]]);
    expect(fixes('Many people has a car.')).toEqual([['has', 'have', 0.85]]);
    expect(fixes('The children sings outside.')).toEqual([['sings', 'sing', 0.85]]);
  });

  it('fixes a sentence-initial plural, slightly less sure because it could be a name', () => {
    expect(fixes('Researchers has found it.')).toEqual([['Has'.toLowerCase(), 'have', 0.8]]);
  });

  it('reads a plural noun right after "the way" or "the reason" as the subject of a clause without "that"', () => {
    expect(fixes('Social media have changed the way students learns.')).toEqual([['learns', 'learn', 0.85]]);
    expect(fixes('Social media have changed the way students learn.')).toEqual([]);
    expect(fixes('The time students spend online keeps growing.')).toEqual([]);
  });

  it('fixes plural pronouns and keeps the capital letter', () => {
    expect(fixes('They is here. We was late.')).toEqual([
      ['is', 'are', 0.85],
      ['was', 'were', 0.85],
    ]);
  });

  it("reads ', and the results' as a new clause's subject (batch 43)", () => {
    expect(fixes('We heated the samples over a flame, and the results was clear.')).toEqual([['was', 'were', 0.85]]);
    expect(fixes('We ran it and the tests was slow.')).toEqual([['was', 'were', 0.85]]);
    expect(fixes('Eating fruit and the vegetables is healthy.')).toEqual([]);
    expect(fixes('The quality of the parts and the tools is high.')).toEqual([]);
  });

  it('looks past one adverb', () => {
    expect(fixes('The students often writes.')).toEqual([['writes', 'write', 0.85]]);
  });

  it('reports but does not trust verbs that are also plural nouns', () => {
    expect(fixes('The students needs help.')).toEqual([['needs', 'need', 0.55]]);
  });

  it('leaves correct English alone', () => {
    expect(fixes('The number of students has grown.')).toEqual([]);
    expect(fixes('What he needs is rest.')).toEqual([]);
    expect(fixes('Ten dollars is enough.')).toEqual([]);
    expect(fixes('The news is good and physics is hard.')).toEqual([]);
    expect(fixes('I met Hopkins, and Hopkins has a dog.')).toEqual([]);
    expect(fixes('The students write well.')).toEqual([]);
    expect(fixes('The students, he says, are fine.')).toEqual([]);
    // The noun is the object of a regular past the hand lexicon lacks.
    expect(fixes('The player who scored both goals was named man of the match.')).toEqual([]);
  });

  it('still reads a participle after a determiner as part of the subject', () => {
    expect(fixes('The injured players was taken to hospital.')).toEqual([['was', 'were', 0.85]]);
  });
});

describe('plural subject agreement: where the plural noun is not the subject', () => {
  it('skips objects of a verb and gerund subjects', () => {
    expect(fixes('Moreover, take risks teaches you patience.')).toEqual([]);
    expect(fixes('Understanding concepts and ideas is important.')).toEqual([]);
  });

  it('still fixes a subject after a clause opener', () => {
    expect(fixes('I think that the students writes well.')).toEqual([['writes', 'write', 0.85]]);
  });

  it('leaves nouns the tagger shows are not the subject: after a preposition, names, questions', () => {
    expect(fixes('The divide between the rich and the poor nations was deepening.')).toEqual([]);
    expect(fixes('In a moment, standing in front of you is your friend.')).toEqual([]);
    expect(fixes('We stayed with Mrs. Watkins, and Mrs. Watkins was kind.')).toEqual([]);
    expect(fixes('What cities does the airline fly to?')).toEqual([]);
  });
});

describe('plural subject agreement: a number after a possessive counts, it is no amount (session 35)', () => {
  it('fixes "her two sons was", and leaves amounts and "my two cents" alone', () => {
    expect(fixes('Our aunt and her three small dogs was in the car.')).toEqual([['was', 'were', 0.85]]);
    expect(fixes('Their two oldest children was at school.')).toEqual([['was', 'were', 0.85]]);
    expect(fixes('My two cents is that we wait.')).toEqual([]);
    expect(fixes('His twenty dollars was gone by noon.')).toEqual([]);
    expect(fixes('Two weeks is a long time.')).toEqual([]);
  });
});

// Review of session 45: the number-word list held "twenty" and "five", never "twenty-five" (one token).
describe('plural subject agreement: hyphenated number words are amounts too', () => {
  it('leaves "Twenty-five pounds is" and "Thirty-one days is", and still fixes a plural of people', () => {
    expect(fixes('Twenty-five pounds is too much for a ticket.')).toEqual([]);
    expect(fixes('Thirty-one days is the longest month.')).toEqual([]);
    expect(fixes('The students was late.')).toEqual([['was', 'were', 0.85]]);
  });
});
