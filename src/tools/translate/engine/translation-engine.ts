import type { GlossaryTerm, TranslateEngineId } from '../contract';

/** What one call of an engine gets: segments already split and protected (placeholders stand in for URLs, code…). */
export interface EngineRequest {
  segments: string[];
  /** ISO 639-1 codes. */
  source: string;
  target: string;
  formality: 'default' | 'more' | 'less';
  /** Passed only to engines that take a glossary themselves (DeepL, the model); others get it applied around them. */
  glossary?: GlossaryTerm[];
  signal?: AbortSignal;
}

export interface EngineReply {
  /** One per request segment, in order. */
  segments: string[];
  /** Apertium through a pivot language. */
  pivot?: string;
  /** The engine applied the glossary itself. */
  glossaryHandled?: boolean;
  /** The engine honoured the formality asked for. */
  formalityHandled?: boolean;
}

/** One translation engine behind the common interface: what it can do, and doing it. */
export interface TranslationEngine {
  id: TranslateEngineId;
  /** Directed pairs it can translate now (a pivot pair counts), ISO 639-1 codes. Empty when unavailable. */
  listPairs(): Promise<Array<[string, string]>>;
  /** Why it is unavailable and the one line that enables it; undefined when available. */
  unavailableReason(): Promise<string | undefined>;
  translate(request: EngineRequest): Promise<EngineReply>;
}
