import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkCollocationPatterns } from './collocation-patterns';
import { checkContactClauseAgreement, checkParentheticalAgreement } from './contact-clause-agreement';
import { checkEverydayLearnerSlips } from './everyday-learner-slips';
import { checkLearnerPhrasePatterns } from './learner-phrase-patterns';
import { checkMuchMany } from './much-many';
import { checkPastTimeTense } from './past-time-tense';
import { checkSentenceStructure } from './sentence-structure';
import { checkSubjectVerbAgreement } from './subject-verb-agreement';
import { checkThereIsAgreement } from './there-is-agreement';
import { checkVerbComplements } from './verb-complements';
import { checkVerbFormAfterBeHave } from './verb-form-after-be-have';

// Session 38: the kinds English batch 62 (measured once) and batch 61 missed, each fixed by its cause, on our own sentences.
describe('session 38 rules', () => {
  it('agrees a verb with its head across a clause without "that", with a name\'s possessive or a lexical -s verb after it', () => {
    expectFixes(
      checkContactClauseAgreement,
      [
        ['The figures we collected over the summer suggests a slow recovery.', 'The figures we collected over the summer suggest a slow recovery.'],
        ['The notes I took at Anna\'s lecture was very useful.', 'The notes I took at Anna\'s lecture were very useful.'],
        ['The shirts you bought this morning looks great.', 'The shirts you bought this morning look great.'],
      ],
      [
        'The figures we collected over the summer suggest a slow recovery.',
        'The kids I teach read well.',
        'The man I saw leave was tall.',
        'The notes I took at Anna\'s lecture were very useful.',
      ],
    );
  });

  it('agrees the verb after a "who/which" clause between commas with the noun before it', () => {
    expectFixes(
      checkParentheticalAgreement,
      [
        ['My aunt, who lives near the coast, often send us fresh fish.', 'My aunt, who lives near the coast, often sends us fresh fish.'],
        ['The tenants, who moved in last May, has complained twice.', 'The tenants, who moved in last May, have complained twice.'],
      ],
      ['My grandparents, who live in Cork, visit us every summer.', 'My sister, who lives in Rome, writes to me.', 'The old house, which my parents bought, still stands.'],
    );
  });

  it('reads a noun tagged as an adjective before a preposition, "above ours", and a school subject in -ics', () => {
    expectFixes(
      (t) => checkSubjectVerbAgreement(t),
      [
        ['The key to the filing cabinets in the office are missing.', 'The key to the filing cabinets in the office is missing.'],
        ['The students in the room above ours is very loud.', 'The students in the room above ours are very loud.'],
        ['Mathematics are my weakest subject.', 'Mathematics is my weakest subject.'],
      ],
      ['The poor in our city are struggling.', 'The keys to the shed are in the drawer.', 'The flat above ours is empty.', 'Physics is fun.', 'Economics are taught here.'],
    );
  });

  it('puts the main clause in the past after a past "while" or "after" clause, and "have known" before "since" + a past event', () => {
    expectFixes(
      checkPastTimeTense,
      [
        ['While we were eating, the doorbell rings.', 'While we were eating, the doorbell rang.'],
        ['After the concert ended, everybody walk to the station.', 'After the concert ended, everybody walked to the station.'],
        ['I know Hannah since she moved next door.', 'I have known Hannah since she moved next door.'],
      ],
      ['After the meeting, everyone goes home.', 'After I finished school, I want to travel.', 'I like him since he helped me.', 'I know that since he joined, things changed.'],
    );
  });

  it('adds "for" after "wait" before a person, and "insist on" + -ing', () => {
    expectFixes(
      checkVerbComplements,
      [['We waited them outside the cinema.', 'We waited for them outside the cinema.']],
      ['We waited a while outside.', 'Wait, them outside are ours.'],
    );
    expectFixes(
      checkCollocationPatterns,
      [
        ['My father insisted to drive us home.', 'My father insisted on driving us home.'],
        ['We went back to the work after lunch.', 'We went back to work after lunch.'],
      ],
      ['He insisted to the waiter that the soup was cold.', 'We went back to the workshop after lunch.'],
    );
  });

  it('drops "be" before a stative verb with a degree adverb', () => {
    expectFixes(checkVerbFormAfterBeHave, [['We are completely agree with the plan.', 'We completely agree with the plan.']], ['We are completely agreed on the plan.']);
  });

  it('makes "there was too much" + a plural noun "there were too many"', () => {
    expectFixes(
      (t, tokens) => [...checkThereIsAgreement(t, tokens), ...checkMuchMany(t, tokens)],
      [['There was so much cars on the road.', 'There were so many cars on the road.']],
      ['There was too much noise.', 'There is so much sugar in this.'],
    );
  });

  it('drops a doubled subject before a frequency adverb, "time" after "how long", and "a" before a table item passed', () => {
    expectFixes(checkSentenceStructure, [['My cousin she always forgets my birthday.', 'My cousin always forgets my birthday.']], ['The teacher he never trusted left.']);
    expectFixes(
      checkLearnerPhrasePatterns,
      [
        ['How long time will the repair take?', 'How long will the repair take?'],
        ['Could you hand me a pepper?', 'Could you hand me the pepper?'],
      ],
      ['How long will the repair take?', 'She spent a long time there.', 'Could you hand me a pen?'],
    );
  });

  it('makes an "-ed" feeling "-ing" for a thing after any intensifier', () => {
    expectFixes(checkEverydayLearnerSlips, [['The talk on pensions was terribly bored.', 'The talk on pensions was terribly boring.']], ['The students were terribly bored.']);
  });
});
