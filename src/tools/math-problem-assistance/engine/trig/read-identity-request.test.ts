import { describe, expect, it } from 'vitest';
import { solveIdentityRequest } from './read-identity-request';

describe('solveIdentityRequest', () => {
  it.each([
    '\\frac{1 - \\cos^2 x}{\\sin x} = \\sin x prove',
    'sec x - cos x = tan x sin x, verify',
    '(1 + tan^2 x) cos^2 x = 1 - show that it holds',
    'prove cot x sin x = cos x',
  ])('reads the ask typed before or after the identity: %s', (source) => {
    const result = solveIdentityRequest(source);
    expect(result?.status).toBe('solved');
    expect(result?.answer?.text).toMatch(/identity/u);
  });

  it('says an equation that is not an identity is not one, whichever end the ask is typed at', () => {
    expect(solveIdentityRequest('sin x = cos x prove')?.status).toBe('unsupported');
  });
});
