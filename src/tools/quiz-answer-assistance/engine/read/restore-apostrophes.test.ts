import { describe, expect, it } from 'vitest';
import { restoreApostrophes } from './restore-apostrophes';

const MATERIAL = 'His father, Thomas Stevenson, a lighthouse engineer, liked it. Adams published nothing. Bouch was blamed.';

describe('restoreApostrophes', () => {
  it('puts back the apostrophe of a contraction and of a name the material writes without the "s"', () => {
    expect(restoreApostrophes('Why didnt Challis recognise the planet?', MATERIAL)).toBe("Why didn't Challis recognise the planet?");
    expect(restoreApostrophes('What was Thomas Stevensons job?', MATERIAL)).toBe("What was Thomas Stevenson's job?");
    expect(restoreApostrophes('What happened to Bouchs design?', MATERIAL)).toBe("What happened to Bouch's design?");
  });

  it('leaves a name the material ends in "s", a plural and a word at the end alone', () => {
    expect(restoreApostrophes('Why was Adams slow?', MATERIAL)).toBe('Why was Adams slow?');
    expect(restoreApostrophes('How many Stevensons were there?', 'The Stevensons lived in Edinburgh. Stevenson wrote.')).toBe('How many Stevensons were there?');
    expect(restoreApostrophes('Who were the Stevensons?', MATERIAL)).toBe('Who were the Stevensons?');
  });
});
