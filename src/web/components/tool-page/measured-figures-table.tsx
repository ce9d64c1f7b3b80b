import type { ReactNode } from 'react';
import { Badge } from '../ui/badge';

/** One line of the table: what was measured, and the figure in words (null: not measured yet). */
export type MeasuredRow = readonly [label: string, value: string | null];

interface MeasuredFiguresTableProps {
  /** Prefixes the test ids: `${testIdPrefix}-measured-figures` and `${testIdPrefix}-figures-placeholder`. */
  testIdPrefix: string;
  /** When the evaluation ran; null while every figure is still a placeholder. */
  date: string | null;
  split?: string | null;
  rows: ReadonlyArray<MeasuredRow>;
  /** Shown between the heading and the table, e.g. a wider table of its own. */
  beforeTable?: ReactNode;
  /** The method in a sentence or two, under the table. */
  footnote?: ReactNode;
}

const NOT_MEASURED = 'not measured yet';

/** "What we measured" on a tool page: our own evaluation figures, with placeholders saying so until they are filled in. */
export function MeasuredFiguresTable({ testIdPrefix, date, split, rows, beforeTable, footnote }: MeasuredFiguresTableProps) {
  const placeholder = date === null;
  return (
    <div className="min-w-0 space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-semibold">What we measured{date ? ` (${date}${split === 'dev' ? ', development set' : ''})` : ''}</h3>
        {placeholder && (
          <Badge variant="outline" className="border-amber-500/60 text-amber-800" data-testid={`${testIdPrefix}-figures-placeholder`}>
            Placeholder: figures pending
          </Badge>
        )}
      </div>
      {beforeTable}
      <table className="w-full text-sm" data-testid={`${testIdPrefix}-measured-figures`}>
        <tbody className="divide-y">
          {/* Once measured, a figure the evaluation does not print is left out rather than shown as missing. */}
          {rows
            .filter(([, value]) => placeholder || value !== null)
            .map(([what, value]) => (
              <tr key={what} className="align-top">
                <th scope="row" className="py-2 pr-4 text-left font-normal text-muted-foreground">
                  {what}
                </th>
                <td className={value === null ? 'py-2 italic text-muted-foreground sm:whitespace-nowrap' : 'py-2 font-medium'}>{value ?? NOT_MEASURED}</td>
              </tr>
            ))}
        </tbody>
      </table>
      {footnote && <p className="text-xs text-muted-foreground">{footnote}</p>}
    </div>
  );
}
