import { describe, expect, it } from 'vitest';
import { deformatLine, reformatLine } from './stream-format';

describe('Apertium stream format', () => {
  it('escapes every reserved character and adds the sentence-end blank, as apertium-destxt does', () => {
    expect(deformatLine('Pay $5 [now] ^x^ a/b @c <d> {e} \\f')).toBe('Pay \\$5 \\[now\\] \\^x\\^ a\\/b \\@c \\<d\\> \\{e\\} \\\\f.[]');
  });

  it('reads the output back as apertium-retxt does', () => {
    expect(reformatLine('Hola Mundo..[]')).toBe('Hola Mundo.');
    expect(reformatLine('Paga \\$5 \\[ahora\\] un\\/b.[]')).toBe('Paga $5 [ahora] un/b');
    expect(reformatLine('a[ b ]c')).toBe('a b c');
  });

  it('round-trips any text the engine sends', () => {
    const line = 'He said: "Yes!" (B.A.) \\ [x] $ ^ / @ < > { } * # end.';
    expect(reformatLine(deformatLine(line))).toBe(line);
  });
});
