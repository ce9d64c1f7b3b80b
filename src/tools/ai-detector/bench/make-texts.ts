/**
 * Deterministic ~300-word English texts for the benchmark: sentences drawn from a fixed pool by a
 * linear congruential generator, so every run times the same work.
 */
const POOL = [
  'The committee met on Tuesday to review the budget for the coming year.',
  'Honestly, I never expected the old bridge to last this long, but it did.',
  'Additionally, the new policy plays a crucial role in ensuring fair access to resources.',
  'We walked along the river until the rain forced us into a small cafe.',
  'Researchers found that the treatment reduced symptoms in most patients within two weeks.',
  "My grandmother's recipe calls for twice as much butter as anyone would admit to using.",
  'Overall, these findings highlight the importance of further investigation in this area.',
  'The match ended in a draw after a late goal from the visiting side.',
  'In conclusion, technology offers valuable opportunities, but it also presents significant challenges.',
  'Nobody in the office could explain why the printer only jammed on Fridays.',
];

export function makeTexts(count: number, words = 300): string[] {
  let state = 12345;
  const next = (): number => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state;
  };
  return Array.from({ length: count }, () => {
    const sentences: string[] = [];
    let total = 0;
    while (total < words) {
      const sentence = POOL[next() % POOL.length] ?? '';
      sentences.push(sentence);
      total += sentence.split(' ').length;
    }
    return sentences.join(' ');
  });
}
