import { describe, expect, it } from 'vitest';
import { readQuestion } from '../read/read-question';
import { answerFromMaterial } from './answer-from-material';
import { resolveGroupOption } from './resolve-group-option';

const DANUBE = 'Vienna, Budapest and Belgrade all stand on the Danube. Rotterdam is at the mouth of the Rhine. Amsterdam is the capital of the Netherlands.';

describe('resolveGroupOption', () => {
  it('answers "all of the above" when every other option is supported as well as the best', () => {
    const found = answerFromMaterial(readQuestion('Which of these stand on the Danube?', ['Vienna', 'Budapest', 'Belgrade', 'All of the above']), DANUBE);
    expect(found).toMatchObject({ optionIndex: 3, text: 'All of the above' });
  });

  it('keeps the one supported option when the others are not', () => {
    const found = answerFromMaterial(readQuestion('Which of these stand on the Danube?', ['Vienna', 'Rotterdam', 'Amsterdam', 'All of the above']), DANUBE);
    expect(found).toMatchObject({ optionIndex: 0, text: 'Vienna' });
  });

  it('is never sure of a single option when several are supported but not all', () => {
    expect(resolveGroupOption('Which stand on the Danube?', ['Vienna', 'Budapest', 'Rotterdam', 'All of the above'], [1, 0.9, 0.1, 0], false)).toEqual({ kind: 'unsure' });
  });

  it('gives no single sure answer to a select-all question', () => {
    expect(resolveGroupOption('Select all that apply: which stand on the Danube?', ['Vienna', 'Rotterdam'], [1, 0.1], false)).toEqual({ kind: 'unsure' });
    expect(resolveGroupOption('Which city stands on the Danube?', ['Vienna', 'Rotterdam'], [1, 0.1], false)).toEqual({ kind: 'single' });
  });
});
