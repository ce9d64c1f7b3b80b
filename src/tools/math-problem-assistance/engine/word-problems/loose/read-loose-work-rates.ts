import type { EmbeddedReading } from '../word-problem-outcome';
import { show, type Quantity, type Story } from './read-story';
import { conversionFactor, readUnit, type MeasureUnit } from './read-units';
import { agrees, solveChecked } from './solve-checked';

// Work at rates: each worker (a person, a pipe, a printer) does the job alone in a time the story gives, so it
// does 1/that of the job per unit of time; a drain or a leak undoes it at its own rate. Working together for
// t, the parts add up to one whole job: Σ ±(t + head start)/time = 1, where one worker may start alone first
// ("A works alone for 1 hour, then B joins"; then the time after the join is asked). The answer may be asked
// in another unit of time ("how many minutes"). Solved for t, put back, and the job worked out again from the
// rates; a worker the story does not time, a head start with no "more" or "after" in the ask, a net rate that
// never finishes, or a time with no role, and it refuses.

const UNDOES = /\b(?:drains?|drained|empt(?:y|ies|ied)|leaks?|leaked|lets? out|uses? up)\b/;
// "…while the drain is accidentally left open", "then pipe B is opened too": the second worker runs with the first.
const TOGETHER = /\btogether\b|\bwhile (?:the |a |an )?[a-z]+ (?:is|are) (?:[a-z]+ )?(?:left )?(?:open|on|running)\b|\bthen\b[^.?!]*\b(?:is|are) (?:opened|turned on|switched on|started|added)(?: too| as well)?\b|\bboth\b|\bat the same time\b|\bat once\b|\bcombined\b|\bjoins?\b|\bjoined\b|\bare (?:open|on)\b|\bis (?:open|on) and\b|\band the [a-z]+ is (?:open|on)\b|\bwith the [a-z]+ (?:open|on|running) and the [a-z]+ (?:open|on|running|going)\b/;
/** Where a worker's clause begins: a sentence, or "…, and", "but", "while". */
const CLAUSE_START = /(?:^|[.;?!]\s+|,\s+(?:and\s+|but\s+|while\s+)?|\s+(?:and|but|while)\s+)(?=[a-z])/g;
/** The words before a worker's verb are its name ("pipe a", "a newer printer", "jen"). */
const VERB = /\s(?:can|could|will|would|takes?|took|needs?|alone|works?|worked|runs?|ran|fills?|empties|drains?|prints?|paints?|does|did|mows?|finishes|cleans?|builds?|types?|is|was|starts?|started|joins?|joined)\b/;

interface Worker {
  name: string;
  time: Quantity;
  unit: MeasureUnit;
  sign: 1 | -1;
}

function clauseOf(text: string, at: number): { start: number; text: string } {
  let start = 0;
  for (const match of text.slice(0, at).matchAll(CLAUSE_START)) start = match.index + match[0].length;
  return { start, text: text.slice(start, at) };
}

function nameOf(clause: string): string {
  const cut = clause.search(VERB);
  return (cut < 0 ? clause : clause.slice(0, cut)).replace(/^(?:if |when |then |so |but |and )+/, '').replace(/^(?:the|a|an|one|another|her|his|their|my|an open|the open) /, '').trim();
}

export function readLooseWorkRates(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  // "alone in 4, 6 and 12 days": a list of times that shares the unit after its last number, one worker each.
  const listed = readTimeList(text, quantities);
  const units = quantities.map((quantity, i) => (quantity.money || quantity.percent ? null : (listed?.units[i] ?? readUnit(quantity.after.split(' ')[0] ?? ''))));
  if (units.some((unit) => unit?.measure !== 'TIME')) return null;
  const workers: Worker[] = [];
  const heads: Array<{ name: string; time: Quantity; unit: MeasureUnit }> = [];
  for (const [i, quantity] of quantities.entries()) {
    const clause = clauseOf(text, quantity.at);
    const lead = text.slice(Math.max(clause.start, quantity.at - 12), quantity.at);
    if (listed && i >= listed.first && i < listed.first + listed.count) {
      if (TOGETHER.test(clause.text) || UNDOES.test(clause.text)) return null;
      workers.push({ name: `worker ${i - listed.first + 1}`, time: quantity, unit: units[i]!, sign: 1 });
    } else if (/\b(?:in|takes?|took|needs?|within)\s+$/.test(lead)) {
      // "Together with Eli it takes 4 hours": the time together is given, which is another story.
      if (TOGETHER.test(clause.text)) return null;
      workers.push({ name: nameOf(clause.text), time: quantity, unit: units[i]!, sign: UNDOES.test(clause.text) ? -1 : 1 });
    } else if (/\bfor\s+(?:the first\s+)?$/.test(lead) && /\balone\b|\bby (?:him|her|it)self\b|\bon (?:his|her|its) own\b|\bfirst\b/.test(clause.text)) {
      heads.push({ name: nameOf(clause.text), time: quantity, unit: units[i]! });
    } else return null;
  }
  // "A large pump can empty a basement in 6 hours and a small pump in 9 hours": when every worker empties, emptying is the job.
  if (workers.every((worker) => worker.sign < 0)) for (const worker of workers) worker.sign = 1;
  if (workers.length < 2 || workers.length > 3 || heads.length > 1) return null;
  if (!TOGETHER.test(text) || /\balone\b|\bby (?:him|her|it)self\b/.test(ask) || /\bhalf\b|\bthird\b|\bquarter\b|\bfraction\b|\bpercent\b/.test(text)) return null;
  // "…to fill three pools": a count in words is a number the times do not account for ("all three" counts the workers).
  // "Three workers can each finish…": a count of the workers themselves, when it is their number.
  const counted = workers.length === 3 ? 'three' : 'two';
  const countOfWorkers = new RegExp(String.raw`\b${counted} (?:workers|people|pipes|pumps|machines|printers|painters|friends|students|hoses|taps|crews)\b`, 'g');
  if (/\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen|twice|thrice|double|triple)\b/.test(text.replace(/\ball (?:two|three)\b|\b(?:the )?(?:two|three) of them\b/g, ' ').replace(countOfWorkers, ' '))) return null;
  // One unit for the set-up: the first worker's; every other time converted to it exactly.
  const unit = workers[0]!.unit;
  const inUnit = (quantity: Quantity, of: MeasureUnit) => {
    const factor = conversionFactor(of, unit);
    return factor === null ? null : factor === 1 ? quantity.exact : `${quantity.exact} * ${show(factor)}`;
  };
  const times = workers.map((worker) => inUnit(worker.time, worker.unit));
  const head = heads[0];
  const headWorker = head ? workers.filter((worker) => worker.name === head.name) : [];
  if (times.some((time) => time === null) || (head && headWorker.length !== 1)) return null;
  const headTime = head ? inUnit(head.time, head.unit) : '0';
  if (headTime === null) return null;
  const asksMore = /\bmore\b|\bafter\b|\blonger\b|\brest\b|\bremaining\b|\bto finish\b/.test(ask);
  if (Boolean(head) !== asksMore) return null;
  const asked = ask.match(/\bhow many (?:more )?([a-z]+)\b/)?.[1];
  const askedUnit = asked ? readUnit(asked) : /\bhow long\b|\bhow much (?:longer|more time|time)\b/.test(ask) ? unit : null;
  if (!askedUnit || askedUnit.measure !== 'TIME') return null;
  const factor = conversionFactor(unit, askedUnit);
  if (factor === null) return null;
  const terms = workers.map((worker, i) => `${worker.sign < 0 ? '- ' : i === 0 ? '' : '+ '}${headWorker[0] === worker ? `(t + ${headTime})` : 't'} / ${times[i]!.includes('*') ? `(${times[i]!})` : times[i]!}`);
  const equation = `${terms.join(' ').replace(/^\+ /, '')} = 1`;
  const rates = workers.map((worker) => worker.sign / (worker.time.value * (conversionFactor(worker.unit, unit) ?? NaN)));
  const headValue = head ? head.time.value * (conversionFactor(head.unit, unit) ?? NaN) : 0;
  const unitName = askedUnit.name.replace(/s$/, '');
  return solveChecked(
    {
      equations: factor === 1 ? [equation, 'a = t'] : [equation, `a = ${show(factor)} * t`],
      unknown: 'a',
      letters: `t = the time working together, in ${unit.name} (each does 1/its own time of the job per ${unit.name.replace(/s$/, '')}${workers.some((worker) => worker.sign < 0) ? ', a drain takes its share away' : ''}${head ? `; ${head.name} starts alone` : ''}), a = that time in ${askedUnit.name}`,
      meaning: `the time in ${unitName}s${head ? ' after they start together' : ' working together'}`,
    },
    (values) => {
      const t = values.t!;
      if (!(t > 0) || rates.reduce((sum, rate) => sum + rate, 0) <= 0) return false;
      const done = workers.reduce((sum, worker, i) => sum + rates[i]! * (t + (headWorker[0] === worker ? headValue : 0)), 0);
      return agrees(done, 1) && agrees(values.a!, t * factor);
    },
  );
}

/**
 * "in 4, 6 and 12 days": numbers in a row joined by commas and a last "and", the unit said once after the last;
 * each number a worker's time in that unit. Null unless the story has exactly one such list.
 */
function readTimeList(text: string, quantities: Quantity[]): { first: number; count: number; units: Array<MeasureUnit | null> } | null {
  for (let first = 0; first + 1 < quantities.length; first += 1) {
    if (!/\b(?:in|takes?|take|took|need|needs?)\s+$/.test(text.slice(Math.max(0, quantities[first]!.at - 12), quantities[first]!.at))) continue;
    let last = first;
    while (last + 1 < quantities.length && /^\s*(?:,\s*(?:and\s+)?|\s+and\s+)$/.test(text.slice(quantities[last]!.at + quantities[last]!.text.length, quantities[last + 1]!.at))) last += 1;
    if (last === first) continue;
    const unit = readUnit(quantities[last]!.after.split(' ')[0] ?? '');
    if (unit?.measure !== 'TIME' || quantities.slice(first, last).some((quantity) => readUnit(quantity.after.split(' ')[0] ?? '') !== null)) return null;
    return { first, count: last - first + 1, units: quantities.map((_, i) => (i >= first && i <= last ? unit : null)) };
  }
  return null;
}
