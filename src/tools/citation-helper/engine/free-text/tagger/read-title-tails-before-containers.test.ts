import { describe, expect, it } from 'vitest';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

function read(text: string, labels: string[]) {
  const tokens = tokenizeReference(text);
  expect(labels).toHaveLength(tokens.length);
  return readTaggedFields(tokens, labels, true);
}

describe('a title whose last words were read as the container', () => {
  it('takes back the words up to a full stop before a full container word', () => {
    const fields = read('Lind, A. Tides of three small harbour basins. Coastal Engineering, 2001, 12, 3-9.', ['author', 'author', 'title', 'title', 'title', 'title', 'title', 'journal', 'journal', 'journal', 'date', 'volume', 'pages']);
    expect(fields.title).toBe('Tides of three small harbour basins');
    expect(fields['container-title']).toBe('Coastal Engineering');
  });

  it('takes back the words before the container\'s "In"', () => {
    const fields = read('Ada Lind and Tom Berg. Tidal Charts for Small Boats In Proceedings of SAIL, 2004.', ['author', 'author', 'author', 'author', 'author', 'title', 'title', 'title', 'title', 'container-title', 'container-title', 'container-title', 'container-title', 'container-title', 'date']);
    expect(fields.title).toBe('Tidal Charts for Small Boats');
    expect(fields['container-title']).toBe('Proceedings of SAIL');
  });

  it('leaves an abbreviated journal and a title closed by punctuation', () => {
    expect(read('Lind, A., Tides of harbours Ann. Phys. 12, 3.', ['author', 'author', 'title', 'title', 'title', 'journal', 'journal', 'volume', 'pages'])['container-title']).toBe('Ann. Phys.');
    expect(read('Lind, A., Tides of harbours. Coastal Basins. Engineering, 12, 3.', ['author', 'author', 'title', 'title', 'title', 'journal', 'journal', 'journal', 'volume', 'pages'])['container-title']).toBe('Coastal Basins. Engineering');
  });
});
