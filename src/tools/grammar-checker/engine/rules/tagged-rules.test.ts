import { describe, expect, it } from 'vitest';
import { applyConfidentFixes } from '../combine/apply-fixes';
import { type Issue } from '../types';
import { checkLessFewer } from './less-fewer';
import { checkPronounAfterPreposition } from './pronoun-after-preposition';
import { checkSubjectVerbAgreement } from './subject-verb-agreement';
import { checkTheyreTheir } from './theyre-their';

/** What "Accept all" makes of the text with one tagged rule's issues. */
const fix = (check: (text: string) => Issue[], text: string) => applyConfidentFixes(text, check(text));

describe('subject-verb agreement with the head of the subject', () => {
  it('takes the number from the head, not from the noun after "of"', () => {
    expect(fix(checkSubjectVerbAgreement, 'The list of items are on the desk.')).toBe('The list of items is on the desk.');
    expect(fix(checkSubjectVerbAgreement, 'Neither of the answers are correct.')).toBe('Neither of the answers is correct.');
    expect(fix(checkSubjectVerbAgreement, 'The results of the test shows a trend.')).toBe('The results of the test show a trend.');
    expect(fix(checkSubjectVerbAgreement, 'The labels on the side of the jar is faded.')).toBe('The labels on the side of the jar are faded.');
    expect(fix(checkSubjectVerbAgreement, 'A cousin of my friends own a shop.')).toBe('A cousin of my friends owns a shop.');
  });

  it('leaves "own" the adjective and a noun phrase after "the back of"', () => {
    for (const text of ['My parents own a shop.', 'They have their own car.', 'The back of the seats is torn.']) expect(fix(checkSubjectVerbAgreement, text)).toBe(text);
  });

  it('adds the -s to a base verb after a singular subject', () => {
    expect(fix(checkSubjectVerbAgreement, 'My sister work at a bank.')).toBe('My sister works at a bank.');
    expect(fix(checkSubjectVerbAgreement, 'The conclusion were wrong.')).toBe('The conclusion was wrong.');
  });

  it('leaves right agreement, group and quantity nouns, and the subjunctive alone', () => {
    for (const text of [
      'Each of the three reports contains a summary.',
      'The number of visitors is rising.',
      'A number of visitors were late.',
      'The staff were told on Monday.',
      'If he were here, he would help.',
      'The board insisted that she attend.',
      'I saw the teacher notice the error.',
      'The students who sit at the back ask questions.',
      'The pupils notice everything.',
      // Found on human-written text (eval/english-rule-hits.ts): past forms like the base, "all that", "a couple".
      'The clock read 7:05 when we left.',
      'All that matters is the result.',
      'The first couple of months were hard.',
      'These statistics show a clear trend.',
      'Named after the exe file that contains the program.',
    ]) {
      expect(fix(checkSubjectVerbAgreement, text)).toBe(text);
    }
  });
});

describe('less/fewer', () => {
  it('fixes "less" before a counted plural', () => {
    expect(fix(checkLessFewer, 'Less cars use the road now.')).toBe('Fewer cars use the road now.');
    expect(fix(checkLessFewer, "There's less people here.")).toBe('There are fewer people here.');
    expect(fix(checkLessFewer, 'There was less cars on the road.')).toBe('There were fewer cars on the road.');
  });

  it('keeps "there is less" before an amount', () => {
    expect(fix(checkLessFewer, "There's less traffic today.")).toBe("There's less traffic today.");
  });

  it('keeps "less" for amounts and measures', () => {
    expect(fix(checkLessFewer, 'Less and less people vote.')).toBe('Less and less people vote.');
    expect(fix(checkLessFewer, 'I drink less water than before, and it costs less than ten dollars.')).toBe(
      'I drink less water than before, and it costs less than ten dollars.',
    );
  });
});

describe('object pronoun after a verb or preposition', () => {
  it('fixes "and I" as an object', () => {
    expect(fix(checkPronounAfterPreposition, 'She sent the link to Paul and I.')).toBe('She sent the link to Paul and me.');
    expect(fix(checkPronounAfterPreposition, 'They thanked my father and I for the help.')).toBe('They thanked my father and me for the help.');
  });

  it('keeps "and I" when it starts a clause or follows "be"', () => {
    expect(fix(checkPronounAfterPreposition, 'I walked to the park with Anna and I bought bread.')).toBe('I walked to the park with Anna and I bought bread.');
    expect(fix(checkPronounAfterPreposition, 'It was Anna and I.')).toBe('It was Anna and I.');
  });

  it('keeps "and he" that starts a clause with its verb left out, but fixes a first object before a second', () => {
    const gapped = 'She ordered the lasagne and he the mushroom risotto, and neither of them regretted it.';
    expect(fix(checkPronounAfterPreposition, gapped)).toBe(gapped);
    expect(fix(checkPronounAfterPreposition, 'My father gave my brother and I a car.')).toBe('My father gave my brother and me a car.');
  });
});

describe("they're/their", () => {
  it("fixes they're before a possessed noun", () => {
    expect(fix(checkTheyreTheir, "The students lost they're notes.")).toBe('The students lost their notes.');
    expect(fix(checkTheyreTheir, "They're car broke down.")).toBe('Their car broke down.');
  });

  it("keeps they're for 'they are'", () => {
    expect(fix(checkTheyreTheir, "They're students at the college.")).toBe("They're students at the college.");
    expect(fix(checkTheyreTheir, "I think they're family.")).toBe("I think they're family.");
  });
});
