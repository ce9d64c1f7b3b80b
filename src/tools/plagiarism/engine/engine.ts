import { type ContractEngine, createToolEngine } from '../../../platform/engine';
import { checkText } from './check-text';
import { plagiarismContract } from '../contract';
import type { PlagiarismSources } from './sources-port';

/**
 * Plagiarism check. Without a store it compares the text with the sources in the request; the
 * server passes a store so saved documents, the reference corpus and web search take part too.
 * Both response levels get every match: a similarity score without its passages explains nothing.
 */
export function createPlagiarismEngine(sources: PlagiarismSources = {}): ContractEngine<typeof plagiarismContract> {
  return createToolEngine(plagiarismContract, (input, context) => checkText(input, sources, { userId: context.userId, signal: context.signal }));
}

export const plagiarismEngine = createPlagiarismEngine();
