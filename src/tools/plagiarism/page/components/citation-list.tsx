import { CopyButton } from '../../../../web/components/copy-button';
import type { PlagiarismResult } from '../api/check-plagiarism';

/** Ready references for every matched source, in APA 7 and MLA 9, each with its own copy button. */
export function CitationList({ citations }: { citations: PlagiarismResult['citations'] }) {
  return (
    <ul className="space-y-4" aria-label="Citation suggestions">
      {citations.map((citation) => (
        <li key={`${citation.source.title}-${citation.source.url ?? ''}`} className="space-y-2 rounded-lg border p-3" data-testid="citation">
          {(
            [
              ['APA', citation.apa],
              ['MLA', citation.mla],
            ] as const
          ).map(([style, reference]) => (
            <div key={style} className="flex flex-col gap-1.5">
              <p className="min-w-0 text-sm break-words">
                <span className="mr-2 text-xs font-semibold text-muted-foreground">{style}</span>
                <span data-testid={`citation-${style.toLowerCase()}`}>{reference}</span>
              </p>
              <CopyButton text={reference} label={`Copy ${style}`} className="self-start" />
            </div>
          ))}
        </li>
      ))}
    </ul>
  );
}
