import { FileSpreadsheet, Upload } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { showToast } from '../../../../web/lib/show-toast';
import { Button } from '../../../../web/components/ui/button';
import { Label } from '../../../../web/components/ui/label';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Switch } from '../../../../web/components/ui/switch';
import type { LoadedCsv } from '../lib/batch-source';
import { guessTextColumn, parseCsv, toTable } from '../lib/parse-csv';
import { previewText } from '../lib/format';

// Spreadsheets this large are better sent through the command line; the page keeps the browser responsive.
const MAX_CSV_BYTES = 10 * 1024 * 1024;

interface BatchCsvInputProps {
  csv: LoadedCsv | null;
  hasHeader: boolean;
  onChange: (csv: LoadedCsv | null) => void;
  onHasHeaderChange: (value: boolean) => void;
}

/** A CSV (or TSV) file and the column that holds the texts. */
export function BatchCsvInput({ csv, hasHeader, onChange, onHasHeaderChange }: BatchCsvInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_CSV_BYTES) {
      showToast('error', `${file.name} is too large`, { description: 'CSV files up to 10 MB can be read here.' });
      return;
    }
    const table = toTable(parseCsv(await file.text()));
    if (table.headers.length === 0) {
      showToast('warning', `No rows found in ${file.name}`);
      return;
    }
    onChange({ fileName: file.name, table, column: guessTextColumn(table) });
  }

  const sample = csv ? (hasHeader ? csv.table.rows : [csv.table.headerRow, ...csv.table.rows]).slice(0, 3) : [];

  return (
    <div className="space-y-4">
      <input
        ref={inputRef}
        type="file"
        accept=".csv,.tsv,text/csv"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        aria-label="CSV file"
        onChange={(event) => void handleChange(event)}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" onClick={() => inputRef.current?.click()}>
          <Upload />
          {csv ? 'Choose another CSV' : 'Choose a CSV file'}
        </Button>
        {csv ? (
          <span className="flex items-center gap-2 text-sm">
            <FileSpreadsheet className="size-4 text-primary" aria-hidden="true" />
            {csv.fileName} · {csv.table.rows.length + (hasHeader ? 0 : 1)} rows
          </span>
        ) : (
          <span className="text-sm text-muted-foreground">Comma, semicolon or tab separated; quoted fields are read properly.</span>
        )}
      </div>
      {csv && (
        <div className="grid gap-4 rounded-lg border bg-muted/30 p-4 sm:grid-cols-[auto_1fr]">
          <div className="space-y-3">
            <div className="flex items-center gap-2">
              <Label htmlFor="csv-column">Text column</Label>
              <NativeSelect id="csv-column" className="min-w-40" value={String(csv.column)} onChange={(event) => onChange({ ...csv, column: Number(event.target.value) })}>
                {csv.table.headers.map((header, index) => (
                  <option key={index} value={String(index)}>
                    {hasHeader ? header : `Column ${index + 1}`}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex items-center gap-2">
              <Switch id="csv-header" checked={hasHeader} onCheckedChange={onHasHeaderChange} />
              <Label htmlFor="csv-header" className="font-normal">
                First row holds column names
              </Label>
            </div>
          </div>
          <div className="min-w-0">
            <p className="text-xs font-medium text-muted-foreground">First values in this column</p>
            <ul className="mt-1 space-y-1 text-sm">
              {sample.map((row, index) => (
                <li key={index} className="truncate">
                  {previewText(row[csv.column] ?? '', 90) || <span className="text-muted-foreground italic">empty</span>}
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </div>
  );
}
