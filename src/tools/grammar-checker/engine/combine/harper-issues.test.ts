import { describe, expect, it } from 'vitest';
import { type HarperLint } from '../workers/engine-workers';
import { toHarperIssue } from './harper-issues';

function lintOn(text: string, word: string, rule: string, fix: string, kind = 'Spelling'): HarperLint {
  const start = text.indexOf(word);
  return { rule, kind, start, end: start + word.length, message: `Did you mean “${fix}”?`, suggestions: [{ kind: 0, text: fix }] };
}

/** Whether the fix is only shown (below the confidence at which it is applied). */
const shown = (text: string, lint: HarperLint) => toHarperIssue(text, lint).confidence <= 0.6;
/** The same for harper's lint of `word` in `text` with this rule and first fix. */
const shownAt = (text: string, word: string, rule: string, fix: string, kind?: string) => shown(text, lintOn(text, word, rule, fix, kind));

describe('harper issues on names', () => {
  it('shows but does not apply a fix that turns a name inside a sentence into a word, possessive or not', () => {
    const petrov = 'Mr. Petrov is responsible for marketing.';
    expect(toHarperIssue(petrov, lintOn(petrov, 'Petrov', 'SpellCheck', 'Petrol')).confidence).toBeLessThanOrEqual(0.6);
    const nonna = "We had dinner at Nonna's.";
    expect(toHarperIssue(nonna, lintOn(nonna, "Nonna's", 'WrongNegative', "Dena's")).confidence).toBeLessThanOrEqual(0.6);
  });

  it('takes a capitalised word next to another one for a name, even at a sentence start (batch 25: "Cristiano" → "Cristina", "Ngozi" → "Nazi")', () => {
    for (const [text, word, fix] of [
      ['Cristiano Ronaldo and Kylian Mbappé both scored twice.', 'Cristiano', 'Cristina'],
      ['Ngozi Okonjo-Iweala spoke at the WTO meeting in Geneva.', 'Ngozi', 'Nazi'],
      ["Jürgen Klopp's teams were famous for their pressing.", 'Jürgen', 'Jargon'],
    ] as const) {
      expect(toHarperIssue(text, lintOn(text, word, 'SpellCheck', fix)).confidence).toBeLessThanOrEqual(0.6);
    }
    // A misspelt first word is no name.
    const slip = 'Becuase it rained, we stayed in.';
    expect(toHarperIssue(slip, lintOn(slip, 'Becuase', 'SpellCheck', 'Because')).confidence).toBeGreaterThan(0.6);
  });

  it('still fixes a month or weekday one slip away', () => {
    const text = 'We met in Febuary.';
    expect(toHarperIssue(text, lintOn(text, 'Febuary', 'SpellCheck', 'February')).confidence).toBeGreaterThan(0.6);
  });
});

describe('harper issues on rare words and names before their verb (batch 32)', () => {
  it('shows but does not apply a fix of a rare real word into a near common one', () => {
    const lab = 'The solution was heated under reflux for an hour.';
    expect(toHarperIssue(lab, lintOn(lab, 'reflux', 'SpellCheck', 'reflex')).confidence).toBeLessThanOrEqual(0.6);
    // A very common word for a rare one is still the likelier intent.
    const slip = 'Please confirm wether the room is free.';
    expect(toHarperIssue(slip, lintOn(slip, 'wether', 'SpellCheck', 'whether')).confidence).toBeGreaterThan(0.6);
  });

  it('takes an unknown capitalised first word right before its verb for a name, but mends a misspelt pronoun', () => {
    const hamid = 'Hamid has gone to the bank.';
    expect(toHarperIssue(hamid, lintOn(hamid, 'Hamid', 'SpellCheck', 'Humid')).confidence).toBeLessThanOrEqual(0.6);
    const slip = 'Evryone has left the room.';
    expect(toHarperIssue(slip, lintOn(slip, 'Evryone', 'SpellCheck', 'Everyone')).confidence).toBeGreaterThan(0.6);
  });
});

describe('harper fixes shown, not applied, where the context says the writer meant it (batch 33)', () => {

  it('keeps names with an apostrophe, units after numbers and package names', () => {
    expect(shownAt("Dear Ms O'Brien, thank you.", "O'Brien", 'SpellCheck', 'Brien')).toBe(true);
    expect(shownAt('The tyre holds 2 bar at most.', 'bar', 'SpellCheck', 'BAR')).toBe(true);
    expect(shownAt('Upgrade leftpad to 1.3.0 first.', 'leftpad', 'SpellCheck', 'left pad')).toBe(true);
  });

  it('does not lower an acronym, capitalise after an abbreviation, or read "it\'s" at a clause start as a possessive', () => {
    expect(shownAt('The new API is faster.', 'API', 'OrthographicConsistency', 'api', 'Capitalization')).toBe(true);
    expect(shownAt('See Fig. below for details.', 'below', 'SentenceCapitalization', 'Below', 'Capitalization')).toBe(true);
    expect(shownAt("If it fails again, it's the cable.", "it's", 'ItsPossessive', 'its', 'Grammar')).toBe(true);
    // After a verb, "it's" before a noun is the possessive slip.
    expect(shownAt("The dog wagged it's tail.", "it's", 'ItsPossessive', 'its', 'Grammar')).toBe(false);
  });
});

describe('harper fixes shown, not applied, in chat, names, code and quoted phrases (batch 35)', () => {

  it('keeps chat shorthand, name particles, acronyms, possessive names, code and short quoted phrases', () => {
    expect(shownAt('Tbh I liked the first one.', 'Tbh', 'SpellCheck', 'TBH')).toBe(true);
    expect(shownAt('We flew to Santiago de Chile.', 'de', 'SpellCheck', 'De')).toBe(true);
    expect(shownAt('Send the PCRs to the lab.', 'PCRs', 'SpellCheck', 'Pars')).toBe(true);
    expect(shownAt("Amara's reading has improved.", "Amara's", 'SpellCheck', "Samara's")).toBe(true);
    expect(shownAt('Edit `setup.cfg` first.', 'cfg', 'SpellCheck', 'cg')).toBe(true);
    expect(shownAt("Say 'pura vida' when you leave.", 'pura', 'SpellCheck', 'pure')).toBe(true);
    expect(shownAt('I will discuss it with you tomorrow.', 'you', 'PossessiveYour', 'your', 'WordChoice')).toBe(true);
    expect(shownAt('The story made she cry.', 'cry', 'PronounVerbAgreement', 'cries', 'Agreement')).toBe(true);
    // A plain slip is still mended.
    expect(shownAt('We recieved the parcel.', 'recieved', 'SpellCheck', 'received')).toBe(false);
    expect(shownAt('yes i can come.', 'i', 'CapitalizePersonalPronouns', 'I', 'Capitalization')).toBe(false);
  });
});

describe('harper fixes shown, not applied, for formulas, compound prefixes and product names (batch 36)', () => {

  it('keeps chemical formulas, a prefix before a hyphen, a word that a name-like capitalisation would change, and "day one"', () => {
    expect(shownAt('Add 5 mL of NaCl solution.', 'NaCl', 'SpellCheck', 'Nail')).toBe(true);
    expect(shownAt('We sell bio-based packaging.', 'bio', 'SpellCheck', 'Bio')).toBe(true);
    expect(shownAt('My nan makes soup.', 'nan', 'SpellCheck', 'NaN')).toBe(true);
    expect(shownAt('We rested on day one.', 'day one', 'DayOneNames', 'Day One', 'Capitalization')).toBe(true);
    expect(shownAt('Kira raised her sword.', 'Kira', 'SpellCheck', 'Kara')).toBe(true);
    expect(shownAt('Ayu opened the door.', 'Ayu', 'SpellCheck', 'Aye')).toBe(true);
    expect(shownAt('Rania, whose thesis won, spoke.', 'Rania', 'SpellCheck', 'Mania')).toBe(true);
    expect(shownAt('Visitors must parked outside.', 'must', 'ModalBeAdjective', 'must be', 'Grammar')).toBe(true);
    expect(shownAt('I ordered a blue jacket.', 'blue jacket', 'CompoundNouns', 'bluejacket', 'Grammar')).toBe(true);
    expect(shownAt('The trainee left her gloves by the back bench.', 'back bench', 'CompoundNouns', 'backbench', 'Grammar')).toBe(true);
    expect(shownAt('Wait for me at the side door.', 'side door', 'CompoundNouns', 'sidedoor', 'Grammar')).toBe(true);
    expect(shownAt('The Erasmus traineeship.', 'traineeship', 'SplitWords', 'trainee ship')).toBe(true);
    expect(shownAt('The company values their wellbeing.', 'wellbeing', 'SplitWords', 'well being')).toBe(true);
    expect(shownAt('We studied placemaking in class.', 'placemaking', 'SplitWords', 'place making')).toBe(true);
    const hardwork = 'It takes hardwork to win.';
    expect(toHarperIssue(hardwork, lintOn(hardwork, 'hardwork', 'SplitWords', 'hard work')).confidence).toBeGreaterThan(0.6);
    expect(shownAt('Two café au lait, please.', 'lait', 'SpellCheck', 'laid')).toBe(true);
    expect(shownAt('The hotels, each focusing on families, were full.', 'each focusing', 'MassNouns', 'each piece of focusing', 'Grammar')).toBe(true);
  });
});

describe('harper fixes shown, not applied, where "you" is a subject (session 36)', () => {

  it('keeps "you" before a verb spelt as its noun that takes an object', () => {
    expect(shownAt('Please make sure you advice the clients today.', 'you', 'PossessiveYour', 'your', 'WordChoice')).toBe(true);
    // An owner's noun with no object after it is still mended.
    expect(shownAt('Thanks for you advice on the plan.', 'you', 'PossessiveYour', 'your', 'WordChoice')).toBe(false);
  });
});

describe('harper splits of a closed noun compound shown, not applied (session 38)', () => {
  it('shows "treehouse" → "tree house" and "carpark" → "car park": two nouns, the closed spelling is standard', () => {
    expect(shownAt('My brother and I built a treehouse in the garden.', 'treehouse', 'SplitWords', 'tree house')).toBe(true);
    expect(shownAt('We left the van in the carpark.', 'carpark', 'SplitWords', 'car park')).toBe(true);
  });
  it('still applies the splits of fused slips with an adjective first', () => {
    for (const [text, word, fix] of [['It takes hardwork to win.', 'hardwork', 'hard work'], ['She is my bestfriend.', 'bestfriend', 'best friend']] as const) {
      expect(toHarperIssue(text, lintOn(text, word, 'SplitWords', fix)).confidence).toBeGreaterThanOrEqual(0.75);
    }
  });
});
