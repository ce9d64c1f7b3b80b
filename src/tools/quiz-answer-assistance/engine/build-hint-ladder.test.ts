import { describe, expect, it } from 'vitest';
import { buildHintLadder, describeLookUp, describeQuestion } from './build-hint-ladder';
import type { Evidence } from '../contract';
import { readQuestion } from './read/read-question';

const NOTES = [
  'Cells are the basic units of life. Every cell is surrounded by a membrane.',
  'The mitochondria release energy from food in cellular respiration. The chloroplasts capture light for photosynthesis.',
].join('\n\n');

function evidenceOf(sentence: string): Evidence {
  const offset = NOTES.indexOf(sentence);
  return { text: sentence, offset, length: sentence.length };
}

const KEY = evidenceOf('The mitochondria release energy from food in cellular respiration.');

describe('the first hint', () => {
  const cases: Array<{ question: string; options?: string[]; answer: { text: string; optionIndex: number | null } }> = [
    { question: 'Which organelle releases energy from food?', options: ['chloroplast', 'mitochondria', 'nucleus', 'ribosome'], answer: { text: 'mitochondria', optionIndex: 1 } },
    // The stem itself names the answer: the hint must still not repeat it.
    { question: 'Mitochondria or chloroplasts: which organelle releases energy from food?', options: ['chloroplasts', 'mitochondria'], answer: { text: 'mitochondria', optionIndex: 1 } },
    { question: 'Which process do chloroplasts use to capture light?', options: ['cellular respiration', 'light photosynthesis', 'light fermentation'], answer: { text: 'light photosynthesis', optionIndex: 1 } },
    { question: 'True or false: mitochondria capture light.', answer: { text: 'False', optionIndex: 1 } },
    { question: 'What do mitochondria release from food?', answer: { text: 'energy', optionIndex: null } },
  ];

  it.each(cases)('never gives away the answer: $question', ({ question, options, answer }) => {
    const reading = readQuestion(question, options);
    const first = buildHintLadder({ reading, material: NOTES, evidence: [KEY], answer })[0]!;
    expect(first.toLowerCase()).not.toContain(answer.text.toLowerCase());
    // The correct option's distinctive words ("photosynthesis", not the shared "light").
    const distinctive = answer.text
      .toLowerCase()
      .split(' ')
      .filter((word) => !(options ?? []).every((option) => option.toLowerCase().includes(word)));
    for (const word of distinctive) expect(first.toLowerCase()).not.toMatch(new RegExp(`\\b${word}`));
  });

  it('names the key terms of the question and what kind of answer it wants', () => {
    const reading = readQuestion('Who discovered penicillin in 1928?');
    expect(describeQuestion(reading)).toMatch(/^The answer is a person \(who\): look for what is said about .*penicillin/);
  });

  it('warns about a NOT question, and names no option when the answer is unknown', () => {
    const reading = readQuestion('Which of the following is NOT a part of a plant cell?', ['cell wall', 'chloroplast', 'cell membrane', 'skeleton']);
    const first = describeQuestion(reading);
    expect(first).toContain('all the options but one fit; the answer is the one that does not');
    for (const word of ['wall', 'chloroplast', 'membrane', 'skeleton']) expect(first).not.toContain(word);
  });

  it('says plainly that all options but one fit in a two-option NOT question', () => {
    const first = describeQuestion(readQuestion('Which gas is NOT released by plants during photosynthesis? A) oxygen B) carbon dioxide'));
    expect(first).toContain('all the options but one fit; the answer is the one that does not');
    expect(first).not.toMatch(/1 of the 2 options/);
  });

  it('never names a preposition or an adverb as what the question is about', () => {
    const first = describeQuestion(readQuestion('Which gas is NOT released by plants during photosynthesis? A) oxygen B) carbon dioxide'));
    expect(first).toMatch(/about photosynthesis/);
    expect(first).not.toMatch(/\bduring\b/);
  });
});

describe('the ladder', () => {
  const reading = readQuestion('Which organelle releases energy from food?', ['chloroplast', 'mitochondria', 'nucleus', 'ribosome']);

  it('goes from what is asked, to where to look, to the key sentence, to the answer and why not the others', () => {
    const hints = buildHintLadder({
      reading,
      material: NOTES,
      evidence: [KEY],
      answer: { text: 'mitochondria', optionIndex: 1, why: 'The notes say the mitochondria release energy from food.' },
      optionReasons: ['It captures light.', 'It releases energy.', 'It holds the DNA.', 'It makes proteins.'],
    });
    expect(hints).toHaveLength(5);
    // Its opening words would name the answer, so only its place is given.
    expect(hints[1]).toBe('Look at the first sentence of paragraph 2 of your material: it speaks to exactly what the question asks.');
    expect(hints[2]).toBe(`The key sentence: “${KEY.text}”`);
    expect(hints[3]).toBe('The answer is B) mitochondria. The notes say the mitochondria release energy from food.');
    expect(hints[4]).toBe('Why not the others: A) chloroplast — It captures light; C) nucleus — It holds the DNA; D) ribosome — It makes proteins.');
  });

  it('stops before the verdict when there is no confident answer, offering the best candidate sentence', () => {
    const hints = buildHintLadder({ reading, material: NOTES, evidence: [KEY] });
    expect(hints).toHaveLength(3);
    expect(hints.join(' ')).not.toContain('The answer is');
    expect(hints[2]).toContain('most likely to hold the answer');
  });

  it('puts worked steps between the key sentence and the answer', () => {
    const hints = buildHintLadder({ reading: readQuestion('What is 15% of 80?'), evidence: [], workingHints: ['Write 15% as 15/100.'], answer: { text: '12', optionIndex: null } });
    expect(hints).toEqual([expect.stringMatching(/^This is a calculation/), 'Write 15% as 15/100.', 'The answer is “12”.']);
  });

  it('quotes the opening of the key sentence when it does not give the answer away', () => {
    const chloroplasts = evidenceOf('The chloroplasts capture light for photosynthesis.');
    const hints = buildHintLadder({ reading: readQuestion('What do chloroplasts capture?'), material: NOTES, evidence: [chloroplasts] });
    expect(hints[1]).toBe('Look at the second sentence of paragraph 2 of your material, the one that begins “The chloroplasts capture light for photosynthesis…”.');
  });

  it('without material, says what to look up', () => {
    expect(describeLookUp(reading)).toMatch(/^Look up .*energy.* in your notes or textbook/);
  });
});
