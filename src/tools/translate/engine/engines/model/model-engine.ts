import { z } from 'zod';
import type { OpenAiCompatibleServer } from '../../../../../platform/engine-ports';
import { askChatModelForJson, describeModelServer } from '../../../../../platform/model-server/ask-chat-model';
import type { GlossaryTerm } from '../../../contract';
import { countGlossaryInTranslation, countTermOccurrences, findGlossaryTermsInText, protectGlossaryTerms } from '../../pipeline/apply-glossary';
import { listPlaceholders, placeholderFor, restoreSpans, type ProtectedSpan } from '../../pipeline/protect-spans';
import type { EngineRequest, TranslationEngine } from '../../translation-engine';
import { translateInBatches } from '../batch-segments';
import { crossPairs } from '../cross-pairs';
import { TranslationProviderError } from '../provider-error';
import { buildTranslationPrompt } from './build-translation-prompt';

export const MODEL_ENABLE_LINE =
  'Set OPENAI_BASE_URL (and OPENAI_MODEL) to an OpenAI-compatible server, e.g. OPENAI_BASE_URL=http://localhost:11434/v1 OPENAI_MODEL=qwen2.5:7b for Ollama.';

/**
 * Languages general instruction-tuned models translate well; listing every language a model might
 * attempt would promise pairs it handles poorly.
 */
export const MODEL_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'ca', 'pl', 'ru', 'uk', 'sv', 'da', 'cs', 'ro', 'tr', 'zh', 'ja', 'ko', 'ar'];

/** A local 7B model writes about 10–20 tokens a second on a CPU: a batch is kept short, and given time. */
const LIMITS = { maxSegments: 12, maxChars: 2_000 };
const MODEL_TRANSLATE_TIMEOUT_MS = 120_000;

const answerSchema = z.object({ translations: z.array(z.string()) });

export interface ModelEngineOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Any OpenAI-compatible model (OPENAI_BASE_URL), prompted to translate by meaning and to keep formatting and placeholders. */
export function createModelEngine(server: OpenAiCompatibleServer | undefined, options: ModelEngineOptions = {}): TranslationEngine {
  async function ask(request: EngineRequest, texts: string[], glossary: readonly GlossaryTerm[] | undefined): Promise<string[]> {
    if (!server) throw new TranslationProviderError(`No model is configured. ${MODEL_ENABLE_LINE}`);
    const messages = buildTranslationPrompt({ ...request, segments: texts, glossary });
    const answer = await askChatModelForJson(server, messages, answerSchema, 'the JSON translations', {
      signal: request.signal,
      timeoutMs: options.timeoutMs ?? MODEL_TRANSLATE_TIMEOUT_MS,
      fetch: options.fetch,
    });
    if (!answer.ok) throw new TranslationProviderError(answer.error);
    if (answer.value.translations.length === texts.length) return answer.value.translations;
    // A model that merged or split sentences: one at a time keeps the segments aligned.
    if (texts.length === 1) throw new TranslationProviderError(`${describeModelServer(server)} did not answer one translation per segment.`);
    const one: string[] = [];
    for (const text of texts) one.push(...(await ask(request, [text], glossary)));
    return one;
  }

  /** Models do not always obey a glossary: a segment that lost a term is redone with the term held in place. */
  async function enforceGlossary(request: EngineRequest, sources: readonly string[], translated: string[]): Promise<string[]> {
    const glossary = request.glossary ?? [];
    const languages = { source: request.source, target: request.target };
    const out = [...translated];
    for (const [index, source] of sources.entries()) {
      const used = findGlossaryTermsInText(source, glossary, request.source);
      if (used.length === 0) continue;
      const counts = countGlossaryInTranslation(source, out[index] ?? '', used, languages);
      if (counts.every((count, term) => count.count >= countTermOccurrences(source, used[term]?.source ?? '', request.source))) continue;
      // The segment's own placeholders stay as they are; the held terms are numbered after them.
      const held = protectGlossaryTerms({ text: source, spans: keepOwnPlaceholders(source) }, used, languages);
      const [redone] = await ask(request, [held.text], undefined);
      out[index] = restoreSpans(redone ?? '', held.text, held.spans).text;
    }
    return out;
  }

  return {
    id: 'model',
    async listPairs() {
      return server ? crossPairs(MODEL_LANGUAGES, MODEL_LANGUAGES) : [];
    },
    async unavailableReason() {
      return server ? undefined : `No model is configured. ${MODEL_ENABLE_LINE}`;
    },
    async translate(request) {
      const translated = await translateInBatches(request.segments, LIMITS, (texts) => ask(request, texts, request.glossary));
      const glossaryHandled = Boolean(request.glossary?.length);
      const segments = glossaryHandled ? await enforceGlossary(request, request.segments, translated) : translated;
      return { segments, glossaryHandled, formalityHandled: request.formality !== 'default' };
    },
  };
}

/** Stand-ins for the placeholders a segment already has, restored as themselves. */
function keepOwnPlaceholders(text: string): ProtectedSpan[] {
  const count = Math.max(-1, ...listPlaceholders(text)) + 1;
  return Array.from({ length: count }, (_, index) => ({ kind: 'markup', original: placeholderFor(index), restoreAs: placeholderFor(index) }));
}
