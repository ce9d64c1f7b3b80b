// Statements said in a form no reader was written for, put in one a reader reads, where the meaning is plainly the
// same. Used by read-story.ts only in the loose pass (a story no reader read as typed), so no story read before changes.
// - "4 muffins and 3 coffees cost $17.10, while 2 muffins and 5 coffees cost $15.90": a second statement joined by
//   "while"/"whereas" (or a semicolon) is joined by "and".
// - "fenced on all four sides with 64 m of fencing", "a rectangular pen uses 64 m of fence": the fence goes all the way
//   round, so it is the perimeter. Not when a side is left open (a river, a wall, a barn, "three sides").
// - "48 inches wide and 20 inches tall": a rectangle's two sides, said as length and width, when the question asks
//   neither side by name (an area, a perimeter or a diagonal is the same whichever side is called the length).

const JOINED = /, (?:while|whereas) (?=\d)|; (?=\d)/g;
const OPEN_SIDE = /\b(?:river|wall|barn|house|garage|fence already|one side|three sides|two sides|open side|no fence)\b/;
const FENCING = /\b(?:(?:is )?fenced (?:in )?(?:on all (?:four|4) sides |all (?:the way )?around )?with|uses?|used|needs?|needed|has|buys?|bought|with) (\d+(?:\.\d+)? ?(?:m|meters?|metres?|ft|feet|yards?|yd)) of fenc(?:e|ing)\b/g;
const WIDE_TALL = /\b(\d+(?:\.\d+)? ?[a-z]+) wide and (\d+(?:\.\d+)? ?[a-z]+) (?:tall|high)\b/g;

export function rephraseStatements(text: string): string {
  let said = text.replace(JOINED, ', and ');
  if (/\brectang/.test(said) && !OPEN_SIDE.test(said)) said = said.replace(FENCING, 'has a perimeter of $1');
  const ask = said.slice(said.search(/[^.!?]*\?[^?]*$/));
  if (!/\b(?:wide|width|tall|high|height|long|length)\b/.test(ask.replace(/\bhow long is (?:its|the) diagonal\b/, ''))) said = said.replace(WIDE_TALL, '$2 wide and $1 long');
  return said;
}
