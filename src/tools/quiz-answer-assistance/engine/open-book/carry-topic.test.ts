import { describe, expect, it } from 'vitest';
import { readQuestion } from '../read/read-question';
import { termOf } from '../read/content-words';
import { answerFromMaterial } from './answer-from-material';
import { carryTopic } from './carry-topic';
import { indexMaterial } from './index-material';
import { rankSentences } from './rank-sentences';

// Passages of our own, not from any eval set.
const CANAL = [
  'The Kiel Canal links the North Sea with the Baltic Sea.',
  'Work began in 1887 and took eight years.',
  'Fees repaid the cost of the works within about thirty years.',
  'Sailors once had to go all the way round Denmark.',
].join(' ');
const RIVERS = 'The Elbe rises in the Czech Republic and flows north into the North Sea. The Oder, by contrast, flows into the Baltic Sea.';
const ISLANDS = 'Lake Malawi is one of the deepest lakes in Africa. Fishing families live on about 80 small islands near its shore.';

const judge = (statement: string, material: string) => {
  const answer = answerFromMaterial(readQuestion(`True or false: ${statement}`, []), material);
  return answer.confident ? answer.text : null;
};

function entryFor(material: string, statement: string, containing: string) {
  const index = indexMaterial(material);
  const ranked = rankSentences(index, new Map(statement.split(/\W+/).flatMap((word) => termOf(word) ?? []).map((term) => [term, 1])));
  return ranked.find((entry) => entry.sentence.text.includes(containing))!;
}

describe('carryTopic: the passage topic as the unnamed subject of a sentence', () => {
  it('carries the topic into a sentence whose claim has the statement\'s own subject ("Fees …" for "Fees from the canal …")', () => {
    const statement = 'Fees from the canal repaid the cost of the works within about thirty years.';
    const carried = carryTopic(statement, entryFor(CANAL, statement, 'Fees repaid'), new Set([termOf('Kiel')!, termOf('Canal')!]));
    expect(carried?.carried.has(termOf('canal')!)).toBe(true);
    expect(judge(statement, CANAL)).toBe('True');
  });

  it('does not carry it into a claim about another subject ("Lake Malawi has 80 islands" against "Fishing families live on about 80 islands")', () => {
    const statement = 'Lake Malawi has about 80 small islands.';
    expect(carryTopic(statement, entryFor(ISLANDS, statement, 'Fishing'), new Set([termOf('Lake')!, termOf('Malawi')!]))).toBeNull();
    expect(judge(statement, ISLANDS)).not.toBe('True');
  });

  it('does not carry one river into a sentence that names the other', () => {
    const statement = 'The Oder flows north into the North Sea.';
    expect(carryTopic(statement, entryFor(RIVERS, statement, 'Elbe'), new Set([termOf('Elbe')!, termOf('Oder')!]))).toBeNull();
    expect(judge(statement, RIVERS)).not.toBe('True');
  });
});

describe('carryTopic: a "they"/"it" that opens a claim mid-sentence', () => {
  // Our own sentences.
  const OTTERS = 'Otters are playful animals of rivers and coasts. Most adults weigh about 10 kg, although the largest males can reach 14 kg, and they have thick brown fur.';
  const topic = new Set([termOf('Otters')!]);
  it('carries the topic into "…, and they have thick brown fur" for a plural subject', () => {
    const statement = 'Otters have thick brown fur.';
    expect(carryTopic(statement, entryFor(OTTERS, statement, 'brown fur'), topic)?.carried.has(termOf('Otters')!)).toBe(true);
  });
  it('does not when the pronoun does not agree with the statement\'s subject ("it" for "Otters", "they" for "The otter")', () => {
    const single = 'The otter has thick brown fur.';
    expect(carryTopic(single, entryFor(OTTERS, single, 'brown fur'), new Set([termOf('otter')!]))).toBeNull();
  });
});

describe('the topic carried past an opening phrase ("By the third century BC it had …")', () => {
  // Our own sentences; the sentence before gives other numbers, which only a pronoun's carried words could mix in.
  const CITY = 'Carthage was a trading city on the coast of North Africa. Founded around 814 BC, the city grew rich on trade. By the third century BC it had perhaps 300,000 people, two markets and a harbour that could hold 220 warships.';
  it('states "Carthage had a harbour that could hold 220 warships"', () => {
    expect(judge('Carthage had a harbour that could hold 220 warships.', CITY)).toBe('True');
  });
  it('does not state it with another number', () => {
    expect(judge('Carthage had a harbour that could hold 300,000 warships.', CITY)).not.toBe('True');
  });
});
