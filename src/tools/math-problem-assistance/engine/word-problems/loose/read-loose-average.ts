import type { EmbeddedReading } from '../word-problem-outcome';
import { nounKey } from '../read-text';
import type { Quantity, Story } from './read-story';
import { readUnit } from './read-units';
import { agrees, solveChecked } from './solve-checked';

// Means: the mean of a list, one value missing from a list whose mean is given ("the average of 5 numbers is
// 18; four of them are …"), the score needed next to reach a mean ("82, 90, 77 and 88 on her first four
// tests … the fifth to average 85", "her average over her first 6 games is 152 … her 7th game … 155"), the
// mean of two groups ("12 boys averaged 74 and 18 girls averaged 84"), and a weighted grade ("homework is 20%
// of my grade …; what do I need on the final to get 80 overall"). Every mean is written as a sum: count ×
// mean of each group, plus the unknown, equals the whole count × the whole mean; solved, put back, and the
// mean worked out again from the values found. A count that does not add up (a 7th game after 5), a number
// with no role, or a mean asked and given at once, and it refuses.

const COUNT_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
const ORDINAL_WORDS: Record<string, number> = { second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, eleventh: 11, twelfth: 12 };
const MEAN = String.raw`(?:average|avg|mean)`;
const COUNT = String.raw`(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const VALUE = String.raw`(\d+(?:\.\d+)?)`;
/** What the reader reads itself of the hidden-quantity words: the ordinals of the next test ("her third test"), "score" as a test's, and "the average of the remaining" after one leaves. */
export const AVERAGE_WORDS = /\b(?:third|fourth|fifth|tenth|score)\b|(?<=\b(?:average|mean) of the )(?:remaining|rest)\b|\banother(?= (?:class|group|team|section) of \d)/g;

interface Group {
  count: number;
  /** count × mean, exactly. */
  sum: string;
  sumValue: number;
  /** The story's numbers it uses, by where they start. */
  ats: number[];
}

const countOf = (word: string) => COUNT_WORDS[word] ?? (/^\d+$/.test(word) ? Number(word) : NaN);

/** Quantities standing at the positions a match's groups were found at. */
function quantityAt(quantities: Quantity[], at: number): Quantity | undefined {
  return quantities.find((quantity) => quantity.at === at);
}

/** Lists of two or more plain values: "82, 90, 77, and 88", "12, 20, 15 and 21". */
function readLists(story: Story): Group[] {
  const groups: Group[] = [];
  const list = new RegExp(String.raw`(?<![\d.,$])${VALUE}(?:,? (?:and )?${VALUE}|, ${VALUE})+(?![\d%])`, 'g');
  for (const match of story.text.matchAll(list)) {
    const inside = story.quantities.filter((quantity) => quantity.at >= match.index && quantity.at < match.index + match[0].length);
    if (inside.length < 2 || inside.some((quantity) => quantity.money || quantity.percent || quantity.text.includes('/'))) continue;
    // A list is of bare values: "4 tests" after its last number is a count, not a list's member.
    // ("… 75 and 88. what do i need": a sentence ends after the list, so the next word is not its noun.)
    const last = inside.at(-1)!;
    const ends = /^\s*[.?!;:]/.test(story.text.slice(last.at + last.text.length));
    const after = ends ? '' : (last.after.split(' ')[0] ?? '');
    // ("42, 57 and 62 umbrellas … the mean number of umbrellas": the noun the question takes the mean of names every member.)
    const named = new RegExp(String.raw`\b${MEAN}\b.*\b${after}\b`).test(story.ask);
    if (/^[a-z]/.test(after) && !/^(?:on|in|and|for|at|points?|marks?|degrees?)$/.test(after) && !readUnit(after) && !named) continue;
    groups.push({ count: inside.length, sum: inside.map((quantity) => quantity.exact).join(' + '), sumValue: inside.reduce((total, quantity) => total + quantity.value, 0), ats: inside.map((quantity) => quantity.at) });
  }
  return groups;
}

/** "12 boys averaged 74", "her average over her first 6 games is 152", "the average of 5 numbers is 18". */
function readMeanStatements(story: Story): Array<Group & { whole: boolean }> {
  const { text, quantities } = story;
  const found: Array<Group & { whole: boolean }> = [];
  const shapes = [
    // "12 boys averaged 74", "18 girls had an average of 84"
    // ("averaged" reaches the readers as "average": fix-spelling.ts takes it for a slip.)
    // ("one class of 20 students has an average height of 150 cm": the count before its noun, the measure named.)
    { pattern: new RegExp(String.raw`\b${COUNT} ([a-z]+) (?:averaged?|(?:had|has|have) an? ${MEAN} (?:score |height |weight |age |mark |grade )?of|scored an? ${MEAN} of) ${VALUE}\b`, 'g'), count: 1, value: 3 },
    // "my first 3 test scores average out to 84", "the 4 quizzes averaged out at 7.5"
    { pattern: new RegExp(String.raw`\b(?:first |last |other )?${COUNT} (?:[a-z]+ ){1,2}(?:average|averaged)(?: out)? (?:to|at) ${VALUE}\b`, 'g'), count: 1, value: 2 },
    // "her average over her first 6 games is 152", "the avg of 5 numbers is 18", "the mean of the first four tests was 80"
    { pattern: new RegExp(String.raw`\b${MEAN}(?: score)? (?:of|over|on|for|in) (?:the |her |his |their |my |your )?(?:first |last |other )?${COUNT}(?: ([a-z]+))?(?: [a-z]+)? (?:is|was|=|of) ${VALUE}\b`, 'g'), count: 1, value: 3 },
    // "over 4 days Ravi read an average of 35 pages a day": the count of periods, then the mean per period.
    { pattern: new RegExp(String.raw`\b(?:over|in|for) (?:the |her |his |their |my )?(?:first |last |past )?${COUNT} ([a-z]+),? (?:[a-z]+ ){1,2}an? ${MEAN} of ${VALUE}\b`, 'g'), count: 1, value: 3 },
    // "the average age of 8 people in a room is 25": the measure named before "of", the place after the group.
    { pattern: new RegExp(String.raw`\b${MEAN} (?:age|height|weight|score|mark|grade|price|cost|salary|speed|temperature) of (?:the )?${COUNT} ([a-z]+)(?: (?:in|on|at) (?:a|an|the|our|my|his|her|their) [a-z]+)? (?:is|was|=) ${VALUE}\b`, 'g'), count: 1, value: 3 },
  ];
  for (const { pattern, count: countGroup, value: valueGroup } of shapes) {
    for (const match of text.matchAll(pattern)) {
      const count = countOf(match[countGroup]!);
      const valueAt = match.index + match[0].lastIndexOf(match[valueGroup]!);
      const value = quantityAt(quantities, valueAt);
      if (!Number.isInteger(count) || count < 1 || !value || value.money || value.percent) continue;
      const countAt = /^\d/.test(match[countGroup]!) ? match.index + match[0].indexOf(match[countGroup]!) : -1;
      // The whole: "the average of 5 numbers", which the unknown is one of.
      const whole = /^(?:average|avg|mean) of (?:the )?\d/.test(match[0]) || /^(?:average|avg|mean) of (?:the )?[a-z]+ (?:numbers|values)/.test(match[0]);
      found.push({ count, sum: `${count} * ${value.exact}`, sumValue: count * value.value, ats: countAt >= 0 ? [countAt, valueAt] : [valueAt], whole });
    }
  }
  return found;
}

/** The mean to reach: "to bring her average up to 155", "to have an average of exactly 85", "an average of 90". */
function readTarget(story: Story, used: Set<number>): Quantity | null | undefined {
  const { text, quantities } = story;
  // ("to get an 85 average": the mean said before its word; "on the fifth test to average 85": said as a verb, session 45.)
  const targets = [...text.matchAll(new RegExp(String.raw`\b${MEAN}(?: score)? (?:up |down )?(?:to|of) (?:exactly |at least )?${VALUE}\b|\b${MEAN} (?:needs to be|must be|should be|to be) (?:exactly |at least )?${VALUE}\b|\b(?:get|have|reach|make|for|with) an? ${VALUE} ${MEAN}\b|\bto ${MEAN} (?:exactly |at least )?${VALUE}\b`, 'g'))]
    .map((match) => quantityAt(quantities, match.index + match[0].lastIndexOf(match[1] ?? match[2] ?? match[3] ?? match[4]!)))
    .filter((quantity) => quantity !== undefined && !used.has(quantity.at));
  if (targets.length > 1) return null;
  return targets[0];
}

/** The number of the value asked: "the fifth test", "her 7th game", "the fifth number"; undefined when none is said. */
function askedPlace(story: Story): number | null | undefined {
  const words = [...story.text.matchAll(/\b(second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)\b/g)].map((match) => ORDINAL_WORDS[match[1]!]!);
  const places = [...words, ...story.ordinals.map((ordinal) => ordinal.value)];
  if (places.length > 1) return null;
  return places[0];
}

/** Nouns of a whole group, and of the parts such a group is made of. */
const WHOLE_NOUNS = /^(?:students|pupils|people|children|kids|members|players|employees|workers|runners)$/;
const PART_NOUNS = /^(?:boys|girls|men|women|adults)$/;

function readMeanOfGroups(story: Story): EmbeddedReading | null {
  const { ask, quantities, text } = story;
  if (!new RegExp(String.raw`\b${MEAN}\b|\baveraged\b`).test(text)) return null;
  // "her mean score per game": the mean's own unit, not a rate of the story.
  const unitOfMean = new RegExp(String.raw`\b${MEAN}(?: [a-z]+){0,4}? per (?:game|test|quiz|match|day|week|month|student|person|player|class)\b`);
  if (/\b(?:median|mode|range|weighted|percent|%|each|per|more|less|fewer|total|sum)\b/.test(text.replace(unitOfMean, ' '))) return null;
  const lists = readLists(story);
  const statements = readMeanStatements(story);
  const wholes = statements.filter((statement) => statement.whole);
  const groups = [...lists, ...statements.filter((statement) => !statement.whole)];
  if (wholes.length > 1 || groups.length === 0) return null;
  const used = new Set([...groups, ...wholes].flatMap((group) => group.ats));
  const asksMean = new RegExp(String.raw`\b(?:what|find|calculate|whats|what's)\b.*\b${MEAN}\b`).test(ask) && !/\bneed|\bmust\b|\bhave to\b|\bhas to\b/.test(ask);
  const asksValue = /\b(?:need|needs|must|have to|has to)\b|\b(?:taken away|taken out|removed|dropped|left out)\b|\b(?:missing|other|last|remaining|fifth|sixth|fourth|third|second|next)\b.*\b(?:number|value|score|test|grade|one)\b/.test(ask) && !new RegExp(String.raw`\b${MEAN} of the (?:remaining|other|rest)\b`).test(ask);
  if (asksMean === asksValue) return null;
  const target = asksValue ? readTarget(story, used) : undefined;
  if (target === null) return null;
  if (target) used.add(target.at);
  const whole = wholes[0];
  let known = groups.reduce((total, group) => total + group.count, 0);
  // "the average height of all 50 students": the whole count, said in the question, must be the groups' counts added up.
  const everyone = quantities.find((quantity) => !used.has(quantity.at) && new RegExp(String.raw`\b(?:all|all of the|the) ${quantity.text} [a-z]+`).test(ask) && story.text.indexOf(ask) <= quantity.at);
  if (everyone) {
    if (everyone.value !== known || groups.length < 2) return null;
    used.add(everyone.at);
  }
  // "then a 43 year old walks in", "the lowest score, a 58, is dropped": one value joins or leaves a group whose mean
  // is given, and the new mean is asked; it counts as a group of +1 or -1 member.
  const loose = quantities.filter((quantity) => !used.has(quantity.at));
  const joins = /\b(?:walks in|walk in|joins|joined|comes in|arrives|enters|is added|moves in)\b/.test(text);
  const leaves = /\b(?:is dropped|was dropped|is removed|was removed|leaves|is taken out|is taken away|drops out|moves away)\b/.test(text);
  if (loose.length === 1 && joins !== leaves && asksMean && groups.length === 1 && lists.length === 0 && !everyone) {
    const [one, sign] = [loose[0]!, joins ? 1 : -1];
    groups.push({ count: sign, sum: `${sign} * ${one.exact}`, sumValue: sign * one.value, ats: [one.at] });
    used.add(one.at);
    known += sign;
    if (known < 1) return null;
  }
  if (quantities.some((quantity) => !used.has(quantity.at))) return null;
  // "four of them are …", "her first four tests": a count in words must be the list's.
  const said = [...text.matchAll(new RegExp(String.raw`\b${COUNT} of them\b|\b(?:first|other|last) ${COUNT} [a-z]+`, 'g'))].map((match) => countOf(match[1] ?? match[2]!));
  if (said.some((count) => count !== (lists.length === 1 && groups.length === 1 ? lists[0]!.count : NaN) && !groups.some((group) => group.count === count))) return null;
  const place = askedPlace(story);
  if (place === null) return null;
  if (asksMean) {
    if (whole || target || place !== undefined || (groups.length < 2 && lists.length !== 1)) return null;
    // "a class of 25 students … the 10 boys averaged 74": the boys are some of the students, not a group beside them,
    // so the two are not added up (read-loose-group-mean.ts reads the rest's mean).
    const nouns = groups.flatMap((group) => group.ats.map((at) => /^\d+ ([a-z]+)/.exec(text.slice(at))?.[1]).filter((noun) => noun !== undefined));
    if (nouns.some((noun) => WHOLE_NOUNS.test(noun)) && nouns.some((noun) => PART_NOUNS.test(noun))) return null;
    const sum = groups.map((group) => `(${group.sum})`).join(' + ');
    return solveChecked(
      { equations: [`${known} * m = ${sum}`], unknown: 'm', letters: 'm = the mean of all of them (the mean × how many = their sum)', meaning: 'the mean' },
      (values) => agrees(values.m!, groups.reduce((total, group) => total + group.sumValue, 0) / known),
    );
  }
  // One value is asked: the whole mean is given (the list's "average of 5 numbers is 18") or to be reached.
  const mean = whole ? null : target;
  if ((whole ? 1 : 0) + (mean ? 1 : 0) !== 1) return null;
  const all = whole ? whole.count : known + 1;
  if (all !== known + 1 || (place !== undefined && place !== all)) return null;
  const wholeSum = whole ? whole.sum : `${all} * ${mean!.exact}`;
  const wholeValue = whole ? whole.sumValue : all * mean!.value;
  const sum = groups.map((group) => `(${group.sum})`).join(' + ');
  return solveChecked(
    { equations: [`${sum} + x = ${wholeSum}`], unknown: 'x', letters: `x = the value asked (all ${all} values add up to ${all} × their mean)`, meaning: /\b(?:taken away|taken out|removed|dropped|left out)\b/.test(ask) ? 'the number taken away' : 'the value needed' },
    (values) => agrees((groups.reduce((total, group) => total + group.sumValue, 0) + values.x!) / all, wholeValue / all),
  );
}

/** "homework is 20% of my grade, tests are 50% and the final exam is 30%. I have 92 in homework and 80 on tests…" */
function readWeightedGrade(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  const weights = [...text.matchAll(/\b((?:the )?(?:[a-z]+ )?[a-z]+) (?:is|are|counts?(?: for)?|is worth|are worth|=) (\d+(?:\.\d+)?) ?%/g)].map((match) => ({
    name: match[1]!.replace(/^the /, '').split(' ').map(nounKey),
    weight: quantityAt(quantities, match.index + match[0].lastIndexOf(match[2]!)),
  }));
  if (weights.length < 2 || weights.some((entry) => !entry.weight)) return null;
  const total = weights.reduce((sum, entry) => sum + entry.weight!.value, 0);
  if (!agrees(total, 100)) return null;
  const scores = [...text.matchAll(/\b(?:an? )?(\d+(?:\.\d+)?) (?:in|on|for) (?:my |the |her |his )?([a-z]+)/g)].map((match) => ({
    name: nounKey(match[2]!),
    score: quantityAt(quantities, match.index + match[0].indexOf(match[1]!)),
  }));
  const target = [...text.matchAll(/\b(?:an? )?(\d+(?:\.\d+)?) (?:overall|for the (?:class|course|term|year))\b|\boverall (?:grade|average|score|mark) of (\d+(?:\.\d+)?)/g)];
  // "Dana has a 92 in homework, an 80 on quizzes and a 74 on the final. What is her overall grade?": every part scored.
  if (target.length === 0 && scores.length === weights.length) return readWeightedWhole(story, weights, scores);
  if (target.length !== 1 || scores.some((entry) => !entry.score)) return null;
  const goal = quantityAt(quantities, target[0]!.index + target[0]![0].indexOf(target[0]![1] ?? target[0]![2]!));
  if (!goal) return null;
  const scored = weights.map((entry) => scores.filter((score) => entry.name.includes(score.name)));
  if (scored.some((found) => found.length > 1) || scores.length !== weights.length - 1) return null;
  const missing = weights.filter((_, i) => scored[i]!.length === 0);
  if (missing.length !== 1 || !missing[0]!.name.some((word) => new RegExp(String.raw`\b${word}s?\b`).test(ask))) return null;
  if (!/\bneed|\bmust\b|\bhave to\b|\bhas to\b|\bwhat (?:score|grade|mark)\b/.test(ask)) return null;
  const used = new Set([...weights.map((entry) => entry.weight!.at), ...scores.map((entry) => entry.score!.at), goal.at]);
  if (quantities.some((quantity) => !used.has(quantity.at))) return null;
  const terms = weights.map((entry, i) => `${entry.weight!.exact} / 100 * ${scored[i]![0] ? scored[i]![0].score!.exact : 'x'}`);
  return solveChecked(
    { equations: [`${terms.join(' + ')} = ${goal.exact}`], unknown: 'x', letters: 'x = the score needed (each part counts its percent of the grade)', meaning: 'the score needed' },
    (values) => agrees(weights.reduce((sum, entry, i) => sum + (entry.weight!.value / 100) * (scored[i]![0] ? scored[i]![0].score!.value : values.x!), 0), goal.value),
  );
}

/** The overall grade when every part has its score: each score counts its percent, found by each part's name once. */
function readWeightedWhole(story: Story, weights: Array<{ name: string[]; weight: Quantity | undefined }>, scores: Array<{ name: string; score: Quantity | undefined }>): EmbeddedReading | null {
  if (!/\b(?:overall|final|course|class|total) (?:grade|average|score|mark)\b|\bweighted (?:average|mean|grade)\b/.test(story.ask) || !/\bwhat\b/.test(story.ask)) return null;
  if (scores.some((entry) => !entry.score)) return null;
  const scored = weights.map((entry) => scores.filter((score) => entry.name.includes(score.name)));
  if (scored.some((found) => found.length !== 1) || new Set(scored.map((found) => found[0])).size !== weights.length) return null;
  const used = new Set([...weights.map((entry) => entry.weight!.at), ...scores.map((entry) => entry.score!.at)]);
  if (story.quantities.some((quantity) => !used.has(quantity.at))) return null;
  const terms = weights.map((entry, i) => `${entry.weight!.exact} / 100 * ${scored[i]![0]!.score!.exact}`);
  return solveChecked(
    { equations: [`g = ${terms.join(' + ')}`], unknown: 'g', letters: 'g = the overall grade (each part counts its percent of the grade)', meaning: 'the overall grade' },
    (values) => agrees(values.g!, weights.reduce((sum, entry, i) => sum + (entry.weight!.value / 100) * scored[i]![0]!.score!.value, 0)),
  );
}

export function readLooseAverage(story: Story): EmbeddedReading | null {
  const readings = [readMeanOfGroups(story), readWeightedGrade(story)].filter((reading) => reading !== null);
  return readings.length === 1 ? readings[0]! : null;
}
