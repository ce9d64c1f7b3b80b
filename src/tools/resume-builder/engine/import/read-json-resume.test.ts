import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../../../platform/engine';
import { readJsonResume } from './read-json-resume';

const file = (text: string) => new TextEncoder().encode(text);

describe('readJsonResume', () => {
  it('refuses a .json file nested 5,000 deep with a clear message instead of handing it on', () => {
    const hostile = `{"basics": {"name": "Ada"}, "x": ${'['.repeat(5_000)}${']'.repeat(5_000)}}`;
    expect(() => readJsonResume(file(hostile))).toThrow(ToolInputError);
    expect(() => readJsonResume(file(hostile))).toThrow(/This \.json file nests arrays or objects more than 64 levels deep/);
  });

  it('still reads a JSON Resume with fields the standard does not name', () => {
    expect(readJsonResume(file('\uFEFF{"basics": {"name": "Ada"}, "meta": {"theme": "x", "tags": [["a"]]}}'))).toMatchObject({ basics: { name: 'Ada' } });
  });
});
