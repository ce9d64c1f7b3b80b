import { countWords } from '../../domain/word-count';
import type { ToolEngine } from '../engine';
import { checkText } from './check-text';
import { plagiarismInputSchema, type ParsedPlagiarismInput, type PlagiarismResult } from './schema';
import type { PlagiarismSources } from './sources-port';

/**
 * Plagiarism check. Without a store it compares the text with the sources in the request; the
 * server passes a store so saved documents, the reference corpus and web search take part too.
 * Both response levels get every match: a similarity score without its passages explains nothing.
 */
export function createPlagiarismEngine(sources: PlagiarismSources = {}): ToolEngine<ParsedPlagiarismInput, PlagiarismResult> {
  return {
    id: 'plagiarism',
    inputSchema: plagiarismInputSchema,
    // The plan's limit bounds the text being checked; sources are reference material, bounded by the schema.
    countInputWords: (input) => countWords(input.text),
    run: (input, context) => checkText(input, sources, { userId: context.userId, signal: context.signal }),
  };
}

export const plagiarismEngine = createPlagiarismEngine();
