import { type HarperLint } from '../workers/engine-workers';

// A verb of being or becoming, with up to two adverbs after it ("is badly out of date", "has become hopelessly…").
const LINKING_BEFORE = /\b(is|are|was|were|be|been|being|am|['’]s|['’]re|['’]m|seem|seems|seemed|look|looks|looked|become|becomes|became|get|gets|got|getting|go|goes|went|gone|remain|remains|remained|stay|stays|stayed|feel|feels|felt)\s+(\p{L}+ly\s+|already\s+|now\s+|still\s+|quite\s+|very\s+|so\s+|too\s+|not\s+|n['’]t\s+){0,2}$/iu;

/**
 * Harper's OutOfDate asks for "out-of-date" everywhere, but the hyphens belong only before a noun ("an out-of-date
 * map"). After a verb of being ("The list … is out of date", "The figures seem badly out of date") the phrase is the
 * predicate and is written open; harper's fix is dropped there and kept before a noun.
 */
export function isPredicateOutOfDate(text: string, lint: HarperLint): boolean {
  if (lint.rule !== 'OutOfDate') return false;
  return LINKING_BEFORE.test(text.slice(Math.max(0, lint.start - 60), lint.start));
}
