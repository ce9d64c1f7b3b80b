import { describe, expect, it } from 'vitest';
import { termOf } from '../read/content-words';
import { readQuestion } from '../read/read-question';
import { readAskedSlot } from './read-asked-slot';

const slotOf = (question: string) => readAskedSlot(question, readQuestion(question).answerType);

describe('readAskedSlot', () => {
  it('reads the noun a "what" question asks for and the kind it implies', () => {
    expect(slotOf('What theologian differed in views about the soul from Luther?').kind).toBe('person');
    expect(slotOf('In what episode is the First Doctor said not to be the first?').kind).toBe('name');
    expect(slotOf('What night did ABC move Ugly Betty to?').kind).toBe('date');
    expect(slotOf('Who wrote Hamlet?').kind).toBe('person');
  });

  it('knows the answer to "what type of X" or "how many X" stands right before X', () => {
    expect(slotOf('What type of sanctions has the US directed at Iran?')).toMatchObject({ noun: termOf('sanctions'), classOf: true });
    expect(slotOf('How many students does the school have?')).toMatchObject({ noun: termOf('students'), classOf: true });
    expect(slotOf('What geometric shape is used to find the net force?').classOf).toBe(false);
  });

  it('turns the question back into a statement to see which words come before and after the answer', () => {
    const object = slotOf('What do gravitational forces act between?');
    expect([...object.before]).toEqual(expect.arrayContaining(['gravitational', 'forces', 'act'].map(termOf)));
    expect(object.after.size).toBe(0);
    const subject = slotOf('What shows us lost chloroplasts?');
    expect(subject.before.size).toBe(0);
    expect(subject.after.size).toBeGreaterThan(0);
    const inPlace = slotOf("Imperialism extends a country's power and what?");
    expect(inPlace.before.size).toBeGreaterThan(0);
  });
});
