import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grammarCheckerEngine } from './engine';
import { stopGrammarWorkers, warmGrammarChecker } from './workers/engine-workers';

// The real harper.js worker with our rules on top: what "Accept all" gives a user.
beforeAll(() => warmGrammarChecker(), 120_000);
afterAll(() => stopGrammarWorkers());

async function acceptAll(text: string): Promise<string> {
  const input = grammarCheckerEngine.inputSchema.parse({ text, language: 'en' });
  return (await grammarCheckerEngine.run(input, { responses: 'advanced' })).corrected;
}

describe('English learner errors through the whole engine', () => {
  it('fixes the classic errors harper alone misses', async () => {
    const pairs: [string, string][] = [
      ['The new law effected many families.', 'The new law affected many families.'],
      ['Everyone have a right to vote.', 'Everyone has a right to vote.'],
      ['I seen him yesterday.', 'I saw him yesterday.'],
      ['There is many reasons to stay.', 'There are many reasons to stay.'],
      ['Me and my sister goes to school together.', 'My sister and I go to school together.'],
      ['I am agree with you.', 'I agree with you.'],
      ['Me and him has a plan.', 'He and I have a plan.'],
      ['I stayed there for three week.', 'I stayed there for three weeks.'],
      ["I don't have no money.", "I don't have any money."],
      ['The report should have been submit yesterday.', 'The report should have been submitted yesterday.'],
    ];
    for (const [text, corrected] of pairs) expect(await acceptAll(text)).toBe(corrected);
  }, 120_000);

  it('suggests "data" for "datas" and keeps the meaning of "very unique"', async () => {
    expect(await acceptAll('We collected datas.')).toBe('We collected data.');
    expect(await acceptAll('This is a very unique idea.')).toBe('This is a unique idea.');
  }, 60_000);

  it('leaves tricky correct sentences untouched', async () => {
    const text = 'The effect was large. Its tail is long. She is taller than me. I have seen it. There is news. I can’t say no to her.';
    expect(await acceptAll(text)).toBe(text);
  }, 60_000);
});
