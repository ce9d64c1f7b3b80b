/**
 * Spellings of one term. Using two of them in one text is inconsistent: the less frequent one is
 * flagged with the more frequent one as the fix (the writer's own majority decides, not ours).
 */
export const VARIANT_GROUPS: string[][] = [
  ['email', 'e-mail'],
  ['website', 'web site'],
  ['online', 'on-line'],
  ['toward', 'towards'],
  ['judgment', 'judgement'],
  ['acknowledgment', 'acknowledgement'],
  ['dataset', 'data set'],
  ['login', 'log-in'],
  ['healthcare', 'health care', 'health-care'],
  ['percent', 'per cent'],
  ['co-operate', 'cooperate'],
  ['analyze', 'analyse'],
  ['organization', 'organisation'],
  ['color', 'colour'],
  ['behavior', 'behaviour'],
  ['center', 'centre'],
];
