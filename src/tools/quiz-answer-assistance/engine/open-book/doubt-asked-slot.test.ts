import { describe, expect, it } from 'vitest';
import { doubtAskedSlot } from './doubt-asked-slot';

// Sentences of our own, not from any eval set.
function check(kind: string, question: string, sentence: string, text: string): boolean {
  const start = sentence.indexOf(text);
  return doubtAskedSlot({ kind, question, sentence, offset: 0, start, end: start + text.length });
}

describe('doubtAskedSlot', () => {
  it('refuses the subject for "Who did X dedicate the book to?" and keeps the person after "to"', () => {
    const sentence = 'Mary Ellis dedicated the second edition to the painter Tom Reyes.';
    expect(check('person', 'Who did Ellis dedicate the second edition to?', sentence, 'Mary Ellis')).toBe(true);
    expect(check('person', 'Who did Ellis dedicate the second edition to?', sentence, 'Tom Reyes')).toBe(false);
  });

  it('refuses a place cut from a list of common nouns ("in the rivers and lakes of the north")', () => {
    const sentence = 'Most of the fresh water lies in the rivers and lakes of the north.';
    expect(check('place', 'Where does most of the fresh water lie?', sentence, 'in the rivers')).toBe(true);
    expect(check('place', 'Where does most of the fresh water lie?', 'Most of the fresh water lies in the north.', 'in the north')).toBe(false);
  });

  it('refuses a count from a claim that lacks the number the question gives', () => {
    const sentence = 'A single baker could bake forty loaves in a morning, but six bakers working together could bake more than 900.';
    expect(check('count', 'How many loaves could six bakers bake in a morning?', sentence, 'forty')).toBe(true);
    expect(check('count', 'How many loaves could a single baker bake in a morning?', sentence, 'forty')).toBe(false);
    // A capitalised number word is part of a name.
    expect(check('measure', 'What is the output of the Seven Hills plant?', 'The Seven Hills plant has an output of 40 megawatts.', '40 megawatts')).toBe(false);
  });

  it('refuses a person outside the slot a question ending on "<verb> <preposition>?" asks for (s38)', () => {
    const sentence = 'The author based the character of the old captain on Ezra Pell, a sailor he had known as a boy.';
    // Wrong before: the subject, "The author"'s name in the material, was answered for who the character was based on.
    expect(check('person', 'Who was the old captain based on?', 'Maria Lund based the character of the old captain on Ezra Pell.', 'Maria Lund')).toBe(true);
    expect(check('person', 'Who was the old captain based on?', sentence, 'Ezra Pell')).toBe(false);
    // The last verb of a relative clause is not the asked slot.
    expect(check('person', 'Who painted the maps that the captain relied on?', 'Ida Moss painted the maps, and the captain relied on them.', 'Ida Moss')).toBe(false);
  });

  it('refuses a place the sentence opens on when the asked verb and preposition hold something else', () => {
    const sentence = 'In Vienna she met the botanists who held that the colour of the flowers came from the soil.';
    expect(check('place', 'Where did the botanists think the colour of the flowers came from?', sentence, 'Vienna')).toBe(true);
    const stated = 'The botanists held that the colour of the flowers came from the hills of Moravia.';
    expect(check('place', 'Where did the botanists think the colour of the flowers came from?', stated, 'the hills of Moravia')).toBe(false);
    // "Where was X born?" names no slot: the place may stand anywhere after "born".
    expect(check('place', 'Where was Tomas Berg born?', 'Tomas Berg was born in 1801 in the small town of Ystad.', 'Ystad')).toBe(false);
  });
});

describe('doubtAskedSlot: years are no counts', () => {
  it('leaves a year the question opens on to the year rules ("In 1990, what was…?")', () => {
    expect(check('name', 'In 1990, what was the largest port in the world?', 'The largest port in the world was Rotterdam.', 'Rotterdam')).toBe(false);
  });
});
