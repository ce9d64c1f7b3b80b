import { describe, expect, it } from 'vitest';
import { toHarperIssue } from '../combine/harper-issues';
import { tokenizeWords } from '../text/tokenize';
import { type HarperLint } from '../workers/engine-workers';
import { acceptAll } from './apply-rule.test-helper';
import { checkConfusableWords } from './confusable-words';
import { checkDemonstrativeAgreement } from './demonstrative-agreement';
import { checkIndefiniteSubjectAgreement } from './indefinite-subject-agreement';
import { checkNumberAgreement } from './number-agreement';
import { checkPronounAfterPreposition } from './pronoun-after-preposition';
import { suppressFalsePositives } from './suppress-false-positives';
import { checkSubjunctiveWere } from './subjunctive-were';
import { checkThereIsAgreement } from './there-is-agreement';
import { checkUncountableNouns } from './uncountable-nouns';
import { checkVerbFormAfterAuxiliary } from './verb-form-after-auxiliary';
import { checkVerbFormAfterBeHave } from './verb-form-after-be-have';

// Issue 33, third round: each rule change with a wrong sentence it fixes and right ones it leaves alone.
describe('everyday errors (issue 33, third round)', () => {
  it('prefixed and more irregular verbs are in the lexicon: "had to rebuilt", "has overcame"', () => {
    const afterAuxiliary = (text: string) => acceptAll(checkVerbFormAfterAuxiliary, text);
    const afterHave = (text: string) => acceptAll(checkVerbFormAfterBeHave, text);
    expect(afterAuxiliary('I had to rebuilt the spreadsheet.')).toBe('I had to rebuild the spreadsheet.');
    expect(afterHave('He has overcame a lot of obstacles.')).toBe('He has overcome a lot of obstacles.');
    expect(afterHave('Someone has stole my lunch.')).toBe('Someone has stolen my lunch.');
    for (const text of ['I had to rewrite the report twice.', 'They have overcome a lot.', 'The people who rewrote the policy were thanked.']) {
      expect(afterAuxiliary(text)).toBe(text);
      expect(afterHave(text)).toBe(text);
    }
    // Office verbs added to the lexicon whose -s form is as often a plural noun stay nouns there.
    for (const text of ['The results of these analyses suggest a rise.', 'These updates fix the bug.', 'Those reviews were harsh.']) expect(acceptAll(checkDemonstrativeAgreement, text)).toBe(text);
  });

  it('do-support: a question with a noun subject, and a negated do, take the base form', () => {
    const fix = (text: string) => acceptAll(checkVerbFormAfterAuxiliary, text);
    expect(fix('Did the client approved the budget?')).toBe('Did the client approve the budget?');
    expect(fix('Does your new supervisor knows about this?')).toBe('Does your new supervisor know about this?');
    expect(fix("The printer didn't printed the last page.")).toBe("The printer didn't print the last page.");
    for (const text of ['Did the new intern finish the onboarding?', 'Does the report need a summary?', 'Why do dreams seem so real?', 'Did the results surprise you?']) {
      expect(fix(text)).toBe(text);
    }
  });

  it('pronoun case: "X or I" and a second object or bare verb after "X and I" make it an object', () => {
    const fix = (text: string) => acceptAll((t) => checkPronounAfterPreposition(t), text);
    expect(fix('My aunt bought Leo and I new shoes.')).toBe('My aunt bought Leo and me new shoes.');
    expect(fix('Can you send Priya or I the agenda?')).toBe('Can you send Priya or me the agenda?');
    expect(fix('Please let Tom or I know by Friday.')).toBe('Please let Tom or me know by Friday.');
    for (const text of ['Either Tom or I will go.', 'We showed the manager and I think she liked it.', 'Help the kids and I will help you.', 'Lisa and I went to lunch.']) {
      expect(fix(text)).toBe(text);
    }
  });

  it('"if I was you" is unreal: "were"; a real past "if I was late" stays', () => {
    const fix = (text: string) => acceptAll(checkSubjunctiveWere, text);
    expect(fix('If I was you, I would take the job.')).toBe('If I were you, I would take the job.');
    expect(fix('If I was in your position, I would say no.')).toBe('If I were in your position, I would say no.');
    for (const text of ['If I was late, it was because of the bus.', 'She asked if I was in the office.', 'If I were you, I would wait.']) expect(fix(text)).toBe(text);
  });

  it('a number, an adjective and a singular noun: the noun is plural', () => {
    const fix = (text: string) => acceptAll(checkNumberAgreement, text);
    expect(fix('We ordered five large pizza for the party.')).toBe('We ordered five large pizzas for the party.');
    expect(fix('She speaks three foreign language.')).toBe('She speaks three foreign languages.');
    for (const text of ['We bought two used cars last year.', 'We need two new software updates.', 'It was a three hour meeting.', 'We hired two extra staff.', 'There is a £49 refundable deposit.']) expect(fix(text)).toBe(text);
  });

  it('there is/are: an adverb, "a few" or "a lot of" + plural before the noun', () => {
    const fix = (text: string) => acceptAll(checkThereIsAgreement, text);
    expect(fix('There is still two seats available.')).toBe('There are still two seats available.');
    expect(fix('There was only a few people at the talk.')).toBe('There were only a few people at the talk.');
    expect(fix('There is a lot of files on the shared drive.')).toBe('There are a lot of files on the shared drive.');
    for (const text of ['There is still a lot of work.', 'There were only a few people at the talk.', 'There is only one seat left.', 'There is a lot of news today.']) expect(fix(text)).toBe(text);
  });

  it('"none of" an uncountable noun, and "every X and Y", take a singular verb', () => {
    expect(acceptAll(checkUncountableNouns, 'None of the furniture were damaged.')).toBe('None of the furniture was damaged.');
    expect(acceptAll(checkUncountableNouns, 'None of the students were late.')).toBe('None of the students were late.');
    const fix = (text: string) => acceptAll(checkIndefiniteSubjectAgreement, text);
    expect(fix('Every teacher and parent were invited.')).toBe('Every teacher and parent was invited.');
    for (const text of ['Every boy and girl has a book.', 'The teacher and the parents were invited.']) expect(fix(text)).toBe(text);
  });

  it('participle after be: "was postpone" → "postponed"', () => {
    const fix = (text: string) => acceptAll(checkVerbFormAfterBeHave, text);
    expect(fix('The meeting was postpone until next week.')).toBe('The meeting was postponed until next week.');
    expect(fix('The meeting was postponed until next week.')).toBe('The meeting was postponed until next week.');
  });

  it('"said there meeting us": "there" + a verb in -ing with an object is "they\'re"', () => {
    const fix = (text: string) => acceptAll(checkConfusableWords, text);
    expect(fix('The managers said there meeting us at noon.')).toBe("The managers said they're meeting us at noon.");
    for (const text of ['There being no other way, we left.', 'Is there anything to eat?', 'We sat there waiting for the bus.']) expect(fix(text)).toBe(text);
  });

  it('harper\'s "new" → "knew" is dropped before a noun, kept before an object', () => {
    const lint = (text: string): HarperLint => {
      const start = text.indexOf('new');
      return { rule: 'PronounKnew', kind: 'WordChoice', start, end: start + 3, message: 'Did you mean `knew`?', suggestions: [{ kind: 0, text: 'knew' }] };
    };
    const wrong = 'My aunt bought Leo and I new shoes.';
    expect(suppressFalsePositives(wrong, [lint(wrong)], tokenizeWords(wrong))).toEqual([]);
    const right = 'I new the answer.';
    expect(suppressFalsePositives(right, [lint(right)], tokenizeWords(right))).toHaveLength(1);
  });

  it('a capitalised word inside a sentence is a name: a spelling fix two letters away is shown, not applied', () => {
    const spell = (text: string, word: string, fix: string): HarperLint => {
      const start = text.indexOf(word);
      return { rule: 'SpellCheck', kind: 'Spelling', start, end: start + word.length, message: 'Did you mean to spell it this way?', suggestions: [{ kind: 0, text: fix }] };
    };
    const name = 'Can you send Priya the agenda?';
    expect(toHarperIssue(name, spell(name, 'Priya', 'Pray')).confidence).toBeLessThan(0.75);
    const month = 'We met in Febuary.';
    expect(toHarperIssue(month, spell(month, 'Febuary', 'February')).confidence).toBeGreaterThanOrEqual(0.75);
    const start = 'Becuase it rained, we stayed.';
    expect(toHarperIssue(start, spell(start, 'Becuase', 'Because')).confidence).toBeGreaterThanOrEqual(0.75);
  });
});

describe('everyday confusables (issue 33, third round)', () => {
  const fix = (text: string) => acceptAll(checkConfusableWords, text);

  it('"She past the test" → "passed"; "walked past the office" stays', () => {
    expect(fix('She past the driving test on her first try.')).toBe('She passed the driving test on her first try.');
    for (const text of ['She walked past the office twice.', 'In the past the rules were stricter.', 'It is half past ten.']) expect(fix(text)).toBe(text);
  });

  it('"know weather the shop is open" → "whether"; "the weather" stays', () => {
    expect(fix("I don't know weather the shop is open.")).toBe("I don't know whether the shop is open.");
    for (const text of ['I checked the weather this morning.', 'The weather was awful last week.']) expect(fix(text)).toBe(text);
  });

  it('"It\'s to late to" → "too late"; "go to bed late" stays', () => {
    expect(fix("It's to late to change the slides now.")).toBe("It's too late to change the slides now.");
    for (const text of ['We moved the meeting from early to late afternoon.', 'I went to bed late.', 'It is easy to learn.']) expect(fix(text)).toBe(text);
  });

  it('"I\'m not use to working" → "used to"; "I used to" stays', () => {
    expect(fix("I'm not use to working late.")).toBe("I'm not used to working late.");
    expect(fix('He is use to the noise by now.')).toBe('He is used to the noise by now.');
    for (const text of ['I used to work in a bakery.', 'There is no use to complaining.']) expect(fix(text)).toBe(text);
  });
});
