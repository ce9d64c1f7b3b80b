import type { TextChange } from '../api/compare-texts';

/**
 * The diff cut into blocks of a few thousand characters, so the page renders only the blocks near the
 * viewport: two 1 MB texts make ~100 000 changes, far too many elements to mount at once. In the
 * side-by-side view each block is one row, so both columns stay aligned block by block.
 */
export interface DiffSegment {
  type: TextChange['type'];
  text: string;
  /** Equal segments only: the original's form when it differs in what the options ignore. */
  originalText?: string;
  /** Index of the edit group (a deletion and the insertion right after it form one), -1 for equal text. */
  change: number;
}

export interface DiffBlock {
  index: number;
  segments: DiffSegment[];
  /** Edit groups present in this block (-1 when none): lets a block skip re-rendering on navigation. */
  firstChange: number;
  lastChange: number;
  /** Sizes per side, for estimating the height of a block that is not rendered. */
  originalChars: number;
  revisedChars: number;
  originalBreaks: number;
  revisedBreaks: number;
  /** Both sides in one flow (the inline view): equal text once, deletions and insertions. */
  inlineChars: number;
  inlineBreaks: number;
}

export interface DiffModel {
  blocks: DiffBlock[];
  changeCount: number;
  /** Block holding the start of each edit group. */
  blockOfChange: number[];
}

export const TARGET_BLOCK_CHARS = 2000;

function countBreaks(text: string): number {
  let breaks = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) breaks++;
  return breaks;
}

/**
 * Where to cut `text` so the first piece holds about `wanted` characters: after a line break if one is
 * near (so paragraphs stay whole), else after a space, else nowhere (-1).
 */
export function findCut(text: string, wanted: number): number {
  if (text.length <= wanted) return -1;
  const lineBreak = text.indexOf('\n', wanted);
  if (lineBreak !== -1 && lineBreak < wanted * 4) {
    let end = lineBreak + 1;
    while (text[end] === '\n') end++;
    return end < text.length ? end : -1;
  }
  const space = text.indexOf(' ', wanted);
  return space !== -1 && space + 1 < text.length ? space + 1 : -1;
}

export function buildDiffModel(changes: TextChange[], targetChars = TARGET_BLOCK_CHARS): DiffModel {
  const blocks: DiffBlock[] = [];
  const blockOfChange: number[] = [];
  let block = createBlock(0);
  let blockChars = 0;
  let change = -1;
  let previousType: TextChange['type'] = 'equal';

  const closeBlock = () => {
    if (block.segments.length > 0) blocks.push(block);
    block = createBlock(blocks.length);
    blockChars = 0;
  };
  const append = (segment: DiffSegment) => {
    block.segments.push(segment);
    const { text } = segment;
    if (segment.type !== 'insert') {
      const originalText = segment.originalText ?? text;
      block.originalChars += originalText.length;
      block.originalBreaks += countBreaks(originalText);
    }
    if (segment.type !== 'delete') {
      block.revisedChars += text.length;
      block.revisedBreaks += countBreaks(text);
    }
    if (segment.change >= 0) {
      if (block.firstChange < 0) block.firstChange = segment.change;
      block.lastChange = segment.change;
      if (blockOfChange[segment.change] === undefined) blockOfChange[segment.change] = block.index;
    }
    block.inlineChars += text.length;
    block.inlineBreaks += countBreaks(text);
    blockChars += text.length;
  };

  for (const item of changes) {
    if (item.type !== 'equal' && previousType === 'equal') change++;
    previousType = item.type;
    const group = item.type === 'equal' ? -1 : change;
    if (item.originalText !== undefined) {
      // Two different texts cannot be cut at one offset: such a segment stays whole.
      append({ type: item.type, text: item.text, originalText: item.originalText, change: group });
      if (blockChars >= targetChars) closeBlock();
      continue;
    }
    let rest = item.text;
    for (;;) {
      const cut = findCut(rest, Math.max(1, targetChars - blockChars));
      if (cut === -1) break;
      append({ type: item.type, text: rest.slice(0, cut), change: group });
      closeBlock();
      rest = rest.slice(cut);
    }
    if (rest) append({ type: item.type, text: rest, change: group });
  }
  closeBlock();
  return { blocks, changeCount: change + 1, blockOfChange };
}

function createBlock(index: number): DiffBlock {
  return {
    index,
    segments: [],
    firstChange: -1,
    lastChange: -1,
    originalChars: 0,
    revisedChars: 0,
    originalBreaks: 0,
    revisedBreaks: 0,
    inlineChars: 0,
    inlineBreaks: 0,
  };
}
