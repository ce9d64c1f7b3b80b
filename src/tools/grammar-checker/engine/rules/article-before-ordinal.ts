import { type Issue } from '../types';
import { matchCase } from './make-issue';

const ORDINAL = String.raw`(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|top|ground|bottom|last|\d+(?:st|nd|rd|th))`;
// A floor, platform or row is one of a series: "on the second floor", never "on second floor".
const IN_A_SERIES = new RegExp(String.raw`\b(on|to|at|from|near|onto)\s+(${ORDINAL})\s+(floor|storey|story|platform|row|shelf|step)\b`, 'gi');
// "for first time", "on first day of term": a day, week or time counted in order takes "the" too; only before "of"
// for the spans, since "in first year" is said of school years and "at first" is an idiom.
const COUNTED_TIME = new RegExp(String.raw`\b(for)\s+(${ORDINAL})\s+(time)\b|\b(on|in|during|from)\s+(${ORDINAL})\s+(day|week|month|year|lesson|page|chapter)\s+of\b`, 'gi');

function insertThe(match: RegExpMatchArray, preposition: string, ordinal: string): Issue {
  const offset = (match.index ?? 0) + match[0].indexOf(ordinal, preposition.length);
  return {
    offset, length: ordinal.length, category: 'grammar', rule: 'article/ordinal', source: 'rule', confidence: 0.85,
    message: `An ordinal picks one of a series and takes "the": 'the ${ordinal.toLowerCase()}'.`, replacements: [matchCase(ordinal, `the ${ordinal}`)],
  };
}

/** "I left it on second floor" → "on the second floor", "for first time" → "for the first time". */
export function checkArticleBeforeOrdinal(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const match of text.matchAll(IN_A_SERIES)) issues.push(insertThe(match, match[1]!, match[2]!));
  for (const match of text.matchAll(COUNTED_TIME)) issues.push(insertThe(match, match[1] ?? match[4]!, match[2] ?? match[5]!));
  return issues;
}
