/**
 * A small hand-written English verb lexicon: enough to recognise third-person-singular and past
 * forms of common verbs, which is what the agreement rules need. Harper does not expose its
 * part-of-speech tags, so our rules cannot ask it.
 */

// base → [3rd singular, simple past, past participle] for verbs that do not follow the -s/-ed pattern.
const IRREGULAR: Record<string, [string, string, string]> = {
  be: ['is', 'was', 'been'], have: ['has', 'had', 'had'], do: ['does', 'did', 'done'], go: ['goes', 'went', 'gone'],
  make: ['makes', 'made', 'made'], take: ['takes', 'took', 'taken'], get: ['gets', 'got', 'gotten'],
  give: ['gives', 'gave', 'given'], come: ['comes', 'came', 'come'], see: ['sees', 'saw', 'seen'],
  know: ['knows', 'knew', 'known'], think: ['thinks', 'thought', 'thought'], say: ['says', 'said', 'said'],
  tell: ['tells', 'told', 'told'], find: ['finds', 'found', 'found'], become: ['becomes', 'became', 'become'],
  leave: ['leaves', 'left', 'left'], feel: ['feels', 'felt', 'felt'], bring: ['brings', 'brought', 'brought'],
  begin: ['begins', 'began', 'begun'], keep: ['keeps', 'kept', 'kept'], hold: ['holds', 'held', 'held'],
  write: ['writes', 'wrote', 'written'], stand: ['stands', 'stood', 'stood'], hear: ['hears', 'heard', 'heard'],
  mean: ['means', 'meant', 'meant'], meet: ['meets', 'met', 'met'], run: ['runs', 'ran', 'run'],
  pay: ['pays', 'paid', 'paid'], sit: ['sits', 'sat', 'sat'], speak: ['speaks', 'spoke', 'spoken'],
  lead: ['leads', 'led', 'led'], grow: ['grows', 'grew', 'grown'], lose: ['loses', 'lost', 'lost'],
  fall: ['falls', 'fell', 'fallen'], send: ['sends', 'sent', 'sent'], build: ['builds', 'built', 'built'],
  understand: ['understands', 'understood', 'understood'], draw: ['draws', 'drew', 'drawn'],
  break: ['breaks', 'broke', 'broken'], spend: ['spends', 'spent', 'spent'], rise: ['rises', 'rose', 'risen'],
  drive: ['drives', 'drove', 'driven'], buy: ['buys', 'bought', 'bought'], wear: ['wears', 'wore', 'worn'],
  choose: ['chooses', 'chose', 'chosen'], teach: ['teaches', 'taught', 'taught'], eat: ['eats', 'ate', 'eaten'],
  drink: ['drinks', 'drank', 'drunk'], sleep: ['sleeps', 'slept', 'slept'], win: ['wins', 'won', 'won'],
  forget: ['forgets', 'forgot', 'forgotten'], fly: ['flies', 'flew', 'flown'], catch: ['catches', 'caught', 'caught'],
  fight: ['fights', 'fought', 'fought'], throw: ['throws', 'threw', 'thrown'], sell: ['sells', 'sold', 'sold'],
  seek: ['seeks', 'sought', 'sought'], swim: ['swims', 'swam', 'swum'], sing: ['sings', 'sang', 'sung'],
  put: ['puts', 'put', 'put'], let: ['lets', 'let', 'let'],
  set: ['sets', 'set', 'set'], cut: ['cuts', 'cut', 'cut'], hit: ['hits', 'hit', 'hit'], cost: ['costs', 'cost', 'cost'],
  read: ['reads', 'read', 'read'], hurt: ['hurts', 'hurt', 'hurt'], spread: ['spreads', 'spread', 'spread'],
  // Issue 33, third round: irregular verbs students and office workers use that were missing, so
  // "has stole", "didn't forgave" and "had to rode" go unseen. Left out: verbs whose past is a
  // common noun ("bit", "ground", "wound", "rung", "spring") or whose -s form mostly is ("tears").
  arise: ['arises', 'arose', 'arisen'], beat: ['beats', 'beat', 'beaten'], bend: ['bends', 'bent', 'bent'],
  blow: ['blows', 'blew', 'blown'], deal: ['deals', 'dealt', 'dealt'], dig: ['digs', 'dug', 'dug'],
  feed: ['feeds', 'fed', 'fed'], flee: ['flees', 'fled', 'fled'], forbid: ['forbids', 'forbade', 'forbidden'],
  forgive: ['forgives', 'forgave', 'forgiven'], freeze: ['freezes', 'froze', 'frozen'], hang: ['hangs', 'hung', 'hung'],
  hide: ['hides', 'hid', 'hidden'], lend: ['lends', 'lent', 'lent'], ride: ['rides', 'rode', 'ridden'],
  shake: ['shakes', 'shook', 'shaken'], shine: ['shines', 'shone', 'shone'], shoot: ['shoots', 'shot', 'shot'],
  shrink: ['shrinks', 'shrank', 'shrunk'], sink: ['sinks', 'sank', 'sunk'], slide: ['slides', 'slid', 'slid'],
  spin: ['spins', 'spun', 'spun'], steal: ['steals', 'stole', 'stolen'], stick: ['sticks', 'stuck', 'stuck'],
  strike: ['strikes', 'struck', 'struck'], swear: ['swears', 'swore', 'sworn'], sweep: ['sweeps', 'swept', 'swept'],
  swing: ['swings', 'swung', 'swung'], wake: ['wakes', 'woke', 'woken'],
  // "While I was cooking, the phone rings" → "rang": its -s form is as often a noun, so it is NOUN_LIKE below.
  ring: ['rings', 'rang', 'rung'],
  weep: ['weeps', 'wept', 'wept'], show: ['shows', 'showed', 'shown'], shut: ['shuts', 'shut', 'shut'], quit: ['quits', 'quit', 'quit'],
};

// Prefixed verbs conjugate like their last part: "rewrite" like "write", "overcome" like "come".
// A list rather than every prefix on every verb, which would invent words ("outcome" is a noun).
const PREFIXED: Record<string, string> = {
  rewrite: 'write', rebuild: 'build', redo: 'do', remake: 'make', retake: 'take', rethink: 'think', retell: 'tell',
  resend: 'send', resell: 'sell', repay: 'pay', reread: 'read', rerun: 'run', reset: 'set', undo: 'do',
  overcome: 'come', overtake: 'take', oversee: 'see', overdo: 'do', overeat: 'eat', oversleep: 'sleep',
  overhear: 'hear', overthrow: 'throw', overpay: 'pay', overspend: 'spend', overdraw: 'draw', overrun: 'run',
  undertake: 'take', undergo: 'go', underwrite: 'write', undercut: 'cut', misunderstand: 'understand',
  mislead: 'lead', misread: 'read', outdo: 'do', outgrow: 'grow', outrun: 'run', withdraw: 'draw', withhold: 'hold',
  withstand: 'stand', foresee: 'see', foretell: 'tell', uphold: 'hold', upset: 'set', forgo: 'go', forego: 'go',
};
for (const [verb, last] of Object.entries(PREFIXED)) {
  const forms = IRREGULAR[last];
  const prefix = verb.slice(0, verb.length - last.length);
  if (forms && !IRREGULAR[verb]) IRREGULAR[verb] = forms.map((form) => prefix + form) as [string, string, string];
}

const REGULAR = `
include need want like use work help play live study try provide create allow develop support improve
require cause change increase decrease reduce affect believe seem appear happen contain consider explain
describe suggest show prefer enjoy start finish stop continue travel visit move stay call ask answer talk
walk listen look watch open close plan decide agree disagree add remember depend exist produce protect
receive offer pass learn love hate hope wish expect return turn join share care fail succeed remain
involve achieve contribute encourage discuss compare prepare solve save waste earn rely focus enter
improve destroy pollute damage reach belong carry cry worry marry hurry apply reply deny
imply identify satisfy afford argue claim demand discover determine establish examine follow force
form handle imagine indicate influence introduce investigate last limit manage matter mention notice
obtain occur own perform permit point present prevent promise prove publish raise realize recognize
recommend record relate release rent repeat replace report represent respect rest result search
seek serve settle smoke sound spend suffer supply suppose surprise teach tend test thank threaten
touch train treat trust understand value vary wait wonder
delete update approve review confirm attend upload download submit complete postpone cancel organize organise
install contact attach deliver hire edit translate calculate collect register remind invite arrange
stream scroll tweet vlog block lock unlock suspend
accept admit advise announce apologise apologize appreciate arrive avoid bake behave blame breathe celebrate chew concentrate
connect correct decorate deserve die disappear divide educate embarrass employ gather greet ignore inform intend interrupt
invent obey pour practise pretend realise recognise refuse regret remove retire shave surround vanish warn weigh
repair print fix schedule email
cook complain clean wash check order laugh smile dance relax pray jump climb
paint crash delay borrow miss pack fill rain snow
`.trim().split(/\s+/);

// Verbs whose -s form is just as often a plural noun ("the students' needs", "the results show").
// After a plural noun these get a lower confidence: reported, never applied automatically.
const NOUN_LIKE = new Set(
  `need work plan use result change show study answer call visit look walk talk play increase decrease
  support cause cost set run rise fall lead drink sleep win fight read offer travel move stay start stop
  help hope love care return turn share rest record report test claim demand force form limit point
  promise present release rent search sound supply touch trust value wait wish break catch cut hit
  hold drive draw sit throw buy spread hurt eat seem matter smoke train
  update review contact print fix schedule email deal shoot stick ride beat feed shake hire edit repair invite upload download register
  cook check order laugh smile dance jump climb wash paint crash delay pack fill rain snow ring`.split(/\s+/),
);

export function toThirdSingular(base: string): string {
  if (/(s|x|z|ch|sh|o)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

// American spelling, as harper's default: "traveled", "canceled" (plain English accepts the British ones too).
function toPast(base: string): string {
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  if (/^(stop|plan|prefer|occur|permit|drop|admit|commit|control|submit|omit|regret|refer|transfer|ban|beg|rob|shop|chat)$/.test(base)) return `${base}${base.at(-1)}ed`;
  return `${base}ed`;
}

const BASE_BY_THIRD = new Map<string, string>();
const BASE_BY_PAST = new Map<string, string>();
const ALL_FORMS = new Set<string>();

for (const [base, [third, past, participle]] of Object.entries(IRREGULAR)) {
  BASE_BY_THIRD.set(third, base);
  BASE_BY_PAST.set(past, base);
  BASE_BY_PAST.set(participle, base);
  for (const form of [base, third, past, participle]) ALL_FORMS.add(form);
}
for (const base of REGULAR) {
  if (IRREGULAR[base]) continue;
  const third = toThirdSingular(base);
  const past = toPast(base);
  BASE_BY_THIRD.set(third, base);
  BASE_BY_PAST.set(past, base);
  for (const form of [base, third, past, `${base.replace(/e$/, '')}ing`]) ALL_FORMS.add(form);
}
BASE_BY_THIRD.set('is', 'are');
BASE_BY_PAST.set('was', 'were');

/** 'writes' → 'write', 'has' → 'have', 'is' → 'are' (the plural form); undefined if not a known 3sg verb. */
export function findPluralForm(thirdSingular: string): string | undefined {
  if (thirdSingular === 'has') return 'have';
  if (thirdSingular === 'was') return 'were';
  return BASE_BY_THIRD.get(thirdSingular);
}

/** The bare infinitive of a known 3sg or past form: 'includes' → 'include', 'went' → 'go', 'is' → 'be'. */
export function findBaseForm(form: string): string | undefined {
  if (form === 'is' || form === 'was' || form === 'were' || form === 'are') return 'be';
  if (form === 'has' || form === 'had') return 'have';
  return BASE_BY_THIRD.get(form) ?? BASE_BY_PAST.get(form);
}

export function isThirdSingular(word: string): boolean {
  return BASE_BY_THIRD.has(word);
}

export function isPastForm(word: string): boolean {
  return BASE_BY_PAST.has(word) && !BASE_BY_THIRD.has(word);
}

export function isVerbForm(word: string): boolean {
  return ALL_FORMS.has(word) || BASE_BY_THIRD.has(word) || BASE_BY_PAST.has(word);
}

/** True when the 3sg form is as likely a plural noun ("needs", "results"). */
export function isNounLike(thirdSingular: string): boolean {
  const base = BASE_BY_THIRD.get(thirdSingular);
  return base !== undefined && NOUN_LIKE.has(base);
}

/** Simple past of a base form: 'go' → 'went', 'decide' → 'decided'. */
export function findPast(base: string): string {
  return (Object.hasOwn(IRREGULAR, base) ? IRREGULAR[base]?.[1] : undefined) ?? toPast(base);
}

/** Past participle of a base form: 'go' → 'gone', 'submit' → 'submitted'. */
export function findParticiple(base: string): string {
  return (Object.hasOwn(IRREGULAR, base) ? IRREGULAR[base]?.[2] : undefined) ?? toPast(base);
}

/** 3rd person singular present of a base form: 'have' → 'has', 'go' → 'goes'. */
export function findThirdSingular(base: string): string {
  return (Object.hasOwn(IRREGULAR, base) ? IRREGULAR[base]?.[0] : undefined) ?? toThirdSingular(base);
}

/** The base form behind a participle that differs from the simple past: 'seen' → 'see', 'gone' → 'go'. */
export function findBaseOfParticipleOnly(word: string): string | undefined {
  for (const [base, [, past, participle]] of Object.entries(IRREGULAR)) if (participle === word && past !== word) return base;
  return undefined;
}

export function isKnownBase(word: string): boolean {
  return Object.hasOwn(IRREGULAR, word) || REGULAR.includes(word);
}

// "rose" and "saw" are nouns too ("have rose bushes"); "got" is the British participle.
const NOT_PAST_ONLY = new Set(['rose', 'saw', 'got', 'lay']);

/** The participle of a simple past that differs from it: 'wrote' → 'written', 'went' → 'gone'. */
export function findParticipleOfPast(word: string): string | undefined {
  if (NOT_PAST_ONLY.has(word)) return word === 'saw' ? 'seen' : undefined;
  for (const [, [, past, participle]] of Object.entries(IRREGULAR)) if (past === word && participle !== word) return participle;
  return undefined;
}

// Regular-looking forms that are real words of their own: "hanged", "shined shoes", "singed",
// "costed", "putted", "quitted", "leaded petrol", "seed", "flied out", "showed".
const REAL_REGULAR_FORMS = new Set('hanged shined singed ringed costed putted quitted leaded seed flied waked leaved lighted setted'.split(' '));
let overregularized: Map<string, string> | undefined;

/** "improving" → "improve", "using" → "use", "running" → "run": the base an -ing form comes from, if it is a verb we know. */
export function findBaseOfIng(word: string): string | undefined {
  if (!word.endsWith('ing')) return undefined;
  const stem = word.slice(0, -3);
  for (const base of [stem, `${stem}e`, stem.replace(/([bdgklmnprt])\1$/, '$1')]) if (base.length > 1 && isKnownBase(base)) return base;
  return undefined;
}

/** The base of an over-regularised past of an irregular verb: 'goed' → 'go', 'catched' → 'catch', 'runned' → 'run'. */
export function findBaseOfOverregularized(word: string): string | undefined {
  if (!overregularized) {
    overregularized = new Map();
    for (const [base, [, past]] of Object.entries(IRREGULAR)) {
      if (base === 'be' || base === 'have' || base === 'do') continue;
      const forms = [toPast(base), `${base}ed`, `${base}${base.at(-1)}ed`];
      for (const form of forms) if (form !== past && !REAL_REGULAR_FORMS.has(form) && !ALL_FORMS.has(form)) overregularized.set(form, base);
    }
  }
  return overregularized.get(word);
}
