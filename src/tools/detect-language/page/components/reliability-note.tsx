import { CircleCheck, TriangleAlert } from 'lucide-react';
import figuresJson from '../../eval/figures.json';
import { readFigureFiles } from '../../../../web/lib/figures';

/** Answers marked reliable that were right, out of fold on the dev data (src/tools/detect-language/eval/figures.json), rounded down. */
const RIGHT_IN_100 = Math.floor(readFigureFiles([figuresJson]).figureOf('reliable-right-cv').value);

/** The `reliable` flag in words: what it checks, so "not reliable" is something the user can act on. */
export function ReliabilityNote({ reliable }: { reliable: boolean }) {
  return reliable ? (
    <div className="flex items-start gap-2 rounded-lg bg-success/10 px-3 py-2 text-sm" data-testid="reliability">
      <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
      <p>
        <span className="font-medium">Reliable.</span>{' '}
        <span className="text-muted-foreground">
          On our test data, answers marked reliable were right at least {RIGHT_IN_100} times in 100: the text is long enough,
          written mostly in one script, and the leading language is far enough ahead of the others.
        </span>
      </p>
    </div>
  ) : (
    <div className="flex items-start gap-2 rounded-lg bg-warning/15 px-3 py-2 text-sm" data-testid="reliability">
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
      <p>
        <span className="font-medium">Not reliable: treat this as a best guess.</span>{' '}
        <span className="text-muted-foreground">
          A result is reliable only when the text has at least 10 letters (3 Chinese, Japanese or Korean characters), at
          least 75% of them in one script, no more than a quarter of the paragraphs are in another language, and the
          leading language is as far ahead as answers that were right at least {RIGHT_IN_100} times in 100 on our test data (short
          texts need a bigger lead). Longer text usually helps.
        </span>
      </p>
    </div>
  );
}
