import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkAcceptExcept } from './accept-except';

describe('checkAcceptExcept', () => {
  it('reads "accept" after a prepositional phrase in a clause that has its verb as "except"', () => {
    expectFixes(
      checkAcceptExcept,
      [
        ['The museum is open on all days accept Mondays.', 'The museum is open on all days except Mondays.'],
        ['We deliver to every town in the county accept Lydford.', 'We deliver to every town in the county except Lydford.'],
        ['She ate everything on her plate accept the peas.', 'She ate everything on her plate except the peas.'],
      ],
      [
        'In all cases accept the default settings.',
        'The shops in our town accept cards.',
        'Most people in the village accept the new rules.',
        'I hope the members of the board accept the offer.',
        'Some shops like ours accept cash only.',
      ],
    );
  });
});

describe('checkAcceptExcept after a comma (session 28)', () => {
  it('reads ", accept" + a short phrase ending the sentence after a whole set as "except"', () => {
    expectFixes(
      checkAcceptExcept,
      [
        ['Everyone on the team passed the test, accept Jonas.', 'Everyone on the team passed the test, except Jonas.'],
        ['The shop is open every day, accept on Sundays.', 'The shop is open every day, except on Sundays.'],
      ],
      [
        'Sign all the forms, accept the offer.',
        'We read every clause carefully, and we accept the terms.',
        'Everyone agreed, accept it or not.',
        'Please check all the boxes, accept the terms and continue.',
        'If you like the offer, accept it.',
      ],
    );
  });
});

describe('checkAcceptExcept without a comma', () => {
  it('reads "accept" after the object of a clause whose subject is a whole set as "except"', () => {
    expectFixes(
      checkAcceptExcept,
      [
        ['Every guest enjoyed the soup accept my uncle.', 'Every guest enjoyed the soup except my uncle.'],
        ['All the players signed the contract accept Tomas, who wanted more money.', 'All the players signed the contract except Tomas, who wanted more money.'],
      ],
      [
        'All the kids who finished their homework accept the new rules.',
        'Everyone must accept the new rules.',
        'Everyone in the class accept the offer.',
        'The players signed the contract and accept the terms.',
        'All of us think the managers accept the plan.',
      ],
    );
  });
});
