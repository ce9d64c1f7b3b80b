import { solveSetup } from '../read-school-problem';
import type { EmbeddedReading } from '../word-problem-outcome';
import { show, type Story } from './read-story';

// Two workers (people, pipes, printers) who each finish the job alone in a time the story gives, and
// the time they take together: each does 1/its time of the job per unit of time. A pipe that drains,
// a third worker or a head start is another problem, so it refuses.

const TIME = /^(?:hours?|hrs?|h|minutes?|mins?|days?|weeks?)\b/;
const TOGETHER = /\btogether\b|\bboth\b|\bat the same time\b|\bat once\b|\bcombined\b/;

export function readLooseWork(story: Story): EmbeddedReading | null {
  const { quantities, ask, text } = story;
  if (quantities.length !== 2 || !quantities.every((quantity) => !quantity.money && !quantity.percent && TIME.test(quantity.after))) return null;
  if (!/\btogether\b|\bboth\b|\bat the same time\b|\bat once\b|\bcombined\b/.test(text)) return null;
  if (/\bdrain|\bempt(?:y|ies)\b|\bleak|\bthird\b|\bafter\b|\bstarts?\b|\bjoins?\b|\balready\b|\bhalf\b|\bremaining\b|\brest\b/.test(text)) return null;
  // A count in words ("three pounds of cereal", "twice as fast") is a number the two times do not account for.
  if (/\b(?:three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen|twice|thrice|double|triple)\b/.test(text)) return null;
  if (!/\bhow long\b|\bhow many (?:hours|minutes|days|weeks)\b|\bhow much time\b/.test(ask)) return null;
  // A job done alone in a time: "in 6 hours", "takes 6 hours"; "exercised for 23 minutes" is a duration, not a rate of work.
  if (!quantities.every((quantity) => /\b(?:in|takes?|took|needs?|within)\s+(?:[a-z]+\s+)?$/.test(text.slice(Math.max(0, quantity.at - 20), quantity.at)))) return null;
  const unitOf = (after: string) => {
    const word = after.split(' ')[0] ?? '';
    return /^(?:hrs?|h|hours?)$/.test(word) ? 'hour' : /^(?:mins?|minutes?)$/.test(word) ? 'minute' : word.replace(/s$/, '');
  };
  const [a, b] = quantities as [Story['quantities'][number], Story['quantities'][number]];
  const unit = unitOf(a.after);
  if (unitOf(b.after) !== unit) return null;
  const asked = ask.match(/\bhow many (hours|minutes|days|weeks)\b/)?.[1]?.replace(/s$/, '');
  if (asked && asked !== unit) return null;
  // "Together it takes 24 minutes; how long alone?": the together time is given and one worker's asked.
  const sentenceBefore = (at: number) => text.slice(0, at).split(/[.?!;]\s/).pop() ?? '';
  const together = quantities.filter((quantity) => TOGETHER.test(sentenceBefore(quantity.at)));
  const asksAlone = /\balone\b|\bby (?:him|her|it|them)sel(?:f|ves)\b|\bon (?:his|her|its|their) own\b|\bworking alone\b/.test(ask);
  if (together.length > 1 || (together.length === 1) !== asksAlone) return null;
  if (together.length === 1) {
    const total = together[0]!;
    const alone = total === a ? b : a;
    if (!(alone.value > total.value)) return null;
    return solveSetup({
      equations: [`1 / ${show(alone.value)} + 1 / s = 1 / ${show(total.value)}`],
      unknown: 's',
      letters: `s = the ${unit}s the other takes alone (per ${unit}, the two together do 1/${show(total.value)} of the job, the first alone 1/${show(alone.value)})`,
      meaning: `the time in ${unit}s working alone`,
    });
  }
  if (asksAlone) return null;
  return solveSetup({
    equations: [`t / ${show(a.value)} + t / ${show(b.value)} = 1`],
    unknown: 't',
    letters: `t = the ${unit}s working together (in one ${unit} the first does 1/${show(a.value)} of the job, the second 1/${show(b.value)})`,
    meaning: `the time in ${unit}s working together`,
  });
}
