/**
 * About 500 words of ordinary student prose, with a few slips on purpose (a misspelling, a wrong
 * verb form, a doubled word), so a warm-up walks the same paths a real check does: sentence
 * splitting, tagging, language identification, spelling suggestions, every grammar rule. A one-line
 * warm-up loaded the models but left the first real check 4–18× slower than the next ones.
 */
export const WARM_UP_TEXT = [
  'Every spring, the small town near the river holds a market where farmers, bakers and craftspeople sell what they have made over the winter.',
  'The market began more than a century ago, when the railway first reached the valley and made it possible to bring goods from the surrounding villages.',
  'Today it is less about trade and more about meeting neighbours, although many families still buy most of their vegetables there.',
  'Visitors often arrive early in the morning, because the best bread is gone before nine o\'clock and the stalls with fresh cheese attract long queues.',
  'Children run between the tables, and older residents sit on the benches by the fountain, talking about the weather and the harvest.',
  'In recent years the organisers have tried to make the market more sustainable.',
  'They asked sellers to avoid plastic packaging, set up stations where people can refill bottles with water, and encouraged visitors to come by bicycle.',
  'Not everyone welcomed these changes at first; some stallholders worried that the rules would drive away customers who were used to the old ways.',
  'However, after two seasons the number of visitors had actually grown, and several local newspapers wrote about the market as an example for other towns.',
  'The success of the project depended on careful planning and on the willingness of many volunteers to give up their weekends.',
  'A committee of twelve people meets every month to discuss problems, from parking to the placement of the stalls, and their decisions are published on the town\'s website.',
  'Students from the secondary school helped to design a new map of the market, which shows where each seller can be found and which products are organic.',
  'One of the most popular stalls belongs to a beekeeper who has kept hives on the hills above the town for almost forty years.',
  'He explains to anyone who asks how bees communicate by dancing, why they need a variety of flowers, and how a wet summer can reduce the amount of honey they produce.',
  'His grandchildren now help him at the market, and they says that they want to continue the business when he retires.',
  'Another stall sells wool from sheep raised on a nearby farm, spun and dyed by hand using plants such as onion skins and walnut shells.',
  'The colours are softer than those of industrial dyes, and the owner believes that customers appreciate knowing exactly where the material comes from.',
  'Critics sometimes argue that markets like this one are a luxury, since the prices are higher than in the supermarket on the edge of town.',
  'It is true that a loaf of bread or a jar of jam costs more here, but the money stays in the local economy and supports small producers who could not otherwise compete.',
  'Moreover, the market offers something that is difficult to measure: a sense of belonging, of being part of a community that knows its own history.',
  'Researchers who study rural areas have noticed that places with a strong tradition of public gatherings tend to keep their young people for longer.',
  'Whether the market can survive the the pressures of the coming decades remains an open question.',
  'Rising costs, changing habits and the growth of online shopping all present serious challenges to its future.',
  'Yet the people who run it are optimistic, and they point to the crowds that still fill the square every Saturday, rain or shine, as proof that the idea is far from finished.',
  'As one volunteer put it, the market is not only a place to buy food; it is the place where the town remembers who it is, and that is worth protecting for the next generation of residents.',
  'Many visitors agree, and they leave with full baskets and a promise to return next week, often with friends who have never seen anything quite like it befor.',
].join(' ');
