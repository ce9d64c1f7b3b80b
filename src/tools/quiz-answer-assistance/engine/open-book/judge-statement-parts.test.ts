import { describe, expect, it } from 'vitest';
import { readQuestion } from '../read/read-question';
import { answerFromMaterial } from './answer-from-material';

const MATERIAL =
  'The observatory on Mount Kell was founded in 1872 by the astronomer Clara Voss. Her nephew Jonas Voss ground its first mirror. ' +
  'In 1880 the dome was covered in copper, and in 1921 it was fitted with an electric motor. ' +
  'A fire damaged the library in 1933, and it was reopened the following year by the university.';

function verdictOf(statement: string): string | undefined {
  const answer = answerFromMaterial(readQuestion(statement, ['True', 'False']), MATERIAL);
  return answer.confident ? answer.text : undefined;
}

describe('true/false verdicts that join parts of the material', () => {
  it('gives no "True" when a pronoun would have to carry more than the one thing it stands for', () => {
    expect(verdictOf('The observatory was founded by Jonas Voss.')).not.toBe('True');
    expect(verdictOf('The observatory was founded by Clara Voss.')).toBe('True');
  });

  it('gives no "True" to a year taken from another part of a sentence that gives two', () => {
    expect(verdictOf('The dome was fitted with an electric motor in 1880.')).not.toBe('True');
    expect(verdictOf('The dome was fitted with an electric motor in 1921.')).toBe('True');
  });

  it('gives no "False" to a year the material works out from another ("the following year")', () => {
    expect(verdictOf('The library was reopened in 1934.')).not.toBe('False');
  });
});

const HARBOUR =
  'In 1902 the harbour board opened a new stone pier, designed by Ellen Marsh, who had served as its chief engineer since 1894; it was paid for by a loan and carried a light that first shone the next winter. ' +
  'Of the 260 ships that used the port that year, about 90 were steamers. The board kept 12 pilots, and 4 of them lived on the pier.';

function harbourVerdict(statement: string): string | undefined {
  const answer = answerFromMaterial(readQuestion(statement, ['True', 'False']), HARBOUR);
  return answer.confident ? answer.text : undefined;
}

describe('true/false verdicts on a number the sentence gives to another slot', () => {
  it('gives no "True" to a year a relative claim only borrows, where it has a year of its own', () => {
    // Was True at 0.962: "who had served … since 1894" borrowed 1902 from the claim it hangs on.
    expect(harbourVerdict('Ellen Marsh served as chief engineer since 1902.')).not.toBe('True');
    expect(harbourVerdict('Ellen Marsh served as chief engineer since 1894.')).toBe('True');
  });

  it('gives no "True" to a count that another count stands between it and its words', () => {
    // Was True at 0.962: 260 is the ships that used the port; 90 of them were steamers.
    expect(harbourVerdict('About 260 of the ships were steamers.')).not.toBe('True');
    expect(harbourVerdict('About 90 of the ships were steamers.')).toBe('True');
  });
});

describe('true/false verdicts on a number written as a word', () => {
  it('reads another number word in the same slot as a contradiction', () => {
    // No verdict before: "twelve" and "seven" were not read as numbers.
    expect(harbourVerdict('The board kept 7 pilots.')).toBe('False');
    expect(verdictOfText('The guild had nine wardens.')).toBe('False');
    expect(verdictOfText('The guild had five wardens.')).toBe('True');
  });

  it('leaves a statement that gives the claim\'s number in digits or the other way round alone', () => {
    expect(verdictOfText('The guild had 5 wardens.')).not.toBe('False');
    expect(verdictOfText('Each warden served for three years.')).not.toBe('False');
  });
});

function verdictOfText(statement: string): string | undefined {
  const guild = 'The weavers\' guild of Tarrow was founded in 1390. The guild had five wardens, who were elected each spring. Each warden served for three years, and two of them had to be master weavers.';
  const answer = answerFromMaterial(readQuestion(statement, ['True', 'False']), guild);
  return answer.confident ? answer.text : undefined;
}

describe('true/false verdicts on what someone said or believed', () => {
  const MILL =
    'The mill at Harbury was built in 1802 by Thomas Reed. For years the villagers believed that the mill stream came from a spring under the church. ' +
    'Reed himself often claimed he had been born in 1770, though the parish register gives 1772.';
  const verdict = (statement: string) => {
    const answer = answerFromMaterial(readQuestion(statement, ['True', 'False']), MILL);
    return answer.confident ? answer.text : undefined;
  };

  it('gives no "True" to a claim the material only reports', () => {
    // Both were True at 0.962.
    expect(verdict('The mill stream came from a spring under the church.')).toBeUndefined();
    expect(verdict('Reed had been born in 1770.')).toBeUndefined();
  });

  it('still reads a statement that reports the claim itself, and a plain fact', () => {
    expect(verdict('The villagers believed that the mill stream came from a spring under the church.')).toBe('True');
    expect(verdict('The mill was built in 1802.')).toBe('True');
  });
});

describe('session 33 probe: a number or a claim the sentence only carries', () => {
  const verdict = (statement: string, material: string) => {
    const answer = answerFromMaterial(readQuestion(statement, ['True', 'False']), material);
    return answer.confident ? answer.text : undefined;
  };
  const TREATY = 'The treaty was signed by twelve nations. Nine of them ratified it within a year.';
  const FLEET = 'The fleet had five ships. Two of them were lost in a storm and one of the others ran aground.';
  const FILM = 'The Ten Commandments film was made in 1956. It won one Oscar.';

  it('gives no "True" to a number that only "them" or a name carries into the sentence (each was True at 0.96)', () => {
    expect(verdict('Twelve nations ratified the treaty within a year.', TREATY)).toBeUndefined();
    expect(verdict('Five ships were lost in a storm.', FLEET)).toBeUndefined();
    expect(verdict('The Ten Commandments film won ten Oscars.', FILM)).toBeUndefined();
  });

  it('still holds the number the sentence says itself', () => {
    expect(verdict('Nine nations ratified the treaty within a year.', TREATY)).toBe('True');
    expect(verdict('The film won one Oscar.', FILM)).toBe('True');
  });

  it('gives no "True" to a statement with no verb of its own that stands only in what was claimed (True at 0.96)', () => {
    const moon = 'Early astronomers claimed that the Moon had its own light. Later observations confirmed that the Moon reflects sunlight.';
    expect(verdict('The Moon has its own light.', moon)).toBeUndefined();
    expect(verdict('The Moon reflects sunlight.', moon)).toBe('True');
  });
});

describe('session 34: a "he"/"she" whose person is not sure', () => {
  const verdict = (statement: string, material: string) => {
    const answer = answerFromMaterial(readQuestion(statement, ['True', 'False']), material);
    return answer.confident ? answer.text : undefined;
  };
  const MILL = 'Thomas Reed built the first mill on the river. His partner, John Abbot, kept the accounts. He sold the mill in 1871.';
  const HOUSE = 'Edith Marsh ran the school on Cole Street. Her friend Clara Holt joined her as a teacher in 1905. She bought the building next door in 1910.';

  it('gives no "True" when the pronoun may stand for another person of that gender', () => {
    // Both were True at 0.96 (session 33 probe).
    expect(verdict('John Abbot sold the mill in 1871.', MILL)).toBeUndefined();
    expect(verdict('Clara Holt bought the building next door in 1910.', HOUSE)).toBeUndefined();
  });

  it('still gives "True" when the pronoun is sure and when the sentence names the person', () => {
    const sure = 'The mill at Harbury was built in 1802. Thomas Reed bought it in 1840. He sold the mill in 1871.';
    expect(verdict('Thomas Reed sold the mill in 1871.', sure)).toBe('True');
    expect(verdict('Thomas Reed built the first mill on the river.', MILL)).toBe('True');
  });
});
