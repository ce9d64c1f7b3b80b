import { useMemo, useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../web/components/ui/card';
import { DownloadButton } from '../../../../web/components/download-button';
import { sourceKey, type PlagiarismResult } from '../api/check-plagiarism';
import { sourceColor } from '../lib/source-colors';
import { CitationList } from './citation-list';
import { HighlightedText } from './highlighted-text';
import { NothingCompared } from './nothing-compared';
import { PassageComparison } from './passage-comparison';
import { SourceList } from './source-list';

interface ResultsPanelProps {
  text: string;
  result: PlagiarismResult;
}

function similarityTone(similarity: number): string {
  if (similarity >= 40) return 'text-destructive';
  if (similarity >= 15) return 'text-amber-600';
  return 'text-emerald-600';
}

/** Similarity, the text with matches by source, the selected passage beside its source, sources and citations. */
export function ResultsPanel({ text, result }: ResultsPanelProps) {
  const [selected, setSelected] = useState<number | null>(result.matches.length ? 0 : null);
  const colorIndex = useMemo(() => new Map(result.sources.map((source, index) => [sourceKey(source), index])), [result.sources]);
  const colorOf = (source: { title: string; url?: string }) => sourceColor(colorIndex.get(sourceKey(source)) ?? 0);
  const selectedMatch = selected === null ? undefined : result.matches[selected];

  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]" aria-label="Plagiarism check result" role="region">
      <Card className="min-w-0">
        <CardHeader className="flex flex-row flex-wrap items-end justify-between gap-4">
          {result.similarity === null ? (
            <NothingCompared message={result.message} />
          ) : (
            <div>
              <CardTitle className="text-base text-muted-foreground">Similarity</CardTitle>
              <p className={`text-4xl font-bold tabular-nums ${similarityTone(result.similarity)}`} data-testid="similarity">
                {result.similarity}%
              </p>
              <p className="text-sm text-muted-foreground">
                {result.matchedWords.toLocaleString('en-US')} of {result.words.toLocaleString('en-US')} words matched in{' '}
                {result.matches.length} {result.matches.length === 1 ? 'passage' : 'passages'}
              </p>
            </div>
          )}
          <DownloadButton
            fileName="plagiarism-report.json"
            mimeType="application/json"
            label="Download report"
            getContent={() => JSON.stringify({ text, ...result }, null, 2)}
          />
        </CardHeader>
        <CardContent className="space-y-5">
          {result.similarity === null ? null : result.matches.length === 0 ? (
            <p className="rounded-lg bg-muted/60 p-4 text-sm" data-testid="no-matches">
              No passage of this text matched the sources it was compared against.
            </p>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">
                Click a highlighted passage to see it beside its source. Dashed underlines mark paraphrases.
              </p>
              <HighlightedText
                text={text}
                matches={result.matches}
                colorOf={(match) => colorOf(match.source)}
                selected={selected}
                onSelect={setSelected}
              />
              {selectedMatch && <PassageComparison text={text} match={selectedMatch} color={colorOf(selectedMatch.source)} />}
            </>
          )}
        </CardContent>
      </Card>
      <div className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Sources</CardTitle>
          </CardHeader>
          <CardContent>
            {result.sources.length ? (
              <SourceList sources={result.sources} colorAt={sourceColor} />
            ) : (
              <p className="text-sm text-muted-foreground">No matched sources.</p>
            )}
          </CardContent>
        </Card>
        {result.citations.length > 0 && (
          <Card>
            <CardHeader>
              <CardTitle className="text-base">Citation suggestions</CardTitle>
            </CardHeader>
            <CardContent>
              <CitationList citations={result.citations} />
            </CardContent>
          </Card>
        )}
      </div>
    </div>
  );
}
