/**
 * British (and Commonwealth) spellings of words the American dictionary knows in another form.
 * Under plain "en" (no region chosen) both spellings are right, so harper's American spelling fix of
 * "favourite" → "favorite" is dropped; under "en-US" it stays, under "en-GB" harper never makes it.
 */

// A British ending or infix and its American form, tried one at a time at every place it occurs.
const SWAPS: [RegExp, string][] = [
  [/our/g, 'or'], // colour, favourite, behaviour, neighbour
  [/\B(is)(e|ed|es|ing|ation|ations|er|ers)\b/g, 'iz$2'], // realise, organisation
  [/\B(ys)(e|ed|es|ing)\b/g, 'yz$2'], // analyse, paralyse
  [/\B(tre)(s?)\b/g, 'ter$2'], // centre, theatre, metres
  [/\b(lic|def|off|pret)ence(s?)\b/g, '$1ense$2'], // licence, defence, offence
  [/\b(practi)s(e|ed|es|ing)\b/g, '$1c$2'], // practise
  [/\B([aeiou])ll(ed|ing|er|ers|or|ors)\b/g, '$1l$2'], // travelled, cancelling, counsellor
  [/\B(ogue)(s?)\b/g, 'og$2'], // catalogue, dialogue
  [/\b(enrol|fulfil|instal|distil|enthral|appal|instil)(s?)\b/g, '$1l$2'], // enrol, fulfil
  [/\B(lment)(s?)\b/g, 'llment$2'], // enrolment, fulfilment
  [/\b(skil|wil)ful\b/g, '$1lful'], // skilful, wilful
  [/\B(gement)(s?)\b/g, 'gment$2'], // judgement, acknowledgement
];

// Whole words that no pattern above reaches.
const WORDS: Record<string, string> = {
  aluminium: 'aluminum', mum: 'mom', plough: 'plow', kerb: 'curb', pyjamas: 'pajamas', sceptical: 'skeptical', moustache: 'mustache',
  storey: 'story', jewellery: 'jewelry', manoeuvre: 'maneuver', aeroplane: 'airplane', cosy: 'cozy', draught: 'draft', grey: 'gray',
  programme: 'program', programmes: 'programs', cheque: 'check', cheques: 'checks', tyre: 'tire', tyres: 'tires', anaemia: 'anemia',
  paediatric: 'pediatric', oestrogen: 'estrogen', encyclopaedia: 'encyclopedia', mould: 'mold', smoulder: 'smolder', gaol: 'jail',
  lasagne: 'lasagna', kerbs: 'curbs', doughnut: 'donut', sulphur: 'sulfur', whisky: 'whiskey', nappy: 'diaper',
};

function americanForms(word: string): Set<string> {
  const forms = new Set<string>();
  if (WORDS[word]) forms.add(WORDS[word]);
  for (const [pattern, replacement] of SWAPS) {
    for (const match of word.matchAll(pattern)) {
      const at = match.index ?? 0;
      // The pattern again, anchored at this match, so \B and \b see the whole word.
      const here = new RegExp(pattern.source, 'y');
      here.lastIndex = at;
      forms.add(word.replace(here, replacement));
    }
  }
  forms.delete(word);
  return forms;
}

/** True when `word` is the British spelling of `american` ("favourite", "favorite"). */
/** A British word no pattern reaches ("kerb", "lasagne"): right whatever harper suggests for it ("kern"). */
export function isKnownBritishWord(word: string): boolean {
  return Object.hasOwn(WORDS, word.toLowerCase());
}

export function isBritishSpellingOf(word: string, american: string): boolean {
  const lower = word.toLowerCase();
  const target = american.toLowerCase();
  if (lower === target) return false;
  const forms = americanForms(lower);
  if (forms.has(target)) return true;
  // Two differences in one word: "organisational" → "organizational" is one; "practised" → "practiced" one; "colourise" two.
  return [...forms].some((form) => americanForms(form).has(target));
}
