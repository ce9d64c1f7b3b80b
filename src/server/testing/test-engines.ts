import { z } from 'zod';
import { countWords } from '../../domain/word-count';
import type { ToolId } from '../../domain/tools';
import { ToolInputError, type ToolEngine } from '../../platform/engine';
import { textCompareEngine } from '../../tools/text-compare/engine/engine';
import { createTooComplexError } from '../engines/workers/lane-errors';

const textInput = z.object({ text: z.string().min(1, 'Enter some text') });
type TextInput = z.infer<typeof textInput>;

/** An engine that answers with what it was given: lets tests observe the pipeline, not a tool. */
export function createEchoEngine(id: ToolId): ToolEngine<TextInput, { echo: string; responses: string }> {
  return {
    id,
    inputSchema: textInput,
    countInputWords: (input) => countWords(input.text),
    run: async (input, context) => {
      if (input.text === 'reject me') throw new ToolInputError('This text cannot be processed.');
      if (input.text === 'too complex') throw new ToolInputError('This took too long to work out.', { code: 'input_too_complex', status: 413 });
      if (input.text === 'crash me') throw new Error('engine bug');
      // What an engine lane answers when it stopped a run that held its thread for the whole budget.
      if (input.text === 'over budget') throw createTooComplexError(60_000);
      return { echo: input.text, responses: context.responses };
    },
  };
}

/**
 * Test wiring: ai-detector, plagiarism and grammar-checker echo; translate and detect-language are
 * missing (tool_unavailable); text-compare is the real engine.
 */
export function createTestEngines(overrides: Partial<Record<ToolId, AnyEngine | undefined>> = {}) {
  const engines: Partial<Record<ToolId, AnyEngine | undefined>> = {
    'ai-detector': createEchoEngine('ai-detector'),
    plagiarism: createEchoEngine('plagiarism'),
    'grammar-checker': createEchoEngine('grammar-checker'),
    'text-compare': textCompareEngine,
    ...overrides,
  };
  return (id: ToolId) => engines[id] as ToolEngine<unknown, unknown> | undefined;
}

/** Any engine, whatever its input type (the pipeline validates input with the engine's own schema). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- input types differ per engine by design
type AnyEngine = ToolEngine<any, unknown>;
