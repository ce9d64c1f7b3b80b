import { registerTool } from '../../platform/tool-registration';
import { mathContract, type MathSetup } from './contract';
import { createMathEngine } from './engine/engine';

export const tool = registerTool({
  contract: mathContract,
  // With an OpenAI-compatible server, a model turns word problems into equations; our engine still solves and checks them.
  createEngine: ({ openai }) => createMathEngine(openai ? { openai } : {}),
  describeSetup: ({ openai }): MathSetup => ({ wordProblemModel: Boolean(openai) }),
  // Starts the worker thread and loads the CAS libraries before the first student waits for them.
  warmUpInput: { problem: 'x^2-5x+6=0' },
});
