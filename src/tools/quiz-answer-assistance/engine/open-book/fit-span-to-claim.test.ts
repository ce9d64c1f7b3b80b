import { describe, expect, it } from 'vitest';
import { readQuestion } from '../read/read-question';
import { answerFromMaterial } from './answer-from-material';
import { fitSpanToClaim } from './fit-span-to-claim';

function fit(kind: string, question: string, sentence: string, text: string) {
  const start = sentence.indexOf(text);
  return fitSpanToClaim({ kind, question, sentence, start, end: start + text.length, text })?.text ?? null;
}

describe('fitSpanToClaim', () => {
  const TOWNS = 'In 1720 the charter gave two towns, Lindau and Kessel, the right to hold a market.';

  it('widens one name of a list to the list when several are asked, and drops it otherwise', () => {
    expect(fit('name', 'Which towns did the charter give the right to hold a market?', TOWNS, 'Lindau')).toBe('Lindau and Kessel');
    expect(fit('name', 'Which two towns got the right to hold a market?', TOWNS, 'Kessel')).toBe('Lindau and Kessel');
    expect(fit('name', 'Which town did the charter give the right to hold a market?', TOWNS, 'Lindau')).toBeNull();
  });

  it('reads ", and" after a lone name as two claims, and after two names as a list', () => {
    const sisters = 'Alice was born in Leeds, and Martha in York.';
    expect(fit('place', 'Where was Alice born?', sisters, 'Leeds')).toBe('Leeds');
    expect(fit('place', 'Where was Martha born?', sisters, 'York')).toBe('York');
    const towns = 'The charter named three towns, Lindau, Kessel, and Orm, as markets.';
    expect(fit('name', 'Which town did the charter name first?', towns, 'Orm')).toBeNull();
    expect(fit('name', 'Which towns did the charter name?', towns, 'Orm')).toBe('Lindau, Kessel, and Orm');
  });

  it('drops one of two phrases the same preposition opens ("from Japan and from the Spanish mines", s38), keeps a lone one', () => {
    const silver = 'China relied on silver, much of it brought in from Japan and from the Spanish mines of the Americas.';
    // Wrong before: "Japan" alone was answered, sure.
    expect(fit('place', 'Where did China get most of its silver?', silver, 'Japan')).toBeNull();
    expect(fit('place', 'Where did China get most of its silver?', 'China relied on silver, much of it brought in from the mines and from Japan.', 'Japan')).toBeNull();
    expect(fit('place', 'Where did China get most of its silver?', 'China relied on silver, much of it brought in from Japan.', 'Japan')).toBe('Japan');
  });

  it('keeps a name whose partners in the list the question gives', () => {
    expect(fit('person', 'Who climbed the peak with Ona Reis?', 'Ona Reis and Tomas Vale climbed the peak in 1931.', 'Tomas Vale')).toBe('Tomas Vale');
  });

  it('reads a noun "of" a list as the whole list, and leaves a span that is no list alone', () => {
    const sentence = 'The dyers coloured the cloth with a paste of chalk, soot and linseed oil, and sold it in spring.';
    expect(fit('object', 'What did the dyers colour the cloth with?', sentence, 'paste of chalk')).toBe('paste of chalk, soot and linseed oil');
    expect(fit('object', 'What did the dyers colour the cloth with?', 'The dyers coloured the cloth with a paste of chalk in spring.', 'paste of chalk')).toBe('paste of chalk');
    // The tagger may read a verb after "and" as a noun: a lowercase list must end on a mark.
    expect(fit('called', 'What are the openings called?', 'Fish take in water through openings called gills and release it behind the head.', 'gills')).toBe('gills');
  });

  it('trims a name the question already gives off the front of the span', () => {
    expect(fit('name', 'At which college did Ida Berg teach?', 'In 1890 the chemist Ida Berg of Tarnow College described the salt.', 'Ida Berg of Tarnow College')).toBe('Tarnow College');
    expect(fit('name', 'At which college did the chemist teach?', 'In 1890 the chemist Ida Berg of Tarnow College described the salt.', 'Ida Berg of Tarnow College')).toBe('Ida Berg of Tarnow College');
  });

  it('drops a "who" answer from another claim than the question\'s verb', () => {
    const sentence = 'After two years the monks of Orrin paid the fine and he went back to Lindau.';
    expect(fit('person', 'Who paid the fine?', sentence, 'Lindau')).toBeNull();
    expect(fit('person', 'Who went back to Lindau after two years?', 'After two years Ada Vale went back to Lindau.', 'Ada Vale')).toBe('Ada Vale');
  });

  it('drops a span without the preposition a "Near which town…?" question opens on', () => {
    const other = 'These old letters include the first known copies of the Orrin Charter.';
    expect(fit('place', 'Near which town were the old letters found?', other, 'Orrin Charter')).toBeNull();
    expect(fit('place', 'Near which town were the old letters found?', 'A farmer found the old letters in a barn near Kessel in 1950.', 'Kessel')).toBe('Kessel');
    expect(fit('place', 'Into which sea does the Orrin flow?', 'The Orrin flows east for 300 km to the Grey Sea.', 'Grey Sea')).toBe('Grey Sea');
    expect(fit('date', 'In what year did the bridge reopen?', 'The bridge did not reopen until 1954.', '1954')).toBe('1954');
  });

  it('drops a "With whom…?" answer without "with" or a near kin just before it (s32)', () => {
    const sentence = 'In 1801 Tomas Vale moved to Orrin, then the trading capital of Norland, where he took lessons from Ida Berg.';
    expect(fit('person', 'With whom did Tomas Vale train in Orrin?', sentence, 'Norland')).toBeNull();
    expect(fit('person', 'With whom did Tomas Vale train in Orrin?', sentence, 'Ida Berg')).toBe('Ida Berg');
    expect(fit('person', 'To whom did Ida Berg send the letter?', 'In 1802 Ida Berg sent the letter to Tomas Vale.', 'Tomas Vale')).toBe('Tomas Vale');
    expect(fit('person', 'To whom did Ida Berg send the letter?', 'In 1802 Ida Berg of Norland sent the letter.', 'Norland')).toBeNull();
  });

  it('gives no sure "With whom…?" answer from a place named in the claim about the move', () => {
    const material = 'Tomas Vale was born in Kessel in 1780. In 1801 Tomas Vale moved to Orrin, then the trading capital of Norland, where he took lessons from Ida Berg. He never went back.';
    const answer = answerFromMaterial(readQuestion('With whom did Tomas Vale train in Orrin?'), material);
    expect(answer.confident ? answer.text : null).not.toBe('Norland');
  });

  it('answers the whole list through the engine', () => {
    const material = 'The old kingdom traded little with the world. In 1720 the charter gave two towns, Lindau and Kessel, the right to hold a market. Both grew quickly.';
    const answer = answerFromMaterial(readQuestion('Which towns did the charter give the right to hold a market?'), material);
    expect(answer.confident ? answer.text : null).not.toBe('Lindau');
  });
});
