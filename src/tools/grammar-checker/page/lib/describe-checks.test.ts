import { describe, expect, it } from 'vitest';
import { summariseChecks } from './describe-checks';

describe('summariseChecks', () => {
  it('is complete only when grammar and spelling both ran', () => {
    expect(summariseChecks(['grammar', 'spelling', 'readability'])).toEqual({ ran: 'grammar, spelling and readability', missing: [], complete: true });
    expect(summariseChecks(['spelling', 'readability', 'tone'])).toMatchObject({ missing: ['grammar'], complete: false });
    expect(summariseChecks(['readability'])).toMatchObject({ missing: ['grammar', 'spelling'], complete: false });
  });
});
