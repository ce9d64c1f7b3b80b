/** Every directed pair between two lists of languages, without a language to itself. */
export function crossPairs(sources: Iterable<string>, targets: Iterable<string>): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const targetList = [...new Set(targets)];
  for (const source of new Set(sources)) {
    for (const target of targetList) if (source !== target) pairs.push([source, target]);
  }
  return pairs;
}
