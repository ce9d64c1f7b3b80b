import type { EmbeddedReading } from '../word-problem-outcome';
import type { Quantity, Story } from './read-story';
import { agrees, solveChecked } from './solve-checked';

// The diagonal of a square or a rectangle, by Pythagoras: d² = length² + width². A square's side may come from
// its perimeter (÷ 4) or its area (√); a rectangle needs its length and width ("12 m long and 5 m wide", "a
// 6 by 8 room"). Solved for the positive d, put back, and d worked out again from the sides; any other number,
// a second shape, or an ask that is not the diagonal, and it refuses.

function saidAs(story: Story, quantity: Quantity, words: string): boolean {
  const before = story.text.slice(Math.max(0, quantity.at - 40), quantity.at);
  return new RegExp(String.raw`\b(?:${words})(?: of (?:the|a|an|this|its|each) [a-z]+)? (?:is|of|=|equals|measures|measuring|was)\s*$|\b(?:with|and|has|having) (?:a |an |the )?(?:${words})\s*$`).test(before);
}

export function readLooseDiagonals(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  if (!/\bdiagonal\b/.test(ask) || /\bcircle|\bcube\b|\bbox\b|\bprism\b|\btriangle\b/.test(text)) return null;
  if (quantities.some((quantity) => quantity.money || quantity.percent)) return null;
  const square = /\bsquare\b(?! (?:feet|foot|meters?|metres?|inches|inch|units|cm|m|km|miles|yards|ft|in)\b)/.test(text);
  const rectangle = /\brectang|\broom\b|\bfield\b|\bgarden\b|\bscreen\b|\bdoor\b|\bwindow\b|\bpark\b|\byard\b|\bfloor\b|\btable\b|\bboard\b/.test(text);
  if (square === rectangle) return null;
  let sides: [string, string];
  let values: [number, number];
  if (square) {
    if (quantities.length !== 1) return null;
    const [q] = quantities as [Quantity];
    if (saidAs(story, q, 'perimeter')) [sides, values] = [[`${q.exact} / 4`, `${q.exact} / 4`], [q.value / 4, q.value / 4]];
    else if (saidAs(story, q, 'sides?|side length|length') || /^(?:[a-z]+ )?(?:on each side|on a side|sides?)\b/.test(q.after)) [sides, values] = [[q.exact, q.exact], [q.value, q.value]];
    else return null;
  } else {
    if (quantities.length !== 2) return null;
    const [a, b] = quantities as [Quantity, Quantity];
    const by = new RegExp(String.raw`^${a.text.replace('.', '\\.')}(?: [a-z]+)? (?:by|x|×) ${b.text.replace('.', '\\.')}\b`).test(text.slice(a.at));
    const long = quantities.filter((quantity) => /^(?:[a-z]+ )?long\b/.test(quantity.after) || saidAs(story, quantity, 'length'));
    const wide = quantities.filter((quantity) => /^(?:[a-z]+ )?wide\b/.test(quantity.after) || saidAs(story, quantity, 'width'));
    if (!by && !(long.length === 1 && wide.length === 1 && long[0] !== wide[0])) return null;
    [sides, values] = [[a.exact, b.exact], [a.value, b.value]];
  }
  const wrap = (side: string) => (/^[\d.]+$/.test(side) ? side : `(${side})`);
  return solveChecked(
    {
      equations: [`d^2 = ${wrap(sides[0])}^2 + ${wrap(sides[1])}^2`],
      unknown: 'd',
      letters: `d = the diagonal (it is the hypotenuse of a right triangle whose legs are the sides${square ? ', each the perimeter ÷ 4 or the side given' : ''})`,
      meaning: 'the diagonal',
    },
    (found) => found.d! > 0 && agrees(found.d! ** 2, values[0] ** 2 + values[1] ** 2),
  );
}
