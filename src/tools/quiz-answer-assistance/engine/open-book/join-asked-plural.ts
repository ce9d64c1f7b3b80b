interface Span {
  text: string;
  start: number;
  end: number;
}

/**
 * "Which countries are the newest members of the UN?" against "The newest members are Montenegro and South Sudan" (s44,
 * refused as two rival names): a question that asks for a plural noun ("which countries", "what planets") is answered by both
 * names the claim joins with "and", as one answer. Only two names right next to each other with "and" between them; "Which
 * two…?" is find-asked-pair.ts's. Returns the joined span, or null.
 */
export function joinAskedPlural(question: string, candidates: Span[], material: string): Span | null {
  if (candidates.length !== 2) return null;
  const noun = /^\s*(?:which|what)\s+(\p{L}+)/iu.exec(question)?.[1] ?? '';
  // A plural noun ("countries", "members"), not "is/was/does" nor a word ending in "ss" ("class").
  if (!/[^s]s$/i.test(noun) || /^(?:is|was|does|has)$/i.test(noun)) return null;
  const [first, second] = [...candidates].sort((a, b) => a.start - b.start) as [Span, Span];
  if (!/^\s+and\s+$/.test(material.slice(first.end, second.start))) return null;
  return { text: material.slice(first.start, second.end), start: first.start, end: second.end };
}
