import { describe, expect, it } from 'vitest';
import { toCslRichText, toPlainText } from './clean-text';

describe('toCslRichText', () => {
  it('keeps the markup citeproc renders and drops the rest', () => {
    expect(toCslRichText('Effects of <jats:italic>E. coli</jats:italic> on H<sub>2</sub>O <span class="x">levels</span>')).toBe(
      'Effects of <i>E. coli</i> on H<sub>2</sub>O levels',
    );
  });

  it('decodes character references', () => {
    expect(toCslRichText('Smith &amp; Wesson&#8217;s &eacute;tude')).toBe('Smith & Wesson’s étude');
  });
});

describe('toPlainText', () => {
  it('drops tags and collapses spaces', () => {
    expect(toPlainText(' <b>Bold</b>\n  move ')).toBe('Bold move');
  });
});
