import { describe, expect, it } from 'vitest';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

function read(text: string, labels: string[]) {
  const tokens = tokenizeReference(text);
  expect(tokens).toHaveLength(labels.length);
  return readTaggedFields(tokens, labels, true);
}

describe("a conference's acronym before the closing year", () => {
  it('reads the acronym after the names or the title as the container', () => {
    const fields = read('Ines Haller, Marco Lund. Quiet tide tables. TIDE 2004.', ['author', 'author', 'author', 'author', 'title', 'title', 'title', 'publisher', 'date']);
    expect(fields['container-title']).toBe('TIDE');
    expect(fields.publisher).toBeUndefined();
    const afterNames = read('Quiet tide tables. Ines Haller, Marco Lund. TIDE’04 2004.', ['title', 'title', 'title', 'author', 'author', 'author', 'author', 'publisher', 'date']);
    expect(afterNames['container-title']).toBe('TIDE’04');
  });

  it("reads the acronym after the title's link, bare or bracketed, as the container (session 38)", () => {
    const linked = read('I. Haller. Quiet tide tables <https://example.org/tides.pdf>. TIDE 2004.', ['author', 'author', 'title', 'title', 'title', 'url', 'publisher', 'date']);
    expect(linked['container-title']).toBe('TIDE');
    const bracketed = read('I. Haller. Quiet tide tables. <https://example.org/tides.pdf>. (TIDE), 2004.', ['author', 'author', 'title', 'title', 'title', 'url', 'other', 'date']);
    expect(bracketed['container-title']).toBe('TIDE');
  });

  it('leaves publishers, a container found elsewhere, and an acronym not before the closing year', () => {
    expect(read('Ines Haller. Quiet tide tables. SIAM 2004.', ['author', 'author', 'title', 'title', 'title', 'publisher', 'date']).publisher).toBe('SIAM');
    expect(read('Ines Haller. Quiet tide tables. IEEE 2004.', ['author', 'author', 'title', 'title', 'title', 'publisher', 'date']).publisher).toBe('IEEE');
    const container = read('Ines Haller. Quiet tide tables. In Tides, TIDE 2004.', ['author', 'author', 'title', 'title', 'title', 'container-title', 'container-title', 'publisher', 'date']);
    expect(container.publisher).toBe('TIDE');
    expect(read('Ines Haller. Quiet tide tables. TIDE 2004, Oslo.', ['author', 'author', 'title', 'title', 'title', 'publisher', 'date', 'location']).publisher).toBe('TIDE');
  });
});
