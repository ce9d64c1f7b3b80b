import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkPastTimeTense } from './past-time-tense';

describe('checkPastTimeTense', () => {
  const fix = (text: string) => acceptAll((t) => checkPastTimeTense(t), text);
  it('a sentence opening with a finished time takes the simple past', () => {
    expect(fix('Yesterday we walk to the lake.')).toBe('Yesterday we walked to the lake.');
    expect(fix('Last summer my cousin visits us.')).toBe('Last summer my cousin visited us.');
    expect(fix('Three days ago I buy a new phone.')).toBe('Three days ago I bought a new phone.');
    expect(fix('Last night, they watch a film.')).toBe('Last night, they watched a film.');
  });
  it('leaves past verbs, auxiliaries, and time phrases that are not finished', () => {
    for (const text of ['Yesterday we walked to the lake.', 'Yesterday was long.', 'Last time I checked, it was open.', 'Yesterday I would go anywhere.', 'Every day I walk to work.', "Last week's meeting ran late."]) {
      expect(fix(text)).toBe(text);
    }
  });

  it('a past "when" clause before the comma sets a finished time', () => {
    expect(fix('When I was little, we live in a flat.')).toBe('When I was little, we lived in a flat.');
    for (const text of ['When I was young, I think I was happier.', 'When it rains, I stay home.', 'When I was young, I played outside.']) expect(fix(text)).toBe(text);
  });
  it('an adverb of frequency after the subject tells of a past habit (session 31)', () => {
    expect(fix('When we were teenagers, we often play football after school.')).toBe('When we were teenagers, we often played football after school.');
    expect(fix('Last summer my aunt usually cook dinner for us.')).toBe('Last summer my aunt usually cooked dinner for us.');
    expect(fix('When we moved to Leeds, we often visit the old market.')).toBe('When we moved to Leeds, we often visited the old market.');
    for (const text of ['When I was a child, I often walked to school.', 'When I was ill, I always stay in bed now.', 'When I was young, I never think about money.', 'When you found it, you know where to put it.', 'When we have lived here a year, we move on.']) expect(fix(text)).toBe(text);
  });
  it('"in last year\'s final" names a past event beside a bare verb after a singular noun (session 22)', () => {
    expect(fix("The captain lead the team to victory in last year's championship.")).toBe("The captain led the team to victory in last year's championship.");
    expect(fix("The coach win the cup in last year's final.")).toBe("The coach won the cup in last year's final.");
    for (const text of ["She leads the league in last year's rankings.", "They lead the table in last year's figures.", "The captain lead the team through last year's season."]) expect(fix(text)).toBe(text);
  });
  it('reads a regular verb from the dictionary after an opening past time (session 27)', () => {
    expect(fix('Last weekend we paddle along the river and camped on an island.')).toBe('Last weekend we paddled along the river and camped on an island.');
    expect(fix('Yesterday they hike to the top of the hill.')).toBe('Yesterday they hiked to the top of the hill.');
    for (const text of ['Last weekend we paddled along the river.', 'Yesterday the hike was long.', 'Last summer the camp fees were high.']) expect(fix(text)).toBe(text);
  });
  it('the present perfect with a finished time becomes the simple past', () => {
    expect(fix('We have visited Rome last year.')).toBe('We visited Rome last year.');
    expect(fix('She has called me two hours ago.')).toBe('She called me two hours ago.');
    expect(fix('I have finished school in 2018 and then worked in a shop for three years.')).toBe('I finished school in 2018 and then worked in a shop for three years.');
    for (const text of ['I have worked here for three years, and I moved in 2019.', 'Since I moved here in 2019, I have made many friends.']) expect(fix(text)).toBe(text);
    for (const text of ['I have seen him since yesterday.', 'I have lived here for the last year.', 'I have never seen it.', 'It has rained since last week.', 'Sales have grown by 8% compared with last year.', 'Prices have risen more than last month.']) expect(fix(text)).toBe(text);
  });
});

describe('past-time-tense: "since before …" names a start (session 35)', () => {
  it('makes the present or progressive a present perfect, and leaves the perfect alone', () => {
    const fix = (text: string) => acceptAll((t) => checkPastTimeTense(t), text);
    expect(fix('My uncle is working at the bakery since before the war.')).toBe('My uncle has been working at the bakery since before the war.');
    expect(fix('We know each other since before school.')).toBe('We have known each other since before school.');
    expect(fix('My uncle has been working at the bakery since before the war.')).toBe('My uncle has been working at the bakery since before the war.');
  });
});

describe('past-time-tense: "since the spring", "since the start of term" (session 43)', () => {
  it('makes a progressive before a season or a start a present perfect, and leaves a reason alone', () => {
    const fix = (text: string) => acceptAll((t) => checkPastTimeTense(t), text);
    expect(fix('My aunt is renting a flat near the station since the autumn.')).toBe('My aunt has been renting a flat near the station since the autumn.');
    expect(fix('We are saving for a car since the start of the year.')).toBe('We have been saving for a car since the start of the year.');
    for (const text of ['We are buying shorts since the summer is coming.', 'I have been swimming since the spring.', 'They are leaving early since the winter roads are dangerous.']) expect(fix(text)).toBe(text);
  });
});
