import { describe, expect, it } from 'vitest';
import { acceptAll, expectFixes } from './apply-rule.test-helper';
import { checkVerbPatterns, toIngForm } from './verb-patterns';

describe('checkVerbPatterns', () => {
  const fix = (text: string) => acceptAll(checkVerbPatterns, text);
  it('"told that" + a clause becomes "said that"', () => {
    expect(fix('She told that she was tired.')).toBe('She said that she was tired.');
    for (const text of ['She told me that she was tired.', 'He told that story twice.', 'The court was told that there had been no warning.', 'She said that she was tired.']) expect(fix(text)).toBe(text);
  });
  it('"look forward to" takes -ing', () => {
    expect(fix('We look forward to meet the team.')).toBe('We look forward to meeting the team.');
    expect(fix('I am looking forward to get started.')).toBe('I am looking forward to getting started.');
    for (const text of ['I look forward to the trip.', 'I look forward to seeing you.']) expect(fix(text)).toBe(text);
  });
  it('"make/let" + object take the bare verb', () => {
    expect(fix('The coach made us to run laps.')).toBe('The coach made us run laps.');
    expect(fix('Let me to explain.')).toBe('Let me explain.');
    for (const text of ['They made us wait.', 'He was made to wait.', 'She made them to order.']) expect(fix(text)).toBe(text);
  });
  it('a question\'s "have" and a "\'ve" contraction take the participle', () => {
    expect(fix('Have you ate yet?')).toBe('Have you eaten yet?');
    expect(fix("They've already went home.")).toBe("They've already gone home.");
    expect(fix("I've wrote to her.")).toBe("I've written to her.");
    expect(fix("You should've went home.")).toBe("You should've gone home.");
    for (const text of ['Have you eaten yet?', "They've already gone home.", 'I have you to thank.']) expect(fix(text)).toBe(text);
  });
  it('a negated have, and have in a question, take the participle, not the bare verb', () => {
    expect(fix("They haven't decide yet.")).toBe("They haven't decided yet.");
    expect(fix('Has the train leave already?')).toBe('Has the train left already?');
    for (const text of ["I haven't time.", "We haven't change for the bus.", 'Have the kids clean up.', "I haven't got a car.", 'Has the team time to rest?']) expect(fix(text)).toBe(text);
  });
  it('do agrees with the question\'s subject pronoun', () => {
    expect(fix('Do she work here?')).toBe('Does she work here?');
    expect(fix('Where does they live?')).toBe('Where do they live?');
    for (const text of ['Do he and his wife live here?', 'What does she want?', 'Do they know?']) expect(fix(text)).toBe(text);
  });
  it('builds -ing forms', () => {
    expect(['hear', 'make', 'get', 'stop', 'open', 'visit', 'lie', 'see'].map(toIngForm)).toEqual(['hearing', 'making', 'getting', 'stopping', 'opening', 'visiting', 'lying', 'seeing']);
  });
});

describe('checkVerbPatterns: have + a bare verb, batch 67', () => {
  it('gives the participle after a noun subject and has/have when an object follows, and in a question with a longer subject', () => {
    expectFixes(
      checkVerbPatterns,
      [
        ['The heavy rain has ruin the whole wader count.', 'The heavy rain has ruined the whole wader count.'],
        ['The storm has damage the roof of the shed.', 'The storm has damaged the roof of the shed.'],
        ['Has the new tank engine arrive from the shop yet?', 'Has the new tank engine arrived from the shop yet?'],
      ],
      [
        'We have work the whole weekend.',
        'I have experience the company needs.',
        'Our kids have lunch the same time every day.',
        'The team have practice the next morning.',
        'The school has rules the students follow.',
        'Has the new manager sent the rota?',
        'Have the kids clean up their room.',
      ],
    );
  });
});
