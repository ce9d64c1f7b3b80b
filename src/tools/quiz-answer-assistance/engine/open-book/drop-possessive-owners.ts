interface Span {
  start: number;
  end: number;
}

/** "Tom's father", "Anna's neighbours": a relative or helper named through its owner. */
const OWNED_PERSON = /^['’]s?\s+(?:\p{Ll}+\s+){0,2}?(?:father|mother|parents?|brother|sister|sons?|daughters?|wife|husband|uncle|aunt|cousin|grandfather|grandmother|grandparents?|friends?|neighbou?rs?|partner|boss|teacher|students?|assistants?|team|family|children|child|crew|staff|servants?|men|workers?)\b/iu;

/**
 * "Who built the new barn?" against "In 2004, Tom's father, helped by his neighbours, built a new barn" (review of session 45):
 * a name followed by "'s father" owns the one who did it; it is not the doer, and was answered "Tom" at 0.9.
 */
export function dropPossessiveOwners<T extends Span>(candidates: T[], material: string): T[] {
  return candidates.filter((candidate) => !OWNED_PERSON.test(material.slice(candidate.end, candidate.end + 60)));
}
