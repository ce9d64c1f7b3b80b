import { findThirdSingular, isKnownBase } from '../rules/verb-lexicon';

/** Words after which a verb stays bare even after "he/she/it": "did it affect", "will she advise", "let it breathe". */
const BARE_BEFORE_SUBJECT = /^(do|does|did|don't|doesn't|didn't|will|would|can|could|should|shall|may|might|must|to|let|make|makes|made|help|helps|helped|watch|saw|see|hear|heard)$/i;

/**
 * Harper's noun-for-verb fix gives the bare verb ("it effect our sleep" → "affect"); after a subject "he", "she" or
 * "it" that no auxiliary or verb of letting comes before, the verb takes its -s: "it affects our sleep".
 */
export function fitVerbToThirdPerson(text: string, start: number, fix: string): string {
  const before = /(?:^|[^\p{L}'’])(?:(\p{L}+(?:['’]t)?)\s+)?(he|she|it)\s+$/iu.exec(text.slice(Math.max(0, start - 40), start));
  if (!before || (before[1] && BARE_BEFORE_SUBJECT.test(before[1])) || !/^[a-z]+$/.test(fix) || !isKnownBase(fix)) return fix;
  return findThirdSingular(fix);
}
