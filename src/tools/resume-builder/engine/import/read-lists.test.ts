import { describe, expect, it } from 'vitest';
import { readKeywordGroups, splitCells } from './read-lists';

describe('keywords set in cells', () => {
  it('reads each cell of a centred row as a keyword', () => {
    const groups = readKeywordGroups([{ text: 'HTML\tCSS\tPython', x: 82, cellX: [280, 460] }, { text: 'TypeScript\tReact\tC++', x: 60, cellX: [272, 475] }], true);
    expect(groups.flatMap((group) => group.keywords ?? [])).toEqual(['HTML', 'CSS', 'Python', 'TypeScript', 'React', 'C++']);
  });
  it('drops a level cell and leaves a plain list as it was', () => {
    expect(splitCells('Python\tAdvanced')).toEqual(['Python']);
    expect(splitCells('Go, Rust; Zig')).toEqual(['Go', 'Rust', 'Zig']);
  });
});

describe('a row of cells in a narrow sidebar', () => {
  it('does not run into the next line', () => {
    const groups = readKeywordGroups([{ text: 'UX\tMobile Devices & Applications', fullWidth: true, x: 369, cellX: [398] }, { text: 'Product Management & Marketing', fullWidth: true, x: 369 }], true);
    expect(groups.flatMap((group) => group.keywords ?? [])).toEqual(['UX', 'Mobile Devices & Applications', 'Product Management & Marketing']);
  });
  it('still joins a long wrapped list line', () => {
    const groups = readKeywordGroups([{ text: 'Languages: Python, Go, Rust, TypeScript, Kotlin, Vendor', fullWidth: true }, { text: 'negotiation' }], true);
    expect(groups[0]!.keywords?.at(-1)).toBe('Vendor negotiation');
  });
});
