import { ShieldCheck, TriangleAlert } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatPercent } from '../../../lib/tool-pages';
import { MEASURED } from '../lib/measured-figures';

const NOT_MEASURED = 'not measured yet';

const share = (figure: { cases: number; share: number } | null, what: string) =>
  figure ? `${formatPercent(figure.share)} of ${figure.cases.toLocaleString('en-US')} ${what}` : null;

/** Which engines translate, what we add around them, and what we measured. */
export function HowGood() {
  const placeholder = MEASURED.date === null;
  const rows: Array<[string, string | null]> = [
    ['Links, e-mails, numbers and code that came through unchanged', share(MEASURED.placeholdersKept, 'spans')],
    ['Glossary terms found in the translation, every engine', share(MEASURED.glossaryApplied, 'terms')],
  ];
  return (
    <Card className="mt-6" data-testid="translate-how-good">
      <CardHeader>
        <CardTitle className="text-base">How good is this</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-8 lg:grid-cols-2">
        <div className="min-w-0 space-y-4 text-sm">
          <div className="flex gap-3 rounded-lg border bg-muted/40 p-3">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <p>
              <span className="font-medium">Real engines, named.</span> Apertium runs offline on this server (rule-based); LibreTranslate,
              DeepL and an AI model translate when the operator sets them up. The page says which one translated each text.
            </p>
          </div>
          <ul className="list-disc space-y-2 pl-5 text-muted-foreground">
            <li>
              <span className="font-medium text-foreground">Links, e-mails, numbers with units, code, @handles and markup</span> are set
              aside before translating and put back after.
            </li>
            <li>
              <span className="font-medium text-foreground">Your glossary applies with every engine,</span> including inflected forms
              where the engine cannot take a glossary itself.
            </li>
          </ul>
          <div className="flex gap-3 rounded-lg border border-amber-500/30 bg-amber-500/5 p-3">
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
            <p>
              <span className="font-medium">Machine translation misses things.</span> Have anything legal, medical or published read by
              someone who knows both languages. A pair translated through a third language (a pivot) loses more.
            </p>
          </div>
        </div>
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-sm font-semibold">
              What we measured{MEASURED.date ? ` (${MEASURED.date}${MEASURED.split === 'dev' ? ', development set' : ''})` : ''}
            </h3>
            {placeholder && (
              <Badge variant="outline" className="border-amber-500/60 text-amber-800" data-testid="translate-figures-placeholder">
                Placeholder: figures pending
              </Badge>
            )}
          </div>
          {MEASURED.pairs.length > 0 && (
            <table className="w-full text-sm" data-testid="translate-pair-figures">
              <thead>
                <tr className="text-left text-muted-foreground">
                  <th className="py-1 pr-3 font-normal">Pair</th>
                  <th className="py-1 pr-3 font-normal">Engine</th>
                  <th className="py-1 pr-3 text-right font-normal">chrF</th>
                  <th className="py-1 text-right font-normal">BLEU</th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {MEASURED.pairs.map((row) => (
                  <tr key={`${row.pair}-${row.engine}`}>
                    <td className="py-1.5 pr-3">{row.pair}</td>
                    <td className="py-1.5 pr-3">{row.engine}</td>
                    <td className="py-1.5 pr-3 text-right font-medium tabular-nums">{row.chrF.toFixed(1)}</td>
                    <td className="py-1.5 text-right font-medium tabular-nums">{row.bleu.toFixed(1)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <table className="w-full text-sm" data-testid="translate-measured-figures">
            <tbody className="divide-y">
              {placeholder && MEASURED.pairs.length === 0 && (
                <tr className="align-top">
                  <th scope="row" className="py-2 pr-4 text-left font-normal text-muted-foreground">
                    chrF and BLEU per pair and engine (Tatoeba sentences)
                  </th>
                  <td className="py-2 italic text-muted-foreground sm:whitespace-nowrap">{NOT_MEASURED}</td>
                </tr>
              )}
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
        </div>
      </CardContent>
    </Card>
  );
}
