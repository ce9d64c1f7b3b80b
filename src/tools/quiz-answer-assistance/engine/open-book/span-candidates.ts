import type { TaggedToken } from './tag-sentence';

export interface SpanCandidate {
  /** Token range [from, to] in the sentence, inclusive. */
  from: number;
  to: number;
  kind: 'entity' | 'name' | 'phrase' | 'clause';
  entity: string | null;
}

const PHRASE_POS = new Set(['ADJ', 'NOUN', 'PROPN', 'NUM']);
const CLAUSE_OPENERS = /^(?:because|since|so|to|due|as|by)$/i;

/** The spans that could answer: entities, names, noun phrases (with "of" joins) and reason clauses. */
export function findSpanCandidates(tokens: TaggedToken[]): SpanCandidate[] {
  const candidates: SpanCandidate[] = [];
  const add = (from: number, to: number, kind: SpanCandidate['kind'], entity: string | null = null) => {
    if (from <= to && !candidates.some((c) => c.from === from && c.to === to)) candidates.push({ from, to, kind, entity });
  };

  // Entities: dates, numbers, money, durations…
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.entity === null) continue;
    let j = i;
    while (j + 1 < tokens.length && tokens[j + 1]!.entityId === tokens[i]!.entityId) j++;
    add(i, j, 'entity', tokens[i]!.entity);
    i = j;
  }

  // Noun phrases: runs of adjectives, nouns, names and numbers; then "X of Y" and "X and Y" joins.
  const runs: Array<[number, number]> = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!PHRASE_POS.has(tokens[i]!.pos) && !isPossessive(tokens, i)) continue;
    let j = i;
    while (j + 1 < tokens.length && (PHRASE_POS.has(tokens[j + 1]!.pos) || isPossessive(tokens, j + 1) || isInnerHyphen(tokens, j + 1))) j++;
    runs.push([i, j]);
    i = j;
  }
  for (const [from, to] of runs) {
    add(from, to, 'phrase');
    // The names inside a longer phrase ("the French king Louis" → "Louis").
    let i = from;
    while (i <= to) {
      if (tokens[i]!.pos !== 'PROPN') {
        i++;
        continue;
      }
      let j = i;
      while (j + 1 <= to && tokens[j + 1]!.pos === 'PROPN') j++;
      add(i, j, 'name');
      i = j + 1;
    }
    // Without leading adjectives ("famous physicist" → "physicist").
    let head = from;
    while (head < to && tokens[head]!.pos === 'ADJ') head++;
    if (head > from) add(head, to, 'phrase');
  }
  for (let k = 0; k + 1 < runs.length; k++) {
    const [a, b] = runs[k]!;
    const [c, d] = runs[k + 1]!;
    const joiner = tokens[b + 1]!.text;
    // "Department for Culture and Sport", "Bank of England"; never two counts ("1,200 students and 80 teachers").
    const names = tokens[b]!.pos === 'PROPN' && tokens[c]!.pos === 'PROPN';
    if (c === b + 2 && (/^of$/i.test(joiner) || (names && /^(?:and|de|du|von|van|for)$/i.test(joiner)))) add(a, d, 'phrase');
    if (c === b + 3 && /^of$/i.test(tokens[b + 1]!.text) && tokens[b + 2]!.pos === 'DET') add(a, d, 'phrase');
  }

  // Reasons: the clause after "because", "due to", "in order to", up to punctuation.
  for (let i = 0; i < tokens.length; i++) {
    if (!CLAUSE_OPENERS.test(tokens[i]!.text)) continue;
    let start = i + 1;
    if (/^due$/i.test(tokens[i]!.text) && /^to$/i.test(tokens[start]?.text ?? '')) start++;
    let end = start;
    while (end + 1 < tokens.length && tokens[end + 1]!.pos !== 'PUNCT') end++;
    if (end - start <= 15 && start < tokens.length) add(start, end, 'clause');
  }
  return candidates;
}

function isPossessive(tokens: TaggedToken[], i: number): boolean {
  return tokens[i]!.pos === 'PART' && /^['’]s$/.test(tokens[i]!.text);
}

function isInnerHyphen(tokens: TaggedToken[], i: number): boolean {
  return tokens[i]!.text === '-' && tokens[i + 1] !== undefined && PHRASE_POS.has(tokens[i + 1]!.pos) && tokens[i]!.start === tokens[i - 1]!.end;
}
