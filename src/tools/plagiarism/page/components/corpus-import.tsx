import { Library, Upload } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '../../../../web/components/ui/button';
import { ToolRunError } from '../../../../web/components/tool-page/tool-run-error';
import { useMe } from '../../../../web/lib/me';
import { useCorpusStatus, useImportCorpus } from '../api/corpus-import';

/**
 * For the site's administrators (ADMIN_EMAILS): adds .txt, .md or .jsonl files to the reference corpus
 * that every check compares against, through the same import as `cli corpus import`. Hidden for
 * everyone else.
 */
export function CorpusImport() {
  const me = useMe();
  const status = useCorpusStatus(Boolean(me.data));
  const upload = useImportCorpus();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  if (!status.data?.canImport) return null;

  async function importFiles(list: FileList | null) {
    if (!list?.length) return;
    const files = await Promise.all([...list].map(async (file) => ({ name: file.name, text: await file.text() })));
    upload.mutate(files);
  }

  const summary = upload.data;
  return (
    <section className="space-y-2 rounded-lg border border-dashed p-3 sm:p-4" data-testid="corpus-import" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className="flex items-center gap-2 text-base font-semibold">
        <Library className="size-4" />
        Reference corpus <span className="font-normal text-muted-foreground">(administrators)</span>
      </h2>
      <p className="text-sm text-muted-foreground">
        {status.data.corpus.toLocaleString('en-US')} documents. Every check compares against them. Add .txt or .md files (one document each) or
        a .jsonl file of {'{"title", "text", "url"?}'} lines; texts already in the corpus are skipped.
      </p>
      <div>
        <Button type="button" variant="outline" size="sm" disabled={upload.isPending} onClick={() => inputRef.current?.click()}>
          <Upload />
          {upload.isPending ? 'Importing…' : 'Import files into the corpus'}
        </Button>
        <input
          ref={inputRef}
          type="file"
          multiple
          accept=".txt,.md,.jsonl"
          hidden
          aria-label="Files to import into the corpus"
          onChange={(event) => {
            void importFiles(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      <ToolRunError error={upload.error} />
      {summary && (
        <p className="text-sm" role="status" data-testid="corpus-import-summary">
          Read {summary.read}: {summary.added} added, {summary.unchanged} already in the corpus, {summary.rejected.length} rejected
          {summary.rejected.length ? ` (${summary.rejected.slice(0, 3).map((item) => `${item.origin}: ${item.error}`).join('; ')})` : ''}.
        </p>
      )}
    </section>
  );
}
