import { SavedRunUnreadable } from '../../../../web/components/saved-run/saved-run-unreadable';
import { savedText } from '../../../../web/lib/saved-run-input';
import type { SavedRunViewProps } from '../../../../web/lib/tool-pages';
import { plagiarismContract } from '../../contract';
import { ResultsPanel } from './results-panel';

/** A saved plagiarism check shown as the page shows a fresh one: the score, the matches in the text and the sources. */
export default function SavedRunView({ result, input }: SavedRunViewProps) {
  const parsed = plagiarismContract.result.safeParse(result);
  if (!parsed.success) return <SavedRunUnreadable what="check" />;
  return <ResultsPanel text={savedText(input)} result={parsed.data} />;
}
