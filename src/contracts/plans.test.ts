import { describe, expect, expectTypeOf, it } from 'vitest';
import { PLANS, type Plan } from '../domain/plans';
import { planListSchema, type PlanEntry } from './plans';

describe('the plans contract', () => {
  it('is the domain Plan, field for field', () => {
    expectTypeOf<PlanEntry>().toEqualTypeOf<Plan>();
  });

  it('reads the catalogue the server serves, unchanged', () => {
    expect(planListSchema.parse(PLANS)).toEqual(PLANS);
  });
});
