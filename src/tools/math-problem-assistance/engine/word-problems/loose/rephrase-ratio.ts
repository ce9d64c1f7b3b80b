// A ratio said of the things a story has ("a pet store has parakeets and finches in the ratio 7:3", "the jar
// holds red and blue beads in a ratio of 2:5") put the way the ratio reader reads one: "… parakeets and finches,
// and the ratio of parakeets to finches is 7:3". The groups keep the order they are named in, which is the order
// of the ratio's terms. Used by read-story.ts only in the loose pass (a story no reader read as typed).

const SAID = /\b(?:has|have|had|holds?|held|keeps?|kept|sells?|sold|contains?|with) ([a-z]+) and ([a-z]+) in (?:the|a) ratio (?:of )?(\d+ ?(?::|to) ?\d+)(?!\s?:)/g;

export function rephraseRatio(text: string): string {
  return text.replace(SAID, (whole, a: string, b: string, parts: string) => `${whole.slice(0, whole.indexOf(a))}${a} and ${b}, and the ratio of ${a} to ${b} is ${parts}`);
}
