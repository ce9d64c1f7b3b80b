import { detectScripts } from '../engine/detect-script';
import { describeLanguage } from '../engine/language-codes';
import { detectVariant } from '../engine/variants/detect-variant';
import type { LabelledText } from '../../../../datasets/language/read-dev-data';

/** The variant a UDHR declaration's script label implies: hans → zh-Hans, cyrl → sr-Cyrl. */
function expectVariant(record: LabelledText): string | undefined {
  if (!record.script) return undefined;
  const script = record.script.charAt(0).toUpperCase() + record.script.slice(1);
  return `${describeLanguage(record.gold).bcp47}-${script}`;
}

/**
 * Variant accuracy on the UDHR declarations labelled with a script (Chinese Simplified/Traditional,
 * Serbian and other languages in two scripts), given the right language, so that only the variant
 * decision is measured. English and Portuguese variants have no labels in the data: unit tests only.
 */
export function formatVariantReport(records: readonly LabelledText[]): string {
  const rows = new Map<string, { right: number; wrong: number; silent: number }>();
  for (const record of records) {
    const expected = expectVariant(record);
    if (!expected) continue;
    const variant = detectVariant(record.gold, record.text, detectScripts(record.text));
    const row = rows.get(expected) ?? { right: 0, wrong: 0, silent: 0 };
    if (!variant) row.silent++;
    else if (variant.code === expected) row.right++;
    else row.wrong++;
    rows.set(expected, row);
  }
  const lines = ['variant      right  wrong  no claim'];
  for (const [code, { right, wrong, silent }] of [...rows].sort()) {
    lines.push(`${code.padEnd(12)} ${String(right).padStart(5)}  ${String(wrong).padStart(5)}  ${String(silent).padStart(8)}`);
  }
  return lines.join('\n');
}
