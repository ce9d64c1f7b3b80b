import { describe, expect, it } from 'vitest';
import { findWords, termsOf } from '../read/content-words';
import { hyphenedNumbers, isNegated, judgeByClauses, nameTerms, passiveOrder, readClauses, statesPassive } from './read-clauses';

function judge(sentence: string, statement: string): string {
  return judgeByClauses(termsOf(statement), isNegated(findWords(statement)), readClauses(sentence, 0, findWords(sentence)), hyphenedNumbers(statement));
}

const EDISON = 'Thomas Edison promoted direct current rather than alternating current, because his lamps were built for it.';
const WALLS = 'The Ming builders used brick and stone, whereas earlier walls were mostly made of rammed earth.';
const CHLOROPHYLL = 'The green pigment chlorophyll absorbs red and blue light but reflects green light.';

describe('readClauses', () => {
  it('sets a "rather than" alternative apart as rejected', () => {
    const clauses = readClauses(EDISON, 0, findWords(EDISON));
    expect(clauses.map((clause) => clause.rejected)).toEqual([false, true, false]);
    expect(clauses[1]?.terms).toContain('altern');
  });

  it('gives a claim that opens on its verb the subject of the claim before', () => {
    const clauses = readClauses(CHLOROPHYLL, 0, findWords(CHLOROPHYLL));
    expect(clauses[1]?.terms).toEqual(expect.arrayContaining(['chlorophyl', 'reflect']));
  });
});

describe('judgeByClauses', () => {
  it('says the rejected alternative is not so, and the kept one holds', () => {
    expect(judge(EDISON, 'Edison promoted alternating current')).toBe('contradicts');
    expect(judge(EDISON, 'Edison promoted direct current')).toBe('holds');
  });

  it('catches a statement that swaps the subjects of two contrasted claims', () => {
    expect(judge(WALLS, 'Earlier walls were mostly made of brick and stone')).toBe('contradicts');
    expect(judge(WALLS, 'The Ming builders used brick and stone')).toBe('holds');
  });

  it('does not call a statement stated when its words come in another order ("green" of the pigment)', () => {
    expect(judge(CHLOROPHYLL, 'Chlorophyll absorbs green light')).toBe('unclear');
    expect(judge(CHLOROPHYLL, 'Chlorophyll reflects green light')).toBe('holds');
  });

  it('reads a "not" of the sentence against the statement', () => {
    const sentence = 'Photosynthesis does not need oxygen; it produces it.';
    expect(judge(sentence, 'Photosynthesis needs oxygen')).toBe('contradicts');
    expect(judge(sentence, 'Photosynthesis does not need oxygen')).toBe('holds');
  });

  it('reads an aside between commas as no part of the claim', () => {
    const sentence = 'Her elder sister Jane falls in love with Mr Bingley, Darcy\u2019s friend.';
    expect(judge(sentence, 'Jane falls in love with Mr Darcy')).not.toBe('holds');
    expect(judge(sentence, 'Jane falls in love with Mr Bingley')).toBe('holds');
  });

  it('reads another number in the claim that holds the rest of the statement as a contradiction, never the same number written otherwise', () => {
    expect(judge('The bridge is 330 metres long and carries six lanes.', 'The bridge is 250 metres long')).toBe('contradicts');
    expect(judge('Water is a simple molecule, containing just three atoms and 2 bonds.', 'Water contains 3 atoms')).not.toBe('contradicts');
  });

  it('reads "mostly" as binding the word after it: "made mostly of hydrogen … and helium" is not "made mostly of helium"', () => {
    const sun = 'The Sun is a ball of hot plasma, made mostly of hydrogen (about 73 percent by mass) and helium.';
    expect(judge(sun, 'The Sun is made mostly of hydrogen.')).toBe('holds');
    expect(judge(sun, 'The Sun is made mostly of helium.')).not.toBe('holds');
  });

  it('gives a gapped ", and Erik in 1993 in Bergen" its own subject and the verb before, not the first claim\'s place', () => {
    const twins = 'Anna was born in 1990 in Oslo, and Erik in 1993 in Bergen.';
    expect(judge(twins, 'Erik was born in Bergen.')).toBe('holds');
    expect(judge(twins, 'Erik was born in Oslo.')).not.toBe('holds');
    expect(judge(twins, 'Anna was born in Bergen.')).not.toBe('holds');
  });

  it('reads claims listed with commas, each with its own subject and verb, as separate claims set against each other', () => {
    const stars = 'Small stars burn slowly for trillions of years, giant stars are gone within a few million years, and dead stars slowly cool.';
    expect(judge(stars, 'Giant stars are gone within a few million years.')).toBe('holds');
    expect(judge(stars, 'Small stars are gone within a few million years.')).toBe('contradicts');
  });

  it('does not cut an opening clause or an aside off the claim it belongs to', () => {
    expect(judge('After the storm passed, the harbour was reopened.', 'After the storm passed the harbour was reopened.')).toBe('holds');
    expect(judge('The highest wave ever measured, 30 metres, was recorded near Scotland.', 'The highest wave ever measured was recorded near Scotland.')).toBe('holds');
    expect(judge('They often sailed at night, a habit known as night running.', 'They often sailed at night.')).toBe('holds');
  });

  it('lets one number of the statement stand anywhere in the claim, never two out of their order', () => {
    expect(judge('In 1904 the engineers finished the lighthouse on the point.', 'The engineers finished the lighthouse on the point in 1904.')).toBe('holds');
    expect(judge('From 1920 she kept a shop in Bristol.', 'She kept a shop in Bristol from 1920.')).toBe('holds');
    expect(judge('In 1904 the engineers finished the lighthouse on the point.', 'The engineers finished the lighthouse on the point in 1906.')).toBe('contradicts');
    expect(judge('The price rose from 10 pence to 40 pence.', 'The price rose from 40 pence to 10 pence.')).not.toBe('holds');
    expect(judge('In 1904 the engineers finished the lighthouse on the point.', 'The point finished the engineers in 1904.')).not.toBe('holds');
  });

  it('reads a number hyphened to a word ("uranium-238") as part of a name, so another number beside it still contradicts', () => {
    expect(judge('The half-life of uranium-238 is about 4,470 million years.', 'The half-life of uranium-238 is about 447 million years.')).toBe('contradicts');
    expect(judge('The half-life of uranium-238 is about 4,470 million years.', 'The half-life of uranium-238 is about 4,470 million years.')).toBe('holds');
    // Another isotope is another thing, not another number for the same one.
    expect(judge('The half-life of uranium-238 is about 4,470 million years.', 'The half-life of uranium-235 is about 704 million years.')).not.toBe('contradicts');
  });

  it('reads the opposite compass direction in the claim that holds the rest of the statement as a contradiction', () => {
    const sentence = 'After the flood the villagers moved their market north, to the higher ground by the church.';
    expect(judge(sentence, 'The villagers moved their market south.')).toBe('contradicts');
    expect(judge(sentence, 'The villagers moved their market north.')).toBe('holds');
    // Not the same claim in another order ("the river lies north of the hill" is "the hill lies south of the river").
    expect(judge('The river lies north of the hill.', 'The hill lies south of the river.')).not.toBe('contradicts');
    // A negated statement, or a claim that also names the statement's direction, is left alone.
    expect(judge(sentence, 'The villagers did not move their market south.')).not.toBe('contradicts');
    expect(judge('The geese fly south in autumn and north in spring.', 'The geese fly north in autumn.')).not.toBe('contradicts');
  });

  it('reads an agentless passive statement as stated by an active claim whose verb takes its subject as object', () => {
    const sentence = 'In 1932 the city council opened the new harbour bridge over the river.';
    const passive = (statement: string) => statesPassive(statement, (order) => order, isNegated(findWords(statement)), readClauses(sentence, 0, findWords(sentence)), hyphenedNumbers(statement));
    expect(passive('The new harbour bridge was opened in 1932.')).toBe(true);
    // Not a noun further on, not another year, not a statement that names who did it, not a negated one.
    expect(passive('The river was opened in 1932.')).toBe(false);
    expect(passive('The new harbour bridge was opened in 1935.')).toBe(false);
    expect(passive('The new harbour bridge was opened by the king in 1932.')).toBe(false);
    expect(passive('The new harbour bridge was not opened in 1932.')).toBe(false);
    expect(passiveOrder('The city council opened the bridge.')).toBeNull();
  });

  it('reads another name where the statement has its one name, in the claim that holds the rest, as a contradiction', () => {
    const named = (sentence: string, statement: string) =>
      judgeByClauses(termsOf(statement), isNegated(findWords(statement)), readClauses(sentence, 0, findWords(sentence)), hyphenedNumbers(statement), { statement: nameTerms(findWords(statement)), sentence: nameTerms(findWords(sentence)) });
    const sentence = 'The first atlas of the county was printed in Norwich in 1610, and it sold well.';
    expect(named(sentence, 'The first atlas of the county was printed in York.')).toBe('contradicts');
    expect(named(sentence, 'The first atlas of the county was printed in Norwich.')).toBe('holds');
    // A name the sentence also gives, a statement with another word missing too, a negated statement: left alone.
    expect(named('The atlas was printed in Norwich and sold in York.', 'The atlas was printed in York.')).not.toBe('contradicts');
    expect(named(sentence, 'The first atlas of the county was engraved in York.')).not.toBe('contradicts');
    expect(named(sentence, 'The first atlas of the county was not printed in York.')).not.toBe('contradicts');
    // Where the sentence has no name after the same word, another name is no contradiction.
    expect(named('The first atlas of the county was printed in a small shop in 1610.', 'The first atlas of the county was printed in York.')).not.toBe('contradicts');
    // Two names the material gives together may be one person's or place's: no contradiction.
    const aliased = (sentence: string, statement: string, together: boolean) =>
      judgeByClauses(termsOf(statement), isNegated(findWords(statement)), readClauses(sentence, 0, findWords(sentence)), hyphenedNumbers(statement), {
        statement: nameTerms(findWords(statement)),
        sentence: nameTerms(findWords(sentence)),
        namedTogether: () => together,
      });
    expect(aliased('The novel was written by Mark Twain in 1884.', 'The novel was written by Clemens.', true)).not.toBe('contradicts');
    expect(aliased('The novel was written by Mark Twain in 1884.', 'The novel was written by Clemens.', false)).toBe('contradicts');
  });
});

describe('a "not" in brackets', () => {
  it('belongs to the aside, not the claim (was a sure False for "Triton is the largest moon of Neptune", s42)', () => {
    const sentence = 'Orro’s largest moon Nyx (don’t confuse it with Nix) has a diameter of 900 kilometers.';
    expect(judge(sentence, 'Nyx is the largest moon of Orro.')).not.toBe('contradicts');
  });
  it('still counts a "not" outside brackets', () => {
    expect(judge('Orro’s largest moon Nyx does not have a diameter of 900 kilometers.', 'Nyx has a diameter of 900 kilometers.')).toBe('contradicts');
  });
});
