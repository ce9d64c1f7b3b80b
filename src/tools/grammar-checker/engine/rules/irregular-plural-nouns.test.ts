import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkIrregularPluralNouns } from './irregular-plural-nouns';

describe('checkIrregularPluralNouns', () => {
  it('gives the irregular plural where only a noun can stand', () => {
    expectFixes(
      checkIrregularPluralNouns,
      [
        ['We need three sharper knifes for the class.', 'We need three sharper knives for the class.'],
        ['The cat caught two mouses in the shed.', 'The cat caught two mice in the shed.'],
        ['Wipe your foots on the mat.', 'Wipe your feet on the mat.'],
        ['A flock of gooses landed on the lake.', 'A flock of geese landed on the lake.'],
        ['They saved many lifes that night.', 'They saved many lives that night.'],
        ['The dentist pulled two tooths.', 'The dentist pulled two teeth.'],
      ],
      [
        'He knifes through the water like a shark.',
        'She leafs through the magazine while she waits.',
        'He wolfs down his lunch in five minutes.',
        'My uncle always foots the bill.',
        'The cat caught two mice in the shed.',
      ],
    );
  });
});
