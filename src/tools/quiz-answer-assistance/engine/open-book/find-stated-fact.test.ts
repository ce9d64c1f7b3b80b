import { describe, expect, it } from 'vitest';
import { termOf, termsOf } from '../read/content-words';
import { readQuestion } from '../read/read-question';
import { findStatedFact, readFactKind } from './find-stated-fact';
import { indexMaterial } from './index-material';
import { rankSentences, weighQueryTerms } from './rank-sentences';

function ask(question: string, material: string): string | null {
  const reading = readQuestion(question);
  const index = indexMaterial(material);
  const ranked = rankSentences(index, weighQueryTerms(termsOf(reading.stem), reading.focusWords.flatMap((word) => termOf(word) ?? []))).filter((entry) => entry.score > 0);
  return findStatedFact(reading, reading.stem, ranked, index)?.text ?? null;
}

const SHUTTLE = 'The Space Shuttle Columbia first flew in 1981, carrying two astronauts. Challenger was lost in 1986. The programme flew 135 missions before it ended in 2011.';
const RIVERS = 'The Danube is about 2,850 km long, while the Rhine runs for about 1,230 km. The Great Barrier Reef stretches for about 2,300 km along the coast of Queensland.';

describe('readFactKind', () => {
  it('tells a year, a count, a measure, a person and a place apart', () => {
    expect(readFactKind(readQuestion('In what year did Columbia first fly?'))).toBe('year');
    expect(readFactKind(readQuestion('How many missions did the programme fly?'))).toBe('count');
    expect(readFactKind(readQuestion('How long is the Great Barrier Reef?'))).toBe('measure');
    expect(readFactKind(readQuestion('Who wrote Frankenstein?'))).toBe('person');
    expect(readFactKind(readQuestion('Where was the station?'))).toBe('place');
    expect(readFactKind(readQuestion('Why did the wall fall?'))).toBeNull();
  });
});

describe('findStatedFact', () => {
  it('answers the year the sentence states', () => {
    expect(ask('In what year did the Space Shuttle Columbia first fly?', SHUTTLE)).toBe('1981');
  });

  it('answers a length with its unit, from the claim about the river asked', () => {
    expect(ask('How long is the Great Barrier Reef?', RIVERS)).toBe('2,300 km');
    expect(ask('How long is the Rhine?', RIVERS)).toBe('1,230 km');
  });

  it('answers the count right before the noun asked ("154 sonnets", not "37 plays")', () => {
    expect(ask('How many sonnets did Shakespeare write?', 'William Shakespeare was born in 1564. He wrote about 37 plays and 154 sonnets.')).toBe('154');
  });

  it('answers a person by the verb of the question, across tenses', () => {
    expect(ask('Who wrote Frankenstein?', 'Frankenstein was written by Mary Shelley and first published in London in 1818.')).toBe('Mary Shelley');
  });

  it('gives no answer when the claim holds two of the asked kind', () => {
    expect(ask('When did the Globe Theatre change hands?', 'The Globe Theatre changed hands in 1599 and in 1613.')).toBeNull();
  });

  it('gives no answer when the sentence speaks of another verb ("built", asked "burn down")', () => {
    expect(ask('In what year did the Globe Theatre burn down?', 'The Globe Theatre was built in London in 1599.')).toBeNull();
  });

  it('gives no answer for a name that is not of the kind asked', () => {
    expect(ask('Who was Shakespeare\u2019s wife?', 'William Shakespeare was born in Stratford-upon-Avon in 1564.')).toBeNull();
  });

  it('answers what follows the asked verb ("What did Orwell die of?")', () => {
    expect(ask('What did Orwell die of?', 'Nineteen Eighty-Four appeared in 1949, a year before Orwell died of tuberculosis.')).toBe('tuberculosis');
    expect(ask('What did the main engines burn?', 'Its main engines burned liquid hydrogen and liquid oxygen, while two boosters supplied most of the thrust.')).toBe('liquid hydrogen and liquid oxygen');
  });

  it('gives no answer when what follows the verb only repeats the question ("frequencies")', () => {
    expect(ask('What is the highest frequency humans can usually hear?', 'Humans can usually hear frequencies between 20 Hz and 20,000 Hz.')).toBeNull();
  });

  it('of two names, answers the one the question\'s words stand next to', () => {
    const danube = 'The Danube is about 2,850 km long. The Danube rises in the Black Forest of Germany and flows east into the Black Sea.';
    expect(ask('Where does the Danube rise?', danube)).toBe('Black Forest of Germany');
    const volcano = 'Most volcanoes lie along plate edges. Mauna Loa, on the island of Hawaii, is the largest active volcano on Earth.';
    expect(ask('What is the largest active volcano on Earth?', volcano)).toBe('Mauna Loa');
    expect(ask('Where is Mauna Loa?', volcano)).toBe('Hawaii');
    const jane = 'Pride and Prejudice is a novel. Her elder sister Jane falls in love with Mr Bingley, Darcy\'s friend.';
    expect(ask('Who does Jane fall in love with?', jane)).toBe('Mr Bingley');
  });

  it('never answers the name a sentence rejects ("The Volga, not the Danube, …")', () => {
    const rivers = 'The Danube rises in Germany. The Volga, not the Danube, is the longest river in Europe, at about 3,530 km.';
    expect(ask('What is the longest river in Europe?', rivers)).toBe('Volga');
  });

  it('reads the subject of the question\'s verb as the person, not a place a number stands next to', () => {
    const richter = 'Charles Richter devised his magnitude scale in 1935 at the California Institute of Technology. Each whole step means more energy.';
    expect(ask('Who devised the magnitude scale in 1935?', richter)).toBe('Charles Richter');
    expect(ask('Where did Charles Richter devise his magnitude scale?', richter)).toBe('California Institute of Technology');
  });

  it('answers a named kind from the name right before the kind word ("a Saturn V rocket"), not a place', () => {
    const apollo = 'Apollo 11 was launched from Cape Kennedy on 16 July 1969 by a Saturn V rocket. The crew splashed down in the Pacific Ocean.';
    expect(ask('What rocket launched Apollo 11?', apollo)).toBe('Saturn V');
  });

  it('reads the last word of "what do X fight?" as the verb, and a name as the topic when it opens the passage', () => {
    expect(ask('What do white blood cells fight?', 'Red blood cells carry oxygen, but white blood cells fight infection instead. They live for days.')).toBe('infection');
    expect(ask('What is the largest city in Australia?', 'Australia is both a country and a continent. Its capital is Canberra, not Sydney, although Sydney is the largest city.')).toBe('Sydney');
  });
});
