// The server answers in one response, so there is no percentage: a moving bar says "working", and
// long texts get a line saying why it takes a moment.
const KEYFRAMES = '@keyframes plagiarism-progress{0%{transform:translateX(-100%)}100%{transform:translateX(300%)}}';
const LONG_CHECK_WORDS = 2000;

export function CheckProgress({ words, sources }: { words: number; sources: number }) {
  return (
    <div className="space-y-2" role="status" aria-live="polite" data-testid="check-progress">
      <style href="plagiarism-progress" precedence="default">
        {KEYFRAMES}
      </style>
      <div className="h-1.5 overflow-hidden rounded-full bg-primary/15" role="progressbar" aria-label="Checking for plagiarism">
        <div className="h-full w-1/3 rounded-full bg-primary [animation:plagiarism-progress_1.2s_ease-in-out_infinite] motion-reduce:[animation:none]" />
      </div>
      <p className="text-sm text-muted-foreground">
        {words > LONG_CHECK_WORDS || sources > 5
          ? 'Checking a long text against many sources: this can take a few seconds…'
          : 'Fingerprinting the text and looking up matching passages…'}
      </p>
    </div>
  );
}
