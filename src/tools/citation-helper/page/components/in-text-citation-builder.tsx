import { ClipboardCopy, Quote, X } from 'lucide-react';
import { useState } from 'react';
import { showToast } from '../../../../web/lib/show-toast';
import { ToolRunError } from '../../../../web/components/tool-page/tool-run-error';
import { Button } from '../../../../web/components/ui/button';
import { Input } from '../../../../web/components/ui/input';
import { Label } from '../../../../web/components/ui/label';
import { Spinner } from '../../../../web/components/ui/spinner';
import { InvalidResultError, useFormatCitations, type CslItem } from '../api/format-citations';
import { buildCitationRequest, LOCATOR_LABELS, newCitedSource, type CitedSource } from '../lib/citation-request';
import { copyRichText } from '../lib/copy-rich-text';
import { toSafeCitationHtml } from '../lib/safe-citation-html';
import { NativeSelect } from './native-select';

interface InTextCitationBuilderProps {
  items: readonly CslItem[];
  style: string;
  styleXml: string | null;
  locale: string | null;
}

function describeItem(item: CslItem): string {
  const title = typeof item.title === 'string' && item.title ? item.title : item.id;
  return title.length > 70 ? `${title.slice(0, 67)}…` : title;
}

/** An in-text citation (or note) of one or several sources, with page locators, prefix/suffix and "suppress author". */
export function InTextCitationBuilder({ items, style, styleXml, locale }: InTextCitationBuilderProps) {
  const runner = useFormatCitations();
  const [cited, setCited] = useState<CitedSource[]>([]);
  const [output, setOutput] = useState<{ text: string; html: string } | null>(null);
  const known = cited.filter((source) => items.some((item) => item.id === source.id));
  const addable = items.filter((item) => !known.some((source) => source.id === item.id));

  function change(id: string, patch: Partial<CitedSource>) {
    setCited((current) => current.map((source) => (source.id === id ? { ...source, ...patch } : source)));
    setOutput(null);
  }

  async function build() {
    try {
      const result = await runner.format(buildCitationRequest({ style, styleXml, locale, items }, known));
      setOutput(result.citations[0] ?? { text: '', html: '' });
    } catch {
      setOutput(null);
    }
  }

  async function copy() {
    if (!output) return;
    try {
      // A citation goes inside the student's own sentence: inline html, no paragraph or indent.
      await copyRichText({ html: `<html><body><span>${toSafeCitationHtml(output.html)}</span></body></html>`, text: output.text });
      showToast('success', 'Citation copied');
    } catch {
      showToast('error', 'Could not copy to the clipboard', { description: 'Select the citation and copy it by hand.' });
    }
  }

  const error = runner.error instanceof InvalidResultError ? new Error(runner.error.message) : runner.error;
  return (
    <section aria-label="In-text citation" className="space-y-3">
      <h3 className="text-sm font-medium">In-text citation</h3>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 space-y-1">
          <Label htmlFor="cite-add-source">Cite a source</Label>
          <NativeSelect
            id="cite-add-source"
            value=""
            onChange={(event) => {
              if (!event.target.value) return;
              setCited((current) => [...current.filter((source) => items.some((item) => item.id === source.id)), newCitedSource(event.target.value)]);
              setOutput(null);
            }}
          >
            <option value="">{addable.length ? 'Add a source to this citation…' : 'Every source is in this citation'}</option>
            {addable.map((item) => (
              <option key={item.id} value={item.id}>
                {describeItem(item)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {known.map((source) => {
        const item = items.find((candidate) => candidate.id === source.id);
        const key = `cite-${source.id}`;
        return (
          <fieldset key={source.id} className="space-y-2 rounded-md border p-3" data-testid="cited-source">
            <legend className="flex items-center gap-2 px-1 text-sm">
              <span className="truncate">{item ? describeItem(item) : source.id}</span>
              <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${item ? describeItem(item) : source.id} from the citation`} onClick={() => setCited((current) => current.filter((other) => other.id !== source.id))}>
                <X />
              </Button>
            </legend>
            <div className="grid gap-2 sm:grid-cols-2">
              <div className="space-y-1">
                <Label htmlFor={`${key}-label`}>Locator type</Label>
                <NativeSelect id={`${key}-label`} value={source.label} onChange={(event) => change(source.id, { label: event.target.value })}>
                  {LOCATOR_LABELS.map((label) => (
                    <option key={label} value={label}>
                      {label}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="space-y-1">
                <Label htmlFor={`${key}-locator`}>Locator</Label>
                <Input id={`${key}-locator`} value={source.locator} placeholder="e.g. 45–47" maxLength={100} onChange={(event) => change(source.id, { locator: event.target.value })} />
              </div>
              <div className="space-y-1">
                <Label htmlFor={`${key}-prefix`}>Before (prefix)</Label>
                <Input id={`${key}-prefix`} value={source.prefix} placeholder="e.g. see" maxLength={200} onChange={(event) => change(source.id, { prefix: event.target.value })} />
              </div>
              <div className="space-y-1">
                <Label htmlFor={`${key}-suffix`}>After (suffix)</Label>
                <Input id={`${key}-suffix`} value={source.suffix} placeholder="e.g. emphasis added" maxLength={200} onChange={(event) => change(source.id, { suffix: event.target.value })} />
              </div>
            </div>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={source.suppressAuthor} onChange={(event) => change(source.id, { suppressAuthor: event.target.checked })} />
              Suppress author (the sentence already names them)
            </label>
          </fieldset>
        );
      })}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" size="sm" disabled={!known.length || runner.pending} onClick={() => void build()}>
          {runner.pending ? <Spinner /> : <Quote />}
          Format citation
        </Button>
        {known.length > 1 && <span className="text-xs text-muted-foreground">The style orders and joins several sources itself.</span>}
      </div>
      <ToolRunError error={error} />
      {output && (
        <div className="flex flex-wrap items-center gap-3 rounded-md bg-muted/60 p-3">
          {output.text ? (
            <span className="min-w-0 flex-1 text-sm" data-testid="citation-output" dangerouslySetInnerHTML={{ __html: toSafeCitationHtml(output.html) }} />
          ) : (
            <span className="min-w-0 flex-1 text-sm text-muted-foreground" data-testid="citation-output">
              The style prints nothing for this citation (the author is suppressed and there is nothing else to show).
            </span>
          )}
          <Button type="button" size="sm" variant="outline" disabled={!output.text} onClick={() => void copy()}>
            <ClipboardCopy />
            Copy citation
          </Button>
        </div>
      )}
    </section>
  );
}
