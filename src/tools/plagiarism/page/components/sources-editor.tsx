import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../../web/components/ui/button';
import { Input } from '../../../../web/components/ui/input';
import { Label } from '../../../../web/components/ui/label';
import { Textarea } from '../../../../web/components/ui/textarea';
import { FileUploadButton } from '../../../../web/components/tool-page/file-upload-button';
import { MAX_REQUEST_SOURCES, type SourceDraft } from '../api/check-plagiarism';

interface SourcesEditorProps {
  sources: SourceDraft[];
  onChange: (sources: SourceDraft[]) => void;
}

/** Optional texts to compare against in this check (each with a title, and a URL for the citation). */
export function SourcesEditor({ sources, onChange }: SourcesEditorProps) {
  const update = (index: number, patch: Partial<SourceDraft>) =>
    onChange(sources.map((source, position) => (position === index ? { ...source, ...patch } : source)));

  return (
    <section aria-labelledby="sources-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="sources-heading" className="text-base font-semibold">
            Sources to compare against <span className="font-normal text-muted-foreground">(optional)</span>
          </h2>
          <p className="text-sm text-muted-foreground">
            Add the articles or papers you suspect were copied; their title and URL make the citation. Their words count toward your
            plan&apos;s words per check, with the text&apos;s.
          </p>
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={sources.length >= MAX_REQUEST_SOURCES}
          onClick={() => onChange([...sources, { title: '', url: '', text: '' }])}
        >
          <Plus />
          Add source
        </Button>
      </div>
      {sources.map((source, index) => (
        <fieldset key={index} className="space-y-3 rounded-lg border p-3 sm:p-4" aria-label={`Source ${index + 1}`}>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="space-y-1.5">
              <Label htmlFor={`source-title-${index}`}>Source {index + 1} title</Label>
              <Input
                id={`source-title-${index}`}
                value={source.title}
                placeholder="Article or page title"
                onChange={(event) => update(index, { title: event.target.value })}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`source-url-${index}`}>Source {index + 1} URL</Label>
              <Input
                id={`source-url-${index}`}
                type="url"
                value={source.url}
                placeholder="https://… (optional)"
                onChange={(event) => update(index, { url: event.target.value })}
              />
            </div>
          </div>
          <div className="space-y-1.5">
            <div className="flex items-center justify-between gap-2">
              <Label htmlFor={`source-text-${index}`}>Source {index + 1} text</Label>
              <FileUploadButton label="Upload" onText={(text) => update(index, { text })} currentText={source.text} />
            </div>
            <Textarea
              id={`source-text-${index}`}
              value={source.text}
              placeholder="Paste the source's text."
              className="h-28 resize-y"
              onChange={(event) => update(index, { text: event.target.value })}
            />
          </div>
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(sources.filter((_, position) => position !== index))}>
            <Trash2 />
            Remove source {index + 1}
          </Button>
        </fieldset>
      ))}
    </section>
  );
}
