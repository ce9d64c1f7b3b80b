import { describe, expect, it } from 'vitest';
import { shapeTokens } from './shape-tokens';
import { tokenizeText } from './tokenize-text';

describe('shapeTokens', () => {
  it('keeps function words and punctuation and turns other words into their endings', () => {
    const tokens = tokenizeText('Le dispositif prévoit notamment la construction de maisons, en 2027.', 'fr');
    expect(shapeTokens(tokens, 'fr')).toEqual(['le', '~if', '~it', '~nt', 'la', '~on', 'de', '~ns', ',', 'en', '<num>', '.']);
  });

  it('gives short content words one class, so two-letter endings are not the whole word', () => {
    expect(shapeTokens(['sol', 'mar', 'y', 'luz'], 'es')).toEqual(['~short', '~short', 'y', '~short']);
  });

  it('uses each language’s own function words', () => {
    expect(shapeTokens(['und', 'die', 'entwicklung'], 'de')).toEqual(['und', 'die', '~ng']);
    expect(shapeTokens(['und', 'die', 'entwicklung'], 'es')).toEqual(['~short', '~short', '~ng']);
  });
});
