import { describe, expect, it } from 'vitest';
import type { TextChange } from '../api/compare-texts';
import { buildDiffModel, findCut } from './build-diff-blocks';

function joinSide(model: ReturnType<typeof buildDiffModel>, side: 'original' | 'revised'): string {
  return model.blocks
    .flatMap((block) => block.segments)
    .filter((segment) => segment.type !== (side === 'original' ? 'insert' : 'delete'))
    .map((segment) => (side === 'original' ? (segment.originalText ?? segment.text) : segment.text))
    .join('');
}

describe('buildDiffModel', () => {
  it('numbers edit groups, pairing a deletion with the insertion after it', () => {
    const changes: TextChange[] = [
      { type: 'equal', text: 'The ' },
      { type: 'delete', text: 'quick' },
      { type: 'insert', text: 'slow' },
      { type: 'equal', text: ' fox ' },
      { type: 'insert', text: 'really ' },
      { type: 'equal', text: 'ran.' },
    ];
    const model = buildDiffModel(changes);
    expect(model.changeCount).toBe(2);
    expect(model.blocks).toHaveLength(1);
    expect(model.blocks[0]!.segments.map((segment) => segment.change)).toEqual([-1, 0, 0, -1, 1, -1]);
    expect(model.blockOfChange).toEqual([0, 0]);
  });

  it('cuts long texts into blocks at line breaks without losing a character', () => {
    const paragraph = `${'word '.repeat(100)}\n\n`;
    const original = paragraph.repeat(50);
    const changes: TextChange[] = [
      { type: 'equal', text: original.slice(0, 10_000) },
      { type: 'delete', text: 'old' },
      { type: 'insert', text: 'new' },
      { type: 'equal', text: original.slice(10_000) },
    ];
    const model = buildDiffModel(changes, 2000);
    expect(model.blocks.length).toBeGreaterThan(10);
    expect(joinSide(model, 'original')).toBe(original.slice(0, 10_000) + 'old' + original.slice(10_000));
    expect(joinSide(model, 'revised')).toBe(original.slice(0, 10_000) + 'new' + original.slice(10_000));
    const changeBlock = model.blocks[model.blockOfChange[0]!]!;
    expect(changeBlock.firstChange).toBe(0);
    for (const block of model.blocks) expect(block.inlineChars).toBeLessThan(2000 * 5);
  });

  it('keeps an equal run with a differing original form whole', () => {
    const model = buildDiffModel([{ type: 'equal', text: 'a b '.repeat(1000), originalText: 'A B '.repeat(1000) }], 100);
    expect(model.blocks).toHaveLength(1);
    expect(joinSide(model, 'original')).toBe('A B '.repeat(1000));
  });
});

describe('findCut', () => {
  it('prefers the end of a line, then a space, and never cuts short text', () => {
    expect(findCut('short', 10)).toBe(-1);
    expect(findCut('aaaa bbbb\n\ncccc', 3)).toBe(11);
    expect(findCut('aaaa bbbb cccc', 3)).toBe(5);
    expect(findCut('aaaaaaaaaaaa', 3)).toBe(-1);
  });
});
