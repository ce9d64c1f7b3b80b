import type { VariantResult } from './variant-types';
import { type EvidenceRule, weighEvidence } from './weigh-evidence';

const words = (list: string): RegExp => new RegExp(`\\b(?:${list.trim().split(/\s+/).join('|')})\\b`, 'giu');

/**
 * American and British spellings and words. Deliberately absent: -ize (also Oxford British
 * spelling), and words both use (program for software, judgment, dialogue, license as a verb).
 */
const RULES: readonly EvidenceRule[] = [
  // -or / -our, with their derived forms
  {
    pattern: /\b(?:colo|flavo|hono|humo|labo|neighbo|favo|behavio|harbo|rumo|vapo|savo|odo|vigo|armo|endeavo|parlo|rigo|splendo|tumo|valo)r(?:s|ed|ing|ful|less|ite|ites|hood|hoods|al|able|ably)?\b/giu,
    variant: 'en-US',
  },
  {
    pattern: /\b(?:colo|flavo|hono|humo|labo|neighbo|favo|behavio|harbo|rumo|vapo|savo|odo|vigo|armo|endeavo|parlo|rigo|splendo|tumo|valo)ur(?:s|ed|ing|ful|less|ite|ites|hood|hoods|al|able|ably)?\b/giu,
    variant: 'en-GB',
  },
  // -ise / -isation: British (American writes -ize, and so may Oxford British, so -ize is no evidence)
  {
    pattern: /\b(?:organi|reali|recogni|apologi|critici|summari|minimi|maximi|prioriti|speciali|categori|authori|utili|finali|normali|optimi|standardi|characteri|memori|civili|moderni|visuali|capitali|centrali|personali|familiari|emphasi|globali|generali|industriali|hospitali|mobili|neutrali|stabili|symboli|synchroni|legali|locali|publici|customi|digiti|monetisati)s(?:e|es|ed|ing|ation|ations|er|ers)\b/giu,
    variant: 'en-GB',
  },
  { pattern: /\b(?:analy|paraly|cataly)s(?:e|ed|ing)\b/giu, variant: 'en-GB' },
  { pattern: /\b(?:analy|paraly|cataly)z(?:e|es|ed|ing)\b/giu, variant: 'en-US' },
  // -er / -re
  { pattern: words('center centers centered theater theaters liter liters fiber fibers somber specter luster meager caliber kilometer kilometers centimeter centimeters millimeter millimeters'), variant: 'en-US' },
  { pattern: words('centre centres centred theatre theatres litre litres fibre fibres sombre spectre lustre meagre calibre kilometre kilometres centimetre centimetres millimetre millimetres'), variant: 'en-GB' },
  // single / double l
  { pattern: words('traveled traveling traveler travelers canceled canceling labeled labeling modeled modeling fueled fueling signaled counselor counselors jewelry marvelous leveled enrollment fulfillment skillful installment'), variant: 'en-US' },
  { pattern: words('travelled travelling traveller travellers cancelled cancelling labelled labelling modelled modelling fuelled fuelling signalled counsellor counsellors jewellery marvellous levelled enrolment fulfilment skilful instalment'), variant: 'en-GB' },
  // other spellings
  { pattern: words('gray grays defense defenses offense offenses catalog catalogs analog aluminum pajamas plow mold molds skeptical skeptic cozy donut aging airplane airplanes mustache maneuver maneuvers pediatric encyclopedia esthetic estrogen anemia diarrhea fetus'), variant: 'en-US' },
  { pattern: words('grey greys defence defences offence offences catalogue catalogues analogue aluminium pyjamas plough mould moulds sceptical sceptic cosy doughnut ageing aeroplane aeroplanes moustache manoeuvre manoeuvres paediatric encyclopaedia aesthetic oestrogen anaemia diarrhoea foetus licence licences practise practised programme programmes cheque cheques tyre tyres kerb storey storeys'), variant: 'en-GB' },
  // vocabulary
  { pattern: words('gotten gasoline sidewalk sidewalks diaper diapers faucet flashlight freeway apartment apartments elevator elevators truck trucks vacation cookie cookies soccer semester mom zip\\s+code parking\\s+lot'), variant: 'en-US', weight: 0.5 },
  { pattern: words('whilst amongst lorry lorries petrol nappy nappies motorway motorways flat\\s+in fortnight mum postcode car\\s+park rubbish trousers biscuit biscuits holiday\\s+in maths'), variant: 'en-GB', weight: 0.5 },
  { pattern: /£/gu, variant: 'en-GB', weight: 0.5 },
];

export function detectEnglishVariant(text: string): VariantResult | undefined {
  const weighed = weighEvidence(text, RULES);
  if (!weighed) return undefined;
  const american = weighed.variant === 'en-US';
  return {
    code: weighed.variant,
    name: american ? 'American English' : 'British English',
    evidence: weighed.evidence,
  };
}
