import { describe, expect, it } from 'vitest';
import { orderParticipleBySubject } from './order-participle-by-subject';

const FORMS = ['reporté', 'reportés', 'reportée', 'reportées'];
const first = (text: string) => orderParticipleBySubject(text, text.indexOf('reporter'), FORMS)[0];

describe('orderParticipleBySubject', () => {
  it('puts the form that agrees with the subject before "être" first', () => {
    expect(first('La réunion a été reporter à lundi.')).toBe('reportée');
    expect(first('Les réunions sont reporter à lundi.')).toBe('reportées');
    expect(first('Elles ont été reporter à lundi.')).toBe('reportées');
    expect(first('Les matchs ont été reporter à lundi.')).toBe('reportés');
  });

  it('keeps Grammalecte\'s order where the subject is not read or the suggestions are not the four forms', () => {
    expect(first('Il faut que ça soit reporter à lundi.')).toBe('reporté');
    expect(first('On a été reporter à lundi.')).toBe('reporté');
    const text = 'La réunion a été reporter à lundi.';
    expect(orderParticipleBySubject(text, text.indexOf('reporter'), ['reporté', 'reporte'])).toEqual(['reporté', 'reporte']);
  });
});
