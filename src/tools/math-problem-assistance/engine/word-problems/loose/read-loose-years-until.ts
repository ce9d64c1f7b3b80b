import { solveSetup } from '../read-school-problem';
import type { EmbeddedReading } from '../word-problem-outcome';
import type { Story } from './read-story';
import { readTimesWord, TIMES_PATTERN } from './read-times-word';

// Age stories with one unknown that the two-person reader (read-loose-ages.ts) does not take: one person
// against their own past ("In 6 years Leo will be twice as old as he was 4 years ago. How old is Leo
// now?"), and the years until one age is a multiple of another, both ages given ("Mia is 12 and her aunt
// is 40. In how many years will the aunt be twice as old as Mia?"). Anything else in the story, and it refuses.

const NAME = String.raw`((?:his |her |their |the |a )?[a-z]+)`;
const bare = (name: string) => name.replace(/^(?:his|her|their|the|a) /, '');

function readOwnPast(story: Story): EmbeddedReading | null {
  const facts = story.facts.trim().replace(/[.!]+$/, '');
  const own = facts.match(new RegExp(String.raw`^in (\d+) years,? ${NAME} will be ${TIMES_PATTERN} as old as (?:he|she) was (\d+) years ago$`));
  if (!own) return null;
  const person = bare(own[2]!);
  const asked = story.ask.match(/^how old is ((?:his |her |the |a )?[a-z]+)(?: now| today)?\??$/)?.[1];
  if (!asked || bare(asked) !== person) return null;
  const [later, earlier] = [own[1]!, own[4]!];
  const factor = readTimesWord(own[3]!);
  if (factor === undefined) return null;
  const reading = solveSetup({
    equations: [`x + ${later} = ${factor} * (x - ${earlier})`],
    unknown: 'x',
    letters: `x = ${person}'s age now`,
    meaning: `${person}'s age in years`,
  });
  // "As old as he was 4 years ago" needs him to have been born 4 years ago.
  return reading && Number(reading.answer) > Number(earlier) ? reading : null;
}

function readYearsUntil(story: Story): EmbeddedReading | null {
  const facts = story.facts.trim().replace(/[.!]+$/, '');
  const ages = facts.match(new RegExp(String.raw`^${NAME} is (\d+)(?: years old)?(?:,| and|\.) ${NAME} is (\d+)(?: years old)?$`));
  if (!ages) return null;
  const known = new Map([
    [bare(ages[1]!), ages[2]!],
    [bare(ages[3]!), ages[4]!],
  ]);
  if (known.size !== 2) return null;
  const asked = story.ask.match(new RegExp(String.raw`^in how many years will ${NAME} be (?:exactly )?${TIMES_PATTERN} as old as ${NAME}\??$`));
  // "How many years ago was grandpa exactly 5 times as old as his grandson?": t years back instead.
  const ago = story.ask.match(new RegExp(String.raw`^how many years ago (?:was|were) ${NAME} (?:exactly )?${TIMES_PATTERN} as old as ${NAME}\??$`));
  if (ago) return readYearsAgo(known, ago);
  if (!asked) return null;
  const [older, younger] = [known.get(bare(asked[1]!)), known.get(bare(asked[3]!))];
  if (older === undefined || younger === undefined || older === younger) return null;
  const factor = readTimesWord(asked[2]!);
  if (factor === undefined) return null;
  const reading = solveSetup({
    equations: [`${older} + t = ${factor} * (${younger} + t)`],
    unknown: 't',
    letters: `t = the number of years from now`,
    meaning: 'the number of years from now',
  });
  return reading;
}

/** t years ago the first was `factor` times the second; both were born by then. */
function readYearsAgo(known: Map<string, string>, asked: RegExpMatchArray): EmbeddedReading | null {
  const [older, younger] = [known.get(bare(asked[1]!)), known.get(bare(asked[3]!))];
  const factor = readTimesWord(asked[2]!);
  if (older === undefined || younger === undefined || older === younger || factor === undefined) return null;
  const reading = solveSetup({ equations: [`${older} - t = ${factor} * (${younger} - t)`], unknown: 't', letters: 't = the number of years ago', meaning: 'the number of years ago' });
  return reading && Number(reading.answer) < Number(younger) ? reading : null;
}

export function readLooseYearsUntil(story: Story): EmbeddedReading | null {
  return readOwnPast(story) ?? readYearsUntil(story);
}
