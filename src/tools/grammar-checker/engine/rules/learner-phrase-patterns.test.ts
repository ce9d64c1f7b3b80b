import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkLearnerPhrasePatterns } from './learner-phrase-patterns';

const fix = (text: string) => acceptAll(checkLearnerPhrasePatterns, text);

// Issue 33, session 20: the families a thirteenth separate writer's batch 34 missed; our own sentences.
describe('learner phrase patterns', () => {
  it.each([
    ['Robots will do most of this work in the nearest future.', 'Robots will do most of this work in the near future.'],
    ['Prices raised sharply after the storm.', 'Prices rose sharply after the storm.'],
    ['Sorry for interrupt your meeting.', 'Sorry for interrupting your meeting.'],
    ['We got up early for watch the parade.', 'We got up early to watch the parade.'],
    ['In my view the global warming is the biggest threat.', 'In my view global warming is the biggest threat.'],
    ['Many shops closed early this year, what has hurt the town centre.', 'Many shops closed early this year, which has hurt the town centre.'],
    ['The teacher made us to rewrite the essay.', 'The teacher made us rewrite the essay.'],
    ['It was the first time we have seen snow.', 'It was the first time we had seen snow.'],
    ['Nobody uses these formulas in the real life.', 'Nobody uses these formulas in real life.'],
    ["My best friend's familys farm is huge.", "My best friend's family's farm is huge."],
    ['Since she is a child, she has loved horses.', 'Since she was a child, she has loved horses.'],
    ['Please tell me what steps will be taking.', 'Please tell me what steps will be taken.'],
    ['I like very much your haircut.', 'I like your haircut very much.'],
    ['We saw a seal laying on the rocks.', 'We saw a seal lying on the rocks.'],
    ['The shop is closed at Sunday morning.', 'The shop is closed on Sunday morning.'],
    ['Everyone should try learning a new language... or learning second language.', 'Everyone should try learning a new language... or learning a second language.'],
    ['We waited few minutes and tried again.', 'We waited a few minutes and tried again.'],
    ['I have to make my chemistry homework tonight.', 'I have to do my chemistry homework tonight.'],
    ['She could not attend to the lecture on Friday.', 'She could not attend the lecture on Friday.'],
    ['Tell hi to your brother from me.', 'Say hi to your brother from me.'],
    ['I strongly advice you to book early.', 'I strongly advise you to book early.'],
    ['They stayed home because they afraid of the storm.', 'They stayed home because they are afraid of the storm.'],
    ['We lost the early train and arrived late.', 'We missed the early train and arrived late.'],
    ['The storm left thousand of homes without power.', 'The storm left thousands of homes without power.'],
    ['Can you tell me when should I arrive?', 'Can you tell me when I should arrive?'],
    ['If students will read more, their writing will improve.', 'If students read more, their writing will improve.'],
    ['The amount of tourists has doubled.', 'The number of tourists has doubled.'],
    ['Lagos is the city where I grew up there, so I love it.', 'Lagos is the city where I grew up, so I love it.'],
  ])('%s', (wrong, right) => expect(fix(wrong)).toBe(right));

  it.each([
    'The crane raised the beam to the roof.',
    'Thank you for your help with the move.',
    'I love the global warming documentary you sent.',
    'What has happened to the printer?',
    'Few people came to the meeting.',
    'The hens were laying in the barn.',
    'We meet at noon on Monday.',
    'She made a cake for the party.',
    'If you will follow me, the doctor is ready.',
    'A million of them would not be enough.',
    'The amount of water in the tank is low.',
    'I like very much.',
  ])('leaves "%s" alone', (text) => expect(fix(text)).toBe(text));
});
