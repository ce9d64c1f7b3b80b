import { SavedRunUnreadable } from '../../../../web/components/saved-run/saved-run-unreadable';
import { savedText } from '../../../../web/lib/saved-run-input';
import type { SavedRunViewProps } from '../../../../web/lib/tool-pages';
import { batchResultSchema, detectionResultSchema } from '../../contract';
import { BatchResultsTable } from './batch-results-table';
import { DetectionResultView } from './detection-result';

/** A saved detection shown as the page shows a fresh one: one text's language, or a batch's table. */
export default function SavedRunView({ result, input }: SavedRunViewProps) {
  const single = detectionResultSchema.safeParse(result);
  if (single.success) return <DetectionResultView result={single.data} text={savedText(input)} showParagraphUpgrade={false} />;
  const batch = batchResultSchema.safeParse(result);
  if (!batch.success) return <SavedRunUnreadable what="detection" />;
  const texts = (input as { texts?: unknown } | null)?.texts;
  const entries = batch.data.results.map((_, index) => {
    const text = Array.isArray(texts) && typeof texts[index] === 'string' ? (texts[index] as string) : '';
    return { text, source: `Text ${index + 1}` };
  });
  return <BatchResultsTable entries={entries} results={batch.data.results} />;
}
