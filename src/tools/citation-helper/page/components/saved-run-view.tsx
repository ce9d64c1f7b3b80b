import { CircleAlert, Quote } from 'lucide-react';
import { CopyButton } from '../../../../web/components/copy-button';
import { SavedRunUnreadable } from '../../../../web/components/saved-run/saved-run-unreadable';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../web/components/ui/card';
import type { SavedRunViewProps } from '../../../../web/lib/tool-pages';
import { citationContract } from '../../contract';
import { toSafeCitationHtml } from '../lib/safe-citation-html';

// A saved run is read for what this view shows, so runs saved before a field was added still read.
const savedSchema = citationContract.result.pick({ bibliography: true, citations: true, style: true, warnings: true });

/** A saved bibliography shown as the page formats it: the entries in the style's order, in-text citations and warnings. */
export default function SavedRunView({ result }: SavedRunViewProps) {
  const parsed = savedSchema.safeParse(result);
  if (!parsed.success) return <SavedRunUnreadable what="bibliography" />;
  const { bibliography, citations, style, warnings } = parsed.data;
  return (
    <Card data-tool-result>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle className="text-base">{style.title || style.id}</CardTitle>
        <CopyButton text={bibliography.map((entry) => entry.text).join('\n')} label="Copy bibliography" />
      </CardHeader>
      <CardContent className="space-y-5">
        <ol className="divide-y rounded-lg border" aria-label="Bibliography">
          {bibliography.map((entry) => (
            <li key={entry.id} className="space-y-2 p-4">
              <p className="min-w-0 break-words pl-6 -indent-6 leading-relaxed" dangerouslySetInnerHTML={{ __html: toSafeCitationHtml(entry.html) }} />
              {warnings
                .filter((warning) => warning.itemId === entry.id)
                .map((warning) => (
                  <p key={`${warning.field}:${warning.message}`} className="flex items-start gap-2 rounded-md bg-amber-500/10 px-3 py-2 text-sm">
                    <CircleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
                    {warning.message}
                  </p>
                ))}
            </li>
          ))}
        </ol>
        {citations.length > 0 && (
          <div className="space-y-1">
            <p className="text-sm font-medium">In-text citations</p>
            <ul className="space-y-1 text-sm">
              {citations.map((citation, index) => (
                <li key={index} className="flex items-start gap-2">
                  <Quote className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span dangerouslySetInnerHTML={{ __html: toSafeCitationHtml(citation.html) }} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
