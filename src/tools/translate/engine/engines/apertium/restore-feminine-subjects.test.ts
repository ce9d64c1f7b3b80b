import { describe, expect, it } from 'vitest';
import { restoreFeminineSubjects } from './restore-feminine-subjects';

describe('restoreFeminineSubjects', () => {
  it('writes "elle" for the "il" that can only be her', () => {
    expect(restoreFeminineSubjects('She went to the store.', 'Il est allé au magasin.')).toBe('Elle est allé au magasin.');
    expect(restoreFeminineSubjects('She said that she was tired.', "Il a dit qu'il était fatiguée.")).toBe("Elle a dit qu'elle était fatiguée.");
    expect(restoreFeminineSubjects('Yesterday she bought a car.', 'Hier il a acheté une voiture.')).toBe('Hier elle a acheté une voiture.');
  });

  it('turns "s\'il" into "si elle" and keeps the other elided conjunctions', () => {
    expect(restoreFeminineSubjects('If she comes, we eat.', "S'il vient, nous mangeons.")).toBe('Si elle vient, nous mangeons.');
    expect(restoreFeminineSubjects('When she left, she cried.', "Lorsqu'il est parti, il a pleuré.")).toBe("Lorsqu'elle est parti, elle a pleuré.");
  });

  it('leaves the French alone when "il" may stand for someone or something else', () => {
    expect(restoreFeminineSubjects('He said she was late.', "Il a dit qu'il était tard.")).toBe("Il a dit qu'il était tard.");
    expect(restoreFeminineSubjects('It is raining and she is sad.', 'Il pleut et il est triste.')).toBe('Il pleut et il est triste.');
    // More "il" than "she": one of them belongs to the man.
    expect(restoreFeminineSubjects('The man came in and she smiled.', 'L\'homme est entré, il s\'est assis et il a souri.')).toBe(
      "L'homme est entré, il s'est assis et il a souri.",
    );
    expect(restoreFeminineSubjects('They left early.', 'Il est parti tôt.')).toBe('Il est parti tôt.');
  });

  it('never touches the impersonal "il" of "il y a" or "il faut"', () => {
    expect(restoreFeminineSubjects('There is a cat and she likes it.', 'Il y a un chat.')).toBe('Il y a un chat.');
    expect(restoreFeminineSubjects('She must leave.', 'Il faut partir.')).toBe('Il faut partir.');
  });

  it('leaves words that only contain "il" as they are', () => {
    expect(restoreFeminineSubjects('She sews in April.', 'Il coud un fil en avril.')).toBe('Elle coud un fil en avril.');
    expect(restoreFeminineSubjects('She works.', 'Elle travaille.')).toBe('Elle travaille.');
  });
});
