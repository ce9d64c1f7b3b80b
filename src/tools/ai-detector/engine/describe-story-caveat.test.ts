import { describe, expect, it } from 'vitest';
import { describeStoryCaveat } from './describe-story-caveat';

const STORY =
  'Es war ein grauer Dienstag im November. Anton blickte aus dem Fenster, seufzte und legte die Uhr auf die Werkbank. „Sie reparieren doch noch alte Uhren?", fragte die Frau leise. Er nickte langsam, ohne den Blick von ihren Händen zu lösen. Im Zimmer war es still, nur der Regen schlug gegen das Fenster, und irgendwo tickte eine Uhr im Dunkel.';
const NEWS =
  'Die Bundesregierung hat am Dienstag einen Entwurf für das neue Haushaltsgesetz vorgelegt. Nach Angaben des Finanzministeriums sollen die Ausgaben im kommenden Jahr um 2,1 Prozent steigen. Die Opposition kritisierte die Pläne als unzureichend und forderte höhere Investitionen in Schulen, Bahn und Digitalisierung.';

describe('describeStoryCaveat', () => {
  it('warns that a story judged "likely human" or "mixed" carries little weight', () => {
    expect(describeStoryCaveat(STORY, 'de', 'German', 'likely human')).toMatch(/reads like a story.*German model.*not on fiction/);
    expect(describeStoryCaveat(STORY, 'de', 'German', 'mixed')).toBeDefined();
  });

  it('says nothing for news, for a "likely AI" verdict, or in a language whose model was trained on fiction', () => {
    expect(describeStoryCaveat(NEWS, 'de', 'German', 'likely human')).toBeUndefined();
    expect(describeStoryCaveat(STORY, 'de', 'German', 'likely AI')).toBeUndefined();
    expect(describeStoryCaveat(STORY, 'es', 'Spanish', 'likely human')).toBeUndefined();
  });
});
