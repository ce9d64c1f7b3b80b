import { describe, expect, it } from 'vitest';
import { readNoteMarkup } from './read-note-markup';
import { splitPastedQuiz } from './split-quiz';

const TF = ['True', 'False'];

describe('readNoteMarkup', () => {
  it('unbolds labels, unboxes task items and drops rules, italic notes and headings\' marks', () => {
    expect(readNoteMarkup(['# Revision', '*from my notes*', '**Q1.** Who designed it?', '- [ ] Bouch', '---', '_edited 2 days ago_'])).toEqual(['Revision', 'Q1. Who designed it?', '[ ] Bouch']);
  });

  it('cuts an e-mail at its sign-off after a blank line, and drops "Sent from my …"', () => {
    expect(readNoteMarkup(['Q5) Why?', '', 'Thanks,', 'Mr A.', 'Sent from my iPhone'])).toEqual(['Q5) Why?', '']);
    // "Thanks" inside a question's lines, not after a blank line, is no sign-off.
    expect(readNoteMarkup(['Q1) Which word ends the letter?', 'Thanks,', 'Bye,'])).toEqual(['Q1) Which word ends the letter?', 'Thanks,', 'Bye,']);
  });
});

describe('splitPastedQuiz: s37 note, e-mail and assessment copies', () => {
  it('reads a Markdown note with bold labels and checkbox options', () => {
    const text = '# Revision\n\n**Q1.** Who designed the bridge?\n- [ ] Barlow\n- [ ] Bouch\n\n**Q2.** The train fell. (True / False)\n\n---\n_edited today_';
    expect(splitPastedQuiz(text)).toEqual([
      { question: 'Who designed the bridge?', options: ['Barlow', 'Bouch'] },
      { question: 'The train fell.', options: TF },
    ]);
  });

  it('reads "T or F?" after a statement as the true/false options, and leaves the signature out', () => {
    const text = 'Hi all,\n\nQ1) Stevenson was paid 100 pounds.   T or F?\nQ2) Why did it end?\n\nThanks,\nMr A.';
    expect(splitPastedQuiz(text)).toEqual([
      { question: 'Stevenson was paid 100 pounds.', options: TF },
      { question: 'Why did it end?', options: [] },
    ]);
  });

  it('joins a bare capital letter to the option under it, and drops "Submit Assessment"', () => {
    const text = 'Question 1 (1 point)\nWhich country lost its coast?\nA\nPeru\nB\nBolivia\nSubmit Assessment';
    expect(splitPastedQuiz(text)).toEqual([{ question: 'Which country lost its coast?', options: ['Peru', 'Bolivia'] }]);
  });
});
