import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkEverydayPhrases } from './everyday-phrases';

const fix = (text: string) => acceptAll(checkEverydayPhrases, text);

describe('everyday phrases', () => {
  it('"so a good movie" → "such a good movie", not "so" as a conjunction', () => {
    expect(fix('It was so a good movie.')).toBe('It was such a good movie.');
    expect(fix('He was late, so a new driver was hired.')).toBe('He was late, so a new driver was hired.');
  });
  it('"prefer tea than coffee" → "to", not "prefer to walk rather than"', () => {
    expect(fix('I prefer tea than coffee.')).toBe('I prefer tea to coffee.');
    expect(fix('She prefers reading books than watching TV.')).toBe('She prefers reading books to watching TV.');
    for (const text of ['I prefer to walk rather than drive.', 'I prefer it more than the old one.']) expect(fix(text)).toBe(text);
  });
  it('"remind me were the room is" → "where", not the verb "were"', () => {
    expect(fix('Can you remind me were the meeting room is?')).toBe('Can you remind me where the meeting room is?');
    expect(fix("I don't know were the keys are.")).toBe("I don't know where the keys are.");
    for (const text of ['They were the best years.', 'I know were the kids were happy.', "I don't know, were the results good?"]) expect(fix(text)).toBe(text);
  });
  it('"If it will rain, we will…" → "If it rains", not a polite or result "will"', () => {
    expect(fix('If it will rain, we will stay inside.')).toBe('If it rains, we will stay inside.');
    expect(fix("If he will work late, we'll eat without him.")).toBe("If he works late, we'll eat without him.");
    for (const text of ['If you will follow me, I will show you the room.', 'If it will make you happy, I will go.', 'If it will rain tomorrow is unclear.', 'I wonder if it will rain, but we can go.', 'If it will help, I will call her.']) {
      expect(fix(text)).toBe(text);
    }
  });
  it('"the book who" → "that", but people and animals keep "who"', () => {
    expect(fix('The book who I borrowed from the library is overdue.')).toBe('The book that I borrowed from the library is overdue.');
    for (const text of ['The boy who I met is nice.', 'The dog who lives next door barks.', 'The team who won were happy.']) expect(fix(text)).toBe(text);
  });
  it('"more difficult that history" → "than", not "easier that way" or "more likely that he left"', () => {
    expect(fix('Math is more difficult that history for me.')).toBe('Math is more difficult than history for me.');
    expect(fix('She is taller that me.')).toBe('She is taller than me.');
    for (const text of ["It's easier that way.", 'It was colder that day.', 'It is more likely that he left.', 'There are more people that work at home.']) expect(fix(text)).toBe(text);
  });
  it('"good at play the guitar" → "playing", not "good at tennis"', () => {
    expect(fix('He is good at play the guitar.')).toBe('He is good at playing the guitar.');
    expect(fix('He is good at tennis.')).toBe('He is good at tennis.');
  });
  it('"We are married since 2010" → "have been", not a causal "since"', () => {
    expect(fix('We are married since 2010.')).toBe('We have been married since 2010.');
    expect(fix('He is married since last year.')).toBe('He has been married since last year.');
    expect(fix('I stay home since I am sick.')).toBe('I stay home since I am sick.');
  });
  it('"Where was you" → "were", not "Was it you?"', () => {
    expect(fix('Where was you last night?')).toBe('Where were you last night?');
    expect(fix('Was they at home?')).toBe('Were they at home?');
    for (const text of ['Was it you?', 'Where was he last night?', 'I knew it was you.']) expect(fix(text)).toBe(text);
  });
  it('"give it to she" → "to her", not a clause after "for"', () => {
    expect(fix('Can you give it to she?')).toBe('Can you give it to her?');
    for (const text of ['I stayed, for he was tired.', 'I gave it to him and he was happy.', 'She is taller than he is.']) expect(fix(text)).toBe(text);
  });
  it('"arrived in the station" → "at", but "arrived in London"', () => {
    expect(fix('We arrived in the station late.')).toBe('We arrived at the station late.');
    expect(fix('We arrived in London late.')).toBe('We arrived in London late.');
  });
});

describe('everyday phrases: "more … that" before a possessive standing for its noun (session 35)', () => {
  it('"more difficult that last year\'s" → "than"; "that last year, …" as a clause stays', () => {
    expect(fix("Today's quiz was more difficult that last week's.")).toBe("Today's quiz was more difficult than last week's.");
    expect(fix("My essay was more detailed that my sister's.")).toBe("My essay was more detailed than my sister's.");
    for (const text of ['It is more likely that last year, the figures were wrong.', 'It is more likely that this plan fails.']) expect(fix(text)).toBe(text);
  });
});
