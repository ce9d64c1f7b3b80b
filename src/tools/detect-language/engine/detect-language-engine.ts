import { createToolEngine, ToolInputError, type ToolRunContext } from '../../../platform/engine';
import { type BackendSet, withBackendsLoaded } from './backends/load-backends';
import { ADVANCED_ALTERNATIVES, BASIC_ALTERNATIVES, buildResult } from './build-result';
import { findTextProblem } from './check-text';
import { detectParagraphs, measureForeignShare } from './detect-paragraphs';
import { listStageBackends } from './ensemble-model';
import { identifyText } from './identify-text';
import { type BatchResult, type DetectionResult, detectLanguageContract } from '../contract';

/** A text with more than this share of paragraphs in other languages is too mixed to call. */
const MAX_FOREIGN_SHARE = 0.25;
/** Detection is synchronous CPU work: a long batch yields to the event loop this often. */
const YIELD_EVERY = 16;

function detectOneWith(text: string, backends: BackendSet, context: ToolRunContext): DetectionResult {
  const problem = findTextProblem(text);
  if (problem) throw new ToolInputError(problem);
  const advanced = context.responses === 'advanced';
  const identification = identifyText(text, backends, { allVotes: advanced });
  const result = buildResult(text, identification, advanced ? ADVANCED_ALTERNATIVES : BASIC_ALTERNATIVES, advanced);
  if (!result) throw new ToolInputError('No language could be recognised in the text.');
  const paragraphs = detectParagraphs(text, backends);
  if (paragraphs.length > 0) {
    if (measureForeignShare(paragraphs, result.language.code) > MAX_FOREIGN_SHARE) result.reliable = false;
    if (advanced) result.paragraphs = paragraphs;
  }
  return result;
}

/** The cascade's first stage's libraries, loaded before any text; the later ones load when a text first needs them. */
const FIRST_STAGE_BACKENDS = listStageBackends('quick', 0);

function detectOne(text: string, context: ToolRunContext): Promise<DetectionResult> {
  return withBackendsLoaded(FIRST_STAGE_BACKENDS, (backends) => detectOneWith(text, backends, context));
}

const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

async function detectBatch(texts: readonly string[], context: ToolRunContext): Promise<BatchResult> {
  const results: BatchResult['results'] = [];
  for (const [index, text] of texts.entries()) {
    context.signal?.throwIfAborted();
    if (index > 0 && index % YIELD_EVERY === 0) await yieldToEventLoop();
    try {
      results.push(await detectOne(text, context));
    } catch (error) {
      // One bad line must not sink a batch: it gets its own error row in the results table.
      if (!(error instanceof ToolInputError)) throw error;
      results.push({ error: { code: 'invalid_input', message: `Text ${index + 1}: ${error.message}` } });
    }
  }
  const [first] = results;
  if (first && 'error' in first && results.every((result) => 'error' in result)) {
    // Nothing to show: fail the request so that it does not use up the user's allowance.
    throw new ToolInputError(`None of the texts has a language to detect. ${first.error.message}`);
  }
  return { results };
}

/** Language identification of one text or a batch: five libraries in an ensemble, the script where it decides alone. */
export const detectLanguageEngine = createToolEngine(detectLanguageContract, async (input, context) => {
  if (input.texts) return detectBatch(input.texts, context);
  return detectOne(input.text ?? '', context);
});
