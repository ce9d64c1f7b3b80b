import { nounKey } from '../read-text';
import type { EmbeddedReading } from '../word-problem-outcome';
import type { Quantity, Story } from './read-story';
import { agrees, solveChecked } from './solve-checked';

// A grade made of parts that each count a percent of it, in the ways students list them: "Tests are worth 60% of my
// grade and homework is worth 40%", "My grade is homework 20%, quizzes 30%, and the final exam 50%", "tests count 50%
// of the grade, homework 30% and the final project 20%", "the final exam counts for 40% … and the rest of the grade is
// a 78". Each score is given to the one part named next to it ("an 85 on tests", "a test average of 78"); the grade
// wanted is the one number said as a grade to reach ("to get an 85 overall", "gives a grade of 82", "end with exactly
// 85"). With every part scored the grade is asked; with one part unscored and a grade to reach, that part's score. The
// weights must add to 100 (or "the rest" makes them), every number must have its role, or it refuses.

/** Words between a part's name and its percent, and words that end the name going back. */
const LINK = /^(?:is|are|was|were|worth|counts?|counted|for|=|makes?|up|of|be|will|weighted|weighs?|at)$/;
const STOP = /^(?:and|or|my|his|her|their|the|a|an|is|are|grade|class|course|of|in|on|for|with|mr|mrs|ms|dr|s|i|we|she|he|it|its|count|counts|worth)$/;
/** A number said as the grade to reach: before it, or after it. */
const GOAL_BEFORE = /\b(?:(?:final|overall|course|class|term|semester) (?:grade|average) (?:of|to be|is|=)|(?:gives?|get|for|want|wants|need|needs) (?:her |him |me |them |you )?(?:a|an) (?:grade|average) of|end (?:up )?with|finish with|reach) (?:an? )?(?:exactly |at least )?$/;
const GOAL_AFTER = /^(?:overall|for the (?:class|course|term|semester|year)|in the (?:class|course)|final grade|course grade|as (?:a|an|my|her|his) (?:final|overall) grade)\b/;
/** A part that takes what the percents leave ("the rest of the grade is a 78"). */
const REST = /\bthe (?:rest|remaining|remainder)(?: \d+(?:\.\d+)? ?%)?(?: of (?:the|my|her|his) grade)?\b/;

interface Part {
  name: string[];
  weight: string;
  weightValue: number;
  score?: Quantity;
}

/** The part's name going back from its percent: "tests are worth" → tests; ", and the final exam" → final exam. */
function nameBefore(text: string, at: number): string[] {
  const words = text.slice(0, at).split(/[^a-z']+/).filter(Boolean);
  while (words.length && LINK.test(words[words.length - 1]!)) words.pop();
  const name: string[] = [];
  while (words.length && name.length < 2 && !STOP.test(words[words.length - 1]!)) name.unshift(words.pop()!);
  // A name cut at a punctuation mark is still one ("…, quizzes 30%").
  return name.map(nounKey);
}

function readParts(story: Story): Part[] | null {
  const { text, quantities } = story;
  const parts: Part[] = [];
  for (const quantity of quantities.filter((q) => q.percent)) {
    // Only the clause before the percent names its part.
    const clauseStart = Math.max(text.lastIndexOf(',', quantity.at), text.lastIndexOf('.', quantity.at), text.lastIndexOf(' and ', quantity.at), 0);
    const name = nameBefore(text.slice(clauseStart, quantity.at), quantity.at - clauseStart);
    if (name.length === 0) return null;
    parts.push({ name, weight: quantity.exact, weightValue: quantity.value });
  }
  const total = parts.reduce((sum, part) => sum + part.weightValue, 0);
  if (REST.test(text)) {
    if (!(total < 100)) return null;
    parts.push({ name: ['rest'], weight: `(100 - ${parts.map((part) => part.weight).join(' - ')})`, weightValue: 100 - total });
  } else if (!agrees(total, 100)) return null;
  // Two parts of one name are one part said twice, or two parts no score can be told apart by.
  const keys = parts.map((part) => part.name.join(' '));
  return parts.length >= 2 && new Set(keys).size === keys.length ? parts : null;
}

/** The words said with a score: back to the number or stop before it, on to the next "and", comma or stop. */
function wordsAround(text: string, quantity: Quantity, previousEnd: number): string[] {
  const start = Math.max(previousEnd, text.lastIndexOf('. ', quantity.at) + 1, text.lastIndexOf(',', quantity.at) + 1, text.lastIndexOf(' and ', quantity.at) + 1);
  const before = text.slice(start, quantity.at);
  const after = text.slice(quantity.at + quantity.text.length).split(/,|\.(?:\s|$)|\band\b|\?|;/)[0] ?? '';
  return `${before} ${after}`.split(/[^a-z']+/).filter(Boolean).map(nounKey);
}

function isGoal(text: string, quantity: Quantity): boolean {
  return GOAL_BEFORE.test(text.slice(0, quantity.at)) || GOAL_AFTER.test(text.slice(quantity.at + quantity.text.length).trimStart());
}

export function readLooseWeightedGrade(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  if (!/\bgrade\b|\boverall\b/.test(text) || /\bout of\b|\bpoints?\b|\/|\bextra credit\b|\bcurve\b|\bdrop/.test(text)) return null;
  const parts = readParts(story);
  if (!parts) return null;
  const numbers = quantities.filter((quantity) => !quantity.percent);
  if (numbers.some((quantity) => quantity.money)) return null;
  let goal: Quantity | undefined;
  let previousEnd = 0;
  for (const quantity of numbers) {
    if (isGoal(text, quantity)) {
      if (goal) return null;
      goal = quantity;
    } else {
      const words = new Set(wordsAround(text, quantity, previousEnd));
      const named = parts.filter((part) => part.name.some((word) => words.has(word)));
      // The part named nearest wins only when it is the one part named at all.
      if (named.length !== 1 || named[0]!.score) return null;
      named[0]!.score = quantity;
    }
    previousEnd = quantity.at + quantity.text.length;
  }
  const unscored = parts.filter((part) => !part.score);
  const term = (part: Part, x: string) => `${part.weight} / 100 * ${part.score ? part.score.exact : x}`;
  const worked = (x: number) => parts.reduce((sum, part) => sum + (part.weightValue / 100) * (part.score ? part.score.value : x), 0);
  if (!goal && unscored.length === 0) {
    // "What is her exam grade?" asks for a part, which the story gives, not the grade made of them all.
    const askWords = new Set(ask.split(/[^a-z']+/).filter(Boolean).map(nounKey));
    if (parts.some((part) => part.name.some((word) => askWords.has(word)))) return null;
    if (!/\bwhat(?:'?s)?\b|\bfind\b|\bcalculate\b/.test(ask) || !/\bgrade\b|\baverage\b|\boverall\b/.test(ask) || /\bneed|\bmust\b|\bhave to\b|\bhas to\b/.test(ask)) return null;
    return solveChecked(
      { equations: [`g = ${parts.map((part) => term(part, '0')).join(' + ')}`], unknown: 'g', letters: 'g = the grade (each part counts its percent of it)', meaning: 'the grade' },
      (values) => agrees(values.g!, worked(0)),
    );
  }
  if (!goal || unscored.length !== 1) return null;
  const missing = unscored[0]!;
  // The ask names the part it wants and asks what is needed.
  if (!missing.name.some((word) => new RegExp(String.raw`\b${word}s?\b`).test(ask)) || !/\bneed|\bmust\b|\bhave to\b|\bhas to\b|\bwhat (?:score|grade|mark)\b/.test(ask)) return null;
  return solveChecked(
    { equations: [`${parts.map((part) => term(part, 'x')).join(' + ')} = ${goal.exact}`], unknown: 'x', letters: `x = the score on the ${missing.name.join(' ')} (each part counts its percent of the grade)`, meaning: `the score needed on the ${missing.name.join(' ')}` },
    (values) => values.x !== undefined && values.x >= 0 && agrees(worked(values.x), goal.value),
  );
}
