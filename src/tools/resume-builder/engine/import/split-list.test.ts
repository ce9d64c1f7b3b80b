import { describe, expect, it } from 'vitest';
import { splitList } from './split-list';

describe('splitList', () => {
  it('drops an icon glyph the text layer gives as a control code before a keyword', () => {
    expect(splitList('\u0088 Nordic, \uE000 ESP, ST')).toEqual(['Nordic', 'ESP', 'ST']);
  });
});
