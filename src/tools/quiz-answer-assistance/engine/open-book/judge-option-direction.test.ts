import { describe, expect, it } from 'vitest';
import { readQuestion } from '../read/read-question';
import { answerFromMaterial } from './answer-from-material';

const LAKE =
  'Lake Baikal lies in southern Siberia. More than 300 rivers and streams flow into it, the largest being the Selenga, which rises in Mongolia and brings in about half of the water. ' +
  'Only one river flows out: the Angara, which runs past the city of Irkutsk and joins the Yenisei, whose waters eventually reach the Arctic Ocean.';
const RIVERS = ['The Selenga', 'The Angara', 'The Yenisei'];

describe('multiple choice by direction (judge-option-direction.ts)', () => {
  it('picks the one option the material names going the asked way, surely', () => {
    const out = answerFromMaterial(readQuestion('Which river carries water out of Lake Baikal?', RIVERS), LAKE);
    expect(out.text).toBe('The Angara');
    expect(out.confident).toBe(true);
    const into = answerFromMaterial(readQuestion('Which river flows into Lake Baikal and brings in about half of its water?', RIVERS), LAKE);
    expect(into.text).toBe('The Selenga');
  });

  it('picks nothing by direction when the question asks none, or asks which does NOT', () => {
    const past = answerFromMaterial(readQuestion('Which river runs past Irkutsk?', RIVERS), LAKE);
    expect(past.confidence).not.toBe(0.9);
    const not = answerFromMaterial(readQuestion('Which river does NOT flow out of Lake Baikal?', RIVERS), LAKE);
    expect(not.text === 'The Angara' && not.confident).toBe(false);
  });
});
