import { useMemo } from 'react';
import { CopyButton } from '../../../../web/components/copy-button';
import { DownloadButton } from '../../../../web/components/download-button';
import { Badge } from '../../../../web/components/ui/badge';
import { Spinner } from '../../../../web/components/ui/spinner';
import type { TranslateResult } from '../api/translate-text';
import { ENGINE_LABELS } from '../lib/engine-labels';
import { nameLanguage } from '../lib/languages';
import { splitBySegments } from '../lib/split-by-segments';
import { DraftNotice } from './draft-notice';
import { SegmentedText } from './segmented-text';
import { TextStats } from './text-stats';

interface TranslationPaneProps {
  result: TranslateResult | null;
  pending: boolean;
  active: number | null;
  onActive: (segment: number | null) => void;
}

/** The translation, sentence by sentence (hover one to see its source), with who translated it, copy and download. */
export function TranslationPane({ result, pending, active, onActive }: TranslationPaneProps) {
  const pieces = useMemo(
    () => (result ? splitBySegments(result.translation, result.segments.map((segment) => segment.target)) : []),
    [result],
  );
  const translation = result?.translation ?? '';
  return (
    <section aria-label="Translation" className="flex min-w-0 flex-col gap-2" data-tool-result>
      <div
        className="h-56 overflow-auto rounded-md border bg-muted/40 px-3 py-2 text-[15px] leading-6 whitespace-pre-wrap break-words [overflow-wrap:anywhere] [unicode-bidi:plaintext] md:h-72"
        data-testid="translation-output"
        aria-live="polite"
        aria-busy={pending}
      >
        {pending ? (
          <span className="flex items-center gap-2 text-muted-foreground">
            <Spinner /> Translating…
          </span>
        ) : result ? (
          <SegmentedText pieces={pieces} active={active} onActive={onActive} />
        ) : (
          <span className="text-muted-foreground">The translation appears here.</span>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <TextStats text={translation} testId="translation-count" />
        <div className="flex flex-wrap gap-2">
          <CopyButton text={translation} />
          <DownloadButton
            fileName={`translation${result ? `.${result.target}` : ''}.txt`}
            mimeType="text/plain;charset=utf-8"
            getContent={() => translation}
            disabled={!translation}
          />
        </div>
      </div>
      {result && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          Translated by
          <Badge variant="secondary" data-testid="translated-by">
            {ENGINE_LABELS[result.engine]}
            {result.pivot ? ` via ${nameLanguage(result.pivot)}` : ''}
          </Badge>
          {nameLanguage(result.source.code)} → {nameLanguage(result.target)}
        </p>
      )}
      {result && !pending && <DraftNotice result={result} />}
    </section>
  );
}
