import { MapPin } from 'lucide-react';
import type { Variant } from '../api/detect-language';

/** The regional variant or script form, with the words or signals that decided it. */
export function VariantEvidence({ variant }: { variant: Variant }) {
  return (
    <div className="rounded-lg border px-4 py-3" data-testid="variant">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <MapPin className="size-4 text-primary" aria-hidden="true" />
        <span className="text-muted-foreground">Regional variant:</span>
        <span className="font-semibold">{variant.name}</span>
        <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{variant.code}</code>
      </p>
      {variant.evidence.length > 0 && (
        <div className="mt-2">
          <p className="text-xs text-muted-foreground">Decided by</p>
          <ul className="mt-1 flex flex-wrap gap-1.5" aria-label="Evidence">
            {variant.evidence.map((item) => (
              <li key={item} className="rounded-md bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
                {item}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
