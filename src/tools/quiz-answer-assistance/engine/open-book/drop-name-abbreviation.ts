interface Span {
  text: string;
  start: number;
  end: number;
}

/**
 * "who supervises credit unions" against "The National Credit Union Administration (NCUA) supervises credit unions" (s44,
 * refused as two rival names): a capitalised abbreviation in brackets right after a name, made of that name's initials, is
 * the same name; it is dropped so the name alone answers.
 */
export function dropNameAbbreviation<T extends Span>(candidates: T[], material: string): T[] {
  if (candidates.length < 2) return candidates;
  return candidates.filter((candidate) => !candidates.some((name) => name !== candidate && abbreviates(candidate, name, material)));
}

function abbreviates(short: Span, name: Span, material: string): boolean {
  if (!/^\p{Lu}{2,8}$/u.test(short.text) || !/^\s*\(\s*$/.test(material.slice(name.end, short.start)) || material[short.end] !== ')') return false;
  const initials = name.text.split(/\s+/).filter((word) => /^\p{Lu}/u.test(word)).map((word) => word[0]).join('');
  return initials === short.text;
}
