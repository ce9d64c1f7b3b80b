import { describe, expect, it } from 'vitest';
import { tool } from './tool';

describe('the plagiarism registration', () => {
  it("says which optional upgrade the host's ports give it (served in /api/config)", () => {
    expect(tool.describeSetup?.({})).toEqual({ webSearch: false });
    expect(tool.describeSetup?.({ webSearch: async () => [] })).toEqual({ webSearch: true });
  });
});
