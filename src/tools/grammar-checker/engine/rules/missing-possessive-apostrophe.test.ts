import { describe, expect, it } from 'vitest';
import { acceptAll, expectFixes } from './apply-rule.test-helper';
import { checkMissingPossessiveApostrophe } from './missing-possessive-apostrophe';

describe('checkMissingPossessiveApostrophe', () => {
  it("adds the apostrophe to a single owner's bare -s before what it owns", () => {
    expectFixes(
      checkMissingPossessiveApostrophe,
      [
        ['We waited outside the principals office for ten minutes.', "We waited outside the principal's office for ten minutes."],
        ['The choirs new conductor starts in May.', "The choir's new conductor starts in May."],
        ['The grooms suit was too tight, so the tailor let it out.', "The groom's suit was too tight, so the tailor let it out."],
        ['The football clubs old stadium will be demolished.', "The football club's old stadium will be demolished."],
        ['I left my scarf at Annas flat last night.', "I left my scarf at Anna's flat last night."],
        ['The cats bowl is empty again.', "The cat's bowl is empty again."],
        ['I borrowed Marias bike yesterday.', "I borrowed Maria's bike yesterday."],
      ],
      [
        "We waited outside the principal's office for ten minutes.",
        'The students union is on the second floor.',
        'The teachers lounge is next to the library.',
        'The schools minister visited the town.',
        'The brides dress in white and the grooms wear grey.',
        'The dogs bark all night.',
        'The dogs next door bark all night.',
        'The managers meet every Monday.',
        'The banks charge high fees.',
        'The shops open at nine.',
        'James house is next to the station.',
        'We meet on Mondays and Fridays.',
        'She watched the Perseids streak across the sky.',
        'The agencies work with United Nations funds.',
        'Her parents house is in the village.',
        'We were bound together by being Londoners first and foremost.',
      ],
    );
  });
});

describe('checkMissingPossessiveApostrophe, widened (session 28)', () => {
  it('reads any listed noun as the owner before an adjective and the owned noun, and a panel as plural', () => {
    expectFixes(
      checkMissingPossessiveApostrophe,
      [
        ['The garages old sign fell down in the storm.', "The garage's old sign fell down in the storm."],
        ['At the clinics new site, patients can park for free.', "At the clinic's new site, patients can park for free."],
        ['The examiners remarks were short but fair.', "The examiners' remarks were short but fair."],
      ],
      [
        'We gave the dogs fresh water.',
        'The shelters open doors at six.',
        'The students new to the school meet at nine.',
        'The members area is upstairs.',
        'The judges decided quickly.',
        'The results clear message was ignored.',
        "The garage's old sign fell down in the storm.",
      ],
    );
  });
});

describe('missing possessive apostrophe: a time after next/last/this owning a noun (session 35)', () => {
  it('"Last months bill" → "month\'s"; "the last weeks of term" and "weeks ago" stay', () => {
    const fix = (text: string) => acceptAll((t) => checkMissingPossessiveApostrophe(t), text);
    expect(fix('Last months bill was higher than usual.')).toBe("Last month's bill was higher than usual.");
    expect(fix('We moved this terms exams to June.')).toBe("We moved this term's exams to June.");
    for (const text of ['In the last weeks of term we rested.', 'Over the next months prices will rise.', "Last month's bill was high."]) expect(fix(text)).toBe(text);
  });
});
