import { afterAll, describe, expect, it } from 'vitest';
import { ToolInputError } from '../../../platform/engine';
import { stopMathWorker } from '../../math-problem-assistance/index';
import { quizContract } from '../contract';
import { createQuizEngine } from './engine';

const engine = createQuizEngine();

// A SciQ-style question: four options and the textbook paragraph it was written from.
const SCIQ_LIKE = {
  question: 'What type of organism is commonly used in preparation of foods such as cheese and yogurt?',
  options: ['viruses', 'protozoa', 'gymnosperms', 'mesophilic organisms'],
  material:
    'Mesophiles grow best in moderate temperature, typically between 25°C and 40°C (77°F and 104°F). Mesophiles are often found living in or on the bodies of humans or other animals. ' +
    'The optimal growth temperature of many pathogenic mesophiles is 37°C (98°F), the normal human body temperature. ' +
    'Mesophilic organisms have important uses in food preparation, including cheese, yogurt, beer and wine.',
};

async function run(input: unknown, responses: 'basic' | 'advanced') {
  return quizContract.result.parse(await engine.run(quizContract.input.parse(input), { responses }));
}

describe('quiz engine', () => {
  afterAll(async () => {
    await stopMathWorker();
  });

  it('answers a question from its material with the evidence located in it', async () => {
    const result = await run(SCIQ_LIKE, 'basic');
    expect(result).toMatchObject({ status: 'answered', kind: 'multiple_choice', engine: 'embedded', answer: { optionIndex: 3, text: 'mesophilic organisms' } });
    expect(result.hints[0]).not.toMatch(/mesophil/i);
    expect(result.hints.at(-1)).toMatch(/^The answer is D\) mesophilic organisms/);
    const [best] = result.evidence;
    expect(SCIQ_LIKE.material.slice(best!.offset, best!.offset + best!.length)).toBe(best!.text);
    expect(best!.text).toContain('cheese, yogurt');
    expect(result.options).toBeUndefined();
    expect(result.reading.options).toEqual(SCIQ_LIKE.options);
  });

  it('explains every option to advanced responses', async () => {
    const result = await run(SCIQ_LIKE, 'advanced');
    expect(result.options?.map((option) => option.correct)).toEqual([false, false, false, true]);
    expect(result.options?.every((option) => option.why.length > 0)).toBe(true);
    expect(result.hints.at(-1)).toMatch(/^Why not the others: A\) viruses/);
  });

  it('reads options pasted under the question', async () => {
    const pasted = { question: `${SCIQ_LIKE.question}\nA) viruses\nB) protozoa\nC) gymnosperms\nD) mesophilic organisms`, material: SCIQ_LIKE.material };
    const result = await run(pasted, 'basic');
    expect(result.reading).toEqual({ stem: SCIQ_LIKE.question, options: SCIQ_LIKE.options });
    expect(result.answer?.optionIndex).toBe(3);
  });

  it("works a calculation out with the math tool's engine and picks the option equal to it", async () => {
    for (const responses of ['basic', 'advanced'] as const) {
      const result = await run({ question: 'What is 15% of 80?', options: ['10', '12 ', '15', '20'] }, responses);
      expect(result).toMatchObject({ status: 'answered', kind: 'calculation', answer: { text: '12', optionIndex: 1 } });
      expect(result.steps?.length).toBeGreaterThan(0);
      expect(result.steps?.every((step) => step.verified)).toBe(true);
      expect(result.hints[0]).not.toContain('12');
      expect(result.options !== undefined).toBe(responses === 'advanced');
    }
    const equation = await run({ question: 'Solve 2x + 3 = 7' }, 'basic');
    expect(equation).toMatchObject({ status: 'answered', kind: 'calculation', answer: { text: 'x = 2', optionIndex: null } });
  });

  it('without material or a model server, says what it needs and still helps read the question', async () => {
    const result = await run({ question: 'A plateau is most likely formed by', options: ['runoff from a river.', 'weathering by waves.', 'a buildup of cooled lava.'] }, 'advanced');
    expect(result).toMatchObject({ status: 'unsupported', engine: 'embedded', evidence: [] });
    expect(result.answer).toBeUndefined();
    expect(result.message).toContain('OPENAI_BASE_URL');
    expect(result.message).toContain('material');
    expect(result.hints[0]).toContain('plateau');
  });

  it('refuses a multiple-choice question with a single option', async () => {
    await expect(engine.run(quizContract.input.parse({ question: 'Which is a mammal?', options: ['whale'] }), { responses: 'basic' })).rejects.toThrow(ToolInputError);
    await expect(engine.run(quizContract.input.parse({ question: 'Which is a mammal?\nA) whale' }), { responses: 'basic' })).rejects.toThrow(/at least two options/);
  });
});
