import { describe, expect, it } from 'vitest';
import { findAuthor } from './find-author';
import { indexMaterial } from './index-material';

// Sentences of our own, not from any eval set.
const author = (question: string, material: string) => findAuthor(question, indexMaterial(material))?.text ?? null;

describe('findAuthor', () => {
  it('takes the owner of "X\'s [year] book T" and the subject of "in his novel T"', () => {
    expect(author('Who wrote The Salt Road?', "The famine became widely known through Ona Reis's 1902 book The Salt Road, which blamed the landlords.")).toBe('Ona Reis');
    expect(author('Who wrote The Salt Road?', 'Tomas Vale told the story of one village in his novel The Salt Road, published in 1931.')).toBe('Tomas Vale');
  });

  it('takes "a poem by X" for "Which poet wrote a poem about …?" only where the sentence says what the poem is about', () => {
    expect(author('Which poet wrote a poem about the flood?', 'The flood is remembered through a poem by Ida Moss, often recited in schools.')).toBe('Ida Moss');
    expect(author('Which poet wrote a poem about the flood?', 'The harvest is remembered through a poem by Ida Moss.')).toBeNull();
  });

  it('refuses a reader, a reviewer or two writers tied to the same work', () => {
    // Refused before too, but only for want of the verb: a person who read or reviewed the work is no writer.
    expect(author('Who wrote The Salt Road?', 'Ona Reis reviewed The Salt Road in 1903.')).toBeNull();
    expect(author('Who wrote The Salt Road?', "Ona Reis's 1902 book The Salt Road sold well. Later, Tomas Vale's book The Salt Road, a sequel, did not.")).toBeNull();
  });
});
