import { describe, expect, it } from 'vitest';
import { polishWithGrammar } from './polish-with-grammar';

describe('polishWithGrammar', () => {
  it("applies the Spanish grammar check's sure fixes sentence by sentence, and counts them", async () => {
    const polished = await polishWithGrammar(['No soy enojado contigo.', '¿Cuando es la reunión?', 'Gracias.'], 'es');
    expect(polished.targets).toEqual(['No estoy enojado contigo.', '¿Cuándo es la reunión?', 'Gracias.']);
    expect(polished.fixes).toBe(2);
  }, 60_000);

  it('leaves words Apertium did not translate as they are (no spelling fixes), and French rules other than agreement after être', async () => {
    const leftover = await polishWithGrammar(['El aplomando tiene una agua softener.'], 'es');
    expect(leftover.targets[0]).toContain('softener');
    expect(await polishWithGrammar(['Le AC ne marche pas.'], 'fr')).toEqual({ targets: ['Le AC ne marche pas.'], fixes: 0 });
  }, 60_000);

  it("takes only the participle's agreement after être from the French check", async () => {
    const polished = await polishWithGrammar(['Elle est allé au magasin.', 'Il a acheté une manteau.'], 'fr');
    expect(polished.targets).toEqual(['Elle est allée au magasin.', 'Il a acheté une manteau.']);
    expect(polished.fixes).toBe(1);
  }, 60_000);
});
