import { z } from 'zod';
import type { ToolEngine } from '../engine';
import { countWords } from '../../domain/word-count';

const inputSchema = z.object({ original: z.string(), revised: z.string() });
type Input = z.infer<typeof inputSchema>;

// Temporary skeleton: replaced by the real engine in this folder.
export const textCompareEngine: ToolEngine<Input, unknown> = {
  id: 'text-compare',
  inputSchema,
  countInputWords: (input) => Math.max(countWords(input.original), countWords(input.revised)),
  run: async () => {
    throw new Error('text-compare engine not built yet');
  },
};
