import type { EmbeddedReading } from '../word-problem-outcome';
import type { Quantity, Story } from './read-story';
import { readRateUnit } from './read-loose-rate-conversion';
import { readUnit } from './read-units';
import { agrees, solveChecked } from './solve-checked';

// With and against a wind or a current: a plane or a boat goes a distance with it in one time and back against
// it in another ("flies 1,800 miles with the wind in 3 hours; the return trip against the same wind takes 4
// hours"), so d = (v + w)·t₁ and d = (v − w)·t₂, a linear system in v (its own speed) and w (the wind's). The
// distance back is the same one ("the return trip", "back") unless the story gives its own. The ask is the
// wind's (current's) speed or the plane's (boat's) own. Solved, put back, and both trips worked out again;
// a number with no role, or a wind faster than the plane, and it refuses.

const WITH = /\b(?:with (?:the|a) (?:wind|current|stream|tide)|downstream|downwind|with a tailwind|tailwind)\b/;
const AGAINST = /\b(?:against (?:the|a) (?:same )?(?:wind|current|stream|tide)|upstream|upwind|into the (?:wind|headwind)|headwind)\b/;

export function readLooseCurrent(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  if (WITH.test(text) !== AGAINST.test(text) && !quantities.some((quantity) => quantity.money || quantity.percent)) return readOneWay(story);
  if (!WITH.test(text) || !AGAINST.test(text) || quantities.some((quantity) => quantity.money || quantity.percent)) return null;
  const kinds = quantities.map((quantity) => {
    const unit = readUnit(quantity.after.split(' ')[0] ?? '');
    if (readRateUnit(text.slice(quantity.at + quantity.text.length).trimStart())) return null;
    return unit?.measure === 'LENGTH' ? 'distance' : unit?.measure === 'TIME' && /^(?:hours?|hrs?|h)\b/.test(quantity.after) ? 'time' : null;
  });
  if (kinds.some((kind) => kind === null)) return null;
  const distances = quantities.filter((_, i) => kinds[i] === 'distance');
  const times = quantities.filter((_, i) => kinds[i] === 'time');
  if (times.length !== 2 || distances.length < 1 || distances.length > 2) return null;
  // Which time goes with the wind: the one in the sentence or clause that says so.
  const clauseOf = (quantity: Quantity) => {
    const before = text.slice(0, quantity.at).split(/[.;?!]\s|,\s|\sand\s|\sbut\s/).pop() ?? '';
    const after = text.slice(quantity.at).split(/[.;?!](?:\s|$)|,\s|\sand\s|\sbut\s/)[0] ?? '';
    return `${before}${after}`;
  };
  const withTimes = times.filter((time) => WITH.test(clauseOf(time)) && !AGAINST.test(clauseOf(time)));
  const againstTimes = times.filter((time) => AGAINST.test(clauseOf(time)) && !WITH.test(clauseOf(time)));
  if (withTimes.length !== 1 || againstTimes.length !== 1) return null;
  const [t1, t2] = [withTimes[0]!, againstTimes[0]!];
  let d1: Quantity;
  let d2: Quantity;
  if (distances.length === 2) {
    const withD = distances.filter((d) => WITH.test(clauseOf(d)) && !AGAINST.test(clauseOf(d)));
    const againstD = distances.filter((d) => AGAINST.test(clauseOf(d)) && !WITH.test(clauseOf(d)));
    if (withD.length !== 1 || againstD.length !== 1) return null;
    [d1, d2] = [withD[0]!, againstD[0]!];
  } else {
    // One distance: the way back is the same ("the return trip", "back", "the same distance").
    if (!/\breturn(?:s|ed|ing)? trip\b|\b(?:fl(?:y|ies)|sails?|go(?:es)?|comes?|travels?|rows?|returns?) back\b|\bsame distance\b|\breturns?\b/.test(text)) return null;
    [d1, d2] = [distances[0]!, distances[0]!];
  }
  const asksWind = /\b(?:speed|rate) of the (?:wind|current|stream|tide)\b|\b(?:wind|current|stream|tide)(?:'s)? speed\b|\bhow fast is the (?:wind|current|stream|tide)\b/.test(ask);
  const asksOwn = /\bin (?:still|calm) (?:air|water)\b|\bspeed of the (?:plane|jet|boat|ship|canoe|kayak|airplane|swimmer)\b|\b(?:plane|jet|boat|ship)(?:'s)? (?:own )?speed\b/.test(ask);
  if (asksWind === asksOwn) return null;
  return solveChecked(
    {
      equations: [`(v + w) * ${t1.exact} = ${d1.exact}`, `(v - w) * ${t2.exact} = ${d2.exact}`],
      unknown: asksWind ? 'w' : 'v',
      letters: 'v = its own speed, w = the speed of the wind or current (with it the speeds add, against it they take away)',
      meaning: asksWind ? 'the speed of the wind or current' : 'its own speed (in still air or water)',
    },
    (values) => {
      const [v, w] = [values.v!, values.w!];
      return v > w && w > 0 && agrees((v + w) * t1.value, d1.value) && agrees((v - w) * t2.value, d2.value);
    },
  );
}

/**
 * One trip with (or against) a current whose speed the story gives: "A boat travels 24 miles downstream in 2 hours.
 * The speed of the current is 2 mph." Then (v ± w)·t = d, v asked ("in still water"). One distance, one time in
 * hours, one speed said of the current, all in one unit of length; solved, put back, and the trip worked out again.
 */
function readOneWay(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  if (quantities.length !== 3 || /\bback\b|\breturn/.test(text)) return null;
  const withIt = WITH.test(text);
  const roles = quantities.map((quantity) => {
    const rate = readRateUnit(text.slice(quantity.at + quantity.text.length).trimStart());
    if (rate) return /^(?:hours?|hrs?|h)$/.test(rate.bottom.name) ? { kind: 'speed' as const, length: rate.top.name } : null;
    const unit = readUnit(quantity.after.split(' ')[0] ?? '');
    if (unit?.measure === 'LENGTH') return { kind: 'distance' as const, length: unit.name };
    return unit?.measure === 'TIME' && /^(?:hours?|hrs?|h)\b/.test(quantity.after) ? { kind: 'time' as const, length: '' } : null;
  });
  if (roles.some((role) => role === null)) return null;
  const find = (kind: 'speed' | 'distance' | 'time') => quantities.filter((_, i) => roles[i]!.kind === kind);
  const [speeds, distances, times] = [find('speed'), find('distance'), find('time')];
  if (speeds.length !== 1 || distances.length !== 1 || times.length !== 1) return null;
  const [w, d, t] = [speeds[0]!, distances[0]!, times[0]!];
  if (roles[quantities.indexOf(w)]!.length !== roles[quantities.indexOf(d)]!.length) return null;
  // The speed is the current's: "the speed of the current is 2 mph", "a current of 2 mph", "the current flows at 2 mph".
  const before = text.slice(0, w.at).split(/[.;?!]\s/).pop() ?? '';
  const named = [...before.matchAll(/\b(?:current|stream|river|wind|tide|boat|plane|ship|canoe|kayak|swimmer|jet|it|she|he|they)\b/g)].pop()?.[0];
  if (!named || !/^(?:current|stream|river|wind|tide)$/.test(named)) return null;
  if (!/\bin (?:still|calm) (?:air|water)\b|\bspeed of the (?:plane|jet|boat|ship|canoe|kayak|airplane|swimmer)\b(?! (?:downstream|upstream|with|against))|\b(?:plane|jet|boat|ship)(?:'s)? (?:own )?speed\b/.test(ask)) return null;
  if (/\b(?:downstream|upstream|with the|against the)\b/.test(ask)) return null;
  const sign = withIt ? '+' : '-';
  return solveChecked(
    {
      equations: [`(v ${sign} ${w.exact}) * ${t.exact} = ${d.exact}`],
      unknown: 'v',
      letters: `v = its own speed (${withIt ? 'with the current the speeds add' : 'against the current the current’s speed is taken away'})`,
      meaning: 'its own speed (in still air or water)',
    },
    (values) => {
      const v = values.v!;
      return v > w.value && agrees((v + (withIt ? 1 : -1) * w.value) * t.value, d.value);
    },
  );
}
