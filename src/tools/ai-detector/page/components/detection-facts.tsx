import { Info } from 'lucide-react';
import type { AiDetection } from '../api/detect-ai-text';

const MODE_LABELS: Record<AiDetection['mode'], string> = {
  embedded: 'Embedded model',
  'embedded+binoculars': 'Embedded + Binoculars via your model server',
};

/** Language, which mode ran, and the engine's own caveats. */
export function DetectionFacts({ detection }: { detection: AiDetection }) {
  const { language, binoculars } = detection;
  return (
    <div className="space-y-3 text-sm">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5">
        <dt className="text-muted-foreground">Language</dt>
        <dd data-testid="ai-language">
          {language.name}
          <span className="text-muted-foreground">
            {language.support === 'trained' ? ' · trained model' : ' · language-independent features only (less reliable)'}
          </span>
        </dd>
        <dt className="text-muted-foreground">Mode</dt>
        <dd data-testid="ai-mode">
          {MODE_LABELS[detection.mode]}
          {binoculars && (
            // The engine maps this score with a prior scale, not one fitted to data: show the score, not a probability.
            <span className="block text-muted-foreground">
              Binoculars score {binoculars.score.toFixed(3)} over {binoculars.tokens.toLocaleString('en-US')} tokens (lower is
              more machine-like; its scale is not yet calibrated on our data)
            </span>
          )}
        </dd>
        <dt className="text-muted-foreground">Length</dt>
        <dd className="tabular-nums">{detection.words.toLocaleString('en-US')} words</dd>
      </dl>
      {detection.notes.length > 0 && (
        <ul className="space-y-1.5" aria-label="Notes on this result">
          {detection.notes.map((note) => (
            <li key={note} className="flex gap-2 rounded-md bg-muted/60 px-3 py-2 text-muted-foreground">
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{note}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
