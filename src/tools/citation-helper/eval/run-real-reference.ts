import { findJournalAbbreviation } from '../engine/format/journal-abbreviations/abbreviate-journals';
import { plugins } from '@citation-js/core';
import { cite } from '../engine/cite';
import { citationInputSchema } from '../contract';
import '../engine/format/citation-js';
import type { RealReferenceCase } from './load-fixtures';

// citation-js's own copies of the styles, as its test suite used them (our bundled APA is a later release).
const CITATION_JS_STYLES = new Map<string, string>();
{
  const { styles } = plugins.config.get('@csl');
  for (const name of ['apa', 'vancouver', 'harvard1']) CITATION_JS_STYLES.set(name, styles.get(name) ?? '');
}

/** A citation-js test case through the tool's path, wrapped the way citation-js's bibliography output wraps html. */
export async function runRealReference(testCase: RealReferenceCase, localeOverride?: string): Promise<string> {
  const styleName = testCase.style.split(' ')[0] ?? 'apa';
  const locale = localeOverride ?? testCase.locale?.split(' ')[0];
  const input = citationInputSchema.parse({
    style: 'custom',
    styleXml: CITATION_JS_STYLES.get(styleName),
    items: testCase.items,
    output: 'bibliography',
    format: testCase.format,
    ...(testCase.hyperlinks ? { links: true } : {}),
    ...(locale ? { locale } : {}),
  });
  const result = await cite(input);
  if (testCase.format === 'text') return result.bibliography.map((entry) => entry.text).join('\n');
  const entries = result.bibliography.map((entry) => `  <div data-csl-entry-id="${entry.id}" class="csl-entry">${entry.html}</div>\n`);
  return `<div class="csl-bib-body">\n${entries.join('')}</div>`;
}

/**
 * A case whose locale citation-js lacks ("en-GB (falls back)") expects citation-js's en-US fallback.
 * We have the locale, so the output follows it; the case is explained when the en-US run is exact.
 */
export async function explainFallbackCase(testCase: RealReferenceCase): Promise<string | undefined> {
  if (!testCase.locale?.includes('falls back')) return undefined;
  const withFallback = await runRealReference(testCase, 'en-US');
  if (withFallback !== testCase.expected) return undefined;
  const locale = testCase.locale.split(' ')[0];
  return `differs only by the ${locale} locale's quotes (expected from citation-js's en-US fallback; with en-US it is exact)`;
}

/**
 * citation-js prints a journal in full where the style asks for its short title and the item has
 * none; we fill it from JabRef's ISO 4 lists (engine/format/journal-abbreviations), as a style such as
 * NLM's Vancouver requires. The case is explained when putting the full title back (periods or not,
 * as the style strips them) gives citation-js's text.
 */
export function explainAbbreviationCase(testCase: RealReferenceCase, got: string): string | undefined {
  for (const item of testCase.items) {
    const title = item['container-title'];
    if (typeof title !== 'string' || item['container-title-short']) continue;
    const short = findJournalAbbreviation(title);
    if (!short) continue;
    // As listed ("J. Am. Chem. Soc."), or as a style that strips periods prints it ("J Am Chem Soc").
    const spellings = [short, short.replace(/\./g, '')];
    if (spellings.some((spelling) => got.replace(spelling, title) === testCase.expected)) {
      return `differs only by the journal's ISO 4 abbreviation ("${short}"), which the style asks for and citation-js leaves out`;
    }
  }
  return undefined;
}
