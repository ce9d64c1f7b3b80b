/**
 * A fresh set for the s31 round: five passages of the kinds a student pastes — a history section (the Meiji
 * Restoration in Japan, from Perry's "black ships" to the 1889 constitution), a biology section (the honeybee
 * colony: queen, drones and workers, royal jelly, honey-making and Karl von Frisch's waggle dance), a physics
 * section (thermometers and the Fahrenheit, Celsius and Kelvin temperature scales), a geography / earth-science
 * section (the Dead Sea) and a literature passage (Miguel de Cervantes and Don Quixote) — and three pasted
 * quizzes, written for this eval by a separate writer for session 31 who had not read the engine, the server,
 * the page or their tests, and committed before it was ever run. The passages are our own wording of
 * well-known facts (no text copied), 513–553 words each; the questions are worded as a teacher writes them
 * (about half paraphrase the passage's verb or noun), not after the engine's rules; each passage has two or
 * three why/how questions whose answer is a clause; the true/false statements are half false (a wrong year,
 * a reversed relation, a swapped entity, a wrong field or an opposite fact). The pasted quizzes use layouts
 * not in s15–s30 (a Microsoft Forms copy with the form's title, the "Hi, … When you submit this form" line,
 * "* Required", the question number alone on a line, a "*" after required questions, a "(1 Point)" line,
 * options one per line and "Enter your answer" under a short-answer question; a paper worksheet with a
 * name/date header, part headings, numbering that starts at 6, options with bare capital letters and no
 * punctuation either four on one line or two per line in columns, "_____" blanks before true/false items
 * under a "write T or F" heading and an answer line under a short-answer item; and a quiz-platform copy with
 * "Question N (k points)" headers, a question-type line — "Multiple choice", "True / False", "Short answer" —
 * and options each after a "○" radio mark). The subject union has no biology or physics value: the honeybees
 * and the temperature scales are filed under 'science'. The split union in own-passages.ts and
 * own-pasted-quizzes.ts needs 's31' added for this file to type-check; this writer touched no file but this
 * one. To be measured once with a `--split s31` run; from then on it is looked at, so it is dev material
 * whatever its split says.
 */
import type { OwnPassage } from './own-passages';
import type { PastedQuizItem } from './own-pasted-quizzes';

const TF = ['True', 'False'];

export const S31_PASSAGES: OwnPassage[] = [
  {
    id: 'meiji-restoration',
    subject: 'history',
    split: 's31',
    text: `For more than two centuries before the 1850s, Japan was ruled not by its emperor but by the shogun, a military leader from the Tokugawa family who governed from the city of Edo, while the emperor lived in Kyoto with little real power. Under a policy known as sakoku, or "closed country", the shoguns kept contact with foreigners to a minimum: Japanese people were forbidden to travel abroad, and the only Europeans allowed to trade were the Dutch, who were confined to Dejima, a small artificial island in the harbour of Nagasaki. This isolation was broken in July 1853, when the American commodore Matthew Perry sailed into Edo Bay with four warships. The Japanese called them the "black ships" because of their dark hulls and the smoke from their steam engines. Perry delivered a letter from President Millard Fillmore demanding that Japan open its ports, and he came back the following year with a larger fleet. In March 1854 the shogunate signed the Treaty of Kanagawa, which opened two ports, Shimoda and Hakodate, to American ships. Further treaties with the United States, Britain, Russia, France and the Netherlands followed in 1858. Many Japanese regarded these "unequal treaties" as a humiliation, because they let foreigners accused of crimes be tried in their own consular courts and stopped Japan from setting its own import duties. Anger at the shogun's weakness grew, especially in the powerful south-western domains of Satsuma and Choshu, whose young samurai rallied behind the slogan "Revere the emperor, expel the barbarians". In November 1867 the last shogun, Tokugawa Yoshinobu, handed his powers back to the throne, and on 3 January 1868 the restoration of imperial rule was formally proclaimed. The new emperor, Mutsuhito, was only fifteen years old; his reign took the name Meiji, meaning "enlightened rule". Supporters of the old regime fought on in the Boshin War, but by 1869 they had been defeated. The imperial court moved to Edo, which was renamed Tokyo, "eastern capital". In April 1868 the emperor issued the Charter Oath, five short articles promising, among other things, that knowledge would be sought throughout the world. The new leaders set out to build a state strong enough to resist the Western powers. In 1871 they abolished the roughly 270 feudal domains and replaced them with prefectures run by governors appointed from Tokyo. The same year the Iwakura Mission left for the United States and Europe, and its members spent almost two years studying foreign factories, schools, armies and governments. A conscription law of 1873 required young men of every class to serve in a national army, which ended the samurai's monopoly on bearing arms. Discontented samurai rose in the Satsuma Rebellion of 1877, led by Saigo Takamori, but the new conscript army crushed them. Change came quickly in other fields too. Japan's first railway, about 29 kilometres long, opened between Tokyo and Yokohama in 1872, and a national school system was set up in the same year. In 1889 the emperor granted a constitution modelled largely on that of Prussia, which created a parliament called the Diet. Within a generation Japan had become an industrial and military power, able to defeat China in 1895 and Russia in 1905. The emperor Meiji died in 1912.`,
    shortAnswers: [
      { question: 'Before the 1850s, who held real power in Japan in place of the emperor?', answers: ['the shogun', 'shogun', 'the Tokugawa shogun', 'the shoguns', 'the Tokugawa shoguns', 'a military leader from the Tokugawa family', 'the shogun, a military leader from the Tokugawa family'] },
      { question: 'What was the Japanese policy of keeping contact with foreigners to a minimum called?', answers: ['sakoku', 'closed country', '"closed country"', 'sakoku, or "closed country"', 'sakoku ("closed country")'] },
      { question: 'On which island were the Dutch traders made to stay?', answers: ['Dejima', 'on Dejima', 'the island of Dejima', 'Dejima, in the harbour of Nagasaki', 'Dejima, a small artificial island in the harbour of Nagasaki', 'Dejima in Nagasaki harbour'] },
      { question: 'Which American commodore sailed into Edo Bay in 1853?', answers: ['Matthew Perry', 'Perry', 'Commodore Matthew Perry', 'Commodore Perry', 'the American commodore Matthew Perry'] },
      { question: 'Why did the Japanese call Perry\'s warships the "black ships"?', answers: ['because of their dark hulls and the smoke from their steam engines', 'their dark hulls and the smoke from their steam engines', 'because of their dark hulls', 'their dark hulls', 'their dark hulls and smoke', 'because of their dark hulls and the smoke from their engines', 'dark hulls and smoke from their steam engines'] },
      { question: 'Which ports did the Treaty of Kanagawa open to American ships?', answers: ['Shimoda and Hakodate', 'Hakodate and Shimoda', 'two ports, Shimoda and Hakodate', 'the ports of Shimoda and Hakodate'] },
      { question: 'Why did many Japanese consider the treaties a humiliation?', answers: ['because they let foreigners accused of crimes be tried in their own consular courts and stopped Japan from setting its own import duties', 'they let foreigners accused of crimes be tried in their own consular courts and stopped Japan from setting its own import duties', 'they let foreigners accused of crimes be tried in their own consular courts', 'because they let foreigners be tried in their own consular courts', 'they stopped Japan from setting its own import duties', 'foreigners were tried in their own courts and Japan could not set its own import duties', 'because Japan could not set its own import duties and foreigners were tried in their own courts'] },
      { question: 'Who was the last shogun?', answers: ['Tokugawa Yoshinobu', 'Yoshinobu', 'the last shogun, Tokugawa Yoshinobu'] },
      { question: 'How old was the emperor Mutsuhito when imperial rule was restored?', answers: ['fifteen', '15', 'only fifteen', 'fifteen years old', 'only fifteen years old', '15 years old'] },
      { question: 'What does the name Meiji mean?', answers: ['enlightened rule', '"enlightened rule"'] },
      { question: 'What were the feudal domains replaced with in 1871?', answers: ['prefectures', 'prefectures run by governors appointed from Tokyo', 'with prefectures', 'prefectures run by governors'] },
      { question: 'What did the conscription law of 1873 bring to an end?', answers: ["the samurai's monopoly on bearing arms", "samurai's monopoly on bearing arms", 'the samurai monopoly on bearing arms', "the samurai's monopoly on carrying weapons", 'the monopoly of the samurai on bearing arms'] },
      { question: 'Who was the leader of the samurai uprising of 1877?', answers: ['Saigo Takamori', 'Saigō Takamori', 'Saigo'] },
      { question: "What was the length of Japan's first railway?", answers: ['about 29 kilometres', '29 kilometres', '29 km', 'about 29 km', '29 kilometers', 'about 29 kilometers', 'about 29 kilometres long'] },
    ],
    statements: [
      { statement: 'Perry delivered a letter from President Millard Fillmore.', truth: true },
      { statement: 'The Treaty of Kanagawa was signed in 1858.', truth: false },
      { statement: 'The constitution of 1889 created a parliament called the Diet.', truth: true },
      { statement: 'The rebels of the Satsuma Rebellion defeated the new conscript army.', truth: false },
    ],
  },
  {
    id: 'honeybee-colony',
    subject: 'science',
    split: 's31',
    text: `The western honeybee, Apis mellifera, is a social insect that lives in colonies of anywhere from 20,000 to 80,000 bees in summer. Each colony has three kinds of member. The queen is the only fully fertile female and the mother of almost every bee in the hive. A few days after she emerges she flies out on mating flights, mates in the air with a dozen or more males, and stores their sperm for the rest of her life, which may last three to five years. In early summer a good queen can lay up to 2,000 eggs a day, more than her own body weight. The drones are the males. They are larger than the workers, have big eyes for spotting queens in flight and have no sting; their only role is to mate, and when food runs short in autumn the workers drive them out of the hive to die. The great majority of the colony are workers, females whose ovaries do not normally develop. Whether a female egg becomes a worker or a queen depends not on her genes but on her food. All young larvae are fed royal jelly, a protein-rich secretion from glands in the workers' heads, for their first few days, after which worker larvae are switched to a diet of pollen and honey. A larva chosen to become a queen is fed royal jelly throughout and raised in a large cell that hangs down from the comb. A worker passes through a sequence of jobs as she ages. For roughly the first three weeks of her adult life she works inside the hive, cleaning cells, feeding larvae, building comb and guarding the entrance; only then does she become a forager, flying out to collect nectar, pollen, water and plant resin. In summer a worker lives only about six weeks, largely because foraging wears out her wings, but workers born in autumn can survive the winter. Bees build their comb from wax that they produce in glands on the underside of the abdomen, shaping it into hexagonal cells. The hexagon allows the cells to fit together with no wasted space while using the least wax for the amount they hold. To make honey, foragers suck up nectar and carry it home in a special honey stomach. House bees add enzymes that break down its sugar, spread the liquid in cells and fan it with their wings until its water content falls to about 18 per cent, then seal each cell with a cap of wax. Honeybees can also communicate. The Austrian scientist Karl von Frisch showed that a forager returning from a rich source of food performs a "waggle dance" on the comb. The angle of the dance relative to the vertical tells the other bees the direction of the food relative to the sun, and the length of the waggle run tells them how far away the food is. Von Frisch shared the Nobel Prize in Physiology or Medicine in 1973 for this work. Bees matter far beyond the hive, because in carrying pollen from flower to flower they pollinate many crops, such as apples, almonds and clover. Since the 1980s many colonies in Europe and North America have been weakened by the varroa mite, a parasite that feeds on bees and spreads viruses among them.`,
    shortAnswers: [
      { question: 'What is the scientific name of the western honeybee?', answers: ['Apis mellifera'] },
      { question: 'How many bees may a colony hold in summer?', answers: ['from 20,000 to 80,000', '20,000 to 80,000', '20,000 to 80,000 bees', 'anywhere from 20,000 to 80,000 bees', 'anywhere from 20,000 to 80,000', '20,000-80,000', '20000 to 80000', 'between 20,000 and 80,000'] },
      { question: 'How long can a queen honeybee live?', answers: ['three to five years', '3 to 5 years', '3-5 years', 'three to five', 'up to five years'] },
      { question: 'How many eggs can a good queen lay each day in early summer?', answers: ['up to 2,000', '2,000', '2000', 'up to 2,000 eggs a day', '2,000 eggs', 'up to 2000', '2,000 eggs a day'] },
      { question: 'What are the male bees of a colony called?', answers: ['drones', 'the drones'] },
      { question: 'What determines whether a female egg develops into a worker or a queen?', answers: ['her food', 'food', 'the food she is fed', 'her diet', 'diet', 'what she is fed', 'not her genes but her food', 'the food'] },
      { question: 'Where is royal jelly produced?', answers: ["in glands in the workers' heads", "glands in the workers' heads", "in the workers' heads", 'in glands in the heads of the workers', "from glands in the workers' heads"] },
      { question: 'On what are worker larvae fed after their first few days?', answers: ['pollen and honey', 'a diet of pollen and honey', 'on pollen and honey'] },
      { question: 'For roughly how long does a young worker stay inside the hive before becoming a forager?', answers: ['roughly three weeks', 'three weeks', 'about three weeks', '3 weeks', 'the first three weeks of her adult life', 'roughly the first three weeks', 'for roughly the first three weeks of her adult life'] },
      { question: 'Why does a worker in summer live only about six weeks?', answers: ['largely because foraging wears out her wings', 'because foraging wears out her wings', 'foraging wears out her wings', 'her wings wear out from foraging', 'foraging wears her wings out'] },
      { question: 'Why do bees give the cells of their comb a hexagonal shape?', answers: ['the hexagon allows the cells to fit together with no wasted space while using the least wax for the amount they hold', 'because the hexagon allows the cells to fit together with no wasted space while using the least wax for the amount they hold', 'the cells fit together with no wasted space while using the least wax', 'so that the cells fit together with no wasted space and use the least wax', 'to fit together with no wasted space', 'it uses the least wax for the amount the cells hold', 'so the cells fit together with no wasted space'] },
      { question: 'To what level is the water content of the nectar reduced?', answers: ['about 18 per cent', '18 per cent', '18%', 'about 18%', '18 percent', 'about 18 percent'] },
      { question: 'Which Austrian scientist worked out the meaning of the waggle dance?', answers: ['Karl von Frisch', 'von Frisch', 'Frisch', 'the Austrian scientist Karl von Frisch'] },
      { question: 'What does the length of the waggle run tell the other bees?', answers: ['how far away the food is', 'the distance to the food', 'how far away it is', 'the distance', 'distance', 'the distance of the food', 'how far the food is'] },
    ],
    statements: [
      { statement: 'Honeybee drones do not have a sting.', truth: true },
      { statement: 'A young worker begins her adult life as a forager.', truth: false },
      { statement: 'Karl von Frisch shared the Nobel Prize in Chemistry in 1973.', truth: false },
      { statement: 'Workers born in autumn can survive the winter.', truth: true },
    ],
  },
  {
    id: 'temperature-scales',
    subject: 'science',
    split: 's31',
    text: `Temperature measures how hot or cold something is, and for most of history it could only be judged by touch. Around 1593 the Italian scientist Galileo Galilei built one of the first instruments for showing changes in temperature, a device now called a thermoscope. It was a glass bulb with a long, narrow neck dipped upside down into water: as the air in the bulb warmed, it expanded and pushed the water down the neck, and as it cooled the water rose again. The thermoscope had no scale, and because the water level also changed with air pressure, it could not give reliable readings. The first thermometers with sealed tubes of liquid were made in Florence in the 1650s, but each maker used his own scale, so readings from different instruments could not be compared. Daniel Gabriel Fahrenheit, an instrument maker who was born in Danzig in 1686 and worked mostly in Amsterdam, made the first reliable mercury thermometer in 1714. Mercury was a good choice because it expands evenly, stays liquid over a wide range of temperatures and does not stick to glass. In 1724 Fahrenheit described the scale that bears his name. He set zero at the coldest temperature he could produce in his workshop, using a mixture of ice, water and ammonium chloride, and he took 96 degrees as the temperature of the human body. On this scale water freezes at 32 degrees and boils at 212, so the two points are exactly 180 degrees apart. In 1742 the Swedish astronomer Anders Celsius of Uppsala University proposed a scale with 100 steps between the freezing and boiling points of water. Surprisingly, he put 0 at the boiling point and 100 at the freezing point. The scale was turned round soon after his death in 1744, and the Swedish botanist Carl Linnaeus is often credited with the change. For two centuries it was usually called the centigrade scale, from the Latin for "a hundred steps", until in 1948 an international conference renamed it after Celsius. To convert a Celsius temperature to Fahrenheit, one multiplies by 9, divides by 5 and adds 32; the two scales give the same reading at minus 40 degrees. Scientists found that when a gas is cooled, its pressure falls by a regular amount for every degree, which suggested that there must be a lowest possible temperature, at which the particles of matter would have the least possible energy. In 1848 the Belfast-born physicist William Thomson, later Lord Kelvin, proposed an absolute scale that starts from this point, called absolute zero. Its units are the same size as Celsius degrees, but its zero lies at minus 273.15 degrees Celsius, so water freezes at 273.15 kelvins. Temperatures on this scale are written without the word "degree" or the degree sign, and the kelvin is the SI base unit of temperature. Absolute zero can never actually be reached, although laboratories have cooled atoms to within a billionth of a degree of it. Since 2019 the kelvin has been defined by fixing the value of the Boltzmann constant, which links temperature to energy, rather than by the properties of water.`,
    shortAnswers: [
      { question: 'Who built a thermoscope around 1593?', answers: ['Galileo Galilei', 'Galileo', 'the Italian scientist Galileo Galilei'] },
      { question: "Why couldn't the thermoscope give reliable readings?", answers: ['it had no scale, and the water level also changed with air pressure', 'it had no scale and the water level also changed with air pressure', 'because the water level also changed with air pressure', 'the water level also changed with air pressure', 'because it had no scale and the water level also changed with air pressure', 'the level changed with air pressure', 'it had no scale'] },
      { question: 'In which city were the first thermometers with sealed tubes of liquid produced?', answers: ['Florence', 'in Florence'] },
      { question: "What was Fahrenheit's birthplace?", answers: ['Danzig', 'in Danzig'] },
      { question: 'When did Fahrenheit produce the first reliable mercury thermometer?', answers: ['1714', 'in 1714'] },
      { question: 'Why was mercury a good liquid to use in a thermometer?', answers: ['it expands evenly, stays liquid over a wide range of temperatures and does not stick to glass', 'because it expands evenly, stays liquid over a wide range of temperatures and does not stick to glass', 'it expands evenly', 'because it expands evenly', 'it stays liquid over a wide range of temperatures', 'it does not stick to glass', 'it expands evenly and does not stick to glass'] },
      { question: 'What did Fahrenheit use to produce the zero point of his scale?', answers: ['a mixture of ice, water and ammonium chloride', 'ice, water and ammonium chloride', 'mixture of ice, water and ammonium chloride', 'a mixture of ice, water, and ammonium chloride'] },
      { question: 'What value did Fahrenheit give to the temperature of the human body?', answers: ['96 degrees', '96', '96 °F', '96 degrees Fahrenheit', '96°'] },
      { question: 'How many degrees apart are the freezing and boiling points of water on the Fahrenheit scale?', answers: ['180', '180 degrees', 'exactly 180 degrees', 'exactly 180'] },
      { question: 'At which university did Anders Celsius work?', answers: ['Uppsala University', 'Uppsala', 'the University of Uppsala'] },
      { question: 'Who is often said to have reversed the Celsius scale?', answers: ['Carl Linnaeus', 'Linnaeus', 'the Swedish botanist Carl Linnaeus'] },
      { question: 'Before 1948, by what name was the Celsius scale usually known?', answers: ['the centigrade scale', 'centigrade', 'centigrade scale'] },
      { question: 'At what temperature do the Celsius and Fahrenheit scales agree?', answers: ['minus 40 degrees', 'minus 40', '-40', '−40', '-40 degrees', '−40 degrees', '-40°', '−40 °C', 'at minus 40 degrees'] },
      { question: 'What is absolute zero on the Celsius scale?', answers: ['minus 273.15 degrees Celsius', 'minus 273.15', '-273.15', '−273.15', '-273.15 °C', '−273.15 °C', '-273.15 degrees Celsius', '-273.15°C'] },
    ],
    statements: [
      { statement: 'On the scale that Celsius originally proposed, water boiled at 0 degrees.', truth: true },
      { statement: 'William Thomson proposed his absolute temperature scale in 1884.', truth: false },
      { statement: 'Fahrenheit set the zero of his scale at the freezing point of water.', truth: false },
      { statement: 'A kelvin is the same size as a degree Celsius.', truth: true },
    ],
  },
  {
    id: 'dead-sea',
    subject: 'geography',
    split: 's31',
    text: `The Dead Sea is a salt lake in the Jordan Rift Valley, with Jordan on its eastern shore and Israel and the West Bank to the west. Its surface lies about 430 metres below sea level, which makes its shores the lowest land on Earth. The lake is roughly 50 kilometres long and up to 15 kilometres wide, and its deepest point is about 300 metres below the surface. The valley in which it sits was formed by the sideways movement of two plates of the Earth's crust, the African and Arabian plates, which have let a long strip of land sink between them. The main source of water is the Jordan River, which flows in from the north after passing through the Sea of Galilee. The Dead Sea has no outlet, so the only way water leaves it is by evaporation. The climate is hot and dry, with less than 100 millimetres of rain a year and summer temperatures often above 40 degrees Celsius, so evaporation is intense, and over thousands of years the salts carried in by rivers and springs have become highly concentrated. The water contains about 34 per cent salt, almost ten times as much as ordinary sea water, and unlike the oceans it is rich in magnesium and potassium chlorides rather than mostly common salt. Because salty water is much denser than fresh water, swimmers float on the surface without any effort and can famously lie back and read a newspaper. The high salt content means that no fish or plants can live in the lake, which is how it got its name, although some bacteria and microscopic fungi survive there. In the Bible it is called the Salt Sea. The region has a long human history. King Herod built a fortress palace on the rock plateau of Masada, above the western shore, where Jewish rebels held out against a Roman army until about 73 or 74 CE. In 1947 a Bedouin shepherd searching for a lost goat found ancient scrolls stored in jars in a cave near Qumran, at the north-western end of the lake. These Dead Sea Scrolls, some of them more than 2,000 years old, include the oldest known manuscripts of books of the Hebrew Bible. Today the lake is shrinking fast. Since the 1960s Israel, Jordan and Syria have diverted much of the water of the Jordan River and its tributaries for farming and drinking, so that less than a tenth of the former flow now reaches the Dead Sea. In addition, mineral companies at the southern end pump lake water into large evaporation ponds to extract potash, which is used to make fertiliser. As a result the surface has been falling by more than a metre a year, and the shallow southern basin has dried out except for the ponds. As the shoreline retreats, fresh groundwater dissolves buried layers of salt, and thousands of sinkholes have opened up along the coast. A canal or pipeline to bring water from the Red Sea has been discussed for decades, but it has not been built.`,
    shortAnswers: [
      { question: 'Which country borders the Dead Sea on the east?', answers: ['Jordan'] },
      { question: 'How far below sea level is the surface of the Dead Sea?', answers: ['about 430 metres', '430 metres', '430 m', 'about 430 m', '430 meters', 'about 430 meters', 'about 430 metres below sea level'] },
      { question: 'What is the greatest depth of the Dead Sea?', answers: ['about 300 metres', '300 metres', '300 m', 'about 300 m', '300 meters', 'about 300 meters'] },
      { question: 'The movement of which two plates produced the valley of the Dead Sea?', answers: ['the African and Arabian plates', 'African and Arabian plates', 'the African plate and the Arabian plate', 'African and Arabian', 'the African and Arabian'] },
      { question: 'Which river supplies most of the water of the Dead Sea?', answers: ['the Jordan River', 'Jordan River', 'the Jordan', 'the River Jordan'] },
      { question: 'In what way does water leave the Dead Sea?', answers: ['by evaporation', 'evaporation', 'only by evaporation', 'it evaporates'] },
      { question: 'What percentage of the Dead Sea\'s water is salt?', answers: ['about 34 per cent', '34 per cent', '34%', 'about 34%', '34 percent', 'about 34 percent'] },
      { question: 'Why can swimmers float without effort in the Dead Sea?', answers: ['because salty water is much denser than fresh water', 'salty water is much denser than fresh water', 'salty water is denser than fresh water', 'the salty water is much denser than fresh water', 'because the water is very dense', 'the water is denser than fresh water'] },
      { question: 'How did the Dead Sea get its name?', answers: ['no fish or plants can live in the lake', 'because no fish or plants can live in the lake', 'no fish or plants can live in it', 'because no fish or plants can live in it', 'the high salt content means that no fish or plants can live in the lake', 'nothing can live in it'] },
      { question: 'What name does the Bible give to the Dead Sea?', answers: ['the Salt Sea', 'Salt Sea'] },
      { question: 'Who had the fortress palace at Masada built?', answers: ['King Herod', 'Herod'] },
      { question: 'Near which place were the Dead Sea Scrolls discovered?', answers: ['Qumran', 'near Qumran', 'in a cave near Qumran', 'a cave near Qumran'] },
      { question: 'What is potash used for?', answers: ['to make fertiliser', 'making fertiliser', 'fertiliser', 'fertilizer', 'to make fertilizer', 'making fertilizer'] },
      { question: 'What has caused thousands of sinkholes to open along the coast?', answers: ['as the shoreline retreats, fresh groundwater dissolves buried layers of salt', 'fresh groundwater dissolves buried layers of salt', 'fresh groundwater dissolving buried layers of salt', 'groundwater dissolving buried salt', 'fresh groundwater dissolving buried layers of salt as the shoreline retreats', 'groundwater dissolves buried salt as the shoreline retreats'] },
    ],
    statements: [
      { statement: 'The Dead Sea has no outlet.', truth: true },
      { statement: 'The Dead Sea Scrolls were found in 1967.', truth: false },
      { statement: 'Like ordinary sea water, Dead Sea water is mostly common salt.', truth: false },
      { statement: 'The surface of the Dead Sea has been falling by more than a metre a year.', truth: true },
    ],
  },
  {
    id: 'cervantes-don-quixote',
    subject: 'literature',
    split: 's31',
    text: `Miguel de Cervantes Saavedra, the author of Don Quixote, is the most celebrated writer in the Spanish language, so much so that Spanish is sometimes called "the language of Cervantes". He was born in 1547 in Alcalá de Henares, a university town near Madrid, the fourth of seven children of a barber-surgeon who moved from town to town in search of work. In 1569 he went to Italy, first in the service of a cardinal in Rome, and then he enlisted as a soldier. On 7 October 1571 he fought aboard the galley Marquesa at the Battle of Lepanto, where the fleet of the Holy League, led by Don John of Austria, defeated the Ottoman navy. Although he was ill with fever, he insisted on taking part, and he received two gunshot wounds in the chest and a third that left his left hand permanently useless. He remained proud of the battle all his life and earned the nickname "el manco de Lepanto", the one-handed man of Lepanto. In September 1575, while he was sailing home to Spain, his ship was captured by Barbary pirates and he was taken to Algiers as a captive. Because he carried letters of recommendation from Don John, his captors took him for an important man and demanded a high ransom. He spent five years in captivity and made four attempts to escape, all of which failed, until in 1580 Trinitarian friars paid the ransom and he returned to Madrid. Back in Spain he struggled to earn a living. He wrote plays and a pastoral novel, La Galatea, published in 1585, and then worked for years buying grain and oil for the Spanish Armada and later as a tax collector in Andalusia. Irregularities in his accounts led to spells in prison, and according to tradition he first thought of Don Quixote in the royal prison of Seville. The first part of The Ingenious Gentleman Don Quixote of La Mancha appeared in Madrid in 1605. Its hero is Alonso Quixano, a country gentleman of about fifty who has read so many tales of chivalry that he loses his wits and sets out as a knight errant to right the world's wrongs. He rides an old, thin horse that he names Rocinante, he devotes his deeds to a farm girl whom he imagines as the noble lady Dulcinea del Toboso, and he persuades a simple farmer, Sancho Panza, to follow him as his squire by promising him the governorship of an island. In the best-known episode he charges at windmills, believing them to be giants. The book was an immediate success and was soon translated into English and French. In 1614 an unknown author using the name Alonso Fernández de Avellaneda published an unauthorised sequel. Cervantes, angered, mocked the imitation in his own second part, published in 1615, in which the characters meet people who have read about their adventures. At the end of the novel Don Quixote returns home, recovers his sanity and dies. Cervantes himself died in Madrid on 22 April 1616. Don Quixote is often called the first modern novel.`,
    shortAnswers: [
      { question: 'Where was Cervantes born?', answers: ['Alcalá de Henares', 'Alcala de Henares', 'in Alcalá de Henares', 'Alcalá de Henares, a university town near Madrid'] },
      { question: "What was the occupation of Cervantes's father?", answers: ['barber-surgeon', 'a barber-surgeon', 'barber surgeon', 'a barber surgeon'] },
      { question: 'When did the Battle of Lepanto take place?', answers: ['7 October 1571', 'on 7 October 1571', 'October 7, 1571', '1571', 'in 1571'] },
      { question: 'Who led the fleet of the Holy League at Lepanto?', answers: ['Don John of Austria', 'John of Austria', 'Don John'] },
      { question: 'What lasting injury did Cervantes suffer at Lepanto?', answers: ['his left hand was left permanently useless', 'a wound that left his left hand permanently useless', 'he lost the use of his left hand', 'left hand permanently useless', 'his left hand became useless', 'a useless left hand', 'a gunshot wound that left his left hand permanently useless'] },
      { question: 'What nickname did Cervantes earn after Lepanto?', answers: ['el manco de Lepanto', '"el manco de Lepanto"', 'the one-handed man of Lepanto', 'el manco de Lepanto, the one-handed man of Lepanto'] },
      { question: 'To which city was Cervantes taken as a captive?', answers: ['Algiers', 'to Algiers'] },
      { question: 'Why did his captors demand a high ransom for Cervantes?', answers: ['because he carried letters of recommendation from Don John, his captors took him for an important man', 'he carried letters of recommendation from Don John', 'because he carried letters of recommendation from Don John', 'they took him for an important man', 'because they took him for an important man', 'they thought he was an important man because he carried letters of recommendation from Don John'] },
      { question: 'Who paid the ransom that freed Cervantes?', answers: ['Trinitarian friars', 'the Trinitarian friars', 'Trinitarians', 'the Trinitarians'] },
      { question: "What was the title of Cervantes's pastoral novel?", answers: ['La Galatea', 'Galatea'] },
      { question: 'In what year did the first part of Don Quixote come out?', answers: ['1605', 'in 1605'] },
      { question: "What is Don Quixote's horse called?", answers: ['Rocinante'] },
      { question: 'How did Don Quixote get Sancho Panza to become his squire?', answers: ['by promising him the governorship of an island', 'he promised him the governorship of an island', 'promising him the governorship of an island', 'he promised to make him governor of an island', 'by promising to make him governor of an island'] },
      { question: 'What does Don Quixote take the windmills to be?', answers: ['giants', 'they are giants'] },
    ],
    statements: [
      { statement: 'Cervantes made four attempts to escape from captivity in Algiers.', truth: true },
      { statement: 'The unauthorised sequel by Avellaneda was published in 1615.', truth: false },
      { statement: 'Sancho Panza is a country gentleman who loses his wits from reading tales of chivalry.', truth: false },
      { statement: 'Cervantes died in Madrid in 1616.', truth: true },
    ],
  },
];

export const S31_PASTED_QUIZZES: PastedQuizItem[] = [
  {
    id: 's31-01-microsoft-forms-number-alone-on-line-required-stars-point-lines-enter-your-answer',
    split: 's31',
    text: `Science and History Check-in – Week 9
Hi, Priya. When you submit this form, the owner will see your name and email address.
* Required
1.
Which instrument maker made the first reliable mercury thermometer in 1714? *
(1 Point)
Galileo Galilei
Daniel Gabriel Fahrenheit
Anders Celsius
William Thomson
2.
What is a honeybee larva that has been chosen to become a queen fed throughout its development? *
(1 Point)
pollen and honey
nectar
royal jelly
wax
3.
The Meiji constitution of 1889 was modelled largely on that of Prussia. *
(1 Point)
True
False
4.
In which town was Miguel de Cervantes born? *
(1 Point)
Enter your answer
5.
Since 2019, the kelvin has been defined by fixing the value of which constant?
(2 Points)
the Avogadro constant
the Boltzmann constant
the Planck constant
the gas constant`,
    expected: [
      { question: 'Which instrument maker made the first reliable mercury thermometer in 1714?', options: ['Galileo Galilei', 'Daniel Gabriel Fahrenheit', 'Anders Celsius', 'William Thomson'] },
      { question: 'What is a honeybee larva that has been chosen to become a queen fed throughout its development?', options: ['pollen and honey', 'nectar', 'royal jelly', 'wax'] },
      { question: 'The Meiji constitution of 1889 was modelled largely on that of Prussia.', options: TF },
      { question: 'In which town was Miguel de Cervantes born?', options: [] },
      { question: 'Since 2019, the kelvin has been defined by fixing the value of which constant?', options: ['the Avogadro constant', 'the Boltzmann constant', 'the Planck constant', 'the gas constant'] },
    ],
  },
  {
    id: 's31-02-paper-worksheet-parts-numbering-from-6-bare-capital-letter-options-columns-tf-blanks-answer-line',
    split: 's31',
    text: `Name: ______________________   Class: ________   Date: __________

PART B: MULTIPLE CHOICE (circle one letter)

6. In what year did Anders Celsius propose his temperature scale?
   A 1714     B 1724     C 1742     D 1848
7. Which two ports did the Treaty of Kanagawa open to American ships?
   A Nagasaki and Kyoto          B Shimoda and Hakodate
   C Edo and Yokohama            D Osaka and Kobe
8. On which rock plateau above the Dead Sea did King Herod build a fortress palace?
   A Qumran     B Masada     C Jericho     D Petra

PART C: TRUE OR FALSE (write T or F on the line)

9. _____ Honeybee drones have a sting.
10. _____ Cervantes lost the use of his left hand at the Battle of Lepanto.

PART D: SHORT ANSWER

11. Who led the Satsuma Rebellion of 1877?
________________________________________________`,
    expected: [
      { question: 'In what year did Anders Celsius propose his temperature scale?', options: ['1714', '1724', '1742', '1848'] },
      { question: 'Which two ports did the Treaty of Kanagawa open to American ships?', options: ['Nagasaki and Kyoto', 'Shimoda and Hakodate', 'Edo and Yokohama', 'Osaka and Kobe'] },
      { question: 'On which rock plateau above the Dead Sea did King Herod build a fortress palace?', options: ['Qumran', 'Masada', 'Jericho', 'Petra'] },
      { question: 'Honeybee drones have a sting.', options: TF },
      { question: 'Cervantes lost the use of his left hand at the Battle of Lepanto.', options: TF },
      { question: 'Who led the Satsuma Rebellion of 1877?', options: [] },
    ],
  },
  {
    id: 's31-03-quiz-platform-question-n-k-points-headers-type-lines-radio-mark-options',
    split: 's31',
    text: `Question 1 (2 points)
Multiple choice
Which Austrian scientist showed what the honeybee "waggle dance" means?
○ Konrad Lorenz
○ Karl von Frisch
○ Niko Tinbergen
○ Gregor Mendel
Question 2 (1 point)
True / False
Don Quixote's horse is called Dulcinea.
○ True
○ False
Question 3 (1 point)
Multiple choice
About how much of the Dead Sea's water is salt?
○ 3.4 per cent
○ 18 per cent
○ 34 per cent
○ 80 per cent
Question 4 (3 points)
Short answer
Explain why a worker bee born in summer lives only about six weeks.
Question 5 (1 point)
Multiple choice
Which city was renamed Tokyo after the Meiji Restoration?
○ Kyoto
○ Edo
○ Osaka
○ Nagasaki`,
    expected: [
      { question: 'Which Austrian scientist showed what the honeybee "waggle dance" means?', options: ['Konrad Lorenz', 'Karl von Frisch', 'Niko Tinbergen', 'Gregor Mendel'] },
      { question: "Don Quixote's horse is called Dulcinea.", options: TF },
      { question: "About how much of the Dead Sea's water is salt?", options: ['3.4 per cent', '18 per cent', '34 per cent', '80 per cent'] },
      { question: 'Explain why a worker bee born in summer lives only about six weeks.', options: [] },
      { question: 'Which city was renamed Tokyo after the Meiji Restoration?', options: ['Kyoto', 'Edo', 'Osaka', 'Nagasaki'] },
    ],
  },
];
