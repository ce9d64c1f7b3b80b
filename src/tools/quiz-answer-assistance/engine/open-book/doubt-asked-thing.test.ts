import { describe, expect, it } from 'vitest';
import { readQuestion } from '../read/read-question';
import { answerFromMaterial } from './answer-from-material';
import { countsNarrowerSet, cutsBeforeParticiple, namesAskedThingItself, takesOwnersPlaceForKind } from './doubt-asked-thing';

describe('namesAskedThingItself', () => {
  it('doubts the thing the asked name is given to ("a global IGO called the League of Nations", was "IGO", s44)', () => {
    expect(namesAskedThingItself('What established the League of Nations?', ' called the League of Nations.')).toBe(true);
    const answer = answerFromMaterial(readQuestion('What established the League of Nations?'), 'In 1919, the Treaty of Versailles, which ended World War I, established a global IGO called the League of Nations.');
    expect(answer.confident && /IGO/.test(answer.text ?? '')).toBe(false);
  });
  it('leaves a name that is not the question\'s alone', () => {
    expect(namesAskedThingItself('What did the treaty establish?', ' called the League of Nations.')).toBe(false);
    expect(namesAskedThingItself('What established the League of Nations?', ' in 1919.')).toBe(false);
  });
});

describe('cutsBeforeParticiple', () => {
  it('doubts a bare noun cut before "taken by …" (was "role", s44), not a noun with nothing of the kind after it', () => {
    expect(cutsBeforeParticiple('role', ' taken by a midwife during childbirth.')).toBe(true);
    expect(cutsBeforeParticiple('midwife', ' during childbirth.')).toBe(false);
    expect(cutsBeforeParticiple('Jimmy Stewart', ' played by nobody')).toBe(false);
  });
});

describe('countsNarrowerSet', () => {
  it('doubts "a dozen ongoing missions" for "how many … in total" (not stated, s44), not when the question says "ongoing"', () => {
    expect(countsNarrowerSet('How many peacekeeping missions has the UN had in total?', ' ongoing UN peacekeeping missions')).toBe(true);
    expect(countsNarrowerSet('How many ongoing peacekeeping missions were there in 2020?', ' ongoing UN peacekeeping missions')).toBe(false);
    expect(countsNarrowerSet('How many missions were there?', ' UN peacekeeping missions')).toBe(false);
  });
});

describe('takesOwnersPlaceForKind', () => {
  it('doubts "his jail cell" for "In which dialogue…?" (was "jail cell", s44), not "his Memorabilia" (a title)', () => {
    expect(takesOwnersPlaceForKind('In which dialogue does Socrates argue that the soul is immortal?', 'jail cell', 'arguing in his ')).toBe(true);
    expect(takesOwnersPlaceForKind("In what work did Xenophon write about Socrates's trial?", 'Memorabilia', 'death in his ')).toBe(false);
    expect(takesOwnersPlaceForKind('Where did Socrates argue?', 'jail cell', 'arguing in his ')).toBe(false);
  });
});
