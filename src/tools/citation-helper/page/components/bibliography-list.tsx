import { BadgeCheck, CircleAlert, Pencil, Quote, Trash2, Wrench } from 'lucide-react';
import { Button } from '../../../../web/components/ui/button';
import type { CitationResult, CslItem } from '../api/format-citations';
import { describeItem } from '../lib/item-form';
import { toSafeCitationHtml } from '../lib/safe-citation-html';

type Warning = CitationResult['warnings'][number];

export interface EditRequest {
  itemId: string;
  /** The field to put the cursor in. */
  field?: string;
}

interface BibliographyListProps {
  items: readonly CslItem[];
  /** The last run's formatting, or null before the first. */
  result: CitationResult | null;
  /** The list or style changed since `result`: entries not in it are shown plainly. */
  stale: boolean;
  uncertain: Readonly<Record<string, readonly string[]>>;
  /** Items Crossref confirmed, with the DOI it gave. */
  confirmed?: Readonly<Record<string, string>>;
  pending: boolean;
  onEdit: (request: EditRequest) => void;
  onRemove: (itemId: string) => void;
}

const FIELD_NAMES: Record<string, string> = {
  issued: 'date',
  'container-title': 'journal or container',
  'publisher-place': 'place',
  page: 'pages',
  URL: 'URL',
  DOI: 'DOI',
};
const fieldName = (field: string) => FIELD_NAMES[field] ?? field.replace(/-/g, ' ');

interface Row {
  item: CslItem;
  html: string | null;
  citation: string | null;
}

/** The entries in the style's order once formatted (sources added since, at the end, unformatted). */
function arrangeRows(items: readonly CslItem[], result: CitationResult | null): Row[] {
  if (!result) return items.map((item) => ({ item, html: null, citation: null }));
  const byId = new Map(items.map((item) => [item.id, item]));
  const citationById = new Map(result.items.map((item, index) => [String(item.id), result.citations[index]?.html ?? null]));
  const rows: Row[] = [];
  for (const entry of result.bibliography) {
    const item = byId.get(entry.id);
    if (!item) continue;
    rows.push({ item, html: entry.html, citation: citationById.get(entry.id) ?? null });
    byId.delete(entry.id);
  }
  for (const item of byId.values()) rows.push({ item, html: null, citation: citationById.get(item.id) ?? null });
  return rows;
}

/** The working list: each entry as the style prints it, its in-text citation, and what needs fixing. */
export function BibliographyList({ items, result, stale, uncertain, confirmed = {}, pending, onEdit, onRemove }: BibliographyListProps) {
  const warnings = new Map<string, Warning[]>();
  if (!stale) for (const warning of result?.warnings ?? []) warnings.set(warning.itemId, [...(warnings.get(warning.itemId) ?? []), warning]);
  const rows = arrangeRows(items, result);

  return (
    <ol className="divide-y rounded-lg border" aria-label="Bibliography" data-testid="bibliography" data-tool-result>
      {rows.map(({ item, html, citation }) => {
        const itemWarnings = warnings.get(item.id) ?? [];
        const unsure = (uncertain[item.id] ?? []).filter((field) => !itemWarnings.some((warning) => warning.field === field));
        return (
          <li key={item.id} className="space-y-2 p-4" data-testid="bibliography-entry" data-item-id={item.id}>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
              {html !== null ? (
                <p className="min-w-0 break-words pl-6 -indent-6 leading-relaxed" data-testid="entry-text" dangerouslySetInnerHTML={{ __html: toSafeCitationHtml(html) }} />
              ) : (
                <p className="min-w-0 break-words text-muted-foreground" data-testid="entry-text">
                  {describeItem(item)} <span className="text-xs italic">(not formatted yet)</span>
                </p>
              )}
              <div className="flex shrink-0 gap-1">
                <Button type="button" variant="ghost" size="sm" onClick={() => onEdit({ itemId: item.id })} disabled={pending} aria-label={`Edit ${describeItem(item)}`}>
                  <Pencil />
                  Edit
                </Button>
                <Button type="button" variant="ghost" size="sm" onClick={() => onRemove(item.id)} disabled={pending} aria-label={`Remove ${describeItem(item)}`}>
                  <Trash2 />
                </Button>
              </div>
            </div>
            {citation && (
              <p className="flex items-start gap-2 text-sm text-muted-foreground" data-testid="entry-citation">
                <Quote className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                <span className="shrink-0">In text:</span> <span className="text-foreground" dangerouslySetInnerHTML={{ __html: toSafeCitationHtml(citation) }} />
              </p>
            )}
            {itemWarnings.length > 0 && (
              <ul className="space-y-1" aria-label="Warnings">
                {itemWarnings.map((warning) => (
                  <li key={`${warning.field}:${warning.message}`} className="flex flex-col gap-2 rounded-md bg-amber-500/10 px-3 py-2 text-sm sm:flex-row sm:items-center" data-testid="entry-warning" data-field={warning.field}>
                    <span className="flex min-w-0 flex-1 items-start gap-2">
                      <CircleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
                      {warning.message}
                    </span>
                    <Button type="button" variant="outline" size="sm" className="self-start sm:self-auto" disabled={pending} onClick={() => onEdit({ itemId: item.id, field: warning.field })}>
                      <Wrench />
                      Fix this field
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {confirmed[item.id] !== undefined && (
              <p className="flex items-start gap-2 text-sm text-muted-foreground" data-testid="entry-confirmed">
                <BadgeCheck className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
                <span>
                  Matched on Crossref{confirmed[item.id] ? <> (DOI {confirmed[item.id]})</> : null}: the details are the publisher&apos;s record.
                </span>
              </p>
            )}
            {unsure.length > 0 && (
              <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="entry-uncertain">
                <span className="text-muted-foreground">Read from free text; please check:</span>
                {unsure.map((field) => (
                  <Button key={field} type="button" variant="outline" size="sm" className="h-7" disabled={pending} onClick={() => onEdit({ itemId: item.id, field })}>
                    {fieldName(field)}
                  </Button>
                ))}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
