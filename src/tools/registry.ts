import type { ToolId } from '../domain/tools';
import { aiDetectorEngine } from './ai-detector/index';
import { detectLanguageEngine } from './detect-language/index';
import type { ToolEngine } from './engine';
import { grammarCheckerEngine } from './grammar-checker/index';
import { plagiarismEngine } from './plagiarism/index';
import { textCompareEngine } from './text-compare/index';

/** Engines that exist. A tool in the catalogue without an engine here answers "not available yet". */
const ENGINES: Partial<Record<ToolId, ToolEngine<never, unknown>>> = {
  // Offline (embedded model); the server swaps in a twin that also asks OPENAI_BASE_URL for log-probabilities.
  'ai-detector': aiDetectorEngine as ToolEngine<never, unknown>,
  'text-compare': textCompareEngine as ToolEngine<never, unknown>,
  'detect-language': detectLanguageEngine as ToolEngine<never, unknown>,
  'grammar-checker': grammarCheckerEngine as ToolEngine<never, unknown>,
  // Compares with the request's own sources; the server swaps in a store-backed twin (saved documents, corpus).
  plagiarism: plagiarismEngine as ToolEngine<never, unknown>,
};

export function findEngine(id: ToolId): ToolEngine<unknown, unknown> | undefined {
  return ENGINES[id] as ToolEngine<unknown, unknown> | undefined;
}
