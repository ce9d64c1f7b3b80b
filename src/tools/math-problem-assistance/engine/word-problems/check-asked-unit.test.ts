import { describe, expect, it } from 'vitest';
import { askedUnits, unconvertedUnit, unitMentions } from './check-asked-unit';
import { askOf } from './check-asked';
import { solveWordProblem } from './solve-word-problem';

const check = (text: string, meaning: string) => {
  const lower = text.toLowerCase();
  return unconvertedUnit(lower, askOf(lower).ask, meaning);
};
const answer = async (text: string) => {
  const outcome = await solveWordProblem(text);
  return outcome.status === 'solved' ? outcome.answer : null;
};

describe('unitMentions and askedUnits', () => {
  it('reads a length raised to an area or a volume, and a rate as two units', () => {
    expect(unitMentions('a lawn 20 ft by 9 ft, seed for each square yard').map((m) => `${m.dimension}:${m.unit}`)).toEqual(['length:foot', 'length:foot', 'area:yard']);
    expect(unitMentions('she cycles at 18 km/h for 40 minutes').map((m) => `${m.dimension}:${m.unit}`)).toEqual(['length:kilometer', 'time:hour', 'time:minute']);
    expect(unitMentions('a shelf 8 in by 30 in').map((m) => m.unit)).toEqual(['inch', 'inch']);
    expect(unitMentions('he put 8 apples in a bag')).toEqual([]);
  });

  it('takes the unit the question asks in, not one it states', () => {
    expect(askedUnits('how many cubic meters of soil fill it?').map((m) => `${m.dimension}:${m.unit}`)).toEqual(['volume:meter']);
    expect(askedUnits('what is her pace in kilometers per hour').map((m) => m.unit)).toEqual(['kilometer', 'hour']);
    expect(askedUnits('how long does it take to bike 6 miles at 12 mph')).toEqual([]);
  });
});

describe('unconvertedUnit', () => {
  it('refuses an answer in the story’s unit when the question asks in another', () => {
    expect(check('A hallway is 21 feet long and 4 feet wide. How many square yards of tile cover it?', 'the area')).toMatch(/yard/);
    expect(check('A tank is 50 cm by 40 cm by 30 cm. How many liters does it hold?', 'the volume')).toMatch(/liter/);
    expect(check('Sam rode 9 km in 36 minutes. What was his speed in km per hour?', 'the speed')).toMatch(/hour/);
    expect(check('A roll of tape is 3 m long. How many centimeters of tape is that?', 'the length')).toMatch(/centimeter/);
    expect(check('The parcel weighs 2 pounds 5 ounces. How many ounces is that?', 'the weight')).toMatch(/ounce/);
  });

  it('lets through an answer that says it was converted, or a story in the unit asked', () => {
    expect(check('A hallway is 21 feet long and 4 feet wide. How many square yards of tile cover it?', 'the area in square yards')).toBeNull();
    expect(check('A hallway is 21 feet long and 4 feet wide. How many square feet of tile cover it?', 'the area')).toBeNull();
    expect(check('A van drives 150 miles in 3 hours. What is its speed in miles per hour?', 'the speed')).toBeNull();
    expect(check('Pens cost 80 cents each. How many pens can I buy?', 'the number of pens')).toBeNull();
  });
});

describe('solveWordProblem with the asked unit checked', () => {
  it('converts an area to the unit asked, or refuses; never the story’s unit shown as the asked one', async () => {
    expect(await answer('A rectangular hallway is 21 feet long and 6 feet wide. How many square yards of tile cover it?')).toBe('14');
    expect(await answer('A rectangular hallway is 21 feet long and 6 feet wide. How many square feet of tile cover it?')).toBe('126');
    expect(await answer('A rectangular hallway is 21 feet long and 2 yards wide. How many square feet of tile cover it?')).toBeNull();
  });
});
