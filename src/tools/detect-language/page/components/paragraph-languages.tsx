import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { ParagraphLanguage } from '../api/detect-language';
import { formatConfidence, previewText } from '../lib/format';

interface ParagraphLanguagesProps {
  text: string;
  paragraphs: ParagraphLanguage[];
  /** The whole text's language: paragraphs in another one are marked. */
  mainCode: string;
}

/** Each paragraph's own language, so mixed-language documents show where the switch happens. */
export function ParagraphLanguages({ text, paragraphs, mainCode }: ParagraphLanguagesProps) {
  const foreign = paragraphs.filter((paragraph) => paragraph.language.code !== mainCode).length;
  return (
    <section aria-labelledby="paragraphs-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="paragraphs-heading" className="text-sm font-semibold">
          Language of each paragraph
        </h3>
        <p className="text-xs text-muted-foreground">
          {foreign === 0
            ? `All ${paragraphs.length} paragraphs are in the same language.`
            : `${foreign} of ${paragraphs.length} paragraphs are in another language.`}
        </p>
      </div>
      <ol className="divide-y rounded-lg border" aria-label="Paragraph languages">
        {paragraphs.map((paragraph) => {
          const other = paragraph.language.code !== mainCode;
          return (
            <li
              key={paragraph.offset}
              className={`grid gap-1 px-4 py-2.5 text-sm sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4 ${other ? 'bg-primary/5' : ''}`}
            >
              <p className="min-w-0 truncate text-muted-foreground" title={text.slice(paragraph.offset, paragraph.offset + paragraph.length)}>
                {previewText(text.slice(paragraph.offset, paragraph.offset + paragraph.length), 110)}
              </p>
              <p className="flex items-center gap-2 whitespace-nowrap">
                <span className={other ? 'font-semibold text-primary' : 'font-medium'}>{paragraph.language.name}</span>
                <code className="text-xs text-muted-foreground">{paragraph.language.code}</code>
                <span className="tabular-nums text-muted-foreground">{formatConfidence(paragraph.language.confidence)}</span>
                {paragraph.reliable ? (
                  <CircleCheck className="size-4 text-success" aria-label="Reliable" />
                ) : (
                  <TriangleAlert className="size-4 text-warning" aria-label="Not reliable" />
                )}
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
