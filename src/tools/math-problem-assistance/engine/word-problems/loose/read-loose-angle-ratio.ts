import type { EmbeddedReading } from '../word-problem-outcome';
import type { Story } from './read-story';
import { calculationChecked } from './solve-checked';

// The angles of a triangle (180°) or a quadrilateral (360°) in a ratio: "the angles of a triangle are in the ratio
// 2:3:4 — how big is the largest?". One part is the angle sum ÷ the sum of the ratio's terms; the angle asked is its
// term times that. The ratio must have one term per angle (3 or 4), the ask must name one angle by size (largest,
// smallest), and the story no other number; otherwise it refuses.

const SUMS: Record<string, { angles: number; sum: number }> = { triangle: { angles: 3, sum: 180 }, quadrilateral: { angles: 4, sum: 360 } };

export function readLooseAngleRatio(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  const said = /\b(?:the )?(?:three |four )?angles of (?:a|the|this|his|her|my) (triangle|quadrilateral)\b[^.?!]*?\b(?:ratio (?:of )?|in the proportion )(\d+(?:\s?:\s?\d+){2,3})\b/.exec(text);
  if (!said) return null;
  const shape = SUMS[said[1]!]!;
  const terms = said[2]!.split(':').map((term) => Number(term.trim()));
  if (terms.length !== shape.angles || quantities.length !== terms.length || terms.some((term) => !(term > 0))) return null;
  if (quantities.some((quantity) => quantity.money || quantity.percent)) return null;
  const largest = /\b(?:largest|biggest|greatest|largest|the large one)\b/.test(ask);
  const smallest = /\b(?:smallest|least|tiniest)\b/.test(ask);
  if (largest === smallest || !/\bangle\b|\bdegrees\b|\bhow (?:big|large)\b/.test(ask)) return null;
  const term = largest ? Math.max(...terms) : Math.min(...terms);
  const total = terms.reduce((a, b) => a + b, 0);
  return calculationChecked(
    `${shape.sum} * ${term} / (${terms.join(' + ')})`,
    { rule: 'Share the angle sum in the ratio', explanation: `The angles of a ${said[1]} add up to ${shape.sum}°; split in the ratio ${terms.join(':')}, one part is ${shape.sum}° ÷ ${total}, and the ${largest ? 'largest' : 'smallest'} angle is ${term} parts.` },
    `the ${largest ? 'largest' : 'smallest'} angle in degrees`,
    (shape.sum * term) / total,
  );
}
