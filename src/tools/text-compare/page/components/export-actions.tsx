import { useMemo } from 'react';
import { CopyButton } from '../../../../web/components/copy-button';
import { DownloadButton } from '../../../../web/components/download-button';
import { useBrandName } from '../../../../web/lib/app-config';
import type { CompareResult } from '../api/compare-texts';
import {
  buildCsv,
  buildFileName,
  buildHtmlReport,
  buildJsonExport,
  buildSummaryText,
  buildTextDiff,
  rebuildTexts,
} from '../lib/build-exports';

/** Copy and download actions; files are built only when clicked, so a large result costs nothing until then. */
export function ExportActions({ result }: { result: CompareResult }) {
  const brand = useBrandName();
  const revised = useMemo(() => rebuildTexts(result.changes).revised, [result]);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <CopyButton text={revised} label="Copy revised text" />
      <CopyButton text={buildSummaryText(result)} label="Copy summary" />
      <span className="mx-1 hidden h-5 w-px bg-border sm:block" aria-hidden="true" />
      <DownloadButton
        label="HTML report"
        fileName={buildFileName('html', new Date())}
        mimeType="text/html;charset=utf-8"
        getContent={() => buildHtmlReport(result, { brand, generatedAt: new Date() })}
      />
      <DownloadButton
        label="JSON"
        fileName={buildFileName('json', new Date())}
        mimeType="application/json"
        getContent={() => buildJsonExport(result, new Date())}
      />
      <DownloadButton
        label="CSV"
        fileName={buildFileName('csv', new Date())}
        mimeType="text/csv;charset=utf-8"
        getContent={() => buildCsv(result.changes)}
      />
      <DownloadButton
        label="Text diff"
        fileName={buildFileName('txt', new Date())}
        mimeType="text/plain;charset=utf-8"
        getContent={() => buildTextDiff(result)}
      />
    </div>
  );
}
