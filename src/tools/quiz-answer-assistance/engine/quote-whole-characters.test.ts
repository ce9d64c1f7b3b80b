import { afterAll, describe, expect, it } from 'vitest';
import { stopMathWorker } from '../../math-problem-assistance/index';
import { buildHintLadder } from './build-hint-ladder';
import { quizContract } from '../contract';
import { createQuizEngine } from './engine';
import { quoteMaterial } from './open-book/quote-material';
import { readQuestion } from './read/read-question';

/** Half of a surrogate pair: PostgreSQL refuses it in jsonb, so a result holding one answered 500 (issue 31). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;
/** The same in JSON text: JSON.stringify writes a lone surrogate as an escape (a pair stays as it is). */
const ESCAPED_LONE_SURROGATE = /\\u[dD][89a-fA-F][0-9a-fA-F]{2}/u;
/** The fuzz run's material: 500 characters outside the BMP and no space, so every cap falls between two halves. */
const ASTRAL_MATERIAL = '𝂮🝱'.repeat(250);

describe('quotes of material written outside the Basic Multilingual Plane', () => {
  afterAll(async () => {
    await stopMathWorker();
  });

  it('the hint ladder cuts its quote of the key sentence on a whole character', () => {
    const reading = readQuestion('What do plants need to make food?', ['sunlight', 'sand']);
    const hints = buildHintLadder({ reading, material: ASTRAL_MATERIAL, evidence: [{ text: ASTRAL_MATERIAL, offset: 0, length: ASTRAL_MATERIAL.length }] });
    const quoted = hints.find((hint) => hint.includes('…”'));
    expect(quoted).toBeDefined();
    for (const hint of hints) expect(hint).not.toMatch(LONE_SURROGATE);
  });

  it('a statement’s quote of the material cuts on a whole character', () => {
    expect(quoteMaterial(ASTRAL_MATERIAL)).not.toMatch(LONE_SURROGATE);
    expect(quoteMaterial(`x${ASTRAL_MATERIAL}`)).not.toMatch(LONE_SURROGATE);
  });

  it('the engine answers the fuzz run’s input with no half characters anywhere in its result', async () => {
    const engine = createQuizEngine();
    // The fuzz run's mutation: the run inserted into the example's material, so the key sentence is long and quoted in part.
    const material = `Plants make their own food by ${ASTRAL_MATERIAL}photosynthesis, which needs sunlight, water and carbon dioxide.`;
    const input = quizContract.input.parse({ question: 'What do plants need to make food? A) sunlight B) sand', material });
    const result = await engine.run(input, { responses: 'advanced' });
    expect(result.hints.some((hint) => hint.includes('…”'))).toBe(true);
    expect(JSON.stringify(result)).not.toMatch(ESCAPED_LONE_SURROGATE);
  }, 60_000);
});
