import { describe, expect, it } from 'vitest';
import { EXPECTED_DIRECTION } from './describe-signals';
import type { FeatureName } from './feature-names';
import { loadDetector } from './load-model';
import { scoreText } from './score-text';
import { CHINESE_TEXT, HUMAN_LIKE, MACHINE_LIKE } from './test-texts';

const CONTRACTIONS =
  "I don't know why it's taken me so long to write this, but I'm glad I finally did. We didn't expect the storm, and it wasn't " +
  "long before we couldn't see the road. You'd think we'd have turned back, but we'd promised Gran we'd be there, and she's not " +
  "someone you let down. It's funny now. It wasn't then. I'd never been so scared, and I'm not ashamed to say it, because that's " +
  "what happens when you can't see three feet ahead and there's a truck somewhere behind you that won't slow down.";

describe('signals shown with a score', () => {
  const detector = loadDetector();
  const cases = [
    ['English, machine-like', MACHINE_LIKE, 'en'],
    ['English, human-like', HUMAN_LIKE, 'en'],
    ['English, full of contractions', CONTRACTIONS, 'en'],
    ['Chinese (language-independent model)', CHINESE_TEXT, 'zh'],
  ] as const;

  it.each(cases)('point the way the label says for %s: more of a human trait never points to AI', (_name, text, language) => {
    // English has two classifiers (HC3-era and current models): the signals are those of the one that decided.
    const { signals, decidedBy } = scoreText(detector, text, language);
    const classifier = decidedBy.classifier;
    expect(signals.length).toBeGreaterThan(0);
    for (const signal of signals) {
      const feature = signal.feature as FeatureName;
      const expected = EXPECTED_DIRECTION[feature];
      expect(expected, `${feature} has no expected direction`).toBeDefined();
      const k = classifier.features.indexOf(feature);
      const above = signal.value > (classifier.means[k] ?? 0);
      // Above the training mean, a feature that reads as AI must point to AI; below it, to human.
      if (signal.weight !== 0) expect(signal.pointsTo, `${feature} ${signal.description}`).toBe((above ? expected : -expected!) === 1 ? 'AI' : 'human');
    }
  });

  it('never shows contractions as a sign of AI', () => {
    for (const [, text, language] of cases) {
      const contraction = scoreText(detector, text, language).signals.find((signal) => signal.feature === 'contractionRate');
      if (contraction) expect(contraction.pointsTo === 'AI').toBe(contraction.value < 0.0102);
    }
    const { signals } = scoreText(detector, CONTRACTIONS, 'en');
    expect(signals.filter((signal) => signal.pointsTo === 'AI').map((signal) => signal.label).join('; ')).not.toMatch(/Contractions/);
  });
});
