import { describe, expect, it } from 'vitest';
import { readNextPath } from './next-path';

describe('readNextPath', () => {
  it('follows a path on this site', () => {
    expect(readNextPath('/checkout?plan=pro')).toBe('/checkout?plan=pro');
  });

  it('goes to the dashboard when there is no next, or when next would leave the site', () => {
    expect(readNextPath(null)).toBe('/dashboard');
    expect(readNextPath('https://evil.example/login')).toBe('/dashboard');
    expect(readNextPath('//evil.example')).toBe('/dashboard');
    expect(readNextPath('/\\evil.example')).toBe('/dashboard');
  });
});
