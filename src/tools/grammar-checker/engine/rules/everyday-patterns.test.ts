import { describe, expect, it } from 'vitest';
import { type HarperLint } from '../workers/engine-workers';
import { tokenizeWords } from '../text/tokenize';
import { acceptAll } from './apply-rule.test-helper';
import { checkConfusableWords } from './confusable-words';
import { checkNumberAgreement } from './number-agreement';
import { checkPluralSubjectAgreement } from './plural-subject-agreement';
import { checkPrepositionUsage } from './preposition-usage';
import { suppressFalsePositives } from './suppress-false-positives';
import { checkThereIsAgreement } from './there-is-agreement';

// Issue 33, fourth round: pattern rules widened, each with wrong sentences it fixes and right ones it leaves alone.
describe('everyday patterns (issue 33, fourth round)', () => {
  it('a year takes "in"; one is married to a person', () => {
    const fix = (text: string) => acceptAll(checkPrepositionUsage, text);
    expect(fix('My father was born on 1965.')).toBe('My father was born in 1965.');
    expect(fix('He is married with a nurse.')).toBe('He is married to a nurse.');
    expect(fix('She got engaged with Daniel.')).toBe('She got engaged to Daniel.');
    for (const text of ['She was born on 3 May 1998.', 'She is married with two children.', 'He is married with a child.', 'They married in 2001.']) expect(fix(text)).toBe(text);
  });

  it('"than" opening a clause before a bare verb is "then"; "did it\'s best" is "its"', () => {
    const fix = (text: string) => acceptAll(checkConfusableWords, text);
    expect(fix('Check the numbers, than call the client.')).toBe('Check the numbers, then call the client.');
    expect(fix('The school did it\'s part.')).toBe('The school did its part.');
    for (const text of ['More than call, you should write.', "It's best to wait.", 'She is taller than me.', 'I think it\'s best to go.']) expect(fix(text)).toBe(text);
  });

  it('"there is/wasn\'t any/no" + plural takes "are/weren\'t"', () => {
    const fix = (text: string) => acceptAll(checkThereIsAgreement, text);
    expect(fix("There wasn't any seats left.")).toBe("There weren't any seats left.");
    expect(fix('There is no towels in the bathroom.')).toBe('There are no towels in the bathroom.');
    for (const text of ["There wasn't any milk left.", 'There is no news.', "There weren't any seats left."]) expect(fix(text)).toBe(text);
    expect(fix('Here is the tickets.')).toBe('Here are the tickets.');
    expect(fix("Where's my glasses?")).toBe('Where are my glasses?');
    for (const text of ['Here is the news.', 'Where is the station?', 'I know where is the key.']) expect(fix(text)).toBe(text);
    expect(fix('Is there any seats left?')).toBe('Are there any seats left?');
    expect(fix("There's a lot of children in the pool.")).toBe('There are a lot of children in the pool.');
    expect(fix('Was there many guests?')).toBe('Were there many guests?');
    expect(fix("There isn't many money left.")).toBe("There isn't many money left.");
    for (const text of ['Is there any milk?', 'Is there a problem?', 'Was there much time?']) expect(fix(text)).toBe(text);
  });

  it('"both" + a singular noun before a verb is plural', () => {
    const fix = (text: string) => acceptAll(checkNumberAgreement, text);
    expect(fix('Both applicant were interviewed.')).toBe('Both applicants were interviewed.');
    for (const text of ['Both question and answer are wrong.', 'Both parent companies were sold.', 'Both of them were late.']) expect(fix(text)).toBe(text);
  });

  it('"Fish and chips is" names one dish; "My brother and sisters is" still gets "are"', () => {
    const fix = (text: string) => acceptAll(checkPluralSubjectAgreement, text);
    expect(fix('Rice and beans is a cheap meal.')).toBe('Rice and beans is a cheap meal.');
    expect(fix('The students is here.')).toBe('The students are here.');
  });

  it('harper: no "an" before a "you" sound, no "they\'re" before a gerund noun', () => {
    const kept = (rule: string, text: string, word: string) => {
      const start = text.indexOf(word);
      const lint = { rule, start, end: start + word.length, message: '', suggestions: [{ text: 'x' }] } as unknown as HarperLint;
      return suppressFalsePositives(text, [lint], tokenizeWords(text)).length;
    };
    expect(kept('AnA', 'We need a unanimous vote.', 'a')).toBe(0);
    expect(kept('AnA', 'We need a honest answer.', 'a')).toBe(1);
    expect(kept('TheirToTheyre', 'I think their leaving was a surprise.', 'their')).toBe(0);
    expect(kept('NominalWants', 'What does she want?', 'want')).toBe(0);
    expect(kept('NominalWants', 'She want a new bike.', 'want')).toBe(1);
  });
});

// Review of session 45: "engaged with" is also "dealt with".
describe('engaged with a person, and engaged with a community', () => {
  const fix = (text: string) => acceptAll(checkPrepositionUsage, text);
  it('fixes a fiancé(e) that ends the clause, and leaves "engaged with" meaning "dealt with"', () => {
    expect(fix('She is engaged with a pilot.')).toBe('She is engaged to a pilot.');
    expect(fix('He got engaged with a nurse last spring.')).toBe('He got engaged to a nurse last spring.');
    expect(fix('They were married with a doctor for years.')).toBe('They were married to a doctor for years.');
    expect(fix('The researchers engaged with a developer community.')).toBe('The researchers engaged with a developer community.');
    expect(fix('The council engaged with a nurse about the complaint.')).toBe('The council engaged with a nurse about the complaint.');
    expect(fix('We engaged with a pilot project last spring.')).toBe('We engaged with a pilot project last spring.');
    expect(fix('The firm engaged with Microsoft on the deal.')).toBe('The firm engaged with Microsoft on the deal.');
  });
});
