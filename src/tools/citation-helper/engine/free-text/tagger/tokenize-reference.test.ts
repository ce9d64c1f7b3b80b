import { describe, expect, it } from 'vitest';
import { tokenizeReference } from './tokenize-reference';

const words = (text: string) => tokenizeReference(text).map((token) => token.text);

describe('tokenizeReference', () => {
  it('splits at spaces and after punctuation run into the next word', () => {
    expect(words('Gochman CS. Int. 1993;19(1-2):49-76.')).toEqual(['Gochman', 'CS.', 'Int.', '1993;', '19(1-2):', '49-76.']);
    expect(words('Phys. Rev. C 32,2165 (1985)')).toEqual(['Phys.', 'Rev.', 'C', '32,', '2165', '(1985)']);
  });

  it('splits after a closing quote or bracket run into the next word, as PDF text has it', () => {
    expect(words('Bose Gases ,"in Quantum')).toEqual(['Bose', 'Gases', ',"', 'in', 'Quantum']);
    expect(words('Uppsala ( Sweden)2006')).toEqual(['Uppsala', '(', 'Sweden)', '2006']);
    expect(words('"The title," Journal 106(3):12')).toEqual(['"The', 'title,"', 'Journal', '106(3):', '12']);
    expect(words('420 ( 2013)012061 .')).toEqual(['420', '(', '2013)', '012061', '.']);
    expect(words('21 ,2 -4(1990).')).toEqual(['21', ',', '2', '-4', '(1990).']);
    expect(words('Nature, 521(7553), 436')).toEqual(['Nature,', '521(7553),', '436']);
  });

  it("splits an initial's full stop from a bracketed year run onto it", () => {
    expect(words('Snow, K.(1993). A title')).toEqual(['Snow,', 'K.', '(1993).', 'A', 'title']);
    // Compact initials with no full stop (session 38, "Menezes RX(1999)"); a bracketed number that is no year stays on its volume.
    expect(words('Okafor NT(2004) A title')).toEqual(['Okafor', 'NT', '(2004)', 'A', 'title']);
    expect(words('Tides 12(3456) 7')).toEqual(['Tides', '12(3456)', '7']);
    // Not a bracket of other words, nor a volume's issue.
    expect(words('Acta Math.(Basel) 12')).toEqual(['Acta', 'Math.(Basel)', '12']);
  });

  it('keeps links and thousands whole, and records where each token is', () => {
    expect(words('see https://a.org/x:y,z and 1,000 pages')).toEqual(['see', 'https://a.org/x:y,z', 'and', '1,000', 'pages']);
    const [first, second] = tokenizeReference('Ab,cd');
    expect([first?.start, first?.end, second?.start, second?.end]).toEqual([0, 3, 3, 5]);
  });
});

describe('an angle-bracketed link', () => {
  it('stays one token though its path glues a bracket to a number', () => {
    expect(tokenizeReference('Tides. <http://dx.doi.org/10.1016/0000-0000(90)90001-2> Harbour Studies').map((token) => token.text)).toEqual(['Tides.', '<http://dx.doi.org/10.1016/0000-0000(90)90001-2>', 'Harbour', 'Studies']);
  });
});
