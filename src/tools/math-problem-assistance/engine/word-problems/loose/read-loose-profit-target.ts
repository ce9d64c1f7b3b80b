import { nounKey } from '../read-text';
import type { EmbeddedReading } from '../word-problem-outcome';
import type { Quantity, Story } from './read-story';
import { agrees, solveChecked } from './solve-checked';

// Selling items for a profit: a fixed cost (a booth, a permit, a machine), a cost for each item, a selling price for
// each item, and a profit to reach (or to break even): n · (price − cost) − fixed = profit. "Renting the stall costs
// $30, each mug costs her $4 to make and she sells each for $10: how many mugs must she sell to make a profit of
// $90?" Exactly four amounts (three to break even), each with its role by the words next to it; the count must come
// out whole and the question must count the items sold. Anything else and it refuses.

type Role = 'fixed' | 'cost' | 'price' | 'profit';

function roleOf(story: Story, quantity: Quantity, item: string): Role | null {
  const before = story.text.slice(Math.max(0, quantity.at - 60), quantity.at);
  const sentence = before.split(/[.;!?]\s/).pop() ?? '';
  const after = story.text.slice(quantity.at).replace(/^\$\s?[\d,.]+\s*/, '');
  if (/\bprofit (?:of|is|was)\s*(?:exactly |at least )?\$?\s?$/.test(before)) return 'profit';
  if (/\bsells? (?:each (?:one |[a-z]+ )?|them |it |every [a-z]+ |the [a-z]+ )?(?:for|at)\s*\$?\s?$|\b(?:selling )?price (?:of|is)\s*\$?\s?$/.test(sentence)) return 'price';
  const itemWords = `(?:${item}|${item}s|one|it)`;
  if (new RegExp(String.raw`\b(?:each|every|per|a) ${itemWords}\b[^$]*\bcosts?\b[^$]*\$?\s?$|\bmaterials?\b[^$]*\bcosts?\b[^$]*\$?\s?$`).test(sentence) || new RegExp(String.raw`^(?:(?:for|per|to make) (?:each|every|one|a|per) ${itemWords}\b|(?:each|per ${item}) to make\b)`).test(after)) return 'cost';
  if (/\b(?:rent|renting|rental|booth|stall|table|permit|licen[cs]e|fee|setup|set-up|machine|equipment|space)\b/.test(sentence) && !/\beach\b|\bper\b|\bevery\b/.test(sentence.replace(/\bfor the day\b|\bper day\b/, ''))) return 'fixed';
  return null;
}

export function readLooseProfitTarget(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  if (!/\bprofit\b|\bbreak even\b/.test(ask) || quantities.some((quantity) => !quantity.money)) return null;
  const counted = ask.match(/\bhow many ([a-z]+)\b/);
  if (!counted || !/\bsell\b|\bsold\b/.test(ask)) return null;
  const item = nounKey(counted[1]!);
  const breakEven = /\bbreak even\b/.test(ask);
  if (quantities.length !== (breakEven ? 3 : 4)) return null;
  const roles = new Map<Role, Quantity>();
  for (const quantity of quantities) {
    const role = roleOf(story, quantity, item);
    if (!role || roles.has(role)) return null;
    roles.set(role, quantity);
  }
  const [fixed, cost, price] = [roles.get('fixed'), roles.get('cost'), roles.get('price')];
  const profit = roles.get('profit');
  if (!fixed || !cost || !price || (breakEven ? profit !== undefined : profit === undefined)) return null;
  if (!(price.value > cost.value) || !text.includes(counted[1]!.replace(/s$/, ''))) return null;
  const goal = profit ? profit.exact : '0';
  return solveChecked(
    {
      equations: [`n * (${price.exact} - ${cost.exact}) - ${fixed.exact} = ${goal}`],
      unknown: 'n',
      letters: `n = the number of ${counted[1]} sold (each brings in $${price.text} and costs $${cost.text}; $${fixed.text} is paid once)`,
      meaning: `the number of ${counted[1]} to sell`,
      whole: true,
    },
    ({ n }) => n !== undefined && n > 0 && agrees(n * (price.value - cost.value) - fixed.value, profit?.value ?? 0),
  );
}
