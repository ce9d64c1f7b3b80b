import { describe, expect, it } from 'vitest';
import { restateImperative } from './restate-imperative';

describe('restateImperative', () => {
  it('restates an order as the question it asks', () => {
    expect(restateImperative('Name the company that designed the Eiffel Tower.')).toBe('Which company designed the Eiffel Tower?');
    expect(restateImperative('Give the height of the Eiffel Tower.')).toBe('How high is the Eiffel Tower?');
    expect(restateImperative('State the year the Chrysler Building was finished.')).toBe('In what year the Chrysler Building was finished?');
    expect(restateImperative('Name the writer who protested against the tower.')).toBe('Who protested against the tower?');
    expect(restateImperative('Name the largest moon of Saturn.')).toBe('What is the largest moon of Saturn?');
  });

  it('leaves questions and orders it cannot read alone', () => {
    expect(restateImperative('What is the capital of France?')).toBeNull();
    expect(restateImperative('Explain why the sky is blue.')).toBeNull();
    expect(restateImperative('Give the reasons for the war.')).toBeNull();
  });

  it('asks a birthplace as "where… born" and an event\'s "take place" as "when was"', () => {
    expect(restateImperative("What was Ida Berg's birthplace?")).toBe('Where was Ida Berg born?');
    expect(restateImperative('What is the birthplace of the poet Lund?')).toBe('Where was the poet Lund born?');
    expect(restateImperative('When did the Siege of Orrin take place?')).toBe('When was the Siege of Orrin?');
    expect(restateImperative('When did the flood happen?')).toBe('When was the flood?');
    expect(restateImperative('When did the king take the crown?')).toBeNull();
  });
});
