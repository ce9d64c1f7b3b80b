import { describe, expect, it } from 'vitest';
import { pruneEnglishReadings, readUnits, type TaggedEnglishWord } from './prune-english-readings';

const tagged = (...pairs: Array<[string, string]>): TaggedEnglishWord[][] => [pairs.map(([text, pos]) => ({ text, pos }))];

describe('pruneEnglishReadings', () => {
  it('keeps only the verb of a word the tagger reads as a verb after a subject it agrees with', () => {
    const stream = '^The/The<det><def><sp>$ ^sample/sample<n><sg>$ ^shows/show<n><pl>/show<vblex><pri><p3><sg>$ ^plumage/plumage<n><sg>$^./.<sent>$';
    const words = tagged(['The', 'DET'], ['sample', 'NOUN'], ['shows', 'VERB'], ['plumage', 'NOUN'], ['.', 'PUNCT']);
    expect(pruneEnglishReadings(stream, words)).toBe(stream.replace('show<n><pl>/', ''));
  });

  it('chooses the plural present after a plural subject and the infinitive after "to"', () => {
    const friends = '^My/My<det><pos><sp>$ ^friends/friend<n><pl>$ ^play/play<n><sg>/play<vblex><inf>/play<vblex><pres>$ ^football/football<n><sg>$';
    expect(pruneEnglishReadings(friends, tagged(['My', 'PRON'], ['friends', 'NOUN'], ['play', 'VERB'], ['football', 'NOUN']))).toContain('^play/play<vblex><pres>$');
    const wants = '^to/to<pr>$ ^play/play<n><sg>/play<vblex><inf>/play<vblex><pres>$';
    expect(pruneEnglishReadings(wants, tagged(['to', 'PART'], ['play', 'VERB']))).toBe('^to/to<pr>$ ^play/play<vblex><inf>$');
  });

  it('finds the verb of a sentence the tagger read without one ("My sister lives in Paris")', () => {
    const stream = '^My/My<det><pos><sp>$ ^sister/sister<n><sg>$ ^lives/life<n><pl>/live<vblex><pri><p3><sg>$ ^in/in<pr>$ ^Paris/Paris<np><top><sg>$';
    const words = tagged(['My', 'PRON'], ['sister', 'NOUN'], ['lives', 'NOUN'], ['in', 'ADP'], ['Paris', 'PROPN']);
    expect(pruneEnglishReadings(stream, words)).toContain('^lives/live<vblex><pri><p3><sg>$');
  });

  it('leaves a "verb" that does not agree with the word before it, or is followed by "of" or by a verb', () => {
    const tie = '^a/a<det><ind><sg>$ ^tie/tie<n><sg>$ ^break/break<n><sg>/break<vblex><inf>/break<vblex><pres>$';
    expect(pruneEnglishReadings(tie, tagged(['a', 'DET'], ['tie', 'NOUN'], ['break', 'VERB']))).toBe(tie);
    const prices = '^Oil/Oil<n><sg>$ ^prices/price<n><pl>/price<vblex><pri><p3><sg>$ ^rise/rise<n><sg>/rise<vblex><inf>/rise<vblex><pres>$';
    const pruned = pruneEnglishReadings(prices, tagged(['Oil', 'NOUN'], ['prices', 'VERB'], ['rise', 'VERB']));
    expect(pruned).toContain('^prices/price<n><pl>/price<vblex><pri><p3><sg>$');
    expect(pruned).toContain('^rise/rise<vblex><pres>$');
    const lack = '^funds/fund<n><pl>$ ^lack/lack<n><sg>/lack<vblex><inf>/lack<vblex><pres>$ ^of/of<pr>$';
    expect(pruneEnglishReadings(lack, tagged(['funds', 'NOUN'], ['lack', 'VERB'], ['of', 'ADP']))).toBe(lack);
  });

  it('reads escaped characters and multiword units without losing them', () => {
    const units = readUnits('^as a/as a<pr>$ ^\\/usr/\\/usr<n><sg>$');
    expect(units.map((unit) => unit.surface)).toEqual(['as a', '/usr']);
  });
});
