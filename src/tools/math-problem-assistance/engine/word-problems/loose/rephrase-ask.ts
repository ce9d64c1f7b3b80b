// Questions asked in other words than the readers key on, put in theirs: "Find the number of quarters" and "what is
// the number of quarters" → "how many quarters"; "How many of the people were adults?" → "how many adults"; "find
// the filling time in hours" → "how long, in hours". Only the question is rephrased; index.ts reads a story so only
// when no reader read it as typed, so a story read before is read the same way.

export function rephraseAsk(ask: string): string {
  return (
    ask
      // "find the number of quarters", "what is the number of adult tickets sold": the count asked.
      .replace(/^(?:find|what is|what's|whats|determine) the number of /, 'how many ')
      // "how many of the people were adults": the kind counted, not the people.
      .replace(/^how many of (?:the |them |those |these )?(?:[a-z]+ )?(?:were|are|was|is) ([a-z]+)(?=[?.!]?$)/, 'how many $1')
      .replace(/^how many of them (?:were|are) /, 'how many ')
      // "find the filling time in hours", "what is the time needed": how long, in the unit said.
      .replace(/^(?:find|what is|what's|whats) the (?:(?:filling|emptying|draining|working|total|combined|joint|finishing) )?time(?: (?:needed|it takes|taken))?(?: in ([a-z]+))?(?=[?.!]?$)/, (_, unit?: string) => (unit ? `how many ${unit} does it take` : 'how long does it take'))
  );
}
