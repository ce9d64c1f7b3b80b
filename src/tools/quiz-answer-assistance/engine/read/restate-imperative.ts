/**
 * A short-answer task written as an order ("Name the company that designed the tower.", "Give the
 * height of the Eiffel Tower.", "State the year the Chrysler Building was finished.") restated as the
 * question it asks, so the stated-fact reader knows the kind of answer wanted. Null when it is no order.
 */
const MEASURES: Record<string, string> = { height: 'How high is', length: 'How long is', depth: 'How deep is', width: 'How wide is', area: 'How large is', population: 'How many people live in', age: 'How old is' };

export function restateImperative(stem: string): string | null {
  const text = stem.trim().replace(/[.?!]+$/, '');
  const reworded = restateParaphrase(text);
  if (reworded) return reworded;
  const order = /^(?:name|identify|give|state|write down|write|what is)\s+the\s+(.+)$/i.exec(text);
  if (!order || /^what is/i.test(text)) return null;
  const rest = order[1]!;
  const year = /^(year|date)\s+(?:in which\s+|when\s+|that\s+)?(.+)$/i.exec(rest);
  if (year) return year[1]!.toLowerCase() === 'year' ? `In what year ${year[2]}?` : `When ${year[2]}?`;
  const measure = /^(height|length|depth|width|area|population|age)\s+of\s+(.+)$/i.exec(rest);
  if (measure) return `${MEASURES[measure[1]!.toLowerCase()]} ${measure[2]}?`;
  const place = /^(?:place|location)\s+(?:where|in which)\s+(.+)$/i.exec(rest);
  if (place) return `Where ${place[1]}?`;
  const person = /^(?:person|man|woman|scientist|writer|author|leader|king|queen|president)\s+(?:who|that)\s+(.+)$/i.exec(rest);
  if (person) return `Who ${person[1]}?`;
  const which = /^(\w+(?:\s+\w+)?)\s+(?:that|which)\s+(.+)$/i.exec(rest);
  if (which) return `Which ${which[1]} ${which[2]}?`;
  return /^give|^state|^write/i.test(text) ? null : `What is the ${rest}?`;
}

/**
 * Questions worded with a noun or a light verb the material seldom uses (s31), asked as the plain question:
 * "What was X's birthplace?" / "What was the birthplace of X?" → "Where was X born?"; "When did X take place / happen /
 * occur?" → "When was X?".
 */
function restateParaphrase(text: string): string | null {
  const birthplace = /^what\s+(?:was|is)\s+(?:(.+?)['’]s?\s+(?:birthplace|place\s+of\s+birth)|the\s+(?:birthplace|place\s+of\s+birth)\s+of\s+(.+))$/i.exec(text);
  if (birthplace) return `Where was ${(birthplace[1] ?? birthplace[2])!} born?`;
  const event = /^when\s+did\s+(.+?)\s+(?:take\s+place|happen|occur)$/i.exec(text);
  if (event) return `When was ${event[1]!}?`;
  return null;
}
