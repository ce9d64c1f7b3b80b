import { describe, expect, it } from 'vitest';
import { joinPieces, splitPieces } from './inline-pieces';

describe('inline pieces', () => {
  it('sends a single piece as plain text', () => {
    expect(joinPieces(['Hello world'])).toBe('Hello world');
    expect(splitPieces('Hola mundo', 1)).toEqual({ texts: ['Hola mundo'], intact: true });
  });

  it('gives each formatted piece its own translated words', () => {
    expect(joinPieces(['Hello ', 'world'])).toBe('<g1>Hello </g1><g2>world</g2>');
    expect(splitPieces('<g1>Hola </g1><g2>mundo</g2>!', 2)).toEqual({ texts: ['Hola ', 'mundo!'], intact: true });
  });

  it('keeps the translation word order when the engine moves a piece', () => {
    const split = splitPieces('<g1>el </g1><g3>coche </g3><g2>rojo</g2>', 3);
    expect(split.texts.join('')).toBe('el coche rojo');
    expect(split.intact).toBe(false);
  });

  it('keeps every word when the engine loses or breaks the tags', () => {
    expect(splitPieces('Hola mundo', 2)).toEqual({ texts: ['Hola mundo', ''], intact: false });
    expect(splitPieces('<g1>Hola <g2>mundo</g1></g2>', 2)).toEqual({ texts: ['Hola mundo', ''], intact: false });
    expect(splitPieces('<g1>Hola</g1>', 2)).toEqual({ texts: ['Hola', ''], intact: false });
  });
});
