import { describe, expect, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkClauseSubjectAgreement } from './clause-subject-agreement';
import { findClauseSubject } from './subject-head';
import { tagSentences } from './tag-words';

describe('findClauseSubject', () => {
  const read = (text: string, at = 0) => {
    const words = tagSentences(text)[0]!;
    const subject = findClauseSubject(words, at);
    return subject && { head: subject.head.text, number: subject.number, verb: words[subject.verbAt]?.text };
  };
  it('reads the head across a relative clause, a possessive and place phrases', () => {
    expect(read("The porters who work on the late shift in the women's ward were thanked.")).toEqual({ head: 'porters', number: 'plural', verb: 'were' });
  });
  it('reads a compound noun before the relative clause and an adverb before the verb', () => {
    expect(read('The bus driver who takes the early route always arrives on time.')).toEqual({ head: 'driver', number: 'singular', verb: 'arrives' });
  });
  it('reads two phrases with place phrases of their own as one plural subject', () => {
    expect(read('The lamp in the hall and the heater in the study both need new plugs.')).toEqual({ head: 'lamp', number: 'plural', verb: 'need' });
  });
  it('reads no number where the phrase does not show one', () => {
    expect(read('The staff in the new office are friendly.')).toBeUndefined();
    expect(read('A number of guests have asked for towels.')).toBeUndefined();
  });
});

describe('checkClauseSubjectAgreement', () => {
  it('makes the verb agree with the head across phrases, relative clauses, "and … both" and adverbs', () => {
    expectFixes(
      checkClauseSubjectAgreement,
      [
        ["The porters who work on the late shift in the women's ward was thanked by the manager.", "The porters who work on the late shift in the women's ward were thanked by the manager."],
        ['The bus driver who takes the early route always arrive on time.', 'The bus driver who takes the early route always arrives on time.'],
        ['The lamp in the hall and the heater in the study both needs new plugs.', 'The lamp in the hall and the heater in the study both need new plugs.'],
        ['Dear Ms Hart, the window in the bedroom and the door to the balcony both sticks in wet weather.', 'Dear Ms Hart, the window in the bedroom and the door to the balcony both stick in wet weather.'],
        ['According to the survey, the number of parents who drive their children to school have fallen.', 'According to the survey, the number of parents who drive their children to school has fallen.'],
        ['After the storm, the roofs of the houses near the harbour was badly damaged.', 'After the storm, the roofs of the houses near the harbour were badly damaged.'],
        ['I stayed at home because the trains from the coast was cancelled.', 'I stayed at home because the trains from the coast were cancelled.'],
        ['The cat from the flat upstairs often come into our garden.', 'The cat from the flat upstairs often comes into our garden.'],
        ['Because the roads in the north was closed, the lorries were late.', 'Because the roads in the north were closed, the lorries were late.'],
        ['Last year the apples from our old tree was small.', 'Last year the apples from our old tree were small.'],
        ['The workers whose contracts ended in May has found new jobs.', 'The workers whose contracts ended in May have found new jobs.'],
      ],
      [
        "The porters who work on the late shift in the women's ward were thanked by the manager.",
        'The bus driver who takes the early route always arrives on time.',
        'The lamp in the hall and the heater in the study both need new plugs.',
        'The colour of the walls in the hall and both bedrooms is a pale grey.',
        'Every chair and table in the hall was cleaned.',
        'Bread and butter is my usual breakfast.',
        'When the user taps the button twice, the app crash and the draft is lost.',
        'A number of guests have asked for late checkout.',
        'The staff in the new office are friendly.',
        'One of the boxes that arrived this morning was damaged.',
        'The woman who told me the prices were rising is my aunt.',
        'The list of items that were damaged is on the desk.',
        'Everyone in the office who uses the printer knows the code.',
        'The man who sold us the tickets said the show was cancelled.',
        'The equipment in the lab is old.',
        'In many countries, women still earn less than men.',
        'Not only did she finish the race, but she also set a new record.',
        'If the results of the tests were better, we would publish them.',
        'The news about the strikes is bad.',
        'The results of the survey that we ran last spring show a clear trend.',
        'The children who live next door play football every day.',
        'Ten dollars of the money in the jar is mine.',
        'When the line between my work and the rest of my life blurs, I take a break.',
        'The workers whose contracts ended in May have found new jobs.',
        'Last year the apples from our old tree were small.',
        'The dogs that my neighbour walks bark all day.',
        'The idea that the children are lazy is wrong.',
        'The teachers at the school where I work are kind.',
        'The girl with the red shoes and the boy in the blue coat are twins.',
      ],
    );
  });
});

describe('checkClauseSubjectAgreement past reduced relatives and misread verbs', () => {
  it('skips a participle phrase after the head when a finite verb follows it', () => {
    expectFixes(
      checkClauseSubjectAgreement,
      [
        ['The photos of the trip posted on the class blog after the holiday was very popular.', 'The photos of the trip posted on the class blog after the holiday were very popular.'],
        ['The nurses working on the ward at night gets extra pay.', 'The nurses working on the ward at night get extra pay.'],
      ],
      [
        'The photos of the trip posted on the class blog after the holiday were very popular.',
        'The man in the car waved to us from the road.',
        'The letter sent to the parents explains the new rules.',
        'The survey of families sent to the council shows a clear result.',
      ],
    );
  });
  it('finds the main verb that the tagger read as a noun inside a relative clause', () => {
    expectFixes(
      checkClauseSubjectAgreement,
      [
        ['The tyres that the garage fitted on my van costs more than the old ones.', 'The tyres that the garage fitted on my van cost more than the old ones.'],
        ['The shoes that my sister bought for the wedding looks great.', 'The shoes that my sister bought for the wedding look great.'],
      ],
      [
        'The tyres that the garage fitted on my van cost more than the old ones.',
        'The book that the teacher recommended to my son is great.',
        'The book that she wrote about climate change matters to me.',
        'The report that the team sent to the council costs nothing to read.',
      ],
    );
  });
});

describe('checkClauseSubjectAgreement: a past the tagger read as a participle phrase', () => {
  it('leaves a clause whose own past is followed by a noun the tagger read as a verb', () => {
    for (const text of ['The guide asked after the morning climb.', 'The captain shouted across the training ground.', 'Both her grandparents died before she was ten years old.', 'The guests arrived at the hotel before the storm was over.']) expect(checkClauseSubjectAgreement(text)).toEqual([]);
  });
});

describe('a name after a preposition inside the subject (session 43)', () => {
  it('reads past "on Ward 4", "on Park Road", and not past a name it cannot place', () => {
    expectFixes(
      (text) => checkClauseSubjectAgreement(text),
      [
        ['One of the nurses on Ward 7 have left.', 'One of the nurses on Ward 7 has left.'],
        ['The shops on Mill Road is closed today.', 'The shops on Mill Road are closed today.'],
      ],
      ['The pierogi ruskie at Babcia Zosia were the best.', 'The nurses on Ward 7 have left.', 'The shop on Mill Road is closed today.'],
    );
  });
});
