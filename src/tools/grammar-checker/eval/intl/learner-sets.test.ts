import { describe, expect, it } from 'vitest';
import { matchesCorrection } from './learner-sets';

describe('intl scoring: German "in das" and "ins" are both right (matchesCorrection)', () => {
  it('accepts "ins Kino" for a correction written "in das Kino", and the other way round', () => {
    expect(matchesCorrection('de', 'Ich gehe ins Kino.', 'Ich gehe in das Kino.')).toBe(true);
    expect(matchesCorrection('de', 'Ich gehe in das Kino.', 'Ich gehe ins Kino.')).toBe(true);
    expect(matchesCorrection('de', 'Wir fahren ans Meer.', 'Wir fahren an das Meer.')).toBe(true);
  });
  it('keeps a relative "in das" apart, other words, and other languages', () => {
    expect(matchesCorrection('de', 'Das Haus, ins wir ziehen.', 'Das Haus, in das wir ziehen.')).toBe(false);
    expect(matchesCorrection('de', 'Ich gehe in dem Kino.', 'Ich gehe ins Kino.')).toBe(false);
    expect(matchesCorrection('fr', 'in das', 'ins')).toBe(false);
  });
});
