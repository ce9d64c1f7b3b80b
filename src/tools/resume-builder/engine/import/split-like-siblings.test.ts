import { describe, expect, it } from 'vitest';
import { splitLikeSiblings } from './split-like-siblings';

// Session 43 (year-column-cv-uieda.pdf of held-out-s40): "Embaixador, Rede Brasileira de Reprodutibilidade" stayed whole.
describe('splitLikeSiblings', () => {
  const item = (raw: string, parts: string[]) => ({ head: { parts }, raw: [raw] });
  it('parts a title at its comma as its siblings were parted', () => {
    const heads = splitLikeSiblings([
      item('Embaixador, Rede Brasileira de Reprodutibilidade', ['Embaixador, Rede Brasileira de Reprodutibilidade']),
      item('Board Member, Software Underground', ['Board Member', 'Software Underground']),
      item('Topic Editor, Journal of Open Source Software', ['Topic Editor', 'Journal of Open Source Software']),
    ]);
    expect(heads[0]!.parts).toEqual(['Embaixador', 'Rede Brasileira de Reprodutibilidade']);
  });
  it('leaves a section whose siblings were not parted so', () => {
    const heads = splitLikeSiblings([item('University of California, Berkeley', ['University of California, Berkeley']), item('Board Member, Software Underground', ['Board Member', 'Software Underground'])]);
    expect(heads[0]!.parts).toEqual(['University of California, Berkeley']);
  });
});
