import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkPassivePhrasalParticiple } from './passive-phrasal-participle';

describe('a phrasal verb after "be" done to the subject', () => {
  it('asks for the participle, and leaves instructions, adjectives and actives alone', () => {
    expectFixes(
      checkPassivePhrasalParticiple,
      [
        ['The heating was switch off before the engineer arrived.', 'The heating was switched off before the engineer arrived.'],
        ['All the forms were fill in by the receptionist.', 'All the forms were filled in by the receptionist.'],
        ['The old printers are being throw away.', 'The old printers are being thrown away.'],
        ['The tents were pack up and loaded onto the van.', 'The tents were packed up and loaded onto the van.'],
      ],
      [
        'All I did was switch off the light.',
        'The first step is fill in the form.',
        'The trick is switch off and on again.',
        'It is warm out.',
        'The power is back on.',
        'The heating was switched off before the engineer arrived.',
        'What you need to do is turn off the tap.',
        'The match was close at half-time.',
        // A thought or a course of action is followed by what to do, not by something done to it.
        'Her first thought was pack up and leave.',
        'My instinct was pack up and go home.',
      ],
    );
  });
});
