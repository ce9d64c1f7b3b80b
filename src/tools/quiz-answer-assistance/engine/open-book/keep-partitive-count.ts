interface Span {
  text: string;
  start: number;
  end: number;
}

/**
 * "How many of Aristophanes's plays survive?" against "Eleven of his 40 plays survive" (s44, refused as two rival numbers):
 * "how many of …" asks for the part, the number before "of his/her/its/their/the <number>"; the number after "of" is the
 * whole. Only for a question that says "how many of"; otherwise the numbers are left as they were.
 */
export function keepPartitiveCount<T extends Span>(question: string, candidates: T[], material: string): T[] {
  if (candidates.length !== 2 || !/\bhow\s+many\s+of\b/i.test(question)) return candidates;
  const [part, whole] = [...candidates].sort((a, b) => a.start - b.start) as [T, T];
  return /^\s+of\s+(?:his|her|its|their|the)\s+$/i.test(material.slice(part.end, whole.start)) ? [part] : candidates;
}
