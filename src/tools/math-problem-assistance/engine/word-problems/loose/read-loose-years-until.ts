import { solveSetup } from '../read-school-problem';
import type { EmbeddedReading } from '../word-problem-outcome';
import type { Story } from './read-story';

// Age stories with one unknown that the two-person reader (read-loose-ages.ts) does not take: one person
// against their own past ("In 6 years Leo will be twice as old as he was 4 years ago. How old is Leo
// now?"), and the years until one age is a multiple of another, both ages given ("Mia is 12 and her aunt
// is 40. In how many years will the aunt be twice as old as Mia?"). Anything else in the story, and it refuses.

const NAME = String.raw`((?:his |her |their |the |a )?[a-z]+)`;
const TIMES = String.raw`(twice|three times|four times|five times|(\d+) times)`;
const TIMES_WORDS: Record<string, number> = { twice: 2, 'three times': 3, 'four times': 4, 'five times': 5 };
const bare = (name: string) => name.replace(/^(?:his|her|their|the|a) /, '');
const factorOf = (word: string, digits: string | undefined) => TIMES_WORDS[word] ?? Number(digits);

function readOwnPast(story: Story): EmbeddedReading | null {
  const facts = story.facts.trim().replace(/[.!]+$/, '');
  const own = facts.match(new RegExp(String.raw`^in (\d+) years,? ${NAME} will be ${TIMES} as old as (?:he|she) was (\d+) years ago$`));
  if (!own) return null;
  const person = bare(own[2]!);
  const asked = story.ask.match(/^how old is ((?:his |her |the |a )?[a-z]+)(?: now| today)?\??$/)?.[1];
  if (!asked || bare(asked) !== person) return null;
  const [later, earlier] = [own[1]!, own[5]!];
  const factor = factorOf(own[3]!, own[4]);
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
  const asked = story.ask.match(new RegExp(String.raw`^in how many years will ${NAME} be ${TIMES} as old as ${NAME}\??$`));
  if (!asked) return null;
  const [older, younger] = [known.get(bare(asked[1]!)), known.get(bare(asked[4]!))];
  if (older === undefined || younger === undefined || older === younger) return null;
  const factor = factorOf(asked[2]!, asked[3]);
  const reading = solveSetup({
    equations: [`${older} + t = ${factor} * (${younger} + t)`],
    unknown: 't',
    letters: `t = the number of years from now`,
    meaning: 'the number of years from now',
  });
  return reading;
}

export function readLooseYearsUntil(story: Story): EmbeddedReading | null {
  return readOwnPast(story) ?? readYearsUntil(story);
}
