import { FileSpreadsheet, Files, Languages, ListOrdered } from 'lucide-react';
import { useMemo, useState } from 'react';
import { countWords } from '../../../../domain/word-count';
import { Button } from '../../../../web/components/ui/button';
import { Card, CardContent } from '../../../../web/components/ui/card';
import { Label } from '../../../../web/components/ui/label';
import { Spinner } from '../../../../web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../web/components/ui/tabs';
import { Textarea } from '../../../../web/components/ui/textarea';
import { ToolRunError } from '../../../../web/components/tool-page/tool-run-error';
import { WordCounter } from '../../../../web/components/tool-page/word-counter';
import { MAX_BATCH_TEXTS, useDetectLanguageBatch } from '../api/detect-language';
import {
  entriesFromCsv,
  entriesFromFiles,
  entriesFromLines,
  type BatchEntry,
  type LoadedCsv,
  type LoadedFile,
} from '../lib/batch-source';
import { BatchCsvInput } from './batch-csv-input';
import { BatchFilesInput } from './batch-files-input';
import { BatchResultsTable } from './batch-results-table';

type Source = 'lines' | 'files' | 'csv';

/** Many texts in one request: lines of a text box, several files, or one column of a CSV. */
export function BatchDetection() {
  const [source, setSource] = useState<Source>('lines');
  const [lines, setLines] = useState('');
  const [files, setFiles] = useState<LoadedFile[]>([]);
  const [csv, setCsv] = useState<LoadedCsv | null>(null);
  const [hasHeader, setHasHeader] = useState(true);
  const [submitted, setSubmitted] = useState<BatchEntry[]>([]);
  const batch = useDetectLanguageBatch();

  const entries = useMemo(() => {
    if (source === 'lines') return entriesFromLines(lines);
    if (source === 'files') return entriesFromFiles(files);
    return csv ? entriesFromCsv(csv, hasHeader) : [];
  }, [source, lines, files, csv, hasHeader]);
  // The server counts the words of every text together against the per-scan limit.
  const words = useMemo(() => entries.reduce((sum, entry) => sum + countWords(entry.text), 0), [entries]);
  // The contract's own ceiling, checked here to say so before sending.
  const tooMany = entries.length > MAX_BATCH_TEXTS;

  function run() {
    setSubmitted(entries);
    batch.mutate({ texts: entries.map((entry) => entry.text) });
  }

  return (
    <>
      <Card>
        <CardContent className="space-y-4 pt-6">
          <form
            data-tool-form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (entries.length > 0 && !tooMany && !batch.isPending) run();
            }}
          >
            <Tabs value={source} onValueChange={(value) => setSource(value as Source)}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-base font-semibold">Texts to detect</p>
                <TabsList aria-label="Batch source">
                  <TabsTrigger value="lines">
                    <ListOrdered /> One per line
                  </TabsTrigger>
                  <TabsTrigger value="files">
                    <Files /> Files
                  </TabsTrigger>
                  <TabsTrigger value="csv">
                    <FileSpreadsheet /> CSV
                  </TabsTrigger>
                </TabsList>
              </div>
              <TabsContent value="lines" className="space-y-2 pt-2">
                <Label htmlFor="batch-lines" className="sr-only">
                  Texts, one per line
                </Label>
                <Textarea
                  id="batch-lines"
                  value={lines}
                  onChange={(event) => setLines(event.target.value)}
                  placeholder={'One text per line, for example:\nBonjour tout le monde\nGuten Morgen, wie geht es dir?\nBuenos días a todos'}
                  className="h-48 resize-y font-mono text-[13px] leading-6 md:h-56"
                  spellCheck={false}
                />
              </TabsContent>
              <TabsContent value="files" className="pt-2">
                <BatchFilesInput files={files} onChange={setFiles} />
              </TabsContent>
              <TabsContent value="csv" className="pt-2">
                <BatchCsvInput csv={csv} hasHeader={hasHeader} onChange={setCsv} onHasHeaderChange={setHasHeader} />
              </TabsContent>
            </Tabs>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
              <p className={tooMany ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground tabular-nums'} data-testid="batch-count">
                {entries.length.toLocaleString('en-US')} {entries.length === 1 ? 'text' : 'texts'}
                {tooMany && ` — at most ${MAX_BATCH_TEXTS.toLocaleString('en-US')} per batch`}
              </p>
              <WordCounter words={words} />
            </div>
            <div className="flex flex-wrap items-center gap-3 border-t pt-4">
              <Button type="submit" size="lg" disabled={entries.length === 0 || tooMany || batch.isPending} className="min-w-40">
                {batch.isPending ? <Spinner aria-label="Detecting" /> : <Languages />}
                {batch.isPending
                  ? 'Detecting…'
                  : entries.length === 0
                    ? 'Detect texts'
                    : `Detect ${entries.length.toLocaleString('en-US')} ${entries.length === 1 ? 'text' : 'texts'}`}
              </Button>
              <p className="text-sm text-muted-foreground">The whole batch counts as one request.</p>
            </div>
          </form>
          <ToolRunError error={batch.error} />
          {batch.invalidResponse && <ToolRunError error={new Error('The server sent a result this page cannot read.')} />}
        </CardContent>
      </Card>
      {batch.batch && <BatchResultsTable key={batch.submittedAt} entries={submitted} results={batch.batch.results} />}
    </>
  );
}
