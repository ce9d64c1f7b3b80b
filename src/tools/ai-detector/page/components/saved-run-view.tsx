import { useBrandName } from '../../../../web/lib/app-config';
import { SavedRunUnreadable } from '../../../../web/components/saved-run/saved-run-unreadable';
import { savedText } from '../../../../web/lib/saved-run-input';
import type { SavedRunViewProps } from '../../../../web/lib/tool-pages';
import { aiDetectorContract } from '../../contract';
import { ResultsPanel } from './results-panel';

/** A saved detection shown as the page shows a fresh one: the verdict, the sentences and the signals. */
export default function SavedRunView({ result, input }: SavedRunViewProps) {
  const brand = useBrandName();
  const parsed = aiDetectorContract.result.safeParse(result);
  if (!parsed.success) return <SavedRunUnreadable what="detection" />;
  return <ResultsPanel text={savedText(input)} detection={parsed.data} brand={brand} />;
}
