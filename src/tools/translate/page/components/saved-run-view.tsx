import { useMemo, useState } from 'react';
import { SavedRunUnreadable } from '../../../../web/components/saved-run/saved-run-unreadable';
import { savedText } from '../../../../web/lib/saved-run-input';
import type { SavedRunViewProps } from '../../../../web/lib/tool-pages';
import { translateContract } from '../../contract';
import { splitBySegments } from '../lib/split-by-segments';
import { RunNotes } from './run-notes';
import { SegmentedText } from './segmented-text';
import { TranslationPane } from './translation-pane';

/** A saved translation shown as the page shows a fresh one: the source and the translation side by side, sentence by sentence. */
export default function SavedRunView({ result, input }: SavedRunViewProps) {
  const [active, setActive] = useState<number | null>(null);
  const parsed = useMemo(() => translateContract.result.safeParse(result), [result]);
  const sourceText = savedText(input);
  const pieces = useMemo(
    () => (parsed.success ? splitBySegments(sourceText, parsed.data.segments.map((segment) => segment.source)) : []),
    [parsed, sourceText],
  );
  if (!parsed.success) return <SavedRunUnreadable what="translation" />;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-label="Source text" className="min-w-0 whitespace-pre-wrap rounded-lg border bg-card p-4 text-sm leading-relaxed">
          <SegmentedText pieces={pieces} active={active} onActive={setActive} />
        </section>
        <TranslationPane result={parsed.data} pending={false} active={active} onActive={setActive} />
      </div>
      <RunNotes result={parsed.data} />
    </div>
  );
}
