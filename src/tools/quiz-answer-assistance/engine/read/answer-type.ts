import type { AnswerType } from '../question-reading';

// Ordered: the first rule that matches wins, so "what year" is a date before "what" is a thing.
const RULES: ReadonlyArray<[RegExp, AnswerType]> = [
  [/\b(?:who|whom|whose)\b|\bwhat (?:person|man|woman|scientist|king|queen|president|name of the (?:person|man|woman))\b/i, 'person'],
  [/\bwhen\b|\b(?:what|which|in what|by what) (?:year|years|date|day|month|century|decade|era|period|time)\b|\bhow long ago\b/i, 'date'],
  [/\bwhere\b|\b(?:what|which|in what) (?:country|city|town|state|place|region|continent|location|area|island|river|province|county|nation)\b/i, 'place'],
  [
    /\bhow (?:many|much|long|far|old|big|large|tall|high|deep|fast|often|wide|heavy)\b|\bwhat (?:percentage|percent|proportion|number|amount|fraction|size|temperature|age)\b/i,
    'number',
  ],
  [/\bwhy\b|\bfor what reason\b|\bwhat (?:caused|causes|made)\b/i, 'reason'],
  [/\bwhat\b|\bwhich\b|\bname\b|\bidentify\b/i, 'thing'],
];

/** What kind of span answers a question, from its question words ("how many" → a number). */
export function readAnswerType(stem: string): AnswerType {
  const asked = questionPhrase(stem);
  // The leading question word decides first: "Why does Doctor Who…" is a why question.
  const lead = /^\w+/.exec(asked)?.[0].toLowerCase();
  if (lead === 'why') return 'reason';
  if (lead === 'who' || lead === 'whom' || lead === 'whose') return 'person';
  if (lead === 'when') return 'date';
  if (lead === 'where') return 'place';
  const opening = asked.split(/\s+/).slice(0, 6).join(' ');
  for (const [pattern, type] of RULES) if (pattern.test(opening)) return type;
  return 'other';
}

/**
 * The question from its first question word on: "Why does Doctor Who's TARDIS…" asks why, not who. A
 * capitalised "Who" or "When" inside the sentence is part of a name and is skipped.
 */
function questionPhrase(stem: string): string {
  const pattern = /\b(?:who|whom|whose|when|where|why|what|which|how)\b/gi;
  for (const match of stem.matchAll(pattern)) {
    const at = match.index ?? 0;
    const sentenceStart = at === 0 || /[.?!:;]\s*$/.test(stem.slice(0, at)) || /,\s*$/.test(stem.slice(0, at));
    if (/^[a-z]/.test(match[0]) || sentenceStart) return stem.slice(at);
  }
  return stem;
}
