import { describe, expect, it } from 'vitest';
import { placeHeadAfterFullStop } from './read-place-heads';
import { tokenizeReference } from './tokenize-reference';

describe('a place\'s first word read into the field before it', () => {
  it('gives "Oak" back to "Oak Ridge, Tenn.:"', () => {
    const tokens = tokenizeReference('TR-74. Oak Ridge,Tenn.: Tide Center.');
    const labels = ['journal', 'journal', 'location', 'location', 'publisher', 'publisher'];
    placeHeadAfterFullStop(tokens, labels);
    expect(labels).toEqual(['journal', 'location', 'location', 'location', 'publisher', 'publisher']);
  });

  it('leaves a place with no colon before a publisher alone', () => {
    const tokens = tokenizeReference('Tide Review. Oak Ridge, 1994.');
    const labels = ['journal', 'journal', 'journal', 'location', 'date'];
    placeHeadAfterFullStop(tokens, labels);
    expect(labels).toEqual(['journal', 'journal', 'journal', 'location', 'date']);
  });
});
