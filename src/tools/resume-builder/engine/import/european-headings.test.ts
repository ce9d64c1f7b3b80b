import { describe, expect, it } from 'vitest';
import { findSectionKey } from './find-sections';

const key = (text: string) => findSectionKey({ text });

describe('section headings in other European languages', () => {
  it('reads Spanish, French, German, Portuguese and Italian headings', () => {
    expect(key('EXPERIENCIA PROFESIONAL')).toBe('work');
    expect(key('Formación académica')).toBe('education');
    expect(key('Compétences')).toBe('skills');
    expect(key('Berufserfahrung')).toBe('work');
    expect(key('Idiomas:')).toBe('languages');
    expect(key('Istruzione e formazione')).toBe('education');
  });

  it('joins two headings with the language\'s "and", or "y/o"', () => {
    expect(key('Cursos y certificaciones')).toBe('certificates');
    expect(key('CURSOS Y/O ESTUDIOS COMPLEMENTARIOS')).toBe('certificates');
    expect(key('Sprachen und Kenntnisse')).toBe('languages');
  });

  it('reads "Software" alone as a heading but not as a row label', () => {
    expect(key('SOFTWARE')).toBe('skills');
    expect(key('Software:')).toBeUndefined();
  });

  it('does not read a sentence starting with a heading word as a heading', () => {
    expect(key('Experiencia con Kafka')).toBeUndefined();
  });
});

describe('a heading with a leader of dots to the column\'s edge', () => {
  it('reads the heading without the dots', () => {
    expect(key('Experience . . . . . . . . . . . . . . . . . . . . . . . . . . . .')).toBe('work');
    expect(key('Education.........')).toBe('education');
  });
});

// Session 44 (wps-writer-larico-es.pdf of held-out-s41).
describe('Spanish "Actividades"', () => {
  it('opens the volunteering section, as "Activities" does', () => {
    expect(findSectionKey({ text: 'ACTIVIDADES' })).toBe('volunteer');
    expect(findSectionKey({ text: 'Actividades de la empresa en 2020' })).toBeUndefined();
  });
});
