import { BookA, Info } from 'lucide-react';
import type { TranslateResult } from '../api/translate-text';

/** What the run says about itself: the glossary terms it applied and its notes (a pivot, formality ignored…). */
export function RunNotes({ result }: { result: Pick<TranslateResult, 'glossaryApplied' | 'notes'> }) {
  const applied = result.glossaryApplied.filter((term) => term.count > 0);
  if (applied.length === 0 && result.notes.length === 0) return null;
  return (
    <div className="space-y-2 rounded-md border bg-muted/30 p-3 text-sm" data-testid="run-notes">
      {applied.length > 0 && (
        <div className="flex gap-2">
          <BookA className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <p data-testid="glossary-applied">
            Glossary applied:{' '}
            {applied.map((term, index) => (
              <span key={term.source}>
                {index > 0 && ', '}
                <span className="font-medium">{term.source}</span> → <span className="font-medium">{term.target}</span> ({term.count}×)
              </span>
            ))}
          </p>
        </div>
      )}
      {result.notes.map((note) => (
        <div key={note} className="flex gap-2 text-muted-foreground">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>{note}</p>
        </div>
      ))}
    </div>
  );
}
