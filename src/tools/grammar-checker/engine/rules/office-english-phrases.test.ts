import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkOfficeEnglishPhrases } from './office-english-phrases';

// Session 40: what English batch 63 (non-native office workers and students) missed, on our own sentences.
describe('office English phrases', () => {
  it('turns "am having N years of experience" into "have", and leaves other uses of "having" alone', () => {
    expectFixes(
      checkOfficeEnglishPhrases,
      [
        ['She is having ten years of experience in logistics.', 'She has ten years of experience in logistics.'],
        ['We are having several years of experience with SAP.', 'We have several years of experience with SAP.'],
      ],
      ['I am having lunch with the auditors.', 'I have six years of experience in banking.', 'We are having two days of training next week.'],
    );
  });

  it('drops "on" after "discuss" before its object, keeps "discussed on Monday"', () => {
    expectFixes(
      checkOfficeEnglishPhrases,
      [
        ['We discussed on the budget during the call.', 'We discussed the budget during the call.'],
        ['They are discussing on this issue again.', 'They are discussing this issue again.'],
      ],
      ['We discussed the budget on Monday.', 'The plan was discussed on Monday.', 'We discussed it on the call.'],
    );
  });

  it('asks for "on the outskirts of"', () => {
    expectFixes(
      checkOfficeEnglishPhrases,
      [
        ['My uncle lives at the outskirts of Chennai.', 'My uncle lives on the outskirts of Chennai.'],
        ['The new campus is in the outskirts of the city.', 'The new campus is on the outskirts of the city.'],
      ],
      ['My uncle lives on the outskirts of Chennai.', 'We stopped at the outskirts.'],
    );
  });

  it('asks for "boring" when a session or a book is found "bored", never for a person', () => {
    expectFixes(
      checkOfficeEnglishPhrases,
      [
        ['Many students found the webinar bored, so they left.', 'Many students found the webinar boring, so they left.'],
        ['I find this module really confused because nothing is explained.', 'I find this module really confusing because nothing is explained.'],
        ['We found the training session very tired.', 'We found the training session very tiring.'],
      ],
      ['We found the children bored and hungry.', 'I found the lecture boring.', 'She found the class excited about the trip.', 'I found her class bored and restless.'],
    );
  });

  it('adds "is" to "My supervisor very strict about" at a sentence\'s start only', () => {
    expectFixes(
      checkOfficeEnglishPhrases,
      [
        ['Our landlord very strict about noise after ten.', 'Our landlord is very strict about noise after ten.'],
        ['My manager always busy when I need help.', 'My manager is always busy when I need help.'],
      ],
      ['My manager is very strict about deadlines.', 'I think my manager very rarely checks the logs.', 'My tutor very kindly agreed to read it.'],
    );
  });
});
