import { Info } from 'lucide-react';
import { formatFigureValue } from '../../../../domain/figures';
import type { TranslateResult } from '../api/translate-text';
import { TRANSLATE_FIGURES } from '../lib/measured-figures';

/**
 * Rule-based output is a draft: said on the result itself, with what we measured for the pair (chrF
 * from figures.json, never typed here) and how to get fluent translations. Neural engines need no notice.
 */
export function DraftNotice({ result }: { result: Pick<TranslateResult, 'engine' | 'source' | 'target'> }) {
  if (result.engine !== 'apertium') return null;
  const pair = `${result.source.code}-${result.target}`;
  const measured = TRANSLATE_FIGURES.pairs.find((row) => row.pair === pair && row.engine === 'apertium');
  return (
    <p className="flex gap-2 rounded-md border border-amber-500/30 bg-amber-500/5 p-2 text-sm" data-testid="translation-draft-notice">
      <Info className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-400" aria-hidden="true" />
      <span>
        <span className="font-medium">A rule-based draft.</span> Apertium translates offline, word group by word group: read it
        through before you use it.
        {measured ? ` On everyday sentences in this pair it scored chrF ${formatFigureValue(measured.chrF)} of 100 (our dev set).` : ''}{' '}
        For fluent translations, the operator of this site can add DeepL, LibreTranslate or an AI model.
      </span>
    </p>
  );
}
