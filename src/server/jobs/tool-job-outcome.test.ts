import { describe, expect, it } from 'vitest';
import { ToolInputError, ToolServiceError } from '../../platform/engine';
import { ApiError } from '../http/api-error';
import { decodeJob, decodeOutcome, encodeJob, encodeOutcome } from './encode-job';
import { describeOutcome, readOutcome } from './tool-job-outcome';

/** What the API gets back after the outcome went through the job's jsonb column. */
function crossQueue(run: { result: unknown } | { error: unknown }) {
  const stored = JSON.parse(JSON.stringify(encodeOutcome(describeOutcome(run)))) as unknown;
  return () => readOutcome(decodeOutcome(stored));
}

describe('a tool job outcome crossing the queue', () => {
  it('gives back the result as the engine returned it', () => {
    expect(crossQueue({ result: { similarity: 0.5, parts: ['a', 'b'] } })()).toEqual({ similarity: 0.5, parts: ['a', 'b'] });
  });

  it('rebuilds a ToolInputError with its code and status (a 422 stays a 422)', () => {
    const read = crossQueue({ error: new ToolInputError('No engine translates xx to yy.', { code: 'unsupported_pair', status: 422 }) });
    expect(read).toThrow(ToolInputError);
    expect(read).toThrow(expect.objectContaining({ code: 'unsupported_pair', status: 422, message: 'No engine translates xx to yy.' }));
  });

  it('keeps a 413 (a math problem past its time budget) a 413, so the queued run is not counted either', () => {
    const read = crossQueue({ error: new ToolInputError('This problem took longer than 10 seconds.', { code: 'input_too_complex', status: 413 }) });
    expect(read).toThrow(expect.objectContaining({ name: 'ToolInputError', code: 'input_too_complex', status: 413 }));
  });

  it('rebuilds a ToolServiceError (503) with its message', () => {
    expect(crossQueue({ error: new ToolServiceError('DeepL did not answer.') })).toThrow(
      expect.objectContaining({ name: 'ToolServiceError', code: 'engine_unavailable', message: 'DeepL did not answer.' }),
    );
  });

  it('rebuilds an ApiError (a busy engine lane) with its status, code and details', () => {
    const read = crossQueue({ error: new ApiError(503, 'engine_busy', 'This tool is busy.', { retryAfter: 5 }) });
    expect(read).toThrow(ApiError);
    expect(read).toThrow(expect.objectContaining({ status: 503, code: 'engine_busy', details: { retryAfter: 5 } }));
  });

  it('turns anything else into a plain error (a 500), never an input or service error', () => {
    const read = crossQueue({ error: new TypeError('x is undefined') });
    expect(read).toThrow(/x is undefined/);
    expect(read).not.toThrow(ToolInputError);
    expect(read).not.toThrow(ToolServiceError);
  });

  it('keeps a status a ToolInputError cannot have from becoming anything but a 400', () => {
    const stored = { outcome: JSON.stringify({ ok: false, error: { name: 'ToolInputError', message: 'm', status: 500 } }) };
    expect(() => readOutcome(decodeOutcome(stored))).toThrow(expect.objectContaining({ status: 400, code: 'invalid_input' }));
  });

  it('carries text jsonb refuses (NUL, unpaired surrogates) through job data and outputs', () => {
    const text = 'a\u0000b\uD800c';
    const data = JSON.parse(JSON.stringify(encodeJob({ toolId: 'text-compare', input: { original: text }, responses: 'basic' })));
    expect(JSON.stringify(data)).not.toContain('\u0000');
    expect(decodeJob(data).input).toEqual({ original: text });
    expect(crossQueue({ result: text })()).toBe(text);
  });

  it('refuses a job without an outcome instead of answering with nothing', () => {
    expect(() => readOutcome(decodeOutcome({}))).toThrow(/no outcome/);
  });
});
