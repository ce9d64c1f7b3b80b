import { registerTool } from '../../platform/tool-registration';
import { quizContract, type QuizSetup } from './contract';
import { createQuizEngine } from './engine/engine';

export const tool = registerTool({
  contract: quizContract,
  // With an OpenAI-compatible server, questions pasted without material get an answer from the model.
  // Calculations go to the host's math solver when it lends one (one math thread per process).
  createEngine: ({ openai, solveMath }) =>
    createQuizEngine({
      ...(openai ? { openai } : {}),
      ...(solveMath ? { solveMath: (problem, context) => solveMath(problem, context.responses) } : {}),
    }),
  describeSetup: ({ openai }): QuizSetup => ({ closedBookModel: Boolean(openai) }),
  // Loads the sentence index, stemmer and calibration before the first student waits for them.
  warmUpInput: {
    question: 'What do plants need to make food? A) sunlight B) sand',
    material: 'Plants make their own food by photosynthesis, which needs sunlight, water and carbon dioxide.',
  },
});
