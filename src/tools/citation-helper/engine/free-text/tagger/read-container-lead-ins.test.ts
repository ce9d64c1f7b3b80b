import { describe, expect, it } from 'vitest';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

function read(text: string, labels: string[]) {
  const tokens = tokenizeReference(text);
  expect(labels).toHaveLength(tokens.length);
  return readTaggedFields(tokens, labels, true);
}

describe('a container\'s lead-in', () => {
  it('"Paper presented at the" is not the meeting\'s name', () => {
    const fields = read('Lind, A. (1990). Tide tables. Paper presented at the Annual Meeting of the Harbour Society, Bergen, Norway.', ['author', 'author', 'date', 'title', 'title', 'container-title', 'container-title', 'container-title', 'container-title', 'container-title', 'container-title', 'container-title', 'container-title', 'container-title', 'container-title', 'location', 'location']);
    expect(fields['container-title']).toBe('Annual Meeting of the Harbour Society');
    expect(fields['publisher-place']).toBe('Bergen, Norway');
  });

  it('"chapter in" is not the book\'s title', () => {
    const fields = read('Lind, Ada "Tide Tables," chapter in Harbours and Their Tides, Harbour Press, 1990.', ['author', 'author', 'title', 'title', 'container-title', 'container-title', 'container-title', 'container-title', 'container-title', 'container-title', 'publisher', 'publisher', 'date']);
    expect(fields['container-title']).toBe('Harbours and Their Tides');
  });

  it('a meeting\'s name read on as a publisher after its comma is the meeting\'s', () => {
    const fields = read('Lind, A. (1990). Tide tables. Presented at the Workshop on Tides, Currents and Waves of Harbours.', ['author', 'author', 'date', 'title', 'title', 'container-title', 'container-title', 'container-title', 'container-title', 'container-title', 'container-title', 'location', 'publisher', 'publisher', 'publisher', 'publisher']);
    expect(fields['container-title']).toBe('Workshop on Tides, Currents and Waves of Harbours');
    expect(fields.publisher).toBeUndefined();
  });

  it('leaves a container named "Presented …" with no "at"', () => {
    expect(read('Lind, A. (1990). Tide tables. Presented Papers on Tides, 3.', ['author', 'author', 'date', 'title', 'title', 'container-title', 'container-title', 'container-title', 'container-title', 'volume'])['container-title']).toBe('Presented Papers on Tides');
  });
});
