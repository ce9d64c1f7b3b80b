import { describe, expect, it } from 'vitest';
import { tool } from './tool';

describe('the math-problem-assistance registration', () => {
  it("says which optional upgrade the host's ports give it (served in /api/config)", () => {
    expect(tool.describeSetup?.({})).toEqual({ wordProblemModel: false });
    expect(tool.describeSetup?.({ openai: { baseUrl: 'http://127.0.0.1:9' } })).toEqual({ wordProblemModel: true });
  });
});
