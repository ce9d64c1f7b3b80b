import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { countWords } from '../../domain/word-count';
import { findPlan } from '../../domain/plans';
import { ApiError } from '../http/api-error';
import { parseToolInput } from './parse-tool-input';

const spec = {
  inputSchema: z.object({ text: z.string(), sources: z.array(z.object({ title: z.string(), text: z.string() })).default([]) }),
  countInputWords: (input: { text: string; sources: { text: string }[] }) =>
    countWords(input.text) + input.sources.reduce((sum, source) => sum + countWords(source.text), 0),
};
const free = findPlan('Free');

function post(body: string) {
  return new Request('http://local/api/tools/x', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
}

async function refusal(body: string) {
  const error = await parseToolInput(post(body), spec, free).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('parseToolInput', () => {
  it('returns the validated input', async () => {
    expect(await parseToolInput(post('{"text":"A short text."}'), spec, free)).toEqual({ text: 'A short text.', sources: [] });
  });

  it.each([
    ['a NUL character', '{"text":"before\\u0000after"}', 'text', 'NUL character'],
    ['a lone high surrogate', '{"text":"emoji half \\ud83d here"}', 'text', 'unpaired surrogate'],
    ['a lone low surrogate in a nested field', '{"text":"ok","sources":[{"title":"t\\udc00","text":"x"}]}', 'sources.0.title', 'unpaired surrogate'],
    ['a NUL character in a key', '{"text":"ok","bad\\u0000key":1}', 'bad�key', 'NUL character'],
  ])('refuses %s with 400 naming the field, before the run is charged', async (_name, body, field, problem) => {
    const error = await refusal(body);
    expect(error.status).toBe(400);
    expect(error.code).toBe('invalid_text');
    expect(error.details).toEqual({ field });
    expect(error.message).toContain(problem);
  });

  it('accepts emoji: surrogates in their pairs', async () => {
    expect((await parseToolInput(post('{"text":"Nice \\ud83d\\ude00"}'), spec, free)).text).toBe('Nice 😀');
  });

  it('refuses punctuation that counts as no word once it passes the plan’s characters (12 per word)', async () => {
    const error = await refusal(JSON.stringify({ text: '!?'.repeat(3_001) }));
    expect(error.status).toBe(413);
    expect(error.code).toBe('character_limit_exceeded');
    expect(error.message).toBe(
      'This text has 6,002 characters; the Free plan allows 6,000 per scan (12 for each of its 500 words). Shorten it or split it into parts.',
    );
  });

  it('refuses one endless letter run, which counts as a single word', async () => {
    const error = await refusal(JSON.stringify({ text: 'a'.repeat(1_000_000) }));
    expect(error.code).toBe('character_limit_exceeded');
  });

  it('counts sources toward the limits when the word count reads them', async () => {
    const sources = Array.from({ length: 10 }, (_, index) => ({ title: `Source ${index}`, text: '.'.repeat(1_000) }));
    const error = await refusal(JSON.stringify({ text: 'A short text.', sources }));
    expect(error.code).toBe('character_limit_exceeded');
    expect(error.details).toMatchObject({ characters: 10_013 });
  });

  it('refuses more words than the plan allows, saying so in words', async () => {
    const error = await refusal(JSON.stringify({ text: 'word '.repeat(501) }));
    expect(error.status).toBe(413);
    expect(error.code).toBe('word_limit_exceeded');
  });

  it('lets a larger plan send more', async () => {
    const input = await parseToolInput(post(JSON.stringify({ text: '!'.repeat(10_000) })), spec, findPlan('Pro'));
    expect(input.text).toHaveLength(10_000);
  });
});
