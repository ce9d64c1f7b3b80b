import { describe, expect, it } from 'vitest';
import { readQuestion } from '../read/read-question';
import { answerFromMaterial } from './answer-from-material';

const NOTES = [
  'The cell has many parts.',
  'The mitochondria produce most of the energy a cell uses, which is why they are called the powerhouse of the cell.',
  'The nucleus holds the DNA.',
  'Ribosomes build proteins.',
].join(' ');

describe('answerFromMaterial', () => {
  it('picks the option the notes state and quotes the sentence', () => {
    const found = answerFromMaterial(readQuestion('Which part of the cell produces energy?', ['nucleus', 'mitochondria', 'ribosome']), NOTES);
    expect(found.optionIndex).toBe(1);
    expect(found.options?.[1]?.why).toContain('powerhouse');
    expect(found.evidence[0]?.text).toContain('mitochondria produce');
  });

  it('points its evidence at the very text of the material', () => {
    const found = answerFromMaterial(readQuestion('What holds the DNA?', ['nucleus', 'ribosome']), NOTES);
    const evidence = found.evidence[0];
    expect(evidence).toBeDefined();
    expect(NOTES.slice(evidence!.offset, evidence!.offset + evidence!.length)).toBe(evidence!.text);
    expect(evidence!.text).toBe('The nucleus holds the DNA.');
  });

  it('flips to the unsupported option when the question says NOT', () => {
    const notes = 'Rain, snow, sleet and hail are all forms of precipitation. Wind is moving air.';
    const found = answerFromMaterial(readQuestion('Which is NOT a form of precipitation?', ['rain', 'snow', 'wind', 'hail']), notes);
    expect(found.text).toBe('wind');
  });

  it('answers a "when" question with a date span', () => {
    const notes = 'The Normans came from Normandy. William the Conqueror invaded England in 1066, winning the Battle of Hastings. He was crowned at Westminster.';
    const found = answerFromMaterial(readQuestion('When did William the Conqueror invade England?'), notes);
    expect(found.text).toBe('1066');
    expect(notes.slice(found.evidence[0]!.offset, found.evidence[0]!.offset + found.evidence[0]!.length)).toContain('1066');
  });

  it('answers a "how many" question with a number and a "who" question with a name', () => {
    const notes = 'The school opened in 1950. Today it has 1,200 students and 80 teachers. Its first head teacher was Margaret Ellis.';
    expect(answerFromMaterial(readQuestion('How many students does the school have?'), notes).text).toBe('1,200');
    expect(answerFromMaterial(readQuestion('Who was the first head teacher?'), notes).text).toBe('Margaret Ellis');
  });

  it('finds who and when in a textbook "X was discovered by PERSON in YEAR" sentence', () => {
    const notes =
      'Photosynthesis takes place in the chloroplasts of plant cells. Using energy from sunlight, plants produce glucose and release oxygen. ' +
      'The Calvin cycle was discovered by Melvin Calvin in 1950 at the University of California, Berkeley.';
    expect(answerFromMaterial(readQuestion('Who discovered the Calvin cycle?'), notes).text).toBe('Melvin Calvin');
    const when = answerFromMaterial(readQuestion('When was the Calvin cycle discovered?'), notes);
    expect(when.text).toBe('1950');
    expect(when.evidence[0]?.text).toContain('discovered by Melvin Calvin');
  });

  it('answers from where the question\'s own wording places the answer, not from a look-alike clause', () => {
    const notes =
      'All forces are based on four fundamental interactions. The electromagnetic force acts between electric charges, and the gravitational force acts between masses. ' +
      'Friction is a manifestation of the electromagnetic force.';
    expect(answerFromMaterial(readQuestion('What do gravitational forces act between?'), notes).text).toBe('masses');
  });

  it('checks a true/false statement against the notes', () => {
    const notes = 'Water boils at 100 degrees Celsius at sea level. Ice is less dense than liquid water.';
    expect(answerFromMaterial(readQuestion('True or false: water boils at 100 degrees Celsius at sea level.'), notes).text).toBe('True');
    expect(answerFromMaterial(readQuestion('True or false: water boils at 90 degrees Celsius at sea level.'), notes).text).toBe('False');
    expect(answerFromMaterial(readQuestion('True or false: ice is not less dense than liquid water.'), notes).text).toBe('False');
  });

  it('gives no answer when the material is about something else', () => {
    const found = answerFromMaterial(readQuestion('Which planet is largest?', ['Mars', 'Jupiter']), NOTES);
    expect(found.optionIndex).toBeNull();
    expect(found.confident).toBe(false);
  });

  it('never confirms a statement whose "most"/"all" the claim does not say ("Only a small part of it is sand")', () => {
    const notes = 'The Gobi is a large desert in Asia. Only a small part of it is sand; most of the desert is bare rock.';
    const most = answerFromMaterial(readQuestion('True or false: Most of the Gobi is sand.'), notes);
    expect(most.confident && most.text === 'True').toBe(false);
    const stated = answerFromMaterial(readQuestion('True or false: Most of the Gobi is bare rock.'), notes);
    expect(stated.text).toBe('True');
    expect(stated.confident).toBe(true);
  });

  it('reads "a few months"/"some years" as a span of time, not as "few"/"some" of the subject', () => {
    const notes = 'The lighthouse keeper moved to the island in 1850. His daughter was born a few months after the storm, and she kept the light for forty years.';
    const stated = answerFromMaterial(readQuestion('True or false: The keeper\'s daughter was born after the storm.'), notes);
    expect(stated.text).toBe('True');
    expect(stated.confident).toBe(true);
    // "Few" of the subject is still read: "Few keepers stayed" does not state "Keepers stayed".
    const few = answerFromMaterial(readQuestion('True or false: Keepers stayed on the island in winter.'), 'Few keepers stayed on the island in winter, because the sea froze.');
    expect(few.confident && few.text === 'True').toBe(false);
  });

  it('does not hold "X is the longest in the world" when the material ranks it "the third longest in the world"', () => {
    const notes = 'The Danube is the longest river in the European Union and the second longest in Europe, after the Volga. It flows into the Black Sea.';
    const ranked = answerFromMaterial(readQuestion('True or false: The Danube is the longest river in Europe.'), notes);
    expect(ranked.confident && ranked.optionIndex === 0).toBe(false);
    const stated = answerFromMaterial(readQuestion('True or false: The Danube is the longest river in the European Union.'), notes);
    expect(stated.optionIndex).toBe(0);
  });

  it('does not hold "X is the largest Y" when the material says "the fourth largest of the nine Ys" (the scope named past its count)', () => {
    const notes = 'Ganymede is the fourth largest of the nine moons in the survey, with a thick icy crust. It was found in 1610.';
    const ranked = answerFromMaterial(readQuestion('True or false: Ganymede is the largest moon.'), notes);
    expect(ranked.confident && ranked.optionIndex === 0).toBe(false);
  });
});

describe('restated paraphrases (engine)', () => {
  const material = 'Ida Berg was a chemist of the old school. She was born in Tarnow in 1850 and worked mostly in Kessel. On 3 May 1871 she fought a fire at the Siege of Orrin, where the town guard held the walls.';
  it('answers a birthplace and the date an event took place', () => {
    const born = answerFromMaterial(readQuestion("What was Ida Berg's birthplace?"), material);
    expect(born.confident ? born.text : null).toBe('Tarnow');
    const siege = answerFromMaterial(readQuestion('When did the Siege of Orrin take place?'), material);
    expect(siege.confident ? siege.text : null).toBe('3 May 1871');
  });
});

describe('answerFromMaterial: s37, a question typed without its apostrophes', () => {
  it('reads "Stevensons job" as "Stevenson\'s job"', () => {
    const notes = 'Stevenson spent the summer at Braemar. His father, Thomas Stevenson, a lighthouse engineer, enjoyed the tale as much as the boy did.';
    const found = answerFromMaterial(readQuestion('What was Thomas Stevensons job?'), notes);
    expect(found.confident).toBe(true);
    expect(found.text).toBe('a lighthouse engineer');
  });
});

const sureVerdict = (statement: string, material: string) => {
  const answer = answerFromMaterial(readQuestion(`True or false: ${statement}`, []), material);
  return answer.confident ? answer.text : null;
};

describe('an opposite word in the one claim that holds the statement (s41)', () => {
  // Our own sentences.
  const KING = 'On the death of King Olaf in 1350, his son Harald came to the throne but reigned less than a year. His uncle followed him.';
  it('is a sure False: "reigned for more than a year" against "reigned less than a year"', () => {
    expect(sureVerdict('Harald reigned for more than a year.', KING)).toBe('False');
  });
  it('is no sure verdict when the sentence says both words', () => {
    const both = 'On the death of King Olaf in 1350, his son Harald came to the throne but reigned more than a year in the north and less than a year in the south.';
    expect(sureVerdict('Harald reigned for more than a year.', both)).not.toBe('False');
  });
});
