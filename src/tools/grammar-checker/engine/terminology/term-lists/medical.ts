import { type TermRule } from '../term-rule';

const DO_NOT_USE = 'On the Joint Commission "do not use" list: easily misread in orders.';
const PERSON_FIRST = 'Person-first language: describe the condition, not the person as the condition.';

export const MEDICAL_TERMS: TermRule[] = [
  { term: 'qd', prefer: ['daily'], reason: DO_NOT_USE, confident: true },
  { term: 'q.d.', prefer: ['daily'], reason: DO_NOT_USE, confident: true },
  { term: 'qod', prefer: ['every other day'], reason: DO_NOT_USE, confident: true },
  { term: 'q.o.d.', prefer: ['every other day'], reason: DO_NOT_USE, confident: true },
  { term: 'IU', prefer: ['international units'], reason: DO_NOT_USE, caseSensitive: true },
  { term: 'MSO4', prefer: ['morphine sulfate'], reason: DO_NOT_USE, confident: true },
  { term: 'MgSO4', prefer: ['magnesium sulfate'], reason: DO_NOT_USE, confident: true, caseSensitive: true },
  { term: 'cc', prefer: ['mL'], reason: '"cc" is misread as "U" or "00": write mL.', caseSensitive: true },
  { term: 'µg', prefer: ['mcg'], reason: '"µg" is misread as "mg": write mcg.', confident: true },
  { term: 'heart attack', prefer: ['myocardial infarction'], reason: 'Clinical records use the clinical term.' },
  { term: 'high blood pressure', prefer: ['hypertension'], reason: 'Clinical records use the clinical term.' },
  { term: 'bedsore', prefer: ['pressure injury'], reason: 'Current clinical term.' },
  { term: 'bedsores', prefer: ['pressure injuries'], reason: 'Current clinical term.' },
  { term: 'suffers from', prefer: ['has'], reason: 'Neutral language: "has" does not presume suffering.' },
  { term: 'complains of', prefer: ['reports'], reason: 'Neutral language for what a patient tells you.' },
  { term: 'a diabetic', prefer: ['a person with diabetes'], reason: PERSON_FIRST },
  { term: 'an epileptic', prefer: ['a person with epilepsy'], reason: PERSON_FIRST },
  { term: 'drug abuser', prefer: ['person with a substance use disorder'], reason: PERSON_FIRST },
  { term: 'committed suicide', prefer: ['died by suicide'], reason: 'Current guidance avoids "committed", which implies a crime.' },
  { term: 'mentally retarded', prefer: ['with an intellectual disability'], reason: 'Outdated and offensive term.' },
  { term: 'wheelchair-bound', prefer: ['uses a wheelchair'], reason: PERSON_FIRST },
];
