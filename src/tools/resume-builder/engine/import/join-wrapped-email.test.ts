import { describe, expect, it } from 'vitest';
import { joinWrappedEmail } from './join-wrapped-email';

describe('an e-mail address wrapped inside its domain', () => {
  it('joins the cut address and the rest of its domain set at the same left edge', () => {
    const lines = joinWrappedEmail([
      { text: 'RICHARD.HENDRIKS@PIEDPIP', x: 54 },
      { text: '\uf095', x: 34 },
      { text: 'ER.COM', x: 54 },
      { text: '(912) 555-4321', x: 54 },
    ]);
    expect(lines.map((line) => line.text)).toEqual(['RICHARD.HENDRIKS@PIEDPIPER.COM', '\uf095', '(912) 555-4321']);
  });

  it('leaves a whole address, and a cut one over a line set elsewhere, as they are', () => {
    expect(joinWrappedEmail([{ text: 'jane@roe.dev', x: 54 }, { text: 'roe.dev', x: 54 }]).length).toBe(2);
    expect(joinWrappedEmail([{ text: 'jane@roe', x: 54 }, { text: 'er.com', x: 214 }]).length).toBe(2);
  });
});
