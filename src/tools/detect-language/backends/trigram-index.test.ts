import { francAll } from 'franc';
import { data } from 'franc/data.js';
import { expressions } from 'franc/expressions.js';
import { describe, expect, it } from 'vitest';
import { createTrigramIndex } from './trigram-index';

const index = createTrigramIndex(data, expressions);

const TEXTS = [
  'Le chat dort paisiblement sur le canapé du salon.',
  'Alle Menschen sind frei und gleich an Würde und Rechten geboren.',
  'Todos los seres humanos nacen libres e iguales en dignidad y derechos.',
  'Ihmiset syntyvät vapaina ja tasavertaisina arvoltaan ja oikeuksiltaan.',
  'Bantu bonse bazyalwa balilubukide alimwi balikozyenye mu bulemu.',
  'Все люди рождаются свободными и равными в своем достоинстве и правах.',
  'Сви људи рађају се слободни и једнаки у достојанству и правима.',
  'يولد جميع الناس أحرارًا متساوين في الكرامة والحقوق.',
  'सभी मनुष्यों को गौरव और अधिकारों के मामले में जन्मजात स्वतन्त्रता प्राप्त है।',
  'כל בני האדם נולדו בני חורין ושווים בערכם ובזכויותיהם.',
  '人人生而自由，在尊严和权利上一律平等。',
  '모든 인간은 태어날 때부터 자유로우며 그 존엄과 권리에 있어 동등하다.',
  'Η γλώσσα είναι ελληνική.',
  'Mixed 𠀀𠀁 astral Han with Latin text, 123 digits & punctuation!!',
  'merci beaucoup monsieur',
  'ok',
  '1234 !!',
  '',
];

describe('createTrigramIndex', () => {
  it('ranks every language exactly as franc does, scores included, in every script', () => {
    for (const text of TEXTS) expect(index.rank(text), text).toEqual(francAll(text, { minLength: 1 }));
  });

  it('reads only franc’s first 2048 characters, like franc', () => {
    const long = `${'Le chat dort sur le canapé. '.repeat(80)}${'The cat sleeps on the sofa. '.repeat(80)}`;
    expect(index.rank(long)).toEqual(francAll(long, { minLength: 1 }));
    expect(index.rank(long)[0]?.[0]).toBe('fra');
  });

  it('ranks a text that lower-casing lengthens past 2048 units, and the next text as if it were first', () => {
    const dotted = `${'İstanbul İzmir İnebolu '.repeat(95)}`;
    expect(index.rank(dotted)).toEqual(francAll(dotted, { minLength: 1 }));
    // Counts are reset between calls: a repeat of an earlier text gives the same answer.
    expect(index.rank(TEXTS[0] as string)).toEqual(francAll(TEXTS[0] as string, { minLength: 1 }));
    expect(index.rank(TEXTS[0] as string)).toEqual(index.rank(TEXTS[0] as string));
  });
});

describe('createTrigramIndex with a limit', () => {
  it('gives franc’s first languages only, in franc’s order with franc’s scores', () => {
    for (const text of TEXTS) expect(index.rank(text, 10), text).toEqual(francAll(text, { minLength: 1 }).slice(0, 10));
  });
});
