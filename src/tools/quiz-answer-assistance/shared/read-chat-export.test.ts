import { describe, expect, it } from 'vitest';
import { readChatExport } from './read-chat-export';
import { splitPastedQuiz } from './split-quiz';

describe('readChatExport', () => {
  it('drops the time and sender, and writes "A - x" options and a "True or false?" ending', () => {
    expect(readChatExport(['[02/03/2027, 08:15] Mr Tarn: Q1 Which town has the mill?', 'A - Kessel', 'B - Orrin', '[02/03/2027, 08:16] Mr Tarn: Q2 The mill is older than the bridge. True or false?'])).toEqual([
      'Q1 Which town has the mill?',
      'A) Kessel',
      'B) Orrin',
      '',
      'Q2 The mill is older than the bridge. (T/F)',
    ]);
  });

  it('reads the Android form of the prefix, and keeps every message when fewer than two open on a question label', () => {
    expect(readChatExport(['02/03/2027, 08:15 - Ana: see you at nine', '02/03/2027, 08:16 - Ben: ok'])).toEqual(['see you at nine', '', 'ok']);
  });

  it('leaves text with one time-stamped line or none alone', () => {
    const lines = ['Note: 12/05/2026, 10:30 - Room 4: bring pens', 'Which room?'];
    expect(readChatExport(lines)).toEqual(lines);
  });

  it('splits a whole chat export into its questions, without the chatter', () => {
    const chat = [
      '[02/03/2027, 08:15] Mr Tarn: Quick quiz before the test, answer below 🙂',
      '[02/03/2027, 08:15] Mr Tarn: Q1 Which town has the oldest mill?',
      'A - Kessel',
      'B - Orrin',
      'C - Lindau',
      '[02/03/2027, 08:16] Mr Tarn: Q2 The Kessel bridge was built of oak. True or false?',
      '[02/03/2027, 08:17] Priya: can we use the notes??',
      'pls',
      '[02/03/2027, 08:18] Mr Tarn: Q3 Who paid for the first bridge?',
    ].join('\n');
    expect(splitPastedQuiz(chat)).toEqual([
      { question: 'Which town has the oldest mill?', options: ['Kessel', 'Orrin', 'Lindau'] },
      { question: 'The Kessel bridge was built of oak.', options: ['True', 'False'] },
      { question: 'Who paid for the first bridge?', options: [] },
    ]);
  });
});
