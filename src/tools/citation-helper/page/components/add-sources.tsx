import { ClipboardPaste, FileUp, Search, SquarePen, Upload, WifiOff } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { showToast } from '../../../../web/lib/show-toast';
import { WordCounter } from '../../../../web/components/tool-page/word-counter';
import { Button } from '../../../../web/components/ui/button';
import { Card, CardContent } from '../../../../web/components/ui/card';
import { Input } from '../../../../web/components/ui/input';
import { Label } from '../../../../web/components/ui/label';
import { Spinner } from '../../../../web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../web/components/ui/tabs';
import { Textarea } from '../../../../web/components/ui/textarea';
import { countWords } from '../../../../domain/word-count';
import type { CslItem } from '../api/format-citations';
import { SourceForm } from './source-form';

/** Reference lists are small text files; a larger file is not a bibliography. */
const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

interface AddSourcesProps {
  pending: boolean;
  /** Whether this server can reach Crossref, Open Library… (undefined while the config loads). */
  identifierLookup: boolean | undefined;
  /** Reads a pasted source (identifier, references, BibTeX, RIS, CSL-JSON) and formats the list; resolves true when it worked. */
  onSource: (source: string) => Promise<boolean>;
  onAddItem: (item: CslItem) => Promise<boolean>;
  /** A fresh id for a source typed into the form. */
  nextItemId: string;
}

function SubmitButton({ pending, disabled, icon: Icon, children }: { pending: boolean; disabled: boolean; icon: typeof Search; children: string }) {
  return (
    <Button type="submit" disabled={pending || disabled}>
      {pending ? <Spinner /> : <Icon />}
      {children}
    </Button>
  );
}

/** The four ways a source comes in: an identifier, a paste, the form, a file. Each is one run. */
export function AddSources({ pending, identifierLookup, onSource, onAddItem, nextItemId }: AddSourcesProps) {
  const ids = useId();
  const [identifier, setIdentifier] = useState('');
  const [pasted, setPasted] = useState('');
  const [formKey, setFormKey] = useState(0);
  const [fileName, setFileName] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  async function lookUp(event: FormEvent) {
    event.preventDefault();
    if (await onSource(identifier.trim())) setIdentifier('');
  }

  async function addPasted(event: FormEvent) {
    event.preventDefault();
    if (await onSource(pasted)) setPasted('');
  }

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_IMPORT_BYTES) {
      showToast('error', `${file.name} is too large`, { description: 'Import a .bib, .ris or CSL-JSON file of at most 2 MB.' });
      return;
    }
    const text = await file.text();
    if (!text.trim()) {
      showToast('warning', `${file.name} is empty`);
      return;
    }
    setFileName(file.name);
    if (await onSource(text)) showToast('success', `Imported ${file.name}`);
  }

  return (
    <Card>
      <CardContent className="pt-6">
        <Tabs defaultValue="identifier">
          <TabsList className="mb-4 flex h-auto w-full flex-wrap justify-start">
            <TabsTrigger value="identifier">
              <Search /> Identifier
            </TabsTrigger>
            <TabsTrigger value="paste">
              <ClipboardPaste /> Paste
            </TabsTrigger>
            <TabsTrigger value="form">
              <SquarePen /> Form
            </TabsTrigger>
            <TabsTrigger value="import">
              <FileUp /> Import
            </TabsTrigger>
          </TabsList>

          <TabsContent value="identifier">
            <form className="space-y-3" onSubmit={lookUp}>
              <Label htmlFor={`${ids}-identifier`}>DOI, ISBN, arXiv or PubMed id, or a web address</Label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input
                  id={`${ids}-identifier`}
                  value={identifier}
                  onChange={(event) => setIdentifier(event.target.value)}
                  placeholder="10.1038/s41586-020-2649-2 or https://…"
                  autoComplete="off"
                />
                <SubmitButton pending={pending} disabled={!identifier.trim()} icon={Search}>
                  Look up
                </SubmitButton>
              </div>
              {identifierLookup === false && (
                <p className="flex items-start gap-2 text-sm text-muted-foreground" data-testid="lookup-offline">
                  <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  This server cannot reach the internet, so identifiers cannot be looked up here. Paste the reference itself, or fill in the form.
                </p>
              )}
            </form>
          </TabsContent>

          <TabsContent value="paste">
            <form className="space-y-3" onSubmit={addPasted}>
              <Label htmlFor={`${ids}-paste`}>References, one per line, or BibTeX, RIS or CSL-JSON</Label>
              <Textarea
                id={`${ids}-paste`}
                rows={6}
                value={pasted}
                onChange={(event) => setPasted(event.target.value)}
                placeholder="Smith, J. (2020). Sleep and memory in students. Journal of Sleep Research, 29(3), 45–67."
              />
              <div className="flex flex-wrap items-center justify-between gap-2">
                <SubmitButton pending={pending} disabled={!pasted.trim()} icon={ClipboardPaste}>
                  Add references
                </SubmitButton>
                <WordCounter words={countWords(pasted)} />
              </div>
              <p className="text-xs text-muted-foreground">
                References copied from another bibliography are read into fields; fields we are not sure of are marked for you to check.
              </p>
            </form>
          </TabsContent>

          <TabsContent value="form">
            <SourceForm
              key={formKey}
              item={{ id: nextItemId, type: 'article-journal' }}
              submitLabel="Add source"
              pending={pending}
              onSubmit={async (item) => {
                if (await onAddItem(item)) setFormKey((key) => key + 1);
              }}
            />
          </TabsContent>

          <TabsContent value="import">
            <div className="space-y-3">
              <p className="text-sm text-muted-foreground">
                A library exported from Zotero, Mendeley, EndNote or another reference manager: BibTeX (.bib), RIS (.ris) or CSL-JSON (.json).
              </p>
              <input
                ref={fileRef}
                id={`${ids}-import`}
                type="file"
                accept=".bib,.bibtex,.ris,.json,.txt"
                className="sr-only"
                aria-label="Import a reference file"
                onChange={importFile}
              />
              <Button type="button" variant="outline" disabled={pending} onClick={() => fileRef.current?.click()}>
                {pending ? <Spinner /> : <Upload />}
                Choose a file
              </Button>
              {fileName && <p className="text-sm text-muted-foreground">Last imported: {fileName}</p>}
            </div>
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
