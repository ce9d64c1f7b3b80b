import { nounKey } from '../read-text';
import type { EmbeddedReading } from '../word-problem-outcome';
import { show, type Quantity, type Story } from './read-story';
import { calculationChecked } from './solve-checked';

// A rate said as "A for every B": "2 cups of lemon juice for every 7 cups of water", "3 teachers for every 40
// students", "5 red beads to every 2 blue ones". A third amount of one side's kind and unit ("for 31.5 cups of
// water") and a question naming the other side ("how many cups of lemon juice") give the other side's amount,
// in the same proportion. Each side's kind is the noun after "of" when the number is a measure ("cups of
// water"), else the word after the number ("teachers"); a third amount whose kind or unit is neither side's, a
// fourth number, or a question naming both or neither, and it refuses. The answer is worked out exactly and
// checked against the two sides' ratio worked out again in floating point.

interface Side {
  quantity: Quantity;
  /** "cups", "teachers": the word after the number. */
  unit: string;
  /** "water", "teachers": what it is an amount of. */
  kind: string;
}

function sideOf(story: Story, quantity: Quantity): Side | null {
  if (quantity.money || quantity.percent) return null;
  const words = story.text.slice(quantity.at + quantity.text.length).trim().split(/[\s,.;:?!]+/);
  // "2 adult chaperones": a word before the noun, when the question counts the noun and not the word ("how many chaperones").
  const said = (word: string) => new RegExp(String.raw`\b${word}\b`).test(story.ask);
  const described = /^[a-z]+$/.test(words[0] ?? '') && /^[a-z]+s$/.test(words[1] ?? '') && !/^(?:is|was|has|does|less|across)$/.test(words[1]!) && said(words[1]!) && !said(words[0]!);
  const unit = (described ? words[1] : words[0]) ?? '';
  if (!/^[a-z]+$/.test(unit) || /^(?:more|less|fewer|times|of|and|to|for|in|at|is|are|each|per|every|a|an|the)$/.test(unit)) return null;
  // "2 cups of lemon juice": an amount of lemon juice; "3 teachers": of teachers.
  const kind = !described && words[1] === 'of' && /^[a-z]+$/.test(words[2] ?? '') && !/^(?:the|a|an|it|them)$/.test(words[2]!) ? words[2]! : unit;
  return { quantity, unit: nounKey(unit), kind: nounKey(kind) };
}

export function readLooseForEvery(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  if (quantities.length !== 3) return null;
  const links = [...text.matchAll(/\b(?:for every|for each|to every)\b/g)];
  if (links.length !== 1) return null;
  const link = links[0]!.index;
  const [first, second, third] = quantities as [Quantity, Quantity, Quantity];
  // The pair stands on either side of the link, with nothing but their own words between: "2 cups of juice for every 7 cups of water".
  if (!(first.at < link && second.at > link && second.at - link <= 'for every '.length + 1)) return null;
  if (/[.?!;]/.test(text.slice(first.at, link))) return null;
  const a = sideOf(story, first);
  const b = sideOf(story, second);
  const given = sideOf(story, third);
  if (!a || !b || !given || a.kind === b.kind || first.value === 0 || second.value === 0) return null;
  // The third amount is of one side's kind and in its unit; the answer is the other side's.
  const [known, wanted] = given.kind === b.kind && given.unit === b.unit ? [b, a] : given.kind === a.kind && given.unit === a.unit ? [a, b] : [null, null];
  if (!known || !wanted) return null;
  // The question names the side asked, before the amount it is for: "how many cups of lemon juice … for 31.5 cups of water".
  const askStart = text.lastIndexOf(ask);
  const asking = askStart >= 0 && third.at > askStart ? text.slice(askStart, third.at) : ask;
  const names = (side: Side) => new RegExp(String.raw`\b${side.kind}(?:s|es)?\b`).test(asking.replace(/ies\b/g, 'y'));
  if (!names(wanted) || (names(known) && known.kind !== known.unit) || !/\bhow (?:many|much)\b/.test(ask)) return null;
  const unitAsked = ask.match(/\bhow many ([a-z]+)/)?.[1];
  if (unitAsked && nounKey(unitAsked) !== wanted.unit && nounKey(unitAsked) !== wanted.kind) return null;
  const expression = `${third.exact} * ${wanted.quantity.exact} / ${known.quantity.exact}`;
  return calculationChecked(
    expression,
    {
      rule: 'Scale the rate',
      explanation: `${show(wanted.quantity.value)} ${wanted.unit} of ${wanted.kind} go with every ${show(known.quantity.value)} ${known.unit} of ${known.kind}, so ${show(third.value)} ${known.unit} take ${show(third.value)} ÷ ${show(known.quantity.value)} times as much.`,
    },
    wanted.unit === wanted.kind ? `the number of ${wanted.kind}s` : `the amount of ${wanted.kind}, in ${wanted.unit}s`,
    // Worked out again in floating point, the other way round: how many of the known side's amounts fit, times the wanted side's.
    (third.value / known.quantity.value) * wanted.quantity.value,
  );
}
