import { describe, expect, it } from 'vitest';
import { readConfig } from './app-config';

describe('reading /api/config', () => {
  it('keeps what the server says', () => {
    expect(readConfig({ brandName: 'Acme', googleSignIn: true, payments: 'sandbox', tools: { translate: { x: 1 } } })).toEqual({
      brandName: 'Acme',
      googleSignIn: true,
      payments: 'sandbox',
      tools: { translate: { x: 1 } },
    });
  });

  it('falls back to the defaults for missing or malformed fields, so an older server still works', () => {
    expect(readConfig({ brandName: '', googleSignIn: 'yes', payments: 'paypal', tools: [] })).toEqual({
      brandName: 'Scribewell',
      googleSignIn: false,
      payments: 'off',
      tools: {},
    });
    expect(readConfig(null).brandName).toBe('Scribewell');
  });
});
