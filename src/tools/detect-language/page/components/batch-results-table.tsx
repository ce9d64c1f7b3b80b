import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { DownloadButton } from '../../../../web/components/download-button';
import { Card, CardContent } from '../../../../web/components/ui/card';
import { isBatchItemError, type BatchItem } from '../api/detect-language';
import type { BatchEntry } from '../lib/batch-source';
import { batchCsvFileName, buildBatchCsv } from '../lib/build-batch-csv';
import { previewText } from '../lib/format';
import { ConfidenceBar } from './confidence-bar';

interface BatchResultsTableProps {
  entries: BatchEntry[];
  results: BatchItem[];
}

function summarise(results: BatchItem[]): string {
  const counts = new Map<string, number>();
  for (const item of results) if (!isBatchItemError(item)) counts.set(item.language.name, (counts.get(item.language.name) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, count]) => `${name} ${count}`)
    .join(' · ');
}

export function BatchResultsTable({ entries, results }: BatchResultsTableProps) {
  const sectionRef = useRef<HTMLElement>(null);
  const failed = results.filter(isBatchItemError).length;
  const unreliable = results.filter((item) => !isBatchItemError(item) && !item.reliable).length;

  useEffect(() => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    sectionRef.current?.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'nearest' });
  }, []);

  return (
    <section ref={sectionRef} aria-label="Batch results" className="mt-8 scroll-mt-20">
      <Card>
        <CardContent className="space-y-4 pt-6">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h2 className="text-lg font-semibold">
                {results.length} {results.length === 1 ? 'text' : 'texts'} detected
              </h2>
              <p className="text-sm text-muted-foreground">
                {summarise(results) || 'No language found'}
                {unreliable > 0 && ` · ${unreliable} not reliable`}
                {failed > 0 && ` · ${failed} could not be read`}
              </p>
            </div>
            <DownloadButton
              label="Export CSV"
              fileName={batchCsvFileName(new Date())}
              mimeType="text/csv;charset=utf-8"
              getContent={() => buildBatchCsv(entries.map((entry) => entry.text), results)}
            />
          </div>
          <div className="max-h-[32rem] overflow-auto rounded-lg border">
            <table className="w-full text-left text-sm">
              <thead className="sticky top-0 bg-muted/95 text-xs text-muted-foreground backdrop-blur">
                <tr>
                  <th scope="col" className="hidden px-2 py-2 sm:px-3 font-medium sm:table-cell">
                    #
                  </th>
                  <th scope="col" className="px-2 py-2 sm:px-3 font-medium">
                    Text
                  </th>
                  <th scope="col" className="px-2 py-2 sm:px-3 font-medium">
                    Language
                  </th>
                  <th scope="col" className="hidden px-2 py-2 sm:px-3 font-medium md:table-cell">
                    Code
                  </th>
                  <th scope="col" className="px-2 py-2 sm:px-3 font-medium sm:w-44">
                    Confidence
                  </th>
                  <th scope="col" className="px-2 py-2 font-medium sm:px-3">
                    <CircleCheck className="size-3.5 sm:hidden" aria-hidden="true" />
                    <span className="sr-only sm:not-sr-only">Reliable</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {results.map((item, index) => {
                  const entry = entries[index];
                  return (
                    <tr key={index} className="border-t align-top" data-testid="batch-row">
                      <td className="hidden px-2 py-2 sm:px-3 text-muted-foreground tabular-nums sm:table-cell">{index + 1}</td>
                      <td className="max-w-28 px-2 py-2 sm:px-3 sm:max-w-72">
                        <p className="truncate" title={entry?.text}>
                          {previewText(entry?.text ?? '', 70)}
                        </p>
                        <p className="text-xs text-muted-foreground">{entry?.source}</p>
                      </td>
                      {isBatchItemError(item) ? (
                        <td colSpan={4} className="px-2 py-2 sm:px-3 text-destructive">
                          {item.error.message}
                        </td>
                      ) : (
                        <>
                          <td className="px-2 py-2 sm:px-3 font-medium">
                            {item.language.name}
                            <code className="block text-xs font-normal text-muted-foreground md:hidden">{item.language.code}</code>
                            {item.variant && <span className="block text-xs font-normal text-muted-foreground">{item.variant.name}</span>}
                          </td>
                          <td className="hidden px-2 py-2 sm:px-3 whitespace-nowrap md:table-cell">
                            <code>{item.language.code}</code> <span className="text-xs text-muted-foreground">{item.language.bcp47}</span>
                          </td>
                          <td className="px-2 py-2 sm:px-3.5">
                            <ConfidenceBar confidence={item.language.confidence} label={`Row ${index + 1} confidence`} compact figureOnlyOnPhones />
                          </td>
                          <td className="px-2 py-2 sm:px-3">
                            {item.reliable ? (
                              <span className="inline-flex items-center gap-1 text-success">
                                <CircleCheck className="size-4" aria-hidden="true" /> <span className="sr-only sm:not-sr-only">Yes</span>
                              </span>
                            ) : (
                              <span className="inline-flex items-center gap-1 text-warning">
                                <TriangleAlert className="size-4" aria-hidden="true" /> <span className="sr-only sm:not-sr-only">No</span>
                              </span>
                            )}
                          </td>
                        </>
                      )}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
