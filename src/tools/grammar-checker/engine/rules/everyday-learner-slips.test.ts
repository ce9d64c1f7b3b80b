import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkEverydayLearnerSlips } from './everyday-learner-slips';

const fix = (text: string) => acceptAll(checkEverydayLearnerSlips, text);

// Issue 33, session 21: the families a sixteenth separate writer's batch 37 missed; our own sentences.
describe('everyday learner slips', () => {
  it.each([
    ['We look forward hearing from you soon.', 'We look forward to hearing from you soon.'],
    ['The team is loosing money every month.', 'The team is losing money every month.'],
    ['Both exams are in the same day.', 'Both exams are on the same day.'],
    ['Let us no if you can come.', 'Let us know if you can come.'],
    ['Can we meet on Tuesday instead Wednesday?', 'Can we meet on Tuesday instead of Wednesday?'],
    ['He needs new laptop for university.', 'He needs a new laptop for university.'],
    ['I have question about the deadline.', 'I have a question about the deadline.'],
    ['We have issue with the heating.', 'We have an issue with the heating.'],
    ['The rent is lower for first six months.', 'The rent is lower for the first six months.'],
    ['Thanks to the volunteers for there hard work.', 'Thanks to the volunteers for their hard work.'],
    ['I believe so that exercise helps.', 'I believe that exercise helps.'],
    ['The field laid empty all winter.', 'The field lay empty all winter.'],
    ['I am calling regarding to your letter.', 'I am calling regarding your letter.'],
    ['The plumber will come for fixing the sink.', 'The plumber will come to fix the sink.'],
    ['Thanks to all who help at the fair yesterday.', 'Thanks to all who helped at the fair yesterday.'],
    ['In winter it is not snow here.', 'In winter it does not snow here.'],
    ['She has been teaching at this school for 2012.', 'She has been teaching at this school since 2012.'],
    ['He turned and seen a fox in the garden.', 'He turned and saw a fox in the garden.'],
    ['Tourism helps the economic of the island.', 'Tourism helps the economy of the island.'],
    ['We need rules which is clear to everyone.', 'We need rules which are clear to everyone.'],
    ['The waiter was rude with us.', 'The waiter was rude to us.'],
    ['The exam was postpone to June.', 'The exam was postponed to June.'],
    ['The match was cancel because of the rain.', 'The match was cancelled because of the rain.'],
    ['We stayed in because of the road was closed.', 'We stayed in because the road was closed.'],
  ])('%s', (wrong, right) => expect(fix(wrong)).toBe(right));

  it.each([
    'I look forward to seeing you.',
    'Loosing the knot took a while.',
    'In the same way, we tested the second sample.',
    'There is no need to worry.',
    'Let me think about it.',
    'I stayed home instead.',
    'I bought new shoes and a hat.',
    'We have questions about the deadline.',
    'For first-time buyers the fee is lower.',
    'We went for there was nothing else to do.',
    'From there we walked to the beach.',
    'I think so too.',
    'She laid the baby in the cot.',
    'With regard to your letter, we agree.',
    'We came for dinner at eight.',
    'Everyone who comes tomorrow gets a badge.',
    'He is not like his brother.',
    'It is not work, it is a hobby.',
    'The budget for 2015 was small.',
    'I have seen a fox and seen a badger.',
    'The economic impact was large.',
    'One of the rules that is often broken is this one.',
    'The news which is on tonight is grim.',
    'I warned the students that was not allowed.',
    'She was rude with a smile.',
    'The flight is delayed to Friday.',
    'Because of the rain, we stayed in.',
  ])('leaves "%s" alone', (text) => expect(fix(text)).toBe(text));
});
