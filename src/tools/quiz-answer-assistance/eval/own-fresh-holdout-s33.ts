/**
 * A fresh set for the s33 round: five passages of the kinds a student pastes — a biology section (photosynthesis:
 * van Helmont's willow tree of the 1640s, Priestley's mint and candle of 1771, Ingenhousz's finding "eight years
 * later", the equation, chloroplasts, chlorophyll and stomata, the light-dependent reactions and the Calvin cycle,
 * Melvin Calvin's Nobel Prize of 1961 and the limiting factors), a history section (the Meiji Restoration, from
 * Perry's four "black ships" of 1853 and the Treaty of Kanagawa through the proclamation of 3 January 1868, the
 * Charter Oath, the Iwakura mission and conscription to the Satsuma rising of 1877 and the constitution of 1889),
 * an earth-science section (the Krakatoa eruption of 1883: the subduction zone under the Sunda Strait, the blasts
 * heard on Rodrigues, the pressure wave, the tsunamis and the death toll of 36,417, the caldera, the cooling and
 * the red sunsets, and Anak Krakatau from 1927 to its flank collapse of 2018), an economics / civics section (how
 * the US Federal Reserve works: the First and Second Banks, the Panic of 1907, Jekyll Island, the Federal Reserve
 * Act of 23 December 1913, the Board of Governors and its fourteen-year terms, the twelve regional banks, the
 * Federal Open Market Committee, the federal funds rate, the dual mandate, the 2 per cent goal and Volcker's rates)
 * and an arts passage (the life and work of Frida Kahlo, from the Blue House and the bus accident of 1925 to her
 * marriage to Diego Rivera, The Frame in the Louvre and her death in 1954) — and three pasted quizzes, written for
 * this eval by a separate writer for session 33 who had not read the engine, the server, the page or their tests,
 * ran nothing of the tool, and handed the file back uncommitted before any run. The passages are our own wording
 * of well-known facts (no text copied), 500–560 words each, in paragraphs as a textbook section is pasted; each
 * has 14 short-answer questions worded as a teacher writes them (about half paraphrase the passage's verb or noun
 * — watered / looked after, gained / increase, enters / get into, releases / given off, received / awarded,
 * came to the throne / became emperor, formally proclaimed / officially announced, died / was killed, rising /
 * uprising, quiet / inactive, destroyed / wiped out, slid / collapsed, proposed / put forward, vetoed / refuse to
 * renew, opened for business / begin operating, called / described, bought / acquired, planned / intend), not
 * after the engine's rules, with two or three why/how questions whose answer is a clause, and questions whose
 * answer is a number with its unit ("about 74 kilograms", "about 4,800 kilometres", "as high as 80 kilometres",
 * "fourteen years"), a date ("3 January 1868", "23 December 1913"), a time ("about 10:02 local time"), a range
 * ("between 10 and 100", "between 1930 and 1933"), a name, one item of a list (an energy-carrying molecule, a
 * domain, an island, a city with a reserve bank, a city with a Rivera mural), or an answer the passage's sentence
 * gives only through a pronoun ("he found that … a mouse could survive", "he returned the next year", "he died in
 * the final battle", "it was modelled largely on that of Prussia", "part of its flank", "To reach it, the Fed
 * buys…", "He told her she had real talent", "where he painted murals"); and six true/false statements, three
 * true and three false, made hard: an agent swapped between two people named in different sentences
 * (Priestley / Ingenhousz, Ito / Saigo, Bernanke / Volcker, father / mother), a year taken from another event in
 * the same sentence (Calvin's late 1940s, the war with China, the Second Bank's founding, the year of the
 * Revolution), a relative date to be worked out ("Eight years later", "the next morning", "four years later",
 * "the following year"), a name given by an alias or title ("the Flemish scientist", "the Meiji Emperor", "the
 * child of Krakatoa", "Hamilton's bank", "Mexico's most famous muralist"), a reversed cause and effect, a number
 * from a neighbouring sentence (40 for 30 metres, four for fourteen years), and true statements that paraphrase
 * heavily. The pasted quizzes use layouts not in s15–s32 (a Google Forms copy with a title, a "* Indicates
 * required question" line, each question title ending in " *", a "1 point" line under it, options each on their
 * own line with no letters, and a short-answer item showing only the "Your answer" placeholder; a Moodle quiz
 * attempt page copy with "Question N" / "Not yet answered" / "Marked out of 1.00" / "Flag question" / "Question
 * text" lines, "Select one:" before options lettered "a." "b.", a true/false item with unlettered True and False, a
 * short-answer item with an "Answer:" label and a "Finish attempt ..." link after the last question; and a printed
 * worksheet with a Name/Class/Date line, questions numbered "1)", options inline "(A) … (B) … (C) … (D) …" on the
 * question's line, a true/false item as "(A) True (B) False" and two fill-in-the-blank items with a "__________"
 * gap and no options). The subject union has no biology, earth-science or arts value: photosynthesis is filed
 * under 'science', Krakatoa under 'geography', the Federal Reserve under 'economics' and Frida Kahlo under
 * 'literature' (the arts). The split unions in own-passages.ts and own-pasted-quizzes.ts need 's33' for this file
 * to type-check; this writer touched no file but this one. To be measured once with a `--split s33` run; from then
 * on it is looked at, so it is dev material whatever its split says.
 */
import type { OwnPassage } from './own-passages';
import type { PastedQuizItem } from './own-pasted-quizzes';

const TF = ['True', 'False'];

export const S33_PASSAGES: OwnPassage[] = [
  {
    id: 'photosynthesis',
    subject: 'science',
    split: 's33',
    text: `Photosynthesis is the process by which green plants, algae and some bacteria capture the energy of sunlight and store it in sugar. Almost every food chain on Earth depends on it, and it is also the source of nearly all the oxygen in the air we breathe. For a long time people assumed that plants took their food out of the soil. In the 1640s the Flemish scientist Jan Baptist van Helmont tested this idea by planting a small willow tree in a pot holding a carefully weighed amount of dry soil. He watered it for five years, and by the end the tree had gained about 74 kilograms, while the soil had lost only around 57 grams. He concluded that the new mass had come from the water, which was only part of the answer. In 1771 the English chemist Joseph Priestley placed a sprig of mint in a sealed glass jar in which a candle had burned until it went out. After some days he found that the candle could burn in the jar again and that a mouse could survive in it, so he reasoned that plants restore something to the air that burning and breathing remove. Eight years later the Dutch physician Jan Ingenhousz showed that plants do this only in light, and only through their green parts.

Today the whole process is often summed up in one equation: six molecules of carbon dioxide and six molecules of water, using light energy, produce one molecule of glucose and six molecules of oxygen. In plants it takes place mainly in the leaves, inside tiny structures called chloroplasts. A single leaf cell may contain anywhere between 10 and 100 of them. Chloroplasts hold the green pigment chlorophyll, which absorbs mostly red and blue light and reflects green light, and that is why leaves look green to us. Carbon dioxide enters the leaf through small pores called stomata, usually found on its underside, and water travels up from the roots through tubes called xylem.

The process happens in two main stages. In the first, the light-dependent reactions, which take place in flattened discs called thylakoids, light energy is used to split water molecules. This releases oxygen as a waste product and produces two energy-carrying molecules, ATP and NADPH. In the second stage, known as the Calvin cycle, these molecules provide the energy to turn carbon dioxide into sugar. This stage does not need light directly and happens in the fluid around the thylakoids, called the stroma. It was worked out in the late 1940s and the 1950s by the American chemist Melvin Calvin and his team at Berkeley, who traced radioactive carbon through algae, and he received the Nobel Prize in Chemistry for it in 1961.

Several factors limit how fast photosynthesis can go, including light intensity, the concentration of carbon dioxide and temperature. Because the reactions are controlled by enzymes, the rate rises with warmth only up to a point, roughly 25 to 35 °C for many plants, and falls if it gets too hot. On hot, dry days plants close their stomata to save water, which also cuts off their supply of carbon dioxide. Some plants of hot climates, such as maize and sugar cane, use a variation called C4 photosynthesis that lets them keep working with their stomata partly closed.`,
    shortAnswers: [
      { question: 'For how many years did van Helmont look after his willow tree?', answers: ['five years', '5 years', 'for five years', 'for 5 years', 'five', '5'] },
      { question: "By how much did the willow's mass increase during the experiment?", answers: ['about 74 kilograms', '74 kilograms', '74 kg', 'about 74 kg', 'around 74 kilograms', '74 kilos', '74 kilograms (about)', 'by about 74 kilograms'] },
      { question: 'Who found that a mouse could stay alive in the jar with the mint?', answers: ['Joseph Priestley', 'Priestley', 'the English chemist Joseph Priestley'] },
      { question: 'Which parts of a plant did Ingenhousz show were responsible for restoring the air?', answers: ['only their green parts', 'their green parts', 'the green parts', 'green parts', 'only through their green parts', 'through their green parts'] },
      { question: 'How many molecules of oxygen are produced along with each molecule of glucose?', answers: ['six', '6', 'six molecules', '6 molecules', 'six molecules of oxygen', '6 molecules of oxygen'] },
      { question: 'How many chloroplasts can one leaf cell hold?', answers: ['between 10 and 100', 'anywhere between 10 and 100', '10 to 100', '10-100', '10–100', 'from 10 to 100', 'between ten and a hundred', 'ten to a hundred', 'up to 100'] },
      { question: 'Why do leaves appear green?', answers: ['chlorophyll absorbs mostly red and blue light and reflects green light', 'because chlorophyll absorbs mostly red and blue light and reflects green light', 'because chlorophyll absorbs red and blue light and reflects green light', 'chlorophyll reflects green light', 'because chlorophyll reflects green light', 'because the chlorophyll reflects green light', 'the green pigment chlorophyll reflects green light'] },
      { question: 'Through what openings does carbon dioxide get into a leaf?', answers: ['stomata', 'the stomata', 'through stomata', 'through the stomata', 'small pores called stomata', 'pores called stomata', 'small pores'] },
      { question: 'What gas is given off when water molecules are split?', answers: ['oxygen', 'oxygen as a waste product', 'O2'] },
      { question: 'Name one of the energy-carrying molecules made in the light-dependent reactions.', answers: ['ATP', 'NADPH', 'ATP and NADPH'] },
      { question: 'In which part of the chloroplast does the Calvin cycle happen?', answers: ['the stroma', 'stroma', 'in the stroma', 'the fluid around the thylakoids', 'in the fluid around the thylakoids', 'the fluid around the thylakoids, called the stroma', 'in the fluid around the thylakoids, called the stroma'] },
      { question: 'In what year was Melvin Calvin awarded the Nobel Prize in Chemistry?', answers: ['1961', 'in 1961'] },
      { question: 'Why does the rate of photosynthesis rise with warmth only up to a point?', answers: ['because the reactions are controlled by enzymes', 'the reactions are controlled by enzymes', 'because they are controlled by enzymes', 'the reactions are enzyme-controlled', 'because the reactions are enzyme-controlled', 'because the reactions are controlled by enzymes, the rate rises with warmth only up to a point'] },
      { question: 'How do plants reduce water loss on hot, dry days?', answers: ['they close their stomata', 'by closing their stomata', 'plants close their stomata', 'close their stomata', 'closing their stomata', 'by closing their stomata to save water', 'plants close their stomata to save water', 'they close their stomata to save water'] },
    ],
    statements: [
      // swapped agent: Ingenhousz, not Priestley, showed the light requirement (different sentences)
      { statement: 'Joseph Priestley showed that plants restore the air only when they are in light.', truth: false },
      // relative date: 1771 + "Eight years later" = 1779
      { statement: 'Jan Ingenhousz showed in 1779 that plants need light to restore the air.', truth: true },
      // year from another event in the same sentence: the cycle was worked out then; the prize came in 1961
      { statement: 'Melvin Calvin was awarded the Nobel Prize in Chemistry in the late 1940s.', truth: false },
      // alias ("the Flemish scientist") and heavy paraphrase: 57 grams lost against 74 kilograms gained
      { statement: "The Flemish scientist's soil lost only a tiny fraction of the weight that his tree put on.", truth: true },
      // reversed cause and effect: closing the stomata cuts off carbon dioxide, not the other way round
      { statement: 'On hot, dry days plants run short of carbon dioxide, and that is what makes them close their stomata.', truth: false },
      // heavy paraphrase, true
      { statement: 'Sugar is built from carbon dioxide in a stage that has no direct need for light.', truth: true },
    ],
  },
  {
    id: 'meiji-restoration',
    subject: 'history',
    split: 's33',
    text: `For more than two and a half centuries, from 1603, Japan was governed by the Tokugawa shoguns, military rulers based in Edo, while the emperor lived in Kyoto with little real power. The shogunate kept the country largely closed to foreigners: only Dutch and Chinese merchants were allowed to trade, and only at Nagasaki. This isolation ended in July 1853, when the American naval officer Matthew Perry sailed into Edo Bay with four warships, which the Japanese called the "black ships" because of their dark hulls and the smoke from their engines. He delivered a letter from President Millard Fillmore demanding that Japan open its ports, and he returned the next year with a larger fleet. In 1854 the shogunate signed the Treaty of Kanagawa, which opened two ports to American ships, and similar agreements with Britain, Russia and other powers soon followed. Many Japanese saw these "unequal treaties" as a humiliation, and the shogun's authority began to crumble.

Opposition was strongest in two powerful domains in the south-west, Satsuma and Choshu. Under the slogan "revere the emperor, expel the barbarians", their young samurai leaders turned against the shogunate. In 1867 a new emperor, Mutsuhito, came to the throne at the age of fourteen, and later that year the last shogun, Tokugawa Yoshinobu, handed his powers back. On 3 January 1868 the restoration of imperial rule was formally proclaimed. The name Meiji, meaning "enlightened rule", was chosen for the new reign, and the emperor himself is known today as the Meiji Emperor. A brief civil war, the Boshin War, ended the resistance of the shogun's supporters in 1869. The imperial court moved from Kyoto to Edo, which was renamed Tokyo, "eastern capital".

In April 1868 the emperor issued the Charter Oath, five short articles promising that decisions would be made after wide discussion and that knowledge would be sought throughout the world. The leaders set about building a modern state strong enough to resist the Western powers. In 1871 the old feudal domains were abolished and replaced by prefectures run by officials appointed from Tokyo. The same year, about fifty officials led by Iwakura Tomomi set out on a journey of almost two years through the United States and Europe to study Western government, industry and schools. A national school system was introduced in 1872, and the first railway, between Tokyo and Yokohama, opened in the same year. In 1873 a law introduced military conscription, so that ordinary men, not only samurai, would serve in a new national army. The samurai soon lost their special privileges, including the right to carry swords in public.

Not everyone accepted the changes. In 1877 Saigo Takamori, once one of the leaders of the restoration, headed a rising of discontented samurai in Satsuma. The government's conscript army defeated it after about eight months, and he died in the final battle. In 1889 the country received a written constitution, drawn up by Ito Hirobumi, who had served as its first prime minister from 1885; it was modelled largely on that of Prussia and created an elected parliament, the Diet, which first met the following year. By the time the emperor died in 1912, Japan had become an industrial power and had won wars against China in 1894–95 and against Russia in 1904–05.`,
    shortAnswers: [
      { question: 'From which city did the Tokugawa shoguns govern Japan?', answers: ['Edo', 'from Edo', 'Edo, later renamed Tokyo', 'Edo (later Tokyo)'] },
      { question: 'Name one group of foreign merchants who were permitted to trade with Japan under the shogunate.', answers: ['Dutch', 'the Dutch', 'Dutch merchants', 'Chinese', 'the Chinese', 'Chinese merchants', 'Dutch and Chinese merchants'] },
      { question: 'How many warships did Perry bring into Edo Bay in 1853?', answers: ['four', '4', 'four warships', '4 warships'] },
      { question: 'Why did the Japanese call the American warships "black ships"?', answers: ['because of their dark hulls and the smoke from their engines', 'their dark hulls and the smoke from their engines', 'because of the dark hulls and the smoke from the engines', 'because they had dark hulls and smoking engines', 'because of their dark hulls and engine smoke', 'because of their dark hulls'] },
      { question: 'Who came back to Japan in 1854 with a bigger fleet?', answers: ['Matthew Perry', 'Perry', 'Commodore Perry', 'the American naval officer Matthew Perry'] },
      { question: 'How many ports were opened to American ships by the Treaty of Kanagawa?', answers: ['two', '2', 'two ports', '2 ports'] },
      { question: 'Name one of the domains where opposition to the shogunate was strongest.', answers: ['Satsuma', 'Choshu', 'Chōshū', 'Satsuma and Choshu'] },
      { question: 'How old was Mutsuhito when he became emperor?', answers: ['fourteen', '14', 'at the age of fourteen', 'at the age of 14', '14 years old', 'fourteen years old', 'age 14', 'aged 14', 'aged fourteen'] },
      { question: 'On what date was the return of imperial rule officially announced?', answers: ['3 January 1868', 'on 3 January 1868', 'January 3, 1868', 'January 3 1868', '3 Jan 1868', '3rd January 1868'] },
      { question: 'What does the name Meiji mean?', answers: ['enlightened rule', 'it means enlightened rule'] },
      { question: 'For how long did the Iwakura mission travel through the United States and Europe?', answers: ['almost two years', 'nearly two years', 'about two years', 'two years', 'almost 2 years', 'nearly 2 years', '2 years', 'a journey of almost two years'] },
      { question: 'Why was military conscription introduced in 1873?', answers: ['so that ordinary men, not only samurai, would serve in a new national army', 'so that ordinary men would serve in a new national army', 'so ordinary men, not just samurai, would serve in a national army', 'so that ordinary men, not only samurai, would serve in the army', 'to have ordinary men, not only samurai, serve in a new national army', 'so that ordinary men and not only samurai would serve in a new national army'] },
      { question: 'Who was killed in the last battle of the 1877 samurai uprising?', answers: ['Saigo Takamori', 'Saigō Takamori', 'Saigo'] },
      { question: "Which country's constitution served as the main model for Japan's 1889 constitution?", answers: ['Prussia', "Prussia's", 'that of Prussia', 'the Prussian constitution', "Prussia's constitution"] },
    ],
    statements: [
      // swapped agent: Saigo led the rising; Ito drew up the constitution (different sentences)
      { statement: 'Ito Hirobumi led the rising of discontented samurai in Satsuma in 1877.', truth: false },
      // year from another event in the same sentence: 1894–95 was the war with China
      { statement: 'Japan won its war against Russia in 1894–95.', truth: false },
      // relative date: constitution 1889, the Diet "first met the following year" = 1890
      { statement: 'The Diet met for the first time in 1890.', truth: true },
      // title for Mutsuhito
      { statement: 'The Meiji Emperor was fourteen years old when he came to the throne.', truth: true },
      // reversed cause and effect: the treaties came first and the authority crumbled after
      { statement: "The shogunate signed the unequal treaties as a result of the shogun's authority having already crumbled.", truth: false },
      // heavy paraphrase, true
      { statement: 'Under the new order, the lands once held by feudal lords gave way to prefectures governed by officials named by the central government.', truth: true },
    ],
  },
  {
    id: 'krakatoa-1883',
    subject: 'geography',
    split: 's33',
    text: `Krakatoa is a volcanic island group in the Sunda Strait, the narrow stretch of sea between the Indonesian islands of Java and Sumatra. In the nineteenth century the area was part of the Dutch East Indies, a colony of the Netherlands. Indonesia lies on the Pacific Ring of Fire, and Krakatoa sits above a subduction zone, where the Indo-Australian Plate slides beneath the Eurasian Plate. As the sinking plate goes deeper into the hot mantle, rock melts, and the resulting magma, rich in gas, rises towards the surface.

The volcano had been quiet for about two hundred years when it woke up in May 1883. Steam and ash began to pour from one of its vents, and passing ships reported clouds of ash and pumice floating on the sea. Over the summer the activity grew, and on the afternoon of 26 August a series of violent explosions began. The climax came the next morning, with four enormous blasts, the greatest of them at about 10:02 local time. It was probably the loudest sound in recorded history. It was heard on Rodrigues, an island near Mauritius in the Indian Ocean, about 4,800 kilometres away, where people took it for the distant roar of guns. The pressure wave from the blast was recorded by barometers around the world; it travelled round the globe several times, and instruments picked it up for about five days.

Most of the victims were killed not by the eruption itself but by the sea. As much of the island collapsed into the emptied magma chamber beneath it, the movement set off a series of tsunamis. Waves as high as 30 metres swept over the low coasts of Java and Sumatra, and 165 towns and villages were destroyed. Hot pyroclastic flows of gas and ash also crossed the sea and killed about a thousand people on the coast of Sumatra, some 40 kilometres away. The official death toll was 36,417, although some historians believe the true figure was higher. At the port of Merak the water rose so high that almost the whole population was lost. About two-thirds of Krakatoa disappeared, leaving a huge underwater hollow called a caldera.

The effects were felt far beyond Indonesia. The eruption threw ash and gas as high as 80 kilometres into the atmosphere, and fine particles of sulphur compounds spread around the planet, reflecting part of the sunlight back into space. In the following year average temperatures in the Northern Hemisphere fell by as much as 1.2 °C. For months after the eruption, skies around the world glowed with strange colours; in late 1883 the sunsets over New York were so red that fire engines were called out because people thought a fire had broken out. Some art historians have suggested that the blood-red sky in Edvard Munch's painting The Scream recalls these sunsets, though this cannot be proven.

In December 1927 fishermen saw steam and debris rising from the sea where the old island had stood. A new volcano was being born there, and within a few years it had built a permanent island, Anak Krakatau, whose name means "child of Krakatoa". It has erupted many times since. In December 2018 part of its flank slid into the sea and caused a tsunami that killed more than 400 people along the coasts of the strait.`,
    shortAnswers: [
      { question: 'Name one of the two islands that the Sunda Strait lies between.', answers: ['Java', 'Sumatra', 'Java and Sumatra'] },
      { question: 'Which tectonic plate is being pushed under the Eurasian Plate beneath Krakatoa?', answers: ['the Indo-Australian Plate', 'Indo-Australian Plate', 'the Indo-Australian plate', 'Indo-Australian'] },
      { question: 'For roughly how long had the volcano been inactive before May 1883?', answers: ['about two hundred years', 'two hundred years', '200 years', 'about 200 years', 'around 200 years', 'around two hundred years'] },
      { question: 'At what time did the greatest of the four blasts occur?', answers: ['about 10:02 local time', 'at about 10:02 local time', '10:02', 'about 10:02', 'at about 10:02', '10:02 local time', '10:02 am', '10.02'] },
      { question: 'How far away from Krakatoa is Rodrigues?', answers: ['about 4,800 kilometres', '4,800 kilometres', '4,800 km', 'about 4,800 km', '4800 km', '4800 kilometres', '4,800 kilometers', 'about 4,800 kilometers'] },
      { question: 'What did people on Rodrigues mistake the sound for?', answers: ['the distant roar of guns', 'distant roar of guns', 'the roar of guns', 'distant guns', 'guns', 'gunfire'] },
      { question: 'For how many days did instruments detect the pressure wave?', answers: ['about five days', 'five days', '5 days', 'about 5 days', 'five', '5', 'about five'] },
      { question: 'How were the tsunamis set off?', answers: ['much of the island collapsed into the emptied magma chamber beneath it', 'as much of the island collapsed into the emptied magma chamber beneath it', 'by the collapse of much of the island into the emptied magma chamber', 'the island collapsed into the emptied magma chamber', 'by the island collapsing into the emptied magma chamber beneath it', 'much of the island collapsed into the emptied magma chamber'] },
      { question: 'How many towns and villages were wiped out?', answers: ['165', '165 towns and villages', 'one hundred and sixty-five'] },
      { question: 'What was the official number of deaths?', answers: ['36,417', '36417', '36,417 people'] },
      { question: 'What name is given to the huge underwater hollow left where most of Krakatoa had been?', answers: ['a caldera', 'caldera'] },
      { question: 'Why were fire engines called out in New York in late 1883?', answers: ['because people thought a fire had broken out', 'people thought a fire had broken out', 'the sunsets were so red that people thought a fire had broken out', 'because the sunsets were so red that people thought a fire had broken out', 'because the sunsets were so red that people thought there was a fire', 'people thought there was a fire', 'because the sunsets were so red'] },
      { question: 'To what height did the eruption send ash and gas?', answers: ['as high as 80 kilometres', '80 kilometres', '80 km', 'up to 80 km', 'up to 80 kilometres', 'as high as 80 km', '80 kilometers', 'as high as 80 kilometers'] },
      { question: "Part of which volcano's flank collapsed into the sea in December 2018?", answers: ['Anak Krakatau', "Anak Krakatau's", 'the child of Krakatoa'] },
    ],
    statements: [
      // number from a neighbouring sentence: the waves were 30 metres; 40 is the distance in the next sentence
      { statement: 'Waves as high as 40 metres swept over the coasts of Java and Sumatra.', truth: false },
      // relative date: explosions began on 26 August; the climax came "the next morning"
      { statement: 'The greatest blast of the eruption happened on the morning of 27 August 1883.', truth: true },
      // swapped roles of the two plates
      { statement: 'Beneath Krakatoa the Eurasian Plate slides under the Indo-Australian Plate.', truth: false },
      // alias: "child of Krakatoa" is Anak Krakatau
      { statement: 'The "child of Krakatoa" caused a deadly tsunami in 2018.', truth: true },
      // reversed cause and effect: the particles reflected sunlight and the temperatures fell after
      { statement: 'Fine particles of sulphur compounds spread around the planet because temperatures in the Northern Hemisphere had fallen.', truth: false },
      // heavy paraphrase, true
      { statement: "The majority of the victims lost their lives to the sea rather than to the volcano's blasts directly.", truth: true },
    ],
  },
  {
    id: 'federal-reserve',
    subject: 'economics',
    split: 's33',
    text: `The Federal Reserve, usually called the Fed, is the central bank of the United States. The country had tried central banking twice before. The First Bank of the United States, proposed by Treasury Secretary Alexander Hamilton, was chartered in 1791, but Congress let its charter run out after twenty years. A Second Bank was set up in 1816; President Andrew Jackson, who distrusted its power, vetoed a bill to renew it in 1832, and it lost its federal charter four years later. For most of the rest of the century the nation had no central bank, and money crises, called panics, broke out again and again.

The turning point was the Panic of 1907, when runs on banks and trust companies in New York threatened to bring down the financial system. It was stopped largely by the banker J. P. Morgan, who gathered other financiers and persuaded them to pledge their own money to support weaker institutions. In November 1910 Senator Nelson Aldrich and a small group of bankers met in secret on Jekyll Island, off the coast of Georgia, to draft a plan for reform. Their plan was not passed as written, but many of its ideas went into the Federal Reserve Act, which President Woodrow Wilson signed on 23 December 1913. The new reserve banks opened for business in November 1914.

The system was designed to spread power between Washington and the regions, and between public officials and private banks. At its centre is the Board of Governors in Washington, D.C., whose seven members are nominated by the president and confirmed by the Senate. Each governor serves a single term of fourteen years, and the terms are staggered so that one ends every two years; the long terms are meant to protect the board from political pressure. The chair and vice chair are chosen from among the governors for terms of four years, which can be renewed. Across the country there are twelve regional Federal Reserve Banks, in cities such as Boston, Chicago, Dallas and San Francisco, each serving its own district.

Monetary policy is set by the Federal Open Market Committee. It has twelve voting members: the seven governors, the president of the New York Fed, and four of the other eleven regional bank presidents, who take turns on a yearly rotation. The committee normally meets eight times a year. Its main tool is a target for the federal funds rate, the interest rate at which banks lend to each other overnight. To reach it, the Fed buys or sells government bonds, and it can also change the rate it pays banks on the reserves they keep with it. When the Fed lowers rates, borrowing becomes cheaper, which tends to encourage spending and hiring; when it raises them, it slows the economy and pushes inflation down.

Since a law of 1977, the Fed has had what is known as a dual mandate: to promote maximum employment and stable prices. In 2012, under chair Ben Bernanke, it announced for the first time an explicit goal of 2 per cent inflation a year. One of its best-known chairs, Paul Volcker, fought the high inflation of the 1970s by raising interest rates sharply; in 1981 the federal funds rate went above 19 per cent, and the result was a painful recession before inflation fell.`,
    shortAnswers: [
      { question: 'Which Treasury Secretary put forward the First Bank of the United States?', answers: ['Alexander Hamilton', 'Hamilton', 'Treasury Secretary Alexander Hamilton'] },
      { question: 'Which bank did President Andrew Jackson refuse to renew in 1832?', answers: ['the Second Bank', 'Second Bank', 'the Second Bank of the United States', 'Second Bank of the United States'] },
      { question: 'Which banker is credited with halting the Panic of 1907?', answers: ['J. P. Morgan', 'J.P. Morgan', 'JP Morgan', 'Morgan', 'the banker J. P. Morgan'] },
      { question: 'Where did Nelson Aldrich and the bankers hold their secret meeting in 1910?', answers: ['Jekyll Island', 'on Jekyll Island', 'Jekyll Island, off the coast of Georgia', 'on Jekyll Island, off the coast of Georgia'] },
      { question: 'On what date did Woodrow Wilson sign the Federal Reserve Act?', answers: ['23 December 1913', 'on 23 December 1913', 'December 23, 1913', 'December 23 1913', '23 Dec 1913', '23rd December 1913'] },
      { question: 'When did the new reserve banks begin operating?', answers: ['November 1914', 'in November 1914', 'Nov 1914', '1914'] },
      { question: 'How many members sit on the Board of Governors?', answers: ['seven', '7', 'seven members', '7 members'] },
      { question: 'For how long does each governor serve?', answers: ['fourteen years', '14 years', 'a single term of fourteen years', 'one term of fourteen years', 'a term of 14 years', 'a single term of 14 years'] },
      { question: 'Why are the governors given such long terms?', answers: ['to protect the board from political pressure', 'they are meant to protect the board from political pressure', 'to shield the board from political pressure', 'to protect the Board of Governors from political pressure', 'to protect it from political pressure', 'to keep the board free from political pressure'] },
      { question: 'Name one city that is home to a regional Federal Reserve Bank.', answers: ['Boston', 'Chicago', 'Dallas', 'San Francisco', 'New York'] },
      { question: 'How often does the Federal Open Market Committee normally meet?', answers: ['eight times a year', '8 times a year', 'eight times per year', '8 times per year', 'eight times', '8 times'] },
      { question: 'What does the Fed try to reach by buying or selling government bonds?', answers: ['a target for the federal funds rate', 'the target for the federal funds rate', 'its target for the federal funds rate', 'the federal funds rate target', 'the federal funds rate', 'its target federal funds rate'] },
      { question: 'How does lowering interest rates affect the economy?', answers: ['borrowing becomes cheaper, which tends to encourage spending and hiring', 'it makes borrowing cheaper, which tends to encourage spending and hiring', 'borrowing becomes cheaper, which encourages spending and hiring', 'it makes borrowing cheaper and encourages spending and hiring', 'borrowing becomes cheaper', 'it encourages spending and hiring'] },
      { question: 'What inflation goal did the Fed set out for the first time in 2012?', answers: ['2 per cent a year', '2 per cent', '2%', '2 percent', 'two per cent', '2% a year', '2 percent a year', '2 per cent inflation a year', 'an explicit goal of 2 per cent inflation a year'] },
    ],
    statements: [
      // year from another event in the same sentence: 1816 is the Second Bank's founding; the veto was 1832
      { statement: 'President Andrew Jackson vetoed the renewal of the Second Bank in 1816.', truth: false },
      // relative date: veto 1832, charter lost "four years later" = 1836
      { statement: 'The Second Bank lost its federal charter in 1836.', truth: true },
      // swapped agent: Volcker, not Bernanke (named in the sentence before)
      { statement: 'Under Ben Bernanke, the federal funds rate went above 19 per cent in 1981.', truth: false },
      // number from the neighbouring sentence: governors serve fourteen years; four is the chair's term
      { statement: 'Each member of the Board of Governors serves a single term of four years.', truth: false },
      // alias: "Hamilton's bank" is the First Bank of the United States
      { statement: "Hamilton's bank received its charter in 1791.", truth: true },
      // heavy paraphrase, true
      { statement: "Apart from New York's, the heads of the regional banks share four votes on the committee, and these pass from bank to bank each year.", truth: true },
    ],
  },
  {
    id: 'frida-kahlo',
    subject: 'literature',
    split: 's33',
    text: `Frida Kahlo was born on 6 July 1907 in Coyoacán, then a village on the edge of Mexico City, in a house that her family later painted bright blue and that is now known as the Casa Azul, or Blue House. Her father, Guillermo Kahlo, was a photographer who had emigrated from Germany, and her mother, Matilde Calderón, was Mexican. Later in life Kahlo often said she had been born in 1910, the year the Mexican Revolution began, because she wanted her life to begin with the new Mexico. At the age of six she caught polio, which left her right leg thinner than her left, and she wore long skirts for much of her life partly to hide it.

In 1922 she entered the National Preparatory School in Mexico City, one of only a few dozen girls among about two thousand students, and she planned to study medicine. Her plans changed on 17 September 1925, when the wooden bus she was riding home in collided with a streetcar. An iron handrail pierced her body, and she suffered broken bones in her spine, pelvis, collarbone and ribs, while her right leg was fractured in eleven places. She spent months in bed in a plaster corset. To help her pass the time, her mother had a special easel made so that she could paint lying down, and a mirror was fixed above the bed. It was then that she began to paint seriously, and her first subject was the face she saw every day in the glass.

In 1928 she showed some of her paintings to Diego Rivera, already Mexico's most famous muralist, and asked whether she should go on. He told her she had real talent. The two married in August 1929, when she was 22 and he was 42; her parents called the marriage a union between an elephant and a dove, because he was so large and she so slight. Between 1930 and 1933 they lived in the United States, where he painted murals in San Francisco, Detroit and New York. In Detroit she lost a pregnancy, and her painting Henry Ford Hospital shows her lying in a hospital bed, surrounded by floating objects tied to her by red threads. The couple divorced in 1939 and married again in San Francisco the following year.

Of the roughly 140 paintings she left, about 55 are self-portraits, many showing her in traditional Tehuana dresses. The French writer André Breton called her a surrealist, but she rejected the label, saying that she did not paint dreams but her own reality. Her first solo exhibition took place in New York in 1938, and the next year in Paris the Louvre bought her self-portrait The Frame, the first work by a twentieth-century Mexican artist to enter its collection. She also painted The Two Fridas that year, showing two versions of herself holding hands, with their hearts exposed.

Her health grew worse, and in 1953, when her first solo show in Mexico opened, she was too ill to walk, so she was carried in on her four-poster bed. Later that year her right leg was amputated below the knee because of gangrene. She died in the Blue House on 13 July 1954, a week after her 47th birthday. Four years later the house opened as a museum devoted to her life and work.`,
    shortAnswers: [
      { question: 'In which house was Frida Kahlo born?', answers: ['the Casa Azul', 'Casa Azul', 'the Blue House', 'Blue House', 'the Casa Azul, or Blue House', 'the Casa Azul (Blue House)'] },
      { question: 'Which country did her father originally come from?', answers: ['Germany', 'from Germany'] },
      { question: 'Why did Kahlo often claim she had been born in 1910?', answers: ['because she wanted her life to begin with the new Mexico', 'she wanted her life to begin with the new Mexico', 'because 1910 was the year the Mexican Revolution began', 'because it was the year the Mexican Revolution began', 'it was the year the Mexican Revolution began', 'to have her life begin with the new Mexico', 'because it was the year the Mexican Revolution began and she wanted her life to begin with the new Mexico'] },
      { question: 'Which of her self-portraits was acquired by the Louvre?', answers: ['The Frame', 'Frame'] },
      { question: 'What did Kahlo originally intend to study?', answers: ['medicine', 'to study medicine', 'studying medicine'] },
      { question: 'In how many places was her right leg broken in the accident?', answers: ['eleven', '11', 'in eleven places', 'eleven places', 'in 11 places', '11 places'] },
      { question: 'How was Kahlo able to paint while she was confined to bed?', answers: ['her mother had a special easel made so that she could paint lying down', 'her mother had a special easel made', 'with a special easel that let her paint lying down', 'using a special easel her mother had made so she could paint lying down', 'she used a special easel so that she could paint lying down', 'a special easel let her paint lying down', 'with a special easel and a mirror fixed above the bed'] },
      { question: 'Who told Kahlo that she had real talent?', answers: ['Diego Rivera', 'Rivera', 'Diego'] },
      { question: 'How old was Rivera when the couple married?', answers: ['42', 'forty-two', '42 years old', 'forty-two years old', 'he was 42'] },
      { question: 'During which years did the couple live in the United States?', answers: ['between 1930 and 1933', 'from 1930 to 1933', '1930 to 1933', '1930–1933', '1930-1933', '1930–33', '1930-33'] },
      { question: 'Name one American city where Rivera painted murals.', answers: ['San Francisco', 'Detroit', 'New York', 'San Francisco, Detroit and New York'] },
      { question: 'How many of her paintings are self-portraits?', answers: ['about 55', '55', 'around 55', 'fifty-five', 'about fifty-five'] },
      { question: 'Which French writer described Kahlo as a surrealist?', answers: ['André Breton', 'Andre Breton', 'Breton'] },
      { question: 'Why did her right leg have to be amputated in 1953?', answers: ['because of gangrene', 'gangrene', 'due to gangrene', 'it had gangrene', 'because it had gangrene'] },
    ],
    statements: [
      // swapped agent: her mother, not her father (both named in an earlier sentence), had the easel made
      { statement: "Kahlo's father had a special easel made so that she could paint lying down.", truth: false },
      // year from another event in the same sentence: 1910 is the Revolution and the year she claimed
      { statement: 'Frida Kahlo was born in 1910.', truth: false },
      // relative date: died 1954, museum "Four years later" = 1958
      { statement: 'The Blue House opened as a museum in 1958.', truth: true },
      // title for Rivera, and 42 - 22 = 20
      { statement: "Mexico's most famous muralist was twenty years older than his wife.", truth: true },
      // reversed cause and effect: the months in bed led to the painting, not the other way round
      { statement: 'Kahlo had to spend months in bed as a result of taking up painting seriously.', truth: false },
      // heavy paraphrase, true
      { statement: 'Although Breton counted her among the surrealists, Kahlo refused to accept that description of her art.', truth: true },
    ],
  },
];

export const S33_PASTED_QUIZZES: PastedQuizItem[] = [
  {
    id: 's33-01-google-forms-copy-required-asterisk-one-point-lines-unlettered-options-your-answer-placeholder',
    split: 's33',
    text: `Science Unit 4 – Quick Check
Answer every question before you press Submit.
* Indicates required question
Which pigment in chloroplasts absorbs mostly red and blue light? *
1 point
Carotene
Chlorophyll
Haemoglobin
Melanin
Through which small pores does carbon dioxide enter a leaf? *
1 point
Xylem
Stomata
Thylakoids
Root hairs
Jan Ingenhousz showed that plants restore the air only in light. *
1 point
True
False
In which year did Melvin Calvin receive the Nobel Prize in Chemistry? *
1 point
Your answer
About how far away was the 1883 Krakatoa explosion heard, on the island of Rodrigues? *
1 point
480 km
4,800 km
48,000 km`,
    expected: [
      { question: 'Which pigment in chloroplasts absorbs mostly red and blue light?', options: ['Carotene', 'Chlorophyll', 'Haemoglobin', 'Melanin'] },
      { question: 'Through which small pores does carbon dioxide enter a leaf?', options: ['Xylem', 'Stomata', 'Thylakoids', 'Root hairs'] },
      { question: 'Jan Ingenhousz showed that plants restore the air only in light.', options: TF },
      { question: 'In which year did Melvin Calvin receive the Nobel Prize in Chemistry?', options: [] },
      { question: 'About how far away was the 1883 Krakatoa explosion heard, on the island of Rodrigues?', options: ['480 km', '4,800 km', '48,000 km'] },
    ],
  },
  {
    id: 's33-02-moodle-attempt-copy-not-yet-answered-marked-out-of-flag-question-select-one-lettered-dot-options',
    split: 's33',
    text: `Meiji Japan – Practice quiz
Question 1
Not yet answered
Marked out of 1.00
Flag question
Question text
Which American naval officer sailed into Edo Bay with four warships in 1853?
Select one:
a. Millard Fillmore
b. Matthew Perry
c. Tokugawa Yoshinobu
d. Iwakura Tomomi
Question 2
Not yet answered
Marked out of 1.00
Flag question
Question text
The last shogun handed his powers back to the emperor in 1868.
Select one:
True
False
Question 3
Not yet answered
Marked out of 1.00
Flag question
Question text
What new name was given to Edo when the imperial court moved there?
Answer:
Question 4
Not yet answered
Marked out of 1.00
Flag question
Question text
Who headed the rising of discontented samurai in Satsuma in 1877?
Select one:
a. Ito Hirobumi
b. Saigo Takamori
c. Iwakura Tomomi
Question 5
Not yet answered
Marked out of 1.00
Flag question
Question text
Which French writer called Frida Kahlo a surrealist?
Select one:
a. Jean Cocteau
b. André Breton
c. Marcel Duchamp
d. Paul Éluard
Finish attempt ...`,
    expected: [
      { question: 'Which American naval officer sailed into Edo Bay with four warships in 1853?', options: ['Millard Fillmore', 'Matthew Perry', 'Tokugawa Yoshinobu', 'Iwakura Tomomi'] },
      { question: 'The last shogun handed his powers back to the emperor in 1868.', options: TF },
      { question: 'What new name was given to Edo when the imperial court moved there?', options: [] },
      { question: 'Who headed the rising of discontented samurai in Satsuma in 1877?', options: ['Ito Hirobumi', 'Saigo Takamori', 'Iwakura Tomomi'] },
      { question: 'Which French writer called Frida Kahlo a surrealist?', options: ['Jean Cocteau', 'André Breton', 'Marcel Duchamp', 'Paul Éluard'] },
    ],
  },
  {
    id: 's33-03-printed-worksheet-paren-numbering-inline-bracketed-letter-options-fill-in-the-blank-gaps',
    split: 's33',
    text: `Name: ______________________   Class: ________   Date: ___________
ECONOMICS – WORKSHEET 7: THE FEDERAL RESERVE
Circle the correct letter, or fill in the blank.

1) How many governors sit on the Federal Reserve's Board of Governors? (A) five (B) seven (C) twelve (D) fourteen
2) Which president signed the Federal Reserve Act in December 1913? (A) Andrew Jackson (B) Theodore Roosevelt (C) Woodrow Wilson (D) Franklin D. Roosevelt
3) The Fed's dual mandate is to promote maximum employment and stable prices. (A) True (B) False
4) In November 1910 Senator Nelson Aldrich and a group of bankers met in secret on __________ Island, off the coast of Georgia.
5) Which Fed chair pushed the federal funds rate above 19 per cent in 1981? (A) Ben Bernanke (B) Alan Greenspan (C) Paul Volcker
6) The Federal Open Market Committee normally meets __________ times a year.`,
    expected: [
      { question: "How many governors sit on the Federal Reserve's Board of Governors?", options: ['five', 'seven', 'twelve', 'fourteen'] },
      { question: 'Which president signed the Federal Reserve Act in December 1913?', options: ['Andrew Jackson', 'Theodore Roosevelt', 'Woodrow Wilson', 'Franklin D. Roosevelt'] },
      { question: "The Fed's dual mandate is to promote maximum employment and stable prices.", options: TF },
      { question: 'In November 1910 Senator Nelson Aldrich and a group of bankers met in secret on __________ Island, off the coast of Georgia.', options: [] },
      { question: 'Which Fed chair pushed the federal funds rate above 19 per cent in 1981?', options: ['Ben Bernanke', 'Alan Greenspan', 'Paul Volcker'] },
      { question: 'The Federal Open Market Committee normally meets __________ times a year.', options: [] },
    ],
  },
];
