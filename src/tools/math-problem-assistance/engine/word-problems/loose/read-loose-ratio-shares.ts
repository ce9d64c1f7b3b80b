import { nounKey } from '../read-text';
import type { EmbeddedReading } from '../word-problem-outcome';
import type { Quantity, Story } from './read-story';
import { agrees, solveChecked } from './solve-checked';

// Shares by a ratio, as one linear system: each group named by a ratio ("the ratio of boys to girls is 3:5",
// "split $270 between Ann and Ben in the ratio 4:5", "among three siblings in the ratio 2:3:7") gets a letter,
// each ratio says b·A = a·B for its neighbours, and one more fact fixes the size: the total ("32 students",
// the amount split), one group's count ("there are 16 red marbles"), or a difference ("21 more cats than
// dogs"). Two ratios that share a group chain ("red to blue is 2:3 and blue to green is 4:5"). The ask must
// name one group, or the biggest or smallest share. Every number must be a ratio's part or the one fact; the
// shares found must keep the ratios and the fact, or it refuses.

const COUNT_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, '2': 2, '3': 3, '4': 4, '5': 5 };
/** Nouns that count everyone in the story, not one group. */
const TOTAL_NOUNS = /^(?:students?|people|persons?|children|kids|pupils?|animals?|members?|players?|employees?|workers?|pets?|books?|coins?|cars?|items?|fish|birds?|balls?|cards?|beads?|sweets?|candies|candy)$/;

interface Ratio {
  groups: string[];
  parts: number[];
  /** Where the ratio's numbers stand. */
  ats: number[];
  /** The noun the groups are kinds of ("marbles" in "red to blue marbles"), if any. */
  noun?: string;
}

function partsAt(quantities: Quantity[], from: number, to: number): Quantity[] {
  return quantities.filter((quantity) => quantity.at >= from && quantity.at < to);
}

/** "the ratio of boys to girls in a class is 3:5", "the ratio of red to blue marbles is 2:3", "cats to dogs is 7 to 4". */
function readRatioStatements(story: Story): Ratio[] | null {
  const { text, quantities } = story;
  const ratios: Ratio[] = [];
  const shape = /\bratio of (?:the )?([a-z]+(?: [a-z]+)?) to (?:the )?([a-z]+(?: [a-z]+)?)(?: to (?:the )?([a-z]+(?: [a-z]+)?))?(?: (?:in|at|on|among|for|of) (?:a|an|the|this|that|his|her|their|my) [a-z]+(?: [a-z]+)?)? (?:is|was|are|=) (\d+) ?(?::|to) ?(\d+)(?: ?(?::|to) ?(\d+))?(?!\d|[.:/]\d)/g;
  for (const match of text.matchAll(shape)) {
    const phrases = [match[1]!, match[2]!, ...(match[3] ? [match[3]] : [])];
    const parts = [match[4]!, match[5]!, ...(match[6] ? [match[6]] : [])].map(Number);
    if (phrases.length !== parts.length) return null;
    // "red to blue marbles": the groups are the first words, the noun the last phrase's second word.
    const last = phrases.at(-1)!.split(' ');
    // "red marbles to blue marbles": every phrase two words with the same noun, the groups the first words.
    const sameNoun = last.length === 2 && phrases.every((phrase) => phrase.split(' ').length === 2 && nounKey(phrase.split(' ')[1]!) === nounKey(last[1]!));
    const noun = last.length === 2 && (sameNoun || phrases.slice(0, -1).every((phrase) => !phrase.includes(' '))) ? nounKey(last[1]!) : undefined;
    const groups = phrases.map((phrase) => nounKey(noun ? phrase.split(' ')[0]! : phrase));
    if (groups.some((group) => group.includes(' ')) && !noun) return null;
    const numbersFrom = match.index + match[0].lastIndexOf(` ${match[4]}`) + 1;
    const inside = partsAt(quantities, numbersFrom, match.index + match[0].length);
    if (inside.length !== parts.length) return null;
    ratios.push({ groups, parts, ats: inside.map((quantity) => quantity.at), ...(noun ? { noun } : {}) });
  }
  return ratios;
}

/** "split $270 between ann and ben in the ratio 4:5", "split $1,440 among three siblings in the ratio 2:3:7". */
function readShareStatement(story: Story): { ratio: Ratio; total: Quantity } | null | undefined {
  const { text, quantities } = story;
  const found = [
    ...text.matchAll(/\b(?:split|share|divide|shared|divided|splits|shares|divides) (\$ ?[\d,.]+|[\d,.]+ [a-z]+) (?:between|among|amongst) (?:(?:the )?([a-z]+) and ([a-z]+)|(two|three|four|five|[2-5]) ([a-z]+)) (?:in|by) the ratio (?:of )?(\d+) ?: ?(\d+)(?: ?: ?(\d+))?(?: ?: ?(\d+))?(?!\d|[.:/]\d)/g),
    // "Ana and Ben share $840 in the ratio 3:4": the two named first, the same captures.
    ...[...text.matchAll(/(?:^|[.!?] )([a-z]+) and ([a-z]+) (?:split|share|divide|shared|divided) (\$ ?[\d,.]+|[\d,.]+ [a-z]+) (?:in|by) the ratio (?:of )?(\d+) ?: ?(\d+)(?!\d|[.:/]\d|\s?:)/g)].map((match) => {
      const reordered = [match[0], match[3], match[1], match[2], undefined, undefined, match[4], match[5], undefined, undefined] as unknown as RegExpExecArray;
      reordered.index = match.index;
      return reordered;
    }),
  ];
  if (found.length === 0) return undefined;
  if (found.length > 1) return null;
  const match = found[0]!;
  const parts = [match[6]!, match[7]!, ...(match[8] ? [match[8]] : []), ...(match[9] ? [match[9]] : [])].map(Number);
  const groups = match[2] ? [match[2], match[3]!] : parts.map((_, i) => `share ${i + 1}`);
  if (match[4] && COUNT_WORDS[match[4]] !== parts.length) return null;
  if (groups.length !== parts.length || new Set(groups).size !== groups.length) return null;
  const total = quantities.find((quantity) => quantity.at === match.index + match[0].indexOf(match[1]!) + (match[1]!.startsWith('$') ? 0 : 0));
  const numbersFrom = match.index + match[0].lastIndexOf('ratio');
  const inside = partsAt(quantities, numbersFrom, match.index + match[0].length);
  if (!total || inside.length !== parts.length) return null;
  return { ratio: { groups, parts, ats: inside.map((quantity) => quantity.at) }, total };
}

type Fact =
  | { kind: 'total'; value: Quantity }
  | { kind: 'group'; group: string; value: Quantity }
  | { kind: 'difference'; more: string; less: string; value: Quantity }
  // "After 6 more boys join, the numbers of boys and girls are equal": one group changed by the value equals the other.
  | { kind: 'change'; changed: string; other: string; sign: 1 | -1; value: Quantity };

/** The fact that fixes the size: a total, one group's count, or how many more of one group. */
function readFact(story: Story, quantity: Quantity, groups: string[], nouns: string[]): Fact | null {
  const { text } = story;
  const words = quantity.after.split(' ').map(nounKey);
  const difference = text.slice(quantity.at).match(/^\$? ?[\d,.]+ (?:more|fewer|less) ([a-z]+)(?: [a-z]+)? than (?:the )?([a-z]+)\b/);
  if (difference) {
    const [more, less] = [nounKey(difference[1]!), nounKey(difference[2]!)];
    const isFewer = /^\$? ?[\d,.]+ (?:fewer|less) /.test(text.slice(quantity.at));
    if (!groups.includes(more) || !groups.includes(less) || more === less) return null;
    return isFewer ? { kind: 'difference', more: less, less: more, value: quantity } : { kind: 'difference', more, less, value: quantity };
  }
  const change = text.slice(0, quantity.at).match(/\b(?:after|when|if|once)\s$/) && text.slice(quantity.at).match(/^[\d,.]+ (?:more |new |of the )?([a-z]+) (join|joins|joined|are added|arrive|arrived|come|came|leave|leaves|left|are removed|quit|move away|moved away),? (?:the )?(?:numbers? of ([a-z]+) and ([a-z]+)|two groups) (?:are|is|will be|become|becomes|would be) (?:equal|the same)\b/);
  if (change) {
    const changed = nounKey(change[1]!);
    const named = change[3] ? [nounKey(change[3]), nounKey(change[4]!)] : groups;
    const other = groups.find((name) => name !== changed);
    if (!groups.includes(changed) || groups.length !== 2 || !other || !named.every((name) => groups.includes(name))) return null;
    return { kind: 'change', changed, other, sign: /^(?:join|joins|joined|are added|arrive|arrived|come|came)$/.test(change[2]!) ? 1 : -1, value: quantity };
  }
  const group = groups.find((name) => words[0] === name);
  if (group) return { kind: 'group', group, value: quantity };
  const clause = text.slice(quantity.at).split(/[.?!,;]/)[0] ?? '';
  if ((words[0] && (TOTAL_NOUNS.test(words[0]) || nouns.includes(words[0]))) || /\b(?:in all|in total|altogether|all together)\b/.test(clause)) return { kind: 'total', value: quantity };
  return null;
}

/** The group the ask names: "how many are girls", "how much does ben get", "the biggest share". */
function askedGroup(ask: string, groups: string[], ratioParts: Map<string, number>): string | null {
  const named = groups.filter((group) => new RegExp(String.raw`\b${group}(?:s|es|'s)?\b`).test(ask.replace(/ies\b/g, 'y')));
  if (named.length === 1) return named[0]!;
  if (named.length > 1) return null;
  const parts = [...ratioParts.values()];
  if (/\b(?:biggest|largest|greatest|most|bigger|larger)\b/.test(ask)) {
    const top = groups.filter((group) => ratioParts.get(group) === Math.max(...parts));
    return top.length === 1 ? top[0]! : null;
  }
  if (/\b(?:smallest|least|fewest|smaller)\b/.test(ask)) {
    const bottom = groups.filter((group) => ratioParts.get(group) === Math.min(...parts));
    return bottom.length === 1 ? bottom[0]! : null;
  }
  return null;
}

export function readLooseRatioShares(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  if (!/\bratio\b/.test(text) || /\bages?\b|\bold\b|\byears?\b|%|\bpercent\b|\bscale\b/.test(text)) return null;
  const statements = readRatioStatements(story);
  const share = readShareStatement(story);
  if (!statements || share === null) return null;
  const ratios = [...statements, ...(share ? [share.ratio] : [])];
  if (ratios.length === 0 || ratios.length > 2) return null;
  const groups = [...new Set(ratios.flatMap((ratio) => ratio.groups))];
  // Two ratios must share one group to be a chain.
  if (ratios.length === 2 && ratios[0]!.groups.filter((group) => ratios[1]!.groups.includes(group)).length !== 1) return null;
  const used = new Set(ratios.flatMap((ratio) => ratio.ats));
  const rest = quantities.filter((quantity) => !used.has(quantity.at));
  const nouns = ratios.flatMap((ratio) => (ratio.noun ? [ratio.noun] : []));
  let fact: Fact | null;
  if (share) {
    if (rest.length !== 1 || rest[0] !== share.total) return null;
    fact = { kind: 'total', value: share.total };
  } else {
    if (rest.length !== 1) return null;
    fact = readFact(story, rest[0]!, groups, nouns);
  }
  if (!fact || fact.value.percent) return null;
  // A total of three groups read from two ratios is fine; a total with two ratios that leave a group out is not a chain's.
  const letters = groups.map((_, i) => `g${i + 1}`);
  const letterOf = (group: string) => letters[groups.indexOf(group)]!;
  const equations: string[] = [];
  for (const ratio of ratios) {
    for (let i = 1; i < ratio.groups.length; i++) {
      equations.push(`${ratio.parts[i]} * ${letterOf(ratio.groups[i - 1]!)} = ${ratio.parts[i - 1]} * ${letterOf(ratio.groups[i]!)}`);
    }
  }
  const value = fact.value.exact;
  if (fact.kind === 'total') equations.push(`${letters.join(' + ')} = ${value}`);
  if (fact.kind === 'group') equations.push(`${letterOf(fact.group)} = ${value}`);
  if (fact.kind === 'difference') equations.push(`${letterOf(fact.more)} - ${letterOf(fact.less)} = ${value}`);
  if (fact.kind === 'change') equations.push(`${letterOf(fact.changed)} ${fact.sign > 0 ? '+' : '-'} ${value} = ${letterOf(fact.other)}`);
  // Parts of one ratio, for "the biggest share": only when a single ratio names every group.
  const ratioParts = new Map<string, number>(ratios.length === 1 ? ratios[0]!.groups.map((group, i) => [group, ratios[0]!.parts[i]!]) : []);
  const named = askedGroup(ask, groups, ratioParts);
  // "How many animals are there in all?": no group named, the whole asked.
  const asksTotal = !named && /\b(?:in all|in total|altogether|all together|total|combined)\b/.test(ask) && /\bhow many\b/.test(ask) && fact.kind !== 'total';
  if (!named && !asksTotal) return null;
  if (asksTotal) equations.push(`t = ${letters.join(' + ')}`);
  const asked = named ?? 'total';
  const counted = !fact.value.money;
  return solveChecked(
    {
      equations,
      unknown: asksTotal ? 't' : letterOf(asked),
      letters: groups.map((group, i) => `${letters[i]} = ${/^share \d$/.test(group) ? `the ${['first', 'second', 'third', 'fourth'][i]} share` : counted ? `the number of ${group}s` : `${group}'s share`}`).join(', '),
      meaning: asksTotal ? 'the total of all the groups' : /^share \d$/.test(asked) ? 'that share' : fact.value.money ? `${asked}'s share` : `the number of ${asked}s`,
      ...(counted ? { whole: true } : {}),
    },
    (values) => {
      const of = (group: string) => values[letterOf(group)]!;
      if (groups.some((group) => !(of(group) > 0))) return false;
      if (counted && groups.some((group) => !agrees(of(group), Math.round(of(group))))) return false;
      const keeps = ratios.every((ratio) => ratio.groups.every((group, i) => agrees(of(group) * ratio.parts[0]!, of(ratio.groups[0]!) * ratio.parts[i]!)));
      const holds =
        fact.kind === 'total'
          ? agrees(groups.reduce((sum, group) => sum + of(group), 0), fact.value.value)
          : fact.kind === 'group'
            ? agrees(of(fact.group), fact.value.value)
            : fact.kind === 'change'
              ? agrees(of(fact.changed) + fact.sign * fact.value.value, of(fact.other))
              : agrees(of(fact.more) - of(fact.less), fact.value.value);
      const total = asksTotal ? agrees(values.t!, groups.reduce((sum, group) => sum + of(group), 0)) : true;
      return keeps && holds && total;
    },
  );
}
