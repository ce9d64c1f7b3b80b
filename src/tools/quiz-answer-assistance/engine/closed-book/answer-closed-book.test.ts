import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeChatServer, type FakeChatServer } from '../../../../platform/model-server/fake-chat-server';
import { answerQuizQuestion } from '../answer-quiz-question';
import { quizContract } from '../../contract';

const QUESTION = {
  question: 'Which gas do plants take in from the air to make food?',
  options: ['oxygen', 'carbon dioxide', 'nitrogen', 'helium'],
};

function modelSays(reply: Record<string, unknown>): string {
  return `Here you go:\n\`\`\`json\n${JSON.stringify(reply)}\n\`\`\``;
}

describe('closed-book questions through an OpenAI-compatible model', () => {
  let fake: FakeChatServer;
  beforeAll(async () => {
    fake = await startFakeChatServer();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.failWith = undefined;
    fake.delayMs = 0;
  });

  const ask = (responses: 'basic' | 'advanced' = 'advanced', timeoutMs?: number) =>
    answerQuizQuestion(QUESTION, { responses, openai: { baseUrl: fake.baseUrl, model: 'tiny' }, ...(timeoutMs ? { modelTimeoutMs: timeoutMs } : {}) });

  it("shows the model's confident answer with its hints, our question-reading hint first", async () => {
    fake.content = modelSays({
      answer: 'carbon dioxide',
      optionIndex: 1,
      confidence: 0.95,
      hints: ['Think about photosynthesis.', 'Plants give out carbon dioxide at night too.'],
      why: ['Plants give it out.', 'Photosynthesis takes it in.', 'Most plants cannot use it from the air.', 'It plays no part in living things.'],
    });
    const result = quizContract.result.parse(await ask());
    expect(result).toMatchObject({ status: 'answered', engine: 'model', answer: { text: 'carbon dioxide', optionIndex: 1, confidence: 0.95 } });
    expect(result.hints[0]).not.toMatch(/carbon|dioxide/i);
    expect(result.hints).toContain('Think about photosynthesis.');
    // A model hint that names the answer is dropped: the answer comes last, on its own rung.
    expect(result.hints.filter((hint) => hint.includes('carbon dioxide'))).toEqual(['The answer is B) carbon dioxide.']);
    expect(result.hints.at(-1)).toMatch(/^Why not the others: A\) oxygen — Plants give it out;/);
    expect(result.options?.map((option) => option.correct)).toEqual([false, true, false, false]);
    expect(result.message).toContain(`Answered by the model tiny at ${fake.baseUrl} without your material`);

    const request = fake.requests.at(-1)!;
    const user = (request.body.messages as Array<{ role: string; content: string }>).find((message) => message.role === 'user')!;
    expect(user.content).toContain('A) oxygen\nB) carbon dioxide');
  });

  it('gives the per-option reasons to advanced responses only', async () => {
    fake.content = modelSays({ answer: 'carbon dioxide', optionIndex: 1, confidence: 0.9, hints: [], why: ['a', 'b', 'c', 'd'] });
    expect((await ask('basic')).options).toBeUndefined();
  });

  it('shows hints but no answer when the model is not sure', async () => {
    fake.content = modelSays({ answer: 'B', optionIndex: 1, confidence: 40, hints: ['Think about what leaves breathe in.'] });
    const result = quizContract.result.parse(await ask());
    expect(result.status).toBe('hints_only');
    expect(result.answer).toBeUndefined();
    expect(result.hints.join(' ')).not.toContain('carbon dioxide');
    expect(result.message).toContain('was not sure (its own confidence: 40%)');
  });

  it('turns a reply that is not the JSON asked for, an option not in the list, a server error or a timeout into a clear message', async () => {
    const failures: Array<[() => void, RegExp]> = [
      [() => (fake.content = 'Carbon dioxide, obviously.'), /did not answer with the JSON answer it was asked for/],
      [() => (fake.content = modelSays({ answer: 'argon', optionIndex: 7, confidence: 0.9, hints: [] })), /answered with an option that is not in the list/],
      [() => (fake.failWith = 503), /answered HTTP 503/],
    ];
    for (const [setUp, message] of failures) {
      setUp();
      const result = quizContract.result.parse(await ask());
      expect(result).toMatchObject({ status: 'unsupported', engine: 'embedded', message: expect.stringMatching(message) });
      expect(result.hints.length).toBeGreaterThan(0);
      fake.failWith = undefined;
    }
    fake.delayMs = 1_000;
    fake.content = modelSays({ answer: 'carbon dioxide', optionIndex: 1, confidence: 0.9, hints: [] });
    expect((await ask('advanced', 50)).message).toMatch(/did not answer within 0.05 seconds/);
  });

  it('answers a short-answer question with the words the model gave', async () => {
    fake.content = modelSays({ answer: 'Alexander Fleming', optionIndex: null, confidence: 0.97, hints: ['He was a Scottish doctor.'] });
    const result = await answerQuizQuestion({ question: 'Who discovered penicillin?' }, { responses: 'basic', openai: { baseUrl: fake.baseUrl } });
    expect(result).toMatchObject({ status: 'answered', kind: 'short_answer', answer: { text: 'Alexander Fleming', optionIndex: null } });
    expect(result.hints.at(-1)).toBe('The answer is “Alexander Fleming”.');
  });
});
