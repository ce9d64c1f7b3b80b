import { describe, expect, it } from 'vitest';
import { readQuestion } from '../read/read-question';
import { answerFromMaterial } from './answer-from-material';
import { resolveGroupOption } from './resolve-group-option';

const DANUBE = 'Vienna, Budapest and Belgrade all stand on the Danube. Rotterdam is at the mouth of the Rhine. Amsterdam is the capital of the Netherlands.';
const ANIMALS =
  'Whales are mammals that live in the ocean and breathe air. Sharks and trout are fish: they breathe through gills. Bats are the only mammals that can truly fly. Frogs are amphibians.';

describe('resolveGroupOption', () => {
  it('answers "all of the above" when the material puts every other option in', () => {
    const found = answerFromMaterial(readQuestion('Which of these stand on the Danube?', ['Vienna', 'Budapest', 'Belgrade', 'All of the above']), DANUBE);
    expect(found).toMatchObject({ optionIndex: 3, text: 'All of the above', confident: true });
  });

  it('keeps the one option that holds when the material names the others as something else', () => {
    const found = answerFromMaterial(readQuestion('Which of these stand on the Danube?', ['Vienna', 'Rotterdam', 'Amsterdam', 'All of the above']), DANUBE);
    expect(found).toMatchObject({ optionIndex: 0, text: 'Vienna' });
  });

  it('is never sure when an option is left open or several hold but not all', () => {
    expect(resolveGroupOption('Which stand on the Danube?', ['Vienna', 'Budapest', 'Rotterdam', 'All of the above'], ['in', 'in', 'out', 'unclear'], false)).toEqual({ kind: 'unsure' });
    expect(resolveGroupOption('Which stand on the Danube?', ['Vienna', 'Budapest', 'Linz', 'All of the above'], ['in', 'in', 'unclear', 'unclear'], false)).toEqual({ kind: 'unsure' });
  });

  it('answers a select-all question with a set only when every option is decided', () => {
    expect(resolveGroupOption('Select all that apply: which stand on the Danube?', ['Vienna', 'Rotterdam', 'Budapest'], ['in', 'out', 'in'], false)).toEqual({ kind: 'set', indexes: [0, 2] });
    expect(resolveGroupOption('Select all that apply: which stand on the Danube?', ['Vienna', 'Linz'], ['in', 'unclear'], false)).toEqual({ kind: 'unsure' });
    expect(resolveGroupOption('Which city stands on the Danube?', ['Vienna', 'Rotterdam'], ['in', 'out'], false)).toEqual({ kind: 'single' });
  });

  it('does not attempt a negated select-all', () => {
    expect(resolveGroupOption('Select all that are NOT on the Danube', ['Vienna', 'Rotterdam'], ['in', 'out'], true)).toEqual({ kind: 'unsure' });
  });
});

describe('select-all questions answered from the material', () => {
  it('marks every option the material puts in, with the sentences as evidence', () => {
    const found = answerFromMaterial(readQuestion('Which of the following are mammals? (Select all that apply) A) whale B) shark C) bat D) trout'), ANIMALS);
    expect(found).toMatchObject({ confident: true, optionIndex: null, optionIndexes: [0, 2], text: 'whale, bat' });
    expect(found.evidence.map((item) => item.text)).toEqual([expect.stringContaining('Whales are mammals'), expect.stringContaining('Bats are the only mammals')]);
    expect(found.options?.map((option) => option.why)[1]).toContain('Sharks and trout are fish');
  });

  it('gives hints only when the material never names an option', () => {
    const found = answerFromMaterial(readQuestion('Which of the following are mammals? (Select all that apply) A) whale B) shark C) dolphin D) trout'), ANIMALS);
    expect(found.confident).toBe(false);
    expect(found.optionIndexes).toBeUndefined();
  });

  it('gives hints only when the material names an option with a "not" or a mistake', () => {
    const material = 'Whales are mammals. Sharks are often mistaken for mammals. Trout are fish.';
    const found = answerFromMaterial(readQuestion('Select all that apply: which are mammals?', ['whale', 'shark', 'trout']), material);
    expect(found.confident).toBe(false);
  });

  it('reads "all of the above" with a "they" sentence carrying on', () => {
    const material = 'Whales, dolphins and bats look very different. They are all mammals. Trout are fish.';
    const found = answerFromMaterial(readQuestion('Which of these are mammals?', ['whales', 'dolphins', 'bats', 'All of the above']), material);
    expect(found).toMatchObject({ optionIndex: 3, confident: true });
  });

  it('refuses "all of the above" when one option is named as something else but two hold', () => {
    const found = answerFromMaterial(readQuestion('Which of these are mammals?', ['whale', 'bat', 'shark', 'All of the above']), ANIMALS);
    expect(found.confident).toBe(false);
  });
});
