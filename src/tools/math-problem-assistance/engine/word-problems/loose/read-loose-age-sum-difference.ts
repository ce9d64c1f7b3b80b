import type { EmbeddedReading } from '../word-problem-outcome';
import type { Quantity, Story } from './read-story';
import { agrees, solveChecked } from './solve-checked';

// Two people's ages from their sum and their difference, said in the first person or by name: "the sum of my age and
// my brother's age is 27; I'm 3 years older than him — how old am I?", "Ana and Ben's ages add up to 30 and Ana is 4
// years younger than Ben: how old is Ben?". older + younger = sum, older − younger = difference; the one asked is the
// subject of "older/younger than" or the other one, by the same word, or "the older / the younger". Exactly two
// numbers, a whole age for each, or it refuses.

const ME = /^(?:i|im|i'm|i am|me)$/;

function who(word: string): string {
  return ME.test(word) ? 'i' : word;
}

export function readLooseAgeSumDifference(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  if (quantities.length !== 2 || quantities.some((quantity) => quantity.money || quantity.percent)) return null;
  const sumSaid = /\b(?:sum of (?:[a-z']+ ){1,5}ages?|ages? (?:add up to|sum to|total)|combined ages?|total of (?:[a-z']+ ){1,5}ages?)\b[^.?!]*?\b(?:is|are|was|=|to|of)?\s*$/;
  const sum = quantities.find((quantity) => sumSaid.test(text.slice(Math.max(0, quantity.at - 60), quantity.at)));
  const differenceAt = /^(\d+(?:\.\d+)?) years? (older|younger) than (?:me|her|him|them|[a-z]+)\b/;
  const difference = quantities.find((quantity) => quantity !== sum && differenceAt.test(text.slice(quantity.at)));
  if (!sum || !difference) return null;
  const said = /\b(i|im|i'm|i am|[a-z]+) (?:is |am |was )?(\d+(?:\.\d+)?) years? (older|younger) than (me|her|him|[a-z]+)\b/.exec(text);
  if (!said || Number(said[2]) !== difference.value) return null;
  const [subject, object] = [who(said[1]!.replace(/ am$/, '')), who(said[4]!)];
  const subjectOlder = said[3] === 'older';
  // Who is asked: "how old am i", "how old is ana", "how old is the older one".
  // ("How old is my brother": the brother, never "my" for me.)
  const asked = /\bhow old (?:am i|is (?:my |his |her |their )?([a-z]+)|is the (older|younger)(?: one| [a-z]+)?)\b/.exec(ask);
  if (!asked || /\band\b/.test(ask)) return null;
  let older: boolean;
  if (asked[2]) older = asked[2] === 'older';
  else {
    const person = asked[1] ? who(asked[1]) : 'i';
    if (person === subject && !/^(?:her|him|them)$/.test(person)) older = subjectOlder;
    else if (person === object && !/^(?:her|him|them)$/.test(person)) older = !subjectOlder;
    else return null;
  }
  const value = (quantity: Quantity) => quantity.value;
  return solveChecked(
    {
      equations: [`o + y = ${sum.exact}`, `o - y = ${difference.exact}`],
      unknown: older ? 'o' : 'y',
      letters: 'o = the older one’s age, y = the younger one’s age',
      meaning: older ? 'the older one’s age' : 'the younger one’s age',
      whole: true,
    },
    (found) => found.o !== undefined && found.y !== undefined && found.y > 0 && agrees(found.o + found.y, value(sum)) && agrees(found.o - found.y, value(difference)),
  );
}
