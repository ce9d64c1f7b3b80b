import { nounKey } from '../read-text';
import { solveSetup } from '../read-school-problem';
import type { EmbeddedReading } from '../word-problem-outcome';
import { show, type Quantity, type Story } from './read-story';
import { agrees, solveChecked } from './solve-checked';

// Mixtures as two balances: the amounts add up to the mix, and the amounts times their strengths (a percent,
// or a price per pound) add up to the mix times its strength. Each part is an amount at a strength ("10 liters
// of a 30% solution"), a strength whose amount is asked ("peanuts that cost $3 per lb", "a 10% solution"),
// pure stuff (100%) or water (0%); the mix is the one "to make", "to get" or "needed" ("to make 24 lb of a mix
// that sells for $5 per lb", "needs 30 oz of a 20% solution"). The ask names one part by its strength, its
// noun, "pure" or "water". Solved, put back, and the mix's strength worked out again from the amounts found;
// a mix strength not strictly between the parts', a negative amount, or a number with no role, and it refuses.

const UNIT = String.raw`(?:liters?|litres?|l|ml|milliliters?|millilitres?|gallons?|gal|ounces?|oz|pounds?|lbs?|lb|kg|kilograms?|grams?|g|cups?|quarts?|pints?)`;
const PER = String.raw`(?:per|a|an|each|for each|for every|/) ?(?:pound|lb|kg|kilogram|ounce|oz|liter|litre|gallon|gal)`;
const TARGET_BLEND = /\b(?:to (?:make|get|produce|obtain|create|form|give|have)|into)\s+(?:an? |the )?(?:[a-z]+ )?(?:mix|blend|mixture)(?: that| which)? (?:costs?|sells? for|is worth|worth) \$? ?$/;
const TARGET = /\b(?:to (?:make|get|produce|obtain|end up with|create|form|give|have)|needs?|needed|wants?|into|for a|making)\s+(?:an? |the )?$/;

interface Part {
  /** The strength: a percent, or dollars per unit. */
  strength: number;
  exact: string;
  amount?: Quantity;
  /** How the ask may name it: "10%", "$14", its noun, "pure", "water". */
  names: string[];
  target: boolean;
  ats: number[];
}

/** The amount right before a strength: "10 liters of a 30% …", "24 lb of a mix that sells for $5 per lb". */
function amountBefore(story: Story, at: number): { amount: Quantity; start: number } | null {
  const before = story.text.slice(Math.max(0, at - 60), at);
  // "a 40 lb mix of two candies costs $": the mix's own amount, said before the word mix.
  const match =
    new RegExp(String.raw`(\d+(?:\.\d+)?) ?${UNIT} of (?:an? |the |pure )?(?:[a-z]+ ){0,3}?(?:(?:that|which) (?:costs?|sells? for|is worth|is|are) |(?:costing|worth|selling for|at) )?\$? ?$`).exec(before) ??
    new RegExp(String.raw`(\d+(?:\.\d+)?) ?${UNIT} (?:mix|blend|mixture) of (?:[a-z]+ ){0,3}?(?:costs?|sells? for|is worth) \$? ?$`).exec(before) ??
    // "to make 30 pounds worth $7 per pound" (session 44): the amount, then its worth.
    new RegExp(String.raw`(\d+(?:\.\d+)?) ?${UNIT} (?:worth|costing|selling for) \$? ?$`).exec(before);
  if (!match) return null;
  const start = at - before.length + match.index;
  const amount = story.quantities.find((quantity) => quantity.at === start);
  return amount ? { amount, start } : null;
}

function readParts(story: Story): Part[] | null {
  const { text, quantities } = story;
  const parts: Part[] = [];
  const askStart = text.lastIndexOf(story.ask);
  for (const quantity of quantities) {
    const perUnit = quantity.money && (new RegExp(String.raw`^${PER}\b`).test(quantity.after.replace(/^\//, '/ ')) || quantity.at >= askStart);
    if (!quantity.percent && !perUnit) continue;
    const before = amountBefore(story, quantity.at);
    // "How many ounces of the 10% solution…": the ask naming a part the facts gave, not a part of its own.
    const named = parts.find((part) => part.strength === quantity.value && part.names[0]!.startsWith(quantity.percent ? '' : '$') && part.names[0]!.endsWith(quantity.percent ? '%' : ''));
    if (quantity.at >= askStart && named && !before) {
      named.ats.push(quantity.at);
      continue;
    }
    if (!perUnit && !quantity.percent) continue;
    const lead = text.slice(0, before ? before.start : quantity.at);
    // The thing it is the strength of: "peanuts that cost $3", "beans that cost $8", "$14 beans".
    // Session 44: "almonds cost $8.25/lb", "coffee b costs $14 a pound" (a one-letter name keeps its noun: "coffee b").
    const noun = text.slice(0, quantity.at).match(/\b([a-z]+) (?:that|which) (?:costs?|sells? for|is worth|are worth|are|is) \$? ?$|\b([a-z]+) (?:costing|worth|at) \$? ?$|\b([a-z]{2,} [a-z]|[a-z]{3,}) (?:costs?|sells? for) \$? ?$/);
    const after = quantity.after.replace(/^(?:per|a|an|each|\/) ?[a-z]+ ?/, '').split(' ')[0] ?? '';
    const names = [quantity.percent ? `${show(quantity.value)}%` : `$${show(quantity.value)}`];
    if (noun) names.push(noun[3]?.includes(' ') ? noun[3] : nounKey(noun[1] ?? noun[2] ?? noun[3]!));
    // "green tea that costs $18 … black tea that costs $12": the word before a shared noun tells the parts apart.
    const adjective = text.slice(0, quantity.at).match(/\b([a-z]+) [a-z]+ (?:that|which) (?:costs?|sells? for|is worth|are worth|are|is) \$? ?$/)?.[1];
    if (noun && adjective && !/^(?:a|an|the|of|with|and|some|blends?|mixes|mixed|combines?|uses?|buys?|has|have|is|are|to|for|in|on|at|that|which|his|her|their|its|my|our|your)$/.test(adjective)) names.push(adjective);
    if (!quantity.percent && /^[a-z]+$/.test(after) && !/^(?:to|and|with|for|of|the|a|in|how)$/.test(after)) names.push(nounKey(after));
    parts.push({
      strength: quantity.value,
      exact: quantity.exact,
      ...(before ? { amount: before.amount } : {}),
      names,
      // "24 lb of a mix that sells for $5.75", "a 40 lb mix of two candies costs $2.25": the amount of the mix itself.
      // "to get a blend that costs $11 a pound" (session 44): the mix's strength, its amount not said.
      target: TARGET.test(lead.slice(-40)) || (!before && TARGET_BLEND.test(lead.slice(-60))) || (before !== null && new RegExp(String.raw`^[\d.]+ ?${UNIT} (?:of (?:an? |the )?(?:[a-z]+ )?)?(?:mix|blend|mixture)\b`).test(text.slice(before.start, quantity.at))),
      ats: [quantity.at, ...(before ? [before.amount.at] : [])],
    });
  }
  // "12 pounds of coffee a", said apart from its price (session 44): a part named by its noun gets that amount.
  for (const part of parts) {
    if (part.amount || part.target) continue;
    for (const name of part.names.slice(1).filter((name) => name.includes(' '))) {
      const said = new RegExp(String.raw`(\d+(?:\.\d+)?) ?${UNIT} of (?:the )?${name}\b`).exec(text);
      const amount = said && quantities.find((quantity) => quantity.at === said.index && !quantity.money && !quantity.percent);
      if (amount) {
        part.amount = amount;
        part.ats.push(amount.at);
      }
    }
  }
  // Pure stuff and water: a strength the story does not write as a number.
  for (const match of text.matchAll(/\b(pure(?! water)|water)\b/g)) {
    const strength = match[1] === 'pure' ? 100 : 0;
    const before = amountBefore(story, match.index);
    parts.push({ strength, exact: String(strength), ...(before ? { amount: before.amount } : {}), names: [match[1]!], target: false, ats: before ? [before.amount.at] : [] });
  }
  // A name both parts share ("beans that cost $8 … beans that cost $14") names neither.
  // (Both found before any is dropped: dropping from the first part in place left the name on the second.)
  const shared = new Set(parts.flatMap((part) => part.names.slice(1).filter((name) => parts.some((other) => other !== part && other.names.includes(name)))));
  for (const part of parts) part.names = part.names.filter((name, i) => i === 0 || !shared.has(name));
  return parts;
}

export function readLooseMixtureSystem(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  if (!/\bmix|\bblend|\bsolution|\badd(?:ed)?\b|\bcombined?\b|\bpure\b/.test(text)) return null;
  const parts = readParts(story);
  if (!parts) return null;
  const targets = parts.filter((part) => part.target);
  const mixed = parts.filter((part) => !part.target);
  if (targets.length !== 1 || mixed.length !== 2) return null;
  const target = targets[0]!;
  const percent = quantities.some((quantity) => quantity.percent);
  if (percent && quantities.some((quantity) => quantity.money)) return null;
  if (!percent && parts.some((part) => part.names[0] === 'pure' || part.names[0] === 'water')) return null;
  const used = new Set(parts.flatMap((part) => part.ats));
  if (quantities.some((quantity) => !used.has(quantity.at))) return null;
  // The part asked: "how many liters of pure antifreeze", "how many ounces of the 10% solution", "pounds of peanuts".
  const askUnit = new RegExp(String.raw`\b(?:how (?:many|much)|what (?:amount|quantity|volume|weight)) (?:${UNIT} )?(?:of )?(?:the |an? )?(.+?)(?: (?:must|should|does|do|is|are|will|did|would|can)\b|$)`).exec(ask.replace(/[?.!]+$/, ''));
  if (!askUnit) return null;
  const askedWords = askUnit[1]!;
  const [a, b] = mixed as [Part, Part];
  // "How many liters of each": both parts' amounts, when both are unknown.
  const each = /^each(?: (?:one|kind|type|solution))?$/.test(askedWords.trim());
  const named = each ? (a.amount || b.amount ? [] : [a]) : mixed.filter((part) => part.names.some((name) => (/[%$]/.test(name) ? askedWords.includes(name) : new RegExp(String.raw`\b${name}(?:s|es)?\b`).test(askedWords.replace(/ies\b/g, 'y')))));
  // "How many liters of a 10% solution and how many liters of a 30% solution…": both asked, one after the other.
  const bothAsked = !each && named.length === 2 && /\band (?:how (?:many|much)|what (?:amount|quantity))\b/.test(askedWords) && !a.amount && !b.amount;
  const picked = bothAsked ? [a] : named;
  if (picked.length !== 1 || picked[0]!.amount) return null;
  const asked = picked[0]!;
  const low = Math.min(a.strength, b.strength);
  const high = Math.max(a.strength, b.strength);
  if (!(target.strength > low && target.strength < high)) return null;
  // Letters: each part's amount (known or x, y), the mix's amount (known or the sum).
  const letter = (part: Part) => (part === a ? 'x' : 'y');
  const amountOf = (part: Part) => (part.amount ? part.amount.exact : letter(part));
  const total = target.amount ? target.amount.exact : `(${amountOf(a)} + ${amountOf(b)})`;
  const equations = [`${a.exact} * ${amountOf(a)} + ${b.exact} * ${amountOf(b)} = ${target.exact} * ${total}`];
  if (target.amount) equations.push(`${amountOf(a)} + ${amountOf(b)} = ${target.amount.exact}`);
  const unknowns = mixed.filter((part) => !part.amount);
  if (unknowns.length !== equations.length) return null;
  const unit = (target.amount ?? mixed.find((part) => part.amount)?.amount)?.after.split(' ')[0] ?? 'units';
  const letters = `${unknowns.map((part) => `${letter(part)} = the amount at ${part.names[0]}`).join(', ')}, in ${unit} (amount × strength adds up to the mix's)`;
  const reading = solveChecked(
    {
      equations,
      unknown: letter(asked),
      letters,
      meaning: `the amount at ${asked.names[0]}, in ${unit}`,
    },
    (values) => {
      const amounts = mixed.map((part) => (part.amount ? part.amount.value : values[letter(part)]!));
      if (amounts.some((amount) => !(amount > 0))) return false;
      const sum = amounts[0]! + amounts[1]!;
      if (target.amount && !agrees(sum, target.amount.value)) return false;
      return agrees((amounts[0]! * a.strength + amounts[1]! * b.strength) / sum, target.strength);
    },
  );
  if (!reading || !(each || bothAsked)) return reading;
  // The other part from the same system, already checked with the first (both amounts went into the check).
  const other = solveSetup({ equations, unknown: letter(b), letters, meaning: '' });
  return other ? { ...reading, others: [{ unknown: letter(b), answer: other.answer, meaning: `the amount at ${b.names[0]}, in ${unit}` }] } : null;
}
