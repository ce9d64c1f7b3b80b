import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mathResultSchema } from '../../contract';
import { startFakeChatServer, type FakeChatServer } from '../../../../platform/model-server/fake-chat-server';
import { looksLikeWordProblem, solveWordProblem as solveToResult } from './index';
import { solveWordProblem } from './solve-word-problem';

const STORY =
  'Amy and Betty have 20 apples together. Amy has three times as many apples as Betty. How many apples does Amy have?';

describe('solveWordProblem offline', () => {
  it('answers a pattern it knows, with steps, and says it used our reader', async () => {
    const outcome = await solveWordProblem('What is 25% of 80?');
    expect(outcome).toMatchObject({ status: 'solved', engine: 'embedded', answer: '20', setup: { kind: 'expression', expression: '25 / 100 * 80' } });
  });

  it('refuses anything else and says how to set the problem up', async () => {
    const outcome = await solveWordProblem(STORY);
    expect(outcome.status).toBe('unsupported');
    expect(outcome.status === 'unsupported' && outcome.message).toMatch(/Write it as an equation, e\.g\. 3x \+ 5 = 20/);
  });

  it.each([
    'What is 80 increased by 25%?',
    '25% of what number is 20?',
    'A train travels 240 km in 4 hours. What is its average speed?',
    'A snail moves 10 meters at 3 meters per minute. How many minutes does it take?',
    'Anna had 20 stickers. She gave away 4 stickers, then she bought 6 more stickers. How many stickers does Anna have now?',
    'Sara has 5 apples and Tom has 7 apples. How many more apples does Tom have than Sara?',
    '6 pens cost $18. How much does one pen cost?',
  ])('every step of "%s" passes the engine’s verifier', async (text) => {
    const result = await solveToResult(text);
    expect(result.status).toBe('solved');
    expect(result.steps.length).toBeGreaterThan(1);
    expect(result.steps.filter((s) => !s.verified)).toEqual([]);
  });

  it('refuses a text with a quantity hidden in words', async () => {
    expect((await solveWordProblem('Tom has 5 apples and buys twice as many more. How many apples does he have now?')).status).toBe('unsupported');
  });
});

describe('solveWordProblem with a model (fake OpenAI-compatible server)', () => {
  let fake: FakeChatServer;
  const openai = () => ({ baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'tiny-llm' });
  beforeAll(async () => {
    fake = await startFakeChatServer();
  });
  afterAll(async () => {
    await fake?.close();
  });
  beforeEach(() => {
    fake.failWith = undefined;
    fake.delayMs = 0;
  });

  it('solves the equations the model writes, with our own solver', async () => {
    fake.content = JSON.stringify({
      kind: 'equations',
      equations: ['a + b = 20', 'a = 3*b'],
      unknown: 'a',
      variables: { a: 'apples Amy has', b: 'apples Betty has' },
      positive: true,
      answer_is: 'the apples Amy has',
    });
    const outcome = await solveWordProblem(STORY, { openai: openai() });
    expect(outcome).toMatchObject({ status: 'solved', engine: 'model', answer: '15', setup: { kind: 'equations', unknown: 'a' } });
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/v1/chat/completions',
      authorization: 'Bearer sk-test',
      body: { model: 'tiny-llm', response_format: { type: 'json_object' } },
    });
    const messages = fake.requests.at(-1)!.body.messages as Array<{ role: string; content: string }>;
    expect(messages.at(-1)).toEqual({ role: 'user', content: STORY });
  });

  it('evaluates the calculation the model writes (in a ```json fence), exactly', async () => {
    fake.content = '```json\n{"kind":"expression","expression":"(16 - 3 - 4) * 2","answer_is":"dollars per day"}\n```';
    const outcome = await solveWordProblem('Janet’s ducks lay 16 eggs per day...', { openai: openai() });
    expect(outcome).toMatchObject({ status: 'solved', engine: 'model', answer: '18', answerMeaning: 'dollars per day' });
  });

  it('shows the engine’s own equation steps for one linear equation, every one checked', async () => {
    fake.content = JSON.stringify({ kind: 'equations', equations: ['a + a/3 = 20'], unknown: 'a', answer_is: 'the apples Amy has' });
    const result = await solveToResult(STORY, { openai: openai() });
    expect(result).toMatchObject({ status: 'solved', answer: { text: '15' } });
    expect(result.steps.map((s) => s.rule)).toContain('Multiply both sides by 3');
    expect(result.steps.at(-1)?.expression.text).toBe('a = 15');
    expect(result.steps.every((s) => s.verified)).toBe(true);
  });

  it('keeps the positive root of a quadratic when the unknown measures something', async () => {
    fake.content = JSON.stringify({ kind: 'equations', equations: ['w * (w + 3) = 40'], unknown: 'w', positive: true });
    const outcome = await solveWordProblem('A rectangle is 3 m longer than it is wide and its area is 40 square meters. How wide is it?', { openai: openai() });
    expect(outcome).toMatchObject({ status: 'solved', answer: '5' });
  });

  it.each([
    [{ kind: 'equations', equations: ['a + b = 20', '2*a + 2*b = 40'], unknown: 'a' }, /not have exactly one solution/],
    [{ kind: 'equations', equations: ['w * (w + 3) = 40'], unknown: 'w' }, /more than one solution/],
    [{ kind: 'equations', equations: ['a + b = 20', 'a = 3 b )'], unknown: 'a' }, /could not be read/],
    [{ kind: 'equations', equations: ['x = 15'], unknown: 'x' }, /gave the value of the unknown/],
    [{ kind: 'expression', expression: '18' }, /gave a number instead/],
    [{ kind: 'expression', expression: 'import({}, {})' }, /not plain arithmetic/],
    [{ kind: 'equations', equations: ['a + b = 20'], unknown: 'c' }, /does not appear/],
    [{ kind: 'unsupported', reason: 'no numbers' }, /no numbers/],
    [{ kind: 'story' }, /wrong shape/],
  ])('refuses a set-up it cannot solve uniquely: %j', async (reply, message) => {
    fake.content = JSON.stringify(reply);
    const outcome = await solveWordProblem(STORY, { openai: openai() });
    expect(outcome.status).toBe('unsupported');
    expect(outcome.status === 'unsupported' && outcome.message).toMatch(message);
    expect(outcome.engine).toBe('model');
  });

  it('says clearly when the server fails or answers nonsense', async () => {
    fake.failWith = 401;
    let outcome = await solveWordProblem(STORY, { openai: openai() });
    expect(outcome.status === 'unsupported' && outcome.message).toMatch(/HTTP 401 \(check the API key\)/);
    fake.failWith = undefined;
    fake.content = 'Amy has 15 apples.';
    outcome = await solveWordProblem(STORY, { openai: openai() });
    expect(outcome.status === 'unsupported' && outcome.message).toMatch(/did not answer with the JSON/);
    outcome = await solveWordProblem(STORY, { openai: { baseUrl: 'http://127.0.0.1:9/v1' } });
    expect(outcome.status === 'unsupported' && outcome.message).toMatch(/Could not reach the model server at http:\/\/127\.0\.0\.1:9\/v1/);
  });

  it('gives up on a server that does not answer in time', async () => {
    fake.delayMs = 2_000;
    const outcome = await solveWordProblem(STORY, { openai: openai(), timeoutMs: 100 });
    expect(outcome.status === 'unsupported' && outcome.message).toMatch(/did not answer within 0.1 seconds/);
  });

  it('stops when the caller aborts', async () => {
    fake.delayMs = 2_000;
    const controller = new AbortController();
    const pending = solveWordProblem(STORY, { openai: openai(), signal: controller.signal });
    controller.abort(new Error('request cancelled'));
    await expect(pending).rejects.toThrow('request cancelled');
  });

  it('uses our reader first, without asking the model', async () => {
    const before = fake.requests.length;
    const outcome = await solveWordProblem('What is 25% of 80?', { openai: openai() });
    expect(outcome).toMatchObject({ status: 'solved', engine: 'embedded' });
    expect(fake.requests).toHaveLength(before);
  });

  it('answers in the contract shape, every step checked, with hints and the student’s answer checked', async () => {
    fake.content = JSON.stringify({ kind: 'equations', equations: ['a + b = 20', 'a = 3*b'], unknown: 'a', answer_is: 'the apples Amy has' });
    const result = await solveToResult(STORY, { openai: openai(), answer: '15' });
    expect(mathResultSchema.parse(result)).toEqual(result);
    expect(result).toMatchObject({ status: 'solved', task: 'word_problem', engine: 'model', answer: { text: '15', solutions: [{ a: '15' }] }, check: { correct: true } });
    expect(result.steps.map((s) => s.expression.text)).toEqual(['a + b = 20, a = 3*b', 'a = 15, b = 5']);
    expect(result.steps.every((s) => s.verified)).toBe(true);
    expect(result.hints[0]).not.toMatch(/15/);
  });
});

describe('looksLikeWordProblem', () => {
  it.each([
    ['Tom has 5 apples and buys 7 more. How many apples does he have now?', true],
    ['What is 25% of 80?', true],
    ['The sum of two numbers is 22. Their difference is 4. What is the greater of the two numbers?', true],
    ['solve 2x+3=7', false],
    ['x^2-5x+6=0', false],
    ['derivative of x^2 sin x', false],
    ['Find the roots of x^2 - 5x + 6', false],
    ['Simplify $\\left( \\frac{4}{x} \\right)^{-1}$.', false],
    ['What is the value of $x$ if $2x + 3 = 7$?', false],
  ])('%s → %s', (text, expected) => expect(looksLikeWordProblem(text)).toBe(expected));
});
