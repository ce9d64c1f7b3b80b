import { CopyButton } from '../../../../web/components/copy-button';
import { DownloadButton } from '../../../../web/components/download-button';

interface CorrectedTextActionsProps {
  corrected: string;
  /** Confident fixes still pending in the text, applied to the copy. */
  pendingFixes: number;
}

/** Copy or download the text with the accepted fixes and every remaining confident one applied. */
export function CorrectedTextActions({ corrected, pendingFixes }: CorrectedTextActionsProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <CopyButton text={corrected} label="Copy corrected text" />
      <DownloadButton
        label="Download .txt"
        fileName={`corrected-text-${new Date().toISOString().slice(0, 10)}.txt`}
        mimeType="text/plain;charset=utf-8"
        getContent={() => corrected}
        disabled={!corrected}
      />
      <p className="text-xs text-muted-foreground">
        {pendingFixes > 0
          ? `Your text with the fixes you accepted, plus ${pendingFixes} remaining confident ${pendingFixes === 1 ? 'fix' : 'fixes'}.`
          : 'Your text with the fixes you accepted.'}
      </p>
    </div>
  );
}
