import { ToolInputError, ToolServiceError } from '../../../platform/engine';
import type { GlossaryTerm, ParsedTranslateInput, TranslateResult } from '../contract';
import { TranslationProviderError } from './engines/provider-error';
import type { EngineReply, TranslationEngine } from './translation-engine';
import { agreeArticles, type ForcedTerm } from './pipeline/agree-articles';
import { countGlossaryApplied, countGlossaryInTranslation, describeForcedTerm, findGlossaryTermsInText, findUncertainPlurals, protectGlossaryTerms } from './pipeline/apply-glossary';
import { detectSourceLanguage } from './pipeline/detect-source';
import { nameLanguage, toBaseLanguage } from './pipeline/language-codes';
import { findNounFacts, type LookUpWords, type NounFacts } from './pipeline/noun-facts';
import { pickEngine } from './pipeline/pick-engine';
import { polishWithGrammar } from './pipeline/polish-with-grammar';
import { type ProtectedSpan, type ProtectedText, protectSpans, restoreSpans } from './pipeline/protect-spans';
import { segmentSentences } from './pipeline/segment-sentences';

/** Engines that take a glossary in the request; the others get it forced through placeholders. */
const NATIVE_GLOSSARY = new Set<string>(['deepl', 'model']);
/** Sentences per engine call: small enough for steady progress on a document, large enough to amortise a call. */
export const DEFAULT_CHUNK_SIZE = 40;

export interface TranslateTextOptions {
  /** The engines this host has (list-engines); `auto` picks among them. */
  engines: readonly TranslationEngine[];
  signal?: AbortSignal;
  chunkSize?: number;
  /** After each chunk: the sentences done so far out of all (a document's progress bar). */
  onProgress?: (done: number, total: number) => void;
  /** A dictionary for glossary plurals and genders (Apertium's analysers); without it, spelling rules alone. */
  lookUpWords?: LookUpWords;
}

interface Sentence {
  source: string;
  /** The blanks (spaces, line breaks) before it, kept exactly as written. */
  before: string;
}

interface ChunkOutcome {
  targets: string[];
  reply: EngineReply;
  glossarySpans: ProtectedSpan[];
  lostSpans: number;
}

function splitText(text: string): { sentences: Sentence[]; trailing: string } {
  let cursor = 0;
  const sentences = segmentSentences(text).map(({ start, end }) => {
    const sentence = { source: text.slice(start, end), before: text.slice(cursor, start) };
    cursor = end;
    return sentence;
  });
  return { sentences, trailing: text.slice(cursor) };
}

async function translateChunk(
  engine: TranslationEngine,
  sources: readonly string[],
  request: {
    source: string;
    target: string;
    formality: ParsedTranslateInput['formality'];
    glossary: GlossaryTerm[];
    forceGlossary: boolean;
    nouns: ReadonlyMap<string, NounFacts>;
    signal?: AbortSignal;
  },
): Promise<ChunkOutcome> {
  const languages = { source: request.source, target: toBaseLanguage(request.target), nouns: request.nouns };
  const protectedTexts: ProtectedText[] = sources.map((source) => {
    const spans = protectSpans(source);
    return request.forceGlossary && request.glossary.length > 0 ? protectGlossaryTerms(spans, request.glossary, languages) : spans;
  });
  const reply = await engine.translate({
    segments: protectedTexts.map((text) => text.text),
    source: request.source,
    target: request.target,
    formality: request.formality,
    ...(!request.forceGlossary && request.glossary.length > 0 ? { glossary: request.glossary } : {}),
    ...(request.signal ? { signal: request.signal } : {}),
  });
  if (reply.segments.length !== sources.length) {
    throw new Error(`The ${engine.id} engine answered ${reply.segments.length} sentences for ${sources.length}.`);
  }
  let lostSpans = 0;
  const targets = reply.segments.map((output, index) => {
    const protectedText = protectedTexts[index] ?? { text: '', spans: [] };
    const restored = restoreSpans(output, protectedText.text, protectedText.spans);
    lostSpans += restored.missing.length;
    const forced = protectedText.spans.flatMap((span): ForcedTerm[] => {
      const term = describeForcedTerm(span, request.glossary, languages);
      return term ? [term] : [];
    });
    return forced.length > 0 ? agreeArticles(restored.text, forced, languages.target) : restored.text;
  });
  return { targets, reply, glossarySpans: protectedTexts.flatMap((text) => text.spans), lostSpans };
}

/**
 * A text to another language: detect the source when asked, pick the engine, split into sentences, protect
 * what must survive (URLs, numbers, code, markup, glossary terms), translate chunk by chunk, put it back.
 */
export async function translateText(input: ParsedTranslateInput, options: TranslateTextOptions): Promise<TranslateResult> {
  const detected = input.source === 'auto';
  const source = detected ? await detectSourceLanguage(input.text, options.signal) : toBaseLanguage(input.source);
  const target = toBaseLanguage(input.target);
  if (source === target) {
    throw new ToolInputError(`The text is already in ${nameLanguage(source)}${detected ? ' (detected)' : ''}: choose another target language${detected ? ', or set the source language' : ''}.`);
  }
  const engine = await pickEngine(options.engines, input.engine, source, input.target);
  try {
    return await translateWith(engine, input, { source, target, detected }, options);
  } catch (error) {
    if (!(error instanceof TranslationProviderError)) throw error;
    // A provider that is down or out of quota: with "auto", the next engine that has the pair takes over, and the note says so.
    const fallback = input.engine === 'auto' ? await pickEngine(options.engines.filter((other) => other !== engine), 'auto', source, input.target).catch(() => undefined) : undefined;
    if (!fallback) throw new ToolServiceError(`${error.message} The ${engine.id} engine could not translate this text; try again later${input.engine === 'auto' ? '' : ', or choose another engine'}.`);
    const result = await translateWith(fallback, input, { source, target, detected }, options);
    return { ...result, notes: [`The ${engine.id} engine failed (${error.message}), so ${fallback.id} translated this text.`, ...result.notes] };
  }
}

async function translateWith(
  engine: TranslationEngine,
  input: ParsedTranslateInput,
  { source, target, detected }: { source: string; target: string; detected: boolean },
  options: TranslateTextOptions,
): Promise<TranslateResult> {
  const { sentences, trailing } = splitText(input.text);
  const glossary = findGlossaryTermsInText(input.text, input.glossary ?? [], source);
  const native = NATIVE_GLOSSARY.has(engine.id);
  // Even a native engine may need a term forced again, so the plurals are ready for every engine.
  const nouns = await findNounFacts(glossary, target, options.lookUpWords);
  const chunkSize = Math.max(1, options.chunkSize ?? DEFAULT_CHUNK_SIZE);
  const targets: string[] = [];
  const glossarySpans: ProtectedSpan[] = [];
  let pivot: string | undefined;
  let formalityHandled = true;
  let lostSpans = 0;
  let reforced = 0;
  let polishFixes = 0;

  for (let start = 0; start < sentences.length; start += chunkSize) {
    options.signal?.throwIfAborted();
    const chunk = sentences.slice(start, start + chunkSize).map((sentence) => sentence.source);
    const request = { source, target: input.target, formality: input.formality, glossary, forceGlossary: !native, nouns, ...(options.signal ? { signal: options.signal } : {}) };
    const outcome = await translateChunk(engine, chunk, request);
    let chunkTargets = outcome.targets;
    glossarySpans.push(...outcome.glossarySpans);
    lostSpans += outcome.lostSpans;
    if (native && glossary.length > 0) {
      // Every term must come through: sentences where the engine dropped one go again with the term forced.
      const missed = chunk.flatMap((sentence, index) => (missesGlossaryTerm(sentence, chunkTargets[index] ?? '', glossary, source, target) ? [index] : []));
      if (missed.length > 0 || outcome.reply.glossaryHandled === false) {
        const redo = outcome.reply.glossaryHandled === false ? chunk.map((_, index) => index) : missed;
        const forced = await translateChunk(engine, redo.map((index) => chunk[index] ?? ''), { ...request, forceGlossary: true });
        glossarySpans.push(...forced.glossarySpans);
        reforced += redo.length;
        chunkTargets = chunkTargets.map((text, index) => (redo.includes(index) ? (forced.targets[redo.indexOf(index)] ?? text) : text));
      }
    }
    if (engine.id === 'apertium') {
      // Apertium's rule-based output gets the grammar checker's sure fixes (agreement, ser/estar, accents) where that was measured to help.
      const polished = await polishWithGrammar(chunkTargets, target, options.signal);
      chunkTargets = polished.targets;
      polishFixes += polished.fixes;
    }
    targets.push(...chunkTargets);
    pivot ??= outcome.reply.pivot;
    if (outcome.reply.formalityHandled !== true) formalityHandled = false;
    options.onProgress?.(Math.min(start + chunkSize, sentences.length), sentences.length);
  }

  const translation = sentences.map((sentence, index) => sentence.before + (targets[index] ?? '')).join('') + trailing;
  const segments = sentences.map((sentence, index) => ({ source: sentence.source, target: targets[index] ?? '' }));
  const glossaryApplied = countApplied(input.text, translation, glossary, glossarySpans, native && reforced === 0, { source, target });
  const uncertain = native && reforced === 0 ? [] : findUncertainPlurals(input.text, glossary, { source, target, nouns });
  const notes = writeNotes({ engine, source, target, detected, pivot, formality: input.formality, formalityHandled, lostSpans, glossary: input.glossary ?? [], used: glossary, uncertain });
  if (polishFixes > 0) notes.push(`${polishFixes} agreement or accent fix${polishFixes === 1 ? '' : 'es'} from our ${nameLanguage(target)} grammar check ${polishFixes === 1 ? 'was' : 'were'} applied to the machine translation.`);
  return {
    translation,
    source: { code: source, detected },
    target: input.target,
    engine: engine.id,
    ...(pivot ? { pivot } : {}),
    segments,
    glossaryApplied,
    notes,
  };
}

function missesGlossaryTerm(source: string, translation: string, glossary: readonly GlossaryTerm[], sourceLanguage: string, targetLanguage: string): boolean {
  const used = findGlossaryTermsInText(source, glossary, sourceLanguage);
  if (used.length === 0) return false;
  return countGlossaryInTranslation(source, translation, used, { source: sourceLanguage, target: targetLanguage }).some((count) => count.count === 0);
}

function countApplied(
  text: string,
  translation: string,
  glossary: readonly GlossaryTerm[],
  spans: readonly ProtectedSpan[],
  countInOutput: boolean,
  languages: { source: string; target: string },
): TranslateResult['glossaryApplied'] {
  if (glossary.length === 0) return [];
  const counts = countInOutput ? countGlossaryInTranslation(text, translation, glossary, languages) : countGlossaryApplied(spans, glossary);
  if (!countInOutput) {
    // Some sentences went natively, some forced: add what the engine applied itself to what was forced.
    const native = countGlossaryInTranslation(text, translation, glossary, languages);
    return counts.map((count, index) => ({ ...count, count: Math.max(count.count, native[index]?.count ?? 0) }));
  }
  return counts;
}

function writeNotes(facts: {
  engine: TranslationEngine;
  source: string;
  target: string;
  detected: boolean;
  pivot: string | undefined;
  formality: ParsedTranslateInput['formality'];
  formalityHandled: boolean;
  lostSpans: number;
  glossary: readonly GlossaryTerm[];
  used: readonly GlossaryTerm[];
  uncertain: readonly GlossaryTerm[];
}): string[] {
  const notes: string[] = [];
  if (facts.detected) notes.push(`Detected: ${nameLanguage(facts.source)}.`);
  if (facts.pivot) {
    notes.push(`Translated through ${nameLanguage(facts.pivot)} (${nameLanguage(facts.source)} → ${nameLanguage(facts.pivot)} → ${nameLanguage(facts.target)}): Apertium has no direct pair, so expect a rougher result.`);
  }
  if (facts.formality !== 'default' && !facts.formalityHandled) notes.push(`The ${facts.engine.id} engine cannot set formality for ${nameLanguage(facts.target)}; the translation uses its default register.`);
  if (facts.lostSpans > 0) notes.push(`${facts.lostSpans} protected item${facts.lostSpans === 1 ? '' : 's'} (links, numbers, code…) moved during translation and ${facts.lostSpans === 1 ? 'was' : 'were'} put at the end of ${facts.lostSpans === 1 ? 'its' : 'their'} sentence.`);
  if (facts.uncertain.length > 0) {
    const terms = facts.uncertain.map((term) => `"${term.target}"`).join(', ');
    notes.push(`Kept ${terms} as written where the text has a plural: its plural form is not certain. To force a plural, add it as its own glossary entry (the plural → its translation).`);
  }
  const unused = facts.glossary.filter((term) => !facts.used.includes(term));
  if (unused.length > 0 && unused.length <= 10) notes.push(`Glossary terms not in the text: ${unused.map((term) => `"${term.source}"`).join(', ')}.`);
  else if (unused.length > 10) notes.push(`${unused.length} glossary terms are not in the text.`);
  return notes;
}
