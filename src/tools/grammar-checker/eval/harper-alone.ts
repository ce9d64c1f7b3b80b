import { applyConfidentFixes } from '../engine/combine/apply-fixes';
import { type Issue } from '../engine/types';
import { parseLanguageTag } from '../engine/language/choose-language';
import { lintWithHarper } from '../engine/workers/engine-workers';

/** The library on its own, as a baseline: every harper lint's first suggestion applied. */
export async function correctWithHarperAlone(text: string, language = 'en'): Promise<string> {
  const lints = await lintWithHarper(text, parseLanguageTag(language).dialect ?? 'us');
  const fixes: Issue[] = lints
    .filter((lint) => lint.suggestions.length > 0)
    .map((lint) => {
      const first = lint.suggestions[0] ?? { kind: 0, text: '' };
      const replacement = first.kind === 1 ? '' : first.kind === 2 ? text.slice(lint.start, lint.end) + first.text : first.text;
      return { offset: lint.start, length: lint.end - lint.start, message: '', category: 'grammar', rule: lint.rule, replacements: [replacement], confidence: 1, source: 'harper' };
    });
  return applyConfidentFixes(text, fixes);
}
