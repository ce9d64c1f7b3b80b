import { ClipboardCopy, Download } from 'lucide-react';
import { showToast } from '../../../../web/lib/show-toast';
import { Button } from '../../../../web/components/ui/button';
import type { CitationResult, CslItem } from '../api/format-citations';
import { buildClipboardDocument, copyRichText } from '../lib/copy-rich-text';
import { buildExportBlob, EXPORT_FILES, type ExportFile } from '../lib/export-files';

interface ExportBarProps {
  items: readonly CslItem[];
  /** The formatting of exactly these items in the chosen style, or null when it is out of date. */
  result: CitationResult | null;
  /** Numeric styles (IEEE, Vancouver) print their own numbers: no hanging indent. */
  hangingIndent: boolean;
}

function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Copy the list as rich text (italics survive a paste into Word or Google Docs) or download it as a file. */
export function ExportBar({ items, result, hangingIndent }: ExportBarProps) {
  async function copy() {
    if (!result) return;
    try {
      const how = await copyRichText(buildClipboardDocument(result.bibliography, hangingIndent));
      showToast('success', how === 'rich' ? 'Bibliography copied with its formatting' : 'Bibliography copied as plain text');
    } catch {
      showToast('error', 'Could not copy to the clipboard', { description: 'Select the entries and copy them by hand.' });
    }
  }

  function save(file: ExportFile) {
    const blob = buildExportBlob(file, result?.exports, items);
    if (blob) download(blob, file.fileName);
  }

  const missing = EXPORT_FILES.filter((file) => file.format !== 'csl-json' && result && !result.exports?.[file.format]);
  return (
    <section aria-label="Copy and export" className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={copy} disabled={!result || result.bibliography.length === 0}>
          <ClipboardCopy />
          Copy bibliography
        </Button>
        {EXPORT_FILES.map((file) => {
          const ready = file.format === 'csl-json' ? items.length > 0 : Boolean(result?.exports?.[file.format]);
          return (
            <Button key={file.format} type="button" variant="outline" size="sm" disabled={!ready} onClick={() => save(file)}>
              <Download />
              {file.label}
            </Button>
          );
        })}
      </div>
      {!result && items.length > 0 && <p className="text-xs text-muted-foreground">Format the list to copy it or export it as .docx, .bib or .ris.</p>}
      {missing.length > 0 && (
        <p className="text-xs text-muted-foreground" data-testid="exports-missing">
          {missing.map((file) => file.label).join(', ')} come with advanced responses (Pro and Ultimate plans). CSL-JSON imports into Zotero on any plan.
        </p>
      )}
    </section>
  );
}
