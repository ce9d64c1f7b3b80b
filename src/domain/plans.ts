/** Plan catalogue (what each field means: docs/domain-rules.md, "Plans"). Shared by server and web. */
export type PlanName = 'Free' | 'Pro' | 'Ultimate';
export type ResponseLevel = 'basic' | 'advanced';
export type HistoryDepth = 'limited' | 'medium' | 'full';

export interface Plan {
  name: PlanName;
  price: number;
  period: string;
  requests: number;
  wordCount: number;
  responses: ResponseLevel;
  history: HistoryDepth;
  /** Days of history shown; null = everything. */
  historyDays: number | null;
  description: string;
  features: string[];
  buttonText: string;
  buttonVariant: 'default' | 'outline' | 'secondary';
  highlighted?: boolean;
}

/** Ultimate is marketed as unlimited; the server stores ten million. */
export const UNLIMITED = 10_000_000;

/** Days until a new Free subscription renews. */
export const FREE_RENEWAL_DAYS = 360;

export const PLANS: readonly Plan[] = [
  {
    name: 'Free',
    price: 0,
    period: 'forever',
    requests: 10,
    wordCount: 500,
    responses: 'basic',
    history: 'limited',
    historyDays: 7,
    description: 'Try every tool with a small monthly allowance.',
    features: [
      '10 requests per tool each month',
      'Up to 500 words per scan',
      'Basic responses: the headline result of each tool',
      'History of the last 7 days',
    ],
    buttonText: 'Get started',
    buttonVariant: 'outline',
  },
  {
    name: 'Pro',
    price: 12.99,
    period: 'month',
    requests: 100,
    wordCount: 1000,
    responses: 'advanced',
    history: 'medium',
    historyDays: 90,
    description: 'For students and writers who use the tools every week.',
    features: [
      '100 requests per tool each month',
      'Up to 1,000 words per scan',
      'Advanced responses: per-sentence detail and every suggestion',
      'History of the last 90 days',
    ],
    buttonText: 'Upgrade to Pro',
    buttonVariant: 'default',
    highlighted: true,
  },
  {
    name: 'Ultimate',
    price: 19.99,
    period: 'month',
    requests: UNLIMITED,
    wordCount: UNLIMITED,
    responses: 'advanced',
    history: 'full',
    historyDays: null,
    description: 'For teams, teachers and publishers with heavy workloads.',
    features: [
      'Unlimited requests',
      'Unlimited words per scan',
      'Advanced responses: per-sentence detail and every suggestion',
      'Full history',
    ],
    buttonText: 'Go Ultimate',
    buttonVariant: 'secondary',
  },
];

export function findPlan(name: string | null | undefined): Plan {
  return PLANS.find((plan) => plan.name.toLowerCase() === (name ?? '').toLowerCase()) ?? PLANS[0]!;
}

export function formatPlanLimit(value: number): string {
  return value >= UNLIMITED ? 'Unlimited' : value.toLocaleString('en-US');
}
