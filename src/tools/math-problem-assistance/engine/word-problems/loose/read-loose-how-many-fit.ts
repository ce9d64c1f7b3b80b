import type { EmbeddedReading } from '../word-problem-outcome';
import { show, type Quantity, type Story } from './read-story';
import { conversionFactor, readUnit, type MeasureUnit } from './read-units';
import { calculationChecked } from './solve-checked';

// How many whole pieces of one size come out of an amount: "How many 250 mL glasses can 2.5 liters fill?",
// "How many pieces 1 1/4 ft long can be cut from a board 8 3/4 feet long?". The two sizes must measure the
// same thing (the whole converted to the piece's unit by the table of units); only whole pieces count, so
// the answer is the whole number below the quotient (floor), asked with "can … cut / fill / make". Worked
// out exactly and again in floating point; a third number, sizes of different measures, or an ask of how
// many are needed (which rounds the other way), and it refuses.

const CAN = /\bcan (?:be (?:cut|filled|made|poured|served|sliced)|(?:it|they|you|she|he|i|we) (?:fill|make|cut|get|pour|serve)|fill|make|cut)\b|\bcan (?:be )?(?:got|gotten)\b/;

function unitOf(quantity: Quantity): MeasureUnit | null {
  return quantity.money || quantity.percent ? null : readUnit(quantity.after.replace(/^-/, '').split(/[\s-]/)[0] ?? '');
}

/**
 * "A runner runs 400 m laps. How many laps does she need to run to cover 10 km?" (session 44): the pieces named by the
 * noun the question counts, the whole the other amount; needed pieces round up, so only a quotient that comes out whole
 * is answered (no rounding up is shown).
 */
function readPiecesNeeded(story: Story): EmbeddedReading | null {
  const { ask, quantities } = story;
  const noun = /^how many ([a-z]+) (?:do|does|did|will|would) (?:i|you|he|she|they|we|it) need\b/.exec(ask)?.[1];
  if (!noun || quantities.length !== 2) return null;
  // "She has already run 4 km", "how many more laps": a part done is another problem.
  if (/\balready\b|\bso far\b|\bhas (?:run|swum|walked|done|finished|covered)\b|\bmore\b|\bleft\b|\bremaining\b/.test(story.text)) return null;
  const units = quantities.map(unitOf);
  if (units.some((unit) => unit === null)) return null;
  const pieceIndex = quantities.findIndex((quantity) => new RegExp(String.raw`^[a-z]+ ${noun}\b`).test(quantity.after));
  if (pieceIndex < 0 || quantities.filter((quantity) => new RegExp(String.raw`^[a-z]+ ${noun}\b`).test(quantity.after)).length !== 1) return null;
  const piece = quantities[pieceIndex]!;
  const whole = quantities[1 - pieceIndex]!;
  const factor = conversionFactor(units[1 - pieceIndex]!, units[pieceIndex]!);
  if (factor === null || !(piece.value > 0) || !(whole.value > 0)) return null;
  const quotient = (whole.value * factor) / piece.value;
  if (Math.abs(quotient - Math.round(quotient)) > 1e-9) return null;
  const inverse = conversionFactor(units[pieceIndex]!, units[1 - pieceIndex]!)!;
  const wrap = (exact: string) => (exact.includes('/') ? `(${exact})` : exact);
  const wholeInPieceUnits = factor === 1 ? wrap(whole.exact) : factor >= 1 ? `${wrap(whole.exact)} * ${show(factor)}` : `${wrap(whole.exact)} / ${show(inverse)}`;
  return calculationChecked(
    `${wholeInPieceUnits} / ${wrap(piece.exact)}`,
    { rule: 'Divide by the size of one piece', explanation: `${factor === 1 ? '' : `In ${units[pieceIndex]!.name}, the whole is ${show(whole.value * factor)}. `}Each of the ${noun} is ${show(piece.value)}; the division comes out whole.` },
    `the number of ${noun} needed`,
    Math.round(quotient),
  );
}

export function readLooseHowManyFit(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  const needed = readPiecesNeeded(story);
  if (needed) return needed;
  if (quantities.length !== 2 || !/^how many\b/.test(ask) || !CAN.test(ask) || /\bneed(?:ed|s)?\b|\bleft\b|\bremain|\bwaste|\bextra\b/.test(ask)) return null;
  const units = quantities.map(unitOf);
  if (units.some((unit) => unit === null)) return null;
  // The piece: the size the question counts ("how many 250 ml glasses", "pieces that are 1 1/4 ft long", "45 cm pieces").
  const askStart = text.lastIndexOf(ask);
  const inAsk = quantities.filter((quantity) => quantity.at >= askStart);
  const pieceIndex = inAsk.length === 2 ? quantities.findIndex((quantity) => new RegExp(String.raw`^how many (?:[a-z]+ )?${quantity.text.replace(/[./]/g, '\\$&')}\b|\b(?:that are|each|of) ${quantity.text.replace(/[./]/g, '\\$&')}\b`).test(ask)) : inAsk.length === 1 ? quantities.indexOf(inAsk[0]!) : -1;
  if (pieceIndex < 0) return null;
  const piece = quantities[pieceIndex]!;
  const whole = quantities[1 - pieceIndex]!;
  const factor = conversionFactor(units[1 - pieceIndex]!, units[pieceIndex]!);
  if (factor === null || !(piece.value > 0)) return null;
  const inverse = conversionFactor(units[pieceIndex]!, units[1 - pieceIndex]!)!;
  const wrap = (exact: string) => (exact.includes('/') ? `(${exact})` : exact);
  const wholeInPieceUnits = factor === 1 ? wrap(whole.exact) : factor >= 1 ? `${wrap(whole.exact)} * ${show(factor)}` : `${wrap(whole.exact)} / ${show(inverse)}`;
  const quotient = (whole.value * factor) / piece.value;
  const exactQuotient = Math.abs(quotient - Math.round(quotient)) < 1e-9;
  const expression = exactQuotient ? `${wholeInPieceUnits} / ${wrap(piece.exact)}` : `floor(${wholeInPieceUnits} / ${wrap(piece.exact)})`;
  return calculationChecked(
    expression,
    {
      rule: 'Divide by the size of one piece',
      explanation: `${factor === 1 ? '' : `In ${units[pieceIndex]!.name}, the whole is ${show(whole.value * factor)}. `}Each piece takes ${show(piece.value)}; ${exactQuotient ? 'the division comes out whole.' : 'only whole pieces count, so keep the whole number below the quotient.'}`,
    },
    'the number of whole pieces',
    Math.floor(quotient + 1e-9),
  );
}
