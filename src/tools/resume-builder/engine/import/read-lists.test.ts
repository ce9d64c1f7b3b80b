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
