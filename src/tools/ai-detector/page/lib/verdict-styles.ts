import type { Verdict } from '../api/detect-ai-text';

export interface VerdictStyle {
  /** Headline as shown, e.g. 'Likely AI'. */
  title: string;
  /** One sentence on what the verdict means, and what it does not. */
  explanation: string;
  /** Text colour of the headline and the gauge's arc (literal classes so Tailwind finds them). */
  tone: string;
  /** Soft background for the verdict badge. */
  badge: string;
}

export const VERDICT_STYLES: Record<Verdict, VerdictStyle> = {
  'likely human': {
    title: 'Likely human',
    explanation: 'The text reads like human writing to this detector. That is evidence, not a guarantee.',
    tone: 'text-emerald-700 dark:text-emerald-400',
    badge: 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
  },
  mixed: {
    title: 'Mixed',
    explanation:
      'The evidence points neither way clearly: parts may be machine-written or machine-edited, or the style simply sits between the two.',
    tone: 'text-amber-600 dark:text-amber-400',
    badge: 'bg-amber-500/10 text-amber-700 dark:text-amber-300',
  },
  'likely AI': {
    title: 'Likely AI',
    explanation:
      'The text shows the patterns of machine-written text strongly enough to pass the high bar set for this verdict. It is still not proof of who wrote it.',
    tone: 'text-rose-700 dark:text-rose-400',
    badge: 'bg-rose-500/10 text-rose-700 dark:text-rose-300',
  },
  'too short to judge': {
    title: 'Too short to judge',
    explanation: 'A short text carries too little evidence, so the detector gives no score rather than a guess.',
    tone: 'text-muted-foreground',
    badge: 'bg-muted text-muted-foreground',
  },
};
