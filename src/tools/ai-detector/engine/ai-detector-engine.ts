import { countWords } from '../../../domain/word-count';
import { type ContractEngine, createToolEngine, ToolInputError, type ToolRunContext } from '../../../platform/engine';
import {
  type BinocularsScale,
  combineLogits,
  computeBinocularsScore,
  convertBinocularsToLogit,
  DEFAULT_BINOCULARS_SCALE,
  type LogprobProvider,
} from './binoculars-score';
import { decideVerdict, MIN_WORDS, MIN_WORDS_HAN } from './decide-verdict';
import { identifyLanguage, type IdentifiedLanguage } from './identify-language';
import { findLanguageModel, findThresholds, type LoadedDetector, loadDetector } from './load-model';
import { aiDetectorContract, type AiDetectorResult, describeTooShort } from '../contract';
import { calibrateSentence, roundProbability, scoreText } from './score-text';
import { describeStoryCaveat } from './describe-story-caveat';

export interface AiDetectorOptions {
  /** Turns on the combined mode: per-token log-probabilities from a language model server. */
  logprobProvider?: LogprobProvider;
  binocularsScale?: BinocularsScale;
  /** Defaults to the shipped model; tests and the evaluation pass their own. */
  loadDetector?: () => LoadedDetector;
  /** Defaults to the detect-language engine. */
  identifyLanguage?: (text: string) => Promise<IdentifiedLanguage>;
}

const SIGNALS_SHOWN = { basic: 3, advanced: 8 } as const;
const sigmoid = (value: number): number => 1 / (1 + Math.exp(-value));

/**
 * Builds the AI-detector engine. Without a provider it is fully offline ('embedded' mode); with one,
 * a Binoculars-style score from the provider's log-probabilities is averaged in ('embedded+binoculars').
 */
export function createAiDetectorEngine(options: AiDetectorOptions = {}): ContractEngine<typeof aiDetectorContract> {
  const load = options.loadDetector ?? loadDetector;
  const identify = options.identifyLanguage ?? identifyLanguage;
  const scale = options.binocularsScale ?? DEFAULT_BINOCULARS_SCALE;

  async function detect(text: string, context: ToolRunContext): Promise<AiDetectorResult> {
    const detector = load();
    const { language, model } = await identify(text);
    const support = findLanguageModel(detector.model, model) ? 'trained' : 'transfer';
    const words = countWords(text);
    const minWords = model === 'zh' ? MIN_WORDS_HAN : MIN_WORDS;
    const notes: string[] = [];
    if (support === 'transfer') {
      notes.push(
        `No model is trained on ${language.name}: the score uses language-independent statistics only and is held closer to 50%.`,
      );
    }
    const base = { language: { ...language, support } as AiDetectorResult['language'], words, minWords, notes };
    // The schema refuses fewer than MIN_WORDS before the request is charged; Chinese needs more, and a
    // refusal thrown here is refunded by the server, so no short text is ever charged for a guess.
    if (words < minWords) throw new ToolInputError(describeTooShort(words, minWords));
    const score = scoreText(detector, text, model);
    let logit = score.logit;
    let mode: AiDetectorResult['mode'] = 'embedded';
    let binoculars: AiDetectorResult['binoculars'];
    if (options.logprobProvider) {
      try {
        const tokens = await options.logprobProvider.scoreTokens(text, context.signal);
        const ratio = computeBinocularsScore(tokens);
        if (ratio !== undefined) {
          const binocularsLogit = convertBinocularsToLogit(ratio, scale);
          logit = combineLogits(score.logit, binocularsLogit);
          mode = 'embedded+binoculars';
          binoculars = { score: Number(ratio.toFixed(4)), aiProbability: roundProbability(sigmoid(binocularsLogit)), tokens: tokens.length };
        } else notes.push('The language model returned too few token probabilities: the embedded model alone decided.');
      } catch (error) {
        context.signal?.throwIfAborted();
        // A server that is down must not fail the check: the embedded model still answers.
        notes.push(`The language model server (${options.logprobProvider.name}) failed: ${(error as Error).message}. The embedded model alone decided.`);
      }
    }
    const aiProbability = roundProbability(sigmoid(logit));
    const verdict = decideVerdict(aiProbability, findThresholds(detector.model, model));
    const storyCaveat = support === 'trained' ? describeStoryCaveat(text, model, language.name, verdict) : undefined;
    if (storyCaveat) notes.push(storyCaveat);
    return {
      ...base,
      aiProbability,
      verdict,
      sentences:
        context.responses === 'advanced'
          ? score.sentences.map((sentence, i) => ({
              ...sentence,
              // The combined mode moves the text's log-odds; every sentence starts from the combined ones.
              aiProbability: roundProbability(calibrateSentence(logit, { contrast: score.sentenceContrasts[i] ?? 0, outlier: score.sentenceOutliers[i] ?? 0 })),
            }))
          : [],
      signals: score.signals.slice(0, SIGNALS_SHOWN[context.responses]),
      mode,
      ...(binoculars ? { binoculars } : {}),
    };
  }

  return createToolEngine(aiDetectorContract, (input, context) => detect(input.text, context));
}

/** The offline engine: no language-model server (tool.ts swaps in the combined one when the host has a server). */
export const aiDetectorEngine = createAiDetectorEngine();
