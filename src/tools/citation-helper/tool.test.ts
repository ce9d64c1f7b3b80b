import { describe, expect, it } from 'vitest';
import { tool } from './tool';

describe('the citation-helper registration', () => {
  it("says which optional upgrades the host's ports give it (served in /api/config)", () => {
    // How many of Debian's styles are installed depends on the machine.
    expect(tool.describeSetup?.({})).toEqual({ identifierLookup: false, installedStyles: expect.any(Number) });
    expect(tool.describeSetup?.({ openai: { baseUrl: 'http://127.0.0.1:9' }, webSearch: async () => [] })).toEqual({ identifierLookup: false, installedStyles: expect.any(Number) });
  });
});
