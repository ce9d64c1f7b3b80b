import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: the weak participle of a verb that is weak too stays (de/strong-participle)', () => {
  it.each([
    'Mein Vater hat es endlich geschafft.',
    'Ohne deine Hilfe hätte ich den Umzug nie rechtzeitig geschafft.',
    'Ich habe das Bild an die Wand gehängt.',
    'Wir haben die Wäsche aufgehängt.',
    'Hast du die alte Datei gelöscht?',
    'Sie hat das Baby in den Schlaf gewiegt.',
  ])('leaves "%s" alone', (right) => expect(runRules(GERMAN_RULES, right).filter((f) => f.rule === 'de/strong-participle')).toEqual([]));

  it('still mends the weak ending put on a strong-only verb', () => {
    expect(acceptAllOf(GERMAN_RULES, 'Ich habe den ganzen Abend E-Mails geschreibt.')).toBe('Ich habe den ganzen Abend E-Mails geschrieben.');
    expect(acceptAllOf(GERMAN_RULES, 'Wir haben einen Kuchen gebackt.')).toBe('Wir haben einen Kuchen gebacken.');
  });
});
