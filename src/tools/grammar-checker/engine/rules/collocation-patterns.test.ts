import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkCollocationPatterns } from './collocation-patterns';

describe('checkCollocationPatterns', () => {
  const fix = (text: string) => acceptAll(checkCollocationPatterns, text);
  it('"rather lose", not "rather loose" (session 37)', () => {
    expect(fix("I'd rather loose a game than cheat.")).toBe("I'd rather lose a game than cheat.");
    expect(fix("I'd rather wear loose clothes.")).toBe("I'd rather wear loose clothes.");
  });
  it('make/do/take, borrow/lend', () => {
    expect(fix('Everyone does mistakes.')).toBe('Everyone makes mistakes.');
    expect(fix('He made his homework late.')).toBe('He did his homework late.');
    expect(fix('We made a photo at the lake.')).toBe('We took a photo at the lake.');
    expect(fix('Could you borrow me some money?')).toBe('Could you lend me some money?');
    for (const text of ['I made a mistake.', 'He made a photocopy.', 'Can I borrow your pen?', 'She did her homework.', 'She let me borrow her notes.', 'I borrowed his bike yesterday.']) expect(fix(text)).toBe(text);
  });
  it('prepositions: "went home", "wait for me", "told him", "despite", "because", "in the world"', () => {
    expect(fix('They came to home late.')).toBe('They came home late.');
    expect(fix('Can you wait us outside?')).toBe('Can you wait for us outside?');
    expect(fix('She told to them the plan.')).toBe('She told them the plan.');
    expect(fix('Despite of the cold, we swam.')).toBe('Despite the cold, we swam.');
    expect(fix('Because of we were late, we ran.')).toBe('Because we were late, we ran.');
    expect(fix('It is the tallest building of the world.')).toBe('It is the tallest building in the world.');
    for (const text of ['It feels close to home.', 'Please wait for me.', 'Because of it, we left.', 'It was the rest of the world.', 'Most of the world agrees.']) expect(fix(text)).toBe(text);
  });
  it('"very good" after an action verb is "well"; "many money", "a good news"', () => {
    expect(fix('He sings really good.')).toBe('He sings really well.');
    expect(fix('She plays piano very good.')).toBe('She plays piano very well.');
    expect(fix('We spent many money.')).toBe('We spent much money.');
    expect(fix('I have a good news for you.')).toBe('I have good news for you.');
    expect(fix('They played good yesterday.')).toBe('They played well yesterday.');
    expect(fix('My brother plays the guitar so good for his age.')).toBe('My brother plays the guitar so well for his age.');
    expect(fix('She speaks the language really good.')).toBe('She speaks the language really well.');
    expect(fix('It is a really useful information for us.')).toBe('It is really useful information for us.');
    for (const text of ['She cooked a very good meal for us.', 'He wrote the very good book.', 'It is a really good information desk.', 'He plays the guitar very well.']) expect(fix(text)).toBe(text);
    for (const text of ['The film looks good in the trailer.', 'He plays good music.', 'She cooks very good food.', 'I heard a news report.', 'That is good news.']) expect(fix(text)).toBe(text);
  });
  it('verbs that take their object directly', () => {
    expect(fix('She answered to the email at once.')).toBe('She answered the email at once.');
    expect(fix('He mentioned about the delay.')).toBe('He mentioned the delay.');
    expect(fix('The plan emphasises on speed.')).toBe('The plan emphasises speed.');
    expect(fix('We contacted with the school.')).toBe('We contacted the school.');
    for (const text of ['There was no mention about it.', 'The answer to the question is easy.', 'We were in contact with the client.', 'Enter to win a prize.']) expect(fix(text)).toBe(text);
  });
  it('"advise" after an owner or determiner is the noun "advice" (session 22)', () => {
    expect(fix('I need your advise on which laptop to buy.')).toBe('I need your advice on which laptop to buy.');
    expect(fix('Could you give me some advise about the visa?')).toBe('Could you give me some advice about the visa?');
    expect(fix('Thanks for the advise.')).toBe('Thanks for the advice.');
    for (const text of ['I would advise you to wait.', 'Some advise against it.', 'Doctors advise on diet and sleep.', 'We advise caution.']) expect(fix(text)).toBe(text);
  });
  it('"which" after a person is "who"', () => {
    expect(fix('The woman which called you is here.')).toBe('The woman who called you is here.');
    for (const text of ['The company which makes it is big.', 'The woman who called you is here.']) expect(fix(text)).toBe(text);
  });
});
