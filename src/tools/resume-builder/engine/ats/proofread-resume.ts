import type { ResponseLevel } from '../../../../domain/plans';
import { ToolInputError } from '../../../../platform/engine';
import { grammarCheckerEngine } from '../../../grammar-checker';
import type { ProofreadingIssue } from '../resume-services';

/** Style advice (passive voice, wordiness) is the grammar checker's business; a resume check reports errors. */
const REPORTED_CATEGORIES = new Set(['grammar', 'spelling', 'punctuation']);
const SEPARATOR = '\n\n';

/**
 * Spelling and grammar of the resume's prose through the grammar checker's engine, in one call: the
 * pieces are joined by blank lines and each finding is mapped back to the field it is in.
 */
export async function proofreadResume(
  pieces: { path: string; text: string }[],
  options: { responses: ResponseLevel; signal?: AbortSignal },
): Promise<ProofreadingIssue[]> {
  const starts: number[] = [];
  let text = '';
  for (const piece of pieces) {
    starts.push(text.length);
    text += piece.text + SEPARATOR;
  }
  if (!/[\p{L}]{2}/u.test(text)) return [];
  let result;
  try {
    result = await grammarCheckerEngine.run(grammarCheckerEngine.inputSchema.parse({ text }), { responses: options.responses, ...(options.signal ? { signal: options.signal } : {}) });
  } catch (error) {
    // Text the checker refuses (all numbers, one word repeated) has nothing to proofread.
    if (error instanceof ToolInputError) return [];
    throw error;
  }
  const issues: ProofreadingIssue[] = [];
  for (const issue of result.issues) {
    if (!REPORTED_CATEGORIES.has(issue.category)) continue;
    if (issue.category === 'spelling' && isProperNoun(text, issue.offset)) continue;
    const index = findPiece(starts, issue.offset);
    const piece = pieces[index];
    if (!piece) continue;
    issues.push({ path: piece.path, excerpt: text.slice(issue.offset, issue.offset + issue.length), message: issue.message, category: issue.category });
  }
  return issues;
}

/** A capitalised word inside a sentence is a name (an employer, a product, a team), spelled as its owner does. */
function isProperNoun(text: string, offset: number): boolean {
  const capitalised = /^\p{Lu}/u.test(text.slice(offset, offset + 1));
  const sentenceStart = /(^|[.!?:]\s+|\n\s*)$/.test(text.slice(Math.max(0, offset - 4), offset));
  return capitalised && !sentenceStart;
}

function findPiece(starts: number[], offset: number): number {
  let found = 0;
  for (let i = 0; i < starts.length; i += 1) if ((starts[i] as number) <= offset) found = i;
  return found;
}
