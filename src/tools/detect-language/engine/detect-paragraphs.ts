import type { BackendSet } from './backends/load-backends';
import { buildResult } from './build-result';
import { identifyText } from './identify-text';
import type { ParagraphLanguage } from '../contract';
import { splitParagraphs } from './split-paragraphs';

/** Each paragraph's language; empty for a text of one paragraph (the headline says it all). */
export function detectParagraphs(text: string, backends: BackendSet): ParagraphLanguage[] {
  const spans = splitParagraphs(text);
  if (spans.length < 2) return [];
  return spans.flatMap((span) => {
    const result = buildResult(span.text, identifyText(span.text, backends), 0, false);
    if (!result) return [];
    const paragraph: ParagraphLanguage = {
      offset: span.offset,
      length: span.length,
      language: result.language,
      reliable: result.reliable,
    };
    if (result.script) paragraph.script = result.script;
    return [paragraph];
  });
}

/** Share of the paragraphs' characters written, reliably, in another language than `code`. */
export function measureForeignShare(paragraphs: readonly ParagraphLanguage[], code: string): number {
  const total = paragraphs.reduce((sum, paragraph) => sum + paragraph.length, 0);
  if (total === 0) return 0;
  const foreign = paragraphs
    .filter((paragraph) => paragraph.reliable && paragraph.language.code !== code)
    .reduce((sum, paragraph) => sum + paragraph.length, 0);
  return foreign / total;
}
