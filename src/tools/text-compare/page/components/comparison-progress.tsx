// The server answers in one response, so there is no percentage to show: a moving bar says "working",
// and for long texts a line says why it takes a moment.
const KEYFRAMES = '@keyframes text-compare-progress{0%{transform:translateX(-100%)}100%{transform:translateX(300%)}}';
const LONG_TEXT_CHARS = 100_000;

export function ComparisonProgress({ characters }: { characters: number }) {
  return (
    <div className="space-y-2" role="status" aria-live="polite">
      <style href="text-compare-progress" precedence="default">
        {KEYFRAMES}
      </style>
      <div className="h-1.5 overflow-hidden rounded-full bg-primary/15">
        <div className="h-full w-1/3 rounded-full bg-primary [animation:text-compare-progress_1.2s_ease-in-out_infinite] motion-reduce:[animation:none]" />
      </div>
      <p className="text-sm text-muted-foreground">
        {characters > LONG_TEXT_CHARS ? 'Comparing long texts: this can take a few seconds…' : 'Comparing the texts…'}
      </p>
    </div>
  );
}
