import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkThemAsSubject } from './them-as-subject';

describe('"them" as the subject', () => {
  it('turns "Them are my…" into "Those are my…", and leaves "them" as an object alone', () => {
    expectFixes(
      checkThemAsSubject,
      [
        ['Them are the boots I wore in Wales.', 'Those are the boots I wore in Wales.'],
        ['I found two pens. Them were mine.', 'I found two pens. Those were mine.'],
      ],
      ['I like them, they are my favourite shoes.', 'Those are my favourite shoes.', 'Give them my best wishes.'],
    );
  });
});
