import { describe, expect, it } from 'vitest';
import { acceptAll, expectFixes } from './apply-rule.test-helper';
import { checkIndirectQuestionOrder } from './indirect-question-order';

describe('checkIndirectQuestionOrder', () => {
  const fix = (text: string) => acceptAll((t) => checkIndirectQuestionOrder(t), text);
  it('puts an embedded question in statement order', () => {
    expect(fix('Can you remind me what time does the train leave?')).toBe('Can you remind me what time the train leaves?');
    expect(fix("I don't know what does it mean.")).toBe("I don't know what it means.");
    expect(fix('I asked what did they want to eat.')).toBe('I asked what they wanted to eat.');
    expect(fix('Do you know where is the station?')).toBe('Do you know where the station is?');
    expect(fix('I wonder how much does a ticket cost.')).toBe('I wonder how much a ticket costs.');
    expect(fix('Do you know what time is it in Lima?')).toBe('Do you know what time it is in Lima?');
    expect(fix('Can you tell me where is he now?')).toBe('Can you tell me where he is now?');
    expect(fix("I don't know where is the doctor's office, so I called.")).toBe("I don't know where the doctor's office is, so I called.");
    // Batch 43: a noun phrase after a preposition, up to the question mark, is part of the subject.
    expect(fix('Do you know where is the entrance of the main library?')).toBe('Do you know where the entrance of the main library is?');
    expect(fix('Can you tell me when is the deadline for the final essay?')).toBe('Can you tell me when the deadline for the final essay is?');
  });
  it('puts be before a place phrase that says where to look, not after it (session 23)', () => {
    expect(fix('Do you know where is the nearest pharmacy in this town?')).toBe('Do you know where the nearest pharmacy is in this town?');
    expect(fix('Could you tell me where is a good bakery near the city?')).toBe('Could you tell me where a good bakery is near the city?');
    expect(fix('Do you know where is the entrance of the old museum?')).toBe('Do you know where the entrance of the old museum is?');
    for (const text of ['Do you know where the cash machine is in this area?', 'Where is the library in this town?']) expect(fix(text)).toBe(text);
  });
  it('reads a plain verb after a noun as the second noun of a compound subject after "is the" (session 27)', () => {
    expect(fix('Could you tell me where is the nearest taxi rank for the station?')).toBe('Could you tell me where the nearest taxi rank for the station is?');
    expect(fix('I asked the guard where is the bus stop.')).toBe('I asked the guard where the bus stop is.');
    expect(fix('Do you know when does the bus stop at the market?')).toBe('Do you know when the bus stops at the market?');
    for (const text of ['Do you know where the bus stop is?', 'Do you know where the nearest taxi rank for the station is?']) expect(fix(text)).toBe(text);
  });
  it('leaves direct questions and embedded questions already in order', () => {
    for (const text of ['What does she want?', 'Tell me, what does he want?', 'Do you know where the station is?', 'Do you know who is the new manager?', 'I know what the problem is.', 'Do you know what time it is?', 'I know who is she.', 'Where is he now?', 'Do you know where the office for the program is?', 'Do you know where is the office for the program today?', 'Where is the office for the housing program?', "I know where the doctor's office is, so I went."])
      expect(fix(text)).toBe(text);
  });
});

describe('checkIndirectQuestionOrder after a longer object of asking (session 28)', () => {
  it('reads a noun phrase of two or three words between "asked" and the wh-word', () => {
    expectFixes(
      checkIndirectQuestionOrder,
      [
        ['I asked the hotel receptionist where was the lift.', 'I asked the hotel receptionist where the lift was.'],
        ['She told the new intern where is the kitchen.', 'She told the new intern where the kitchen is.'],
      ],
      ['I asked the hotel receptionist where the lift was.', 'The hotel receptionist asked where the lift is.', 'I saw the old station where is now a café.'],
    );
  });
});
