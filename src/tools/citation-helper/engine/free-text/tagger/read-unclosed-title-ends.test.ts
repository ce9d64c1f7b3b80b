import { describe, expect, it } from 'vitest';
import { journalHeadInUnclosedTitle, titleSentenceInJournal } from './read-unclosed-title-ends';
import { relabel } from './relabel.test-helpers';

// Made-up references; the labels are what the tagger gave before the rule.
describe('a title with no full stop where the journal starts (session 45)', () => {
  it('gives the words after the title\'s last sentence end to the journal', () => {
    expect(relabel(journalHeadInUnclosedTitle, 'Lind A (2001) Marées de la baie. Comptes Rendus de la Vie 3: 5–7.', ['author', 'author', 'date', 'title', 'title', 'title', 'title', 'title', 'title', 'title', 'journal', 'journal', 'volume', 'pages'])).toEqual(['author', 'author', 'date', 'title', 'title', 'title', 'title', 'journal', 'journal', 'journal', 'journal', 'journal', 'volume', 'pages']);
  });
  it('leaves a title closed by a full stop, and one with no sentence end inside', () => {
    const closed = ['author', 'author', 'date', 'title', 'title', 'title', 'title', 'journal', 'journal', 'journal', 'journal', 'journal', 'volume', 'pages'];
    expect(relabel(journalHeadInUnclosedTitle, 'Lind A (2001) Marées de la baie. Comptes Rendus de la Vie 3: 5–7.', closed)).toEqual(closed);
    const comma = ['author', 'author', 'title', 'title', 'title', 'title', 'title', 'title', 'journal', 'journal', 'journal', 'volume', 'pages', 'date'];
    expect(relabel(journalHeadInUnclosedTitle, 'Lind A, Basis sets. III. The diffuse functions, J. Chem. Phys. 117, 9234 (2002).', comma)).toEqual(comma);
    const single = ['author', 'author', 'date', 'title', 'title', 'title', 'title', 'journal', 'journal', 'volume', 'pages'];
    expect(relabel(journalHeadInUnclosedTitle, 'Lind A (2001) Marées de la baie Comptes Rendus 3: 5–7.', single)).toEqual(single);
  });
});

describe('a title\'s second sentence read as the journal\'s head (session 45)', () => {
  it('gives "Nota preliminar." back to the title', () => {
    expect(relabel(titleSentenceInJournal, 'Lind A (1958) Los anuros. Nota preliminar. Physis 21: 109–118.', ['author', 'author', 'date', 'title', 'title', 'journal', 'journal', 'journal', 'volume', 'pages'])).toEqual(['author', 'author', 'date', 'title', 'title', 'title', 'title', 'journal', 'volume', 'pages']);
  });
  it('leaves a journal of capitalised abbreviations, and one whose lower-case word closes it', () => {
    const abbreviated = ['author', 'author', 'date', 'title', 'title', 'journal', 'journal', 'journal', 'volume', 'pages'];
    expect(relabel(titleSentenceInJournal, 'Lind A (1958) Los anuros. Bull. Soc. Geol. 21: 109–118.', abbreviated)).toEqual(abbreviated);
    const lower = ['author', 'author', 'title', 'title', 'journal', 'journal', 'date'];
    expect(relabel(titleSentenceInJournal, 'Lind A. Los anuros. Circulation research. 2011;', lower)).toEqual(lower);
  });
});
