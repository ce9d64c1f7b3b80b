import { describe, expect, it } from 'vitest';
import { parseResumeLines } from './parse-resume-lines';
import { dropLinkTargets } from './drop-link-targets';

describe('dropLinkTargets', () => {
  it('drops a link target printed in brackets after its text', () => {
    expect(dropLinkTargets('@ ann@example.org[mailto:ann@example.org] Github annroe[https://github.com/annroe]')).toBe('@ ann@example.org Github annroe');
  });

  it('leaves a bracket that is not glued to a word or holds more than an address', () => {
    expect(dropLinkTargets('Slides [https://example.org/talk]')).toBe('Slides [https://example.org/talk]');
    expect(dropLinkTargets('Paper[see https://example.org]')).toBe('Paper[see https://example.org]');
  });

  it('reads the e-mail address and the profile of a contact row with printed link targets', () => {
    const lines = [
      { text: 'Ann Roe', size: 20 },
      { text: 'Phone (+33)6 98 13 97 81 @ ann.roe@example.org[mailto:ann.roe@example.org] Github annroe[https://github.com/annroe]', size: 8 },
    ];
    const { basics } = parseResumeLines(lines).resume;
    expect(basics?.email).toBe('ann.roe@example.org');
    expect(basics?.profiles).toEqual([{ network: 'GitHub', username: 'annroe' }]);
  });
});
