/**
 * A second fresh set for the s25 round (s25b, issue 35): five passages of the kinds a student pastes — a
 * chemistry section (acids and bases), a history passage (the Silk Road), a biography (Ada Lovelace), a
 * geography passage (the Alps) and a biology section (the human respiratory system) — and three pasted
 * quizzes, written for this eval on 2026-12-01 by a separate writer who had not read the engine or its tests,
 * and committed before it was ever run. The passages are our own wording of well-known facts (no text
 * copied); the questions are worded as a teacher writes them (paraphrasing the passage now and then), not
 * after the engine's rules; the true/false statements are half false (a number, a negation, a swapped entity
 * or an opposite word). Measured once with `run-own.ts --split s25b` (see README.md here); from then on it is
 * looked at, so it is dev material whatever its split says.
 */
import type { OwnPassage } from './own-passages';
import type { PastedQuizItem } from './own-pasted-quizzes';

const TF = ['True', 'False'];

export const S25B_PASSAGES: OwnPassage[] = [
  {
    id: 'acids-and-bases',
    subject: 'science',
    split: 's25b',
    text: `An acid is a substance that releases hydrogen ions when it dissolves in water, while a base is a substance that accepts hydrogen ions or releases hydroxide ions. Bases that dissolve in water are called alkalis. How acidic or alkaline a solution is can be measured on the pH scale, which usually runs from 0 to 14. A solution with a pH of 7, such as pure water at room temperature, is neutral. Values below 7 are acidic and values above 7 are alkaline. The scale is logarithmic: each step of one unit stands for a tenfold change in the concentration of hydrogen ions, so a solution with a pH of 3 is ten times more acidic than one with a pH of 4. The idea of pH was introduced in 1909 by the Danish chemist Søren Sørensen, who worked at the Carlsberg Laboratory in Copenhagen. Acids taste sour, which is why lemon juice, which contains citric acid, has such a sharp taste; bases tend to taste bitter and feel slippery, like soap. Chemists, however, never taste substances to identify them. Instead they use indicators, substances that change colour depending on pH. Litmus, a dye obtained from lichens, turns red in acid and blue in alkali. Universal indicator shows a whole range of colours, from red for strong acids through green for neutral solutions to purple for strong alkalis. When an acid reacts with a base, the two cancel each other out in a reaction called neutralisation, which produces a salt and water. For example, hydrochloric acid and sodium hydroxide react to form sodium chloride, which is ordinary table salt, and water. Neutralisation has many everyday uses. People with indigestion take antacid tablets to neutralise extra acid in the stomach, and farmers spread lime on their fields because many crops grow poorly in acidic soil. The human stomach itself contains hydrochloric acid with a pH of about 2, which helps to break down food and kill bacteria. Strong acids such as sulfuric acid are corrosive and can burn the skin, so when diluting them chemists always add the acid to the water, never the water to the acid.`,
    shortAnswers: [
      { question: 'What are bases that dissolve in water called?', answers: ['alkalis', 'alkali'] },
      { question: 'What is the pH of a neutral solution?', answers: ['7', 'a pH of 7', 'seven'] },
      { question: 'What range does the pH scale usually cover?', answers: ['from 0 to 14', '0 to 14', '0-14'] },
      { question: 'How many times more acidic is a solution with a pH of 3 than one with a pH of 4?', answers: ['ten times', 'ten times more acidic', 'ten', '10', '10 times', 'tenfold'] },
      { question: 'Who introduced the idea of pH?', answers: ['Søren Sørensen', 'Sørensen', 'the Danish chemist Søren Sørensen', 'Soren Sorensen', 'Sorensen'] },
      { question: 'In what year was pH introduced?', answers: ['1909', 'in 1909'] },
      { question: 'Which acid does lemon juice contain?', answers: ['citric acid'] },
      { question: 'What colour does litmus turn in acid?', answers: ['red'] },
      { question: 'What is the reaction between an acid and a base called?', answers: ['neutralisation', 'neutralization'] },
      { question: 'What does neutralisation produce?', answers: ['a salt and water', 'salt and water'] },
      { question: 'Why do farmers spread lime on their fields?', answers: ['because many crops grow poorly in acidic soil', 'many crops grow poorly in acidic soil', 'crops grow poorly in acidic soil'] },
      { question: 'What is the pH of the acid in the human stomach?', answers: ['about 2', '2', 'a pH of about 2', 'around 2'] },
    ],
    statements: [
      { statement: 'Pure water at room temperature has a pH of 7.', truth: true },
      { statement: 'Litmus turns blue in acid.', truth: false },
      { statement: 'Solutions with a pH above 7 are alkaline.', truth: true },
      { statement: 'Chemists taste substances to identify them.', truth: false },
      { statement: 'Hydrochloric acid and sodium hydroxide react to form table salt and water.', truth: true },
      { statement: 'The idea of pH was introduced in 1919.', truth: false },
    ],
  },
  {
    id: 'silk-road',
    subject: 'history',
    split: 's25b',
    text: `The Silk Road was not a single road but a network of trade routes that linked China with Central Asia, Persia, Arabia and the Mediterranean world. It took its name from Chinese silk, one of the most valuable goods carried westward, although the name itself is modern: it was coined in 1877 by the German geographer Ferdinand von Richthofen. The routes began to flourish under the Han dynasty, after the emperor Wu sent an envoy named Zhang Qian to the western regions in 138 BC. Zhang Qian was captured by the Xiongnu, a nomadic people of the steppes, and held for about ten years before he escaped and completed his mission; his reports of rich kingdoms and fine horses in Central Asia persuaded the Chinese court to open trade with the west. The eastern end of the Silk Road is usually placed at Chang'an, the Han capital, which is known today as Xi'an. Few merchants ever travelled the whole length of the route. Instead goods passed from trader to trader, changing hands many times in oasis towns such as Samarkand and Kashgar. Camels, especially the two-humped Bactrian camel, carried the loads across the deserts, including the feared Taklamakan. Besides silk, China sent porcelain, tea and paper westward, while horses, glassware, gold, wool and spices travelled east. Ideas moved along the routes as well as goods. Buddhism spread from India into China along the Silk Road, and the craft of papermaking reached the Islamic world after Chinese papermakers were taken prisoner at the Battle of Talas in 751. Diseases travelled too: many historians believe the plague reached the Black Sea and then Europe in the 1340s partly along these routes. The Venetian merchant Marco Polo journeyed along the Silk Road to the court of Kublai Khan in the late thirteenth century, and the book about his travels made Europeans eager to learn more about Asia. The overland trade declined after the fifteenth century, when European sailors found sea routes to Asia that were cheaper and safer.`,
    shortAnswers: [
      { question: 'Who coined the name "Silk Road"?', answers: ['Ferdinand von Richthofen', 'von Richthofen', 'Richthofen', 'the German geographer Ferdinand von Richthofen'] },
      { question: 'In what year was the name Silk Road coined?', answers: ['1877', 'in 1877'] },
      { question: 'Under which dynasty did the routes begin to flourish?', answers: ['the Han dynasty', 'Han dynasty', 'Han', 'under the Han dynasty'] },
      { question: 'Which envoy did the emperor Wu send to the western regions?', answers: ['Zhang Qian'] },
      { question: 'Who captured Zhang Qian?', answers: ['the Xiongnu', 'Xiongnu'] },
      { question: 'How long was Zhang Qian held captive?', answers: ['about ten years', 'ten years', '10 years', 'about 10 years'] },
      { question: 'What is Chang\'an called today?', answers: ["Xi'an", 'Xian'] },
      { question: 'Which kind of camel carried loads across the deserts?', answers: ['the two-humped Bactrian camel', 'two-humped Bactrian camel', 'the Bactrian camel', 'Bactrian camel', 'Bactrian'] },
      { question: 'Which religion spread from India into China along the Silk Road?', answers: ['Buddhism'] },
      { question: 'At which battle were Chinese papermakers taken prisoner?', answers: ['the Battle of Talas', 'Battle of Talas', 'Talas'] },
      { question: 'To whose court did Marco Polo travel?', answers: ['Kublai Khan', "Kublai Khan's", 'the court of Kublai Khan'] },
      { question: 'Why did the overland trade decline after the fifteenth century?', answers: ['because European sailors found sea routes to Asia that were cheaper and safer', 'European sailors found sea routes to Asia that were cheaper and safer', 'sea routes to Asia were cheaper and safer'] },
    ],
    statements: [
      { statement: 'The Silk Road was a single road from China to the Mediterranean.', truth: false },
      { statement: 'The name Silk Road was coined in 1877.', truth: true },
      { statement: 'Most merchants travelled the whole length of the route.', truth: false },
      { statement: 'Buddhism spread from India into China along the Silk Road.', truth: true },
      { statement: 'Marco Polo was a merchant from Genoa.', truth: false },
      { statement: 'China sent porcelain and tea westward.', truth: true },
    ],
  },
  {
    id: 'ada-lovelace',
    subject: 'history',
    split: 's25b',
    text: `Ada Lovelace, often described as the first computer programmer, was born Augusta Ada Byron in London on 10 December 1815. She was the only legitimate child of the poet Lord Byron and his wife, Annabella Milbanke. Her parents separated when she was about a month old, and Byron left England a few months later; he died in Greece in 1824, when Ada was eight, and she never knew him. Her mother, who had a strong interest in mathematics herself, made sure that Ada was taught mathematics and science, partly in the hope of steering her away from what she saw as her father's dangerous poetic temperament. In 1833, at the age of seventeen, Ada met the mathematician Charles Babbage at a party, and he showed her a working part of his Difference Engine, a machine for calculating tables of numbers. The two became lifelong friends. In 1835 she married William King, who was made Earl of Lovelace three years later, which is how she became the Countess of Lovelace. Babbage went on to design a far more ambitious machine, the Analytical Engine, which was to be programmed with punched cards, an idea borrowed from the Jacquard loom used for weaving patterns in silk. In 1842 the Italian engineer Luigi Menabrea published a paper in French describing the Analytical Engine, and Ada translated it into English. The notes she added, labelled A to G, ended up about three times as long as the article itself. In Note G she set out a step-by-step method for the engine to calculate Bernoulli numbers, which is often called the first published computer program. She also suggested that such a machine might one day compose music, if the rules of harmony could be expressed in its terms; in this she saw further than Babbage, who thought of it mainly as a calculator. The translation appeared in 1843 signed only with her initials, A.A.L. The Analytical Engine was never built. Ada died of cancer in 1852 at the age of thirty-six, the same age at which her father had died. In 1980 the United States Department of Defense named a programming language Ada in her honour, and Ada Lovelace Day, held each October, celebrates the achievements of women in science.`,
    shortAnswers: [
      { question: 'Where was Ada Lovelace born?', answers: ['London', 'in London'] },
      { question: "Who was Ada's father?", answers: ['Lord Byron', 'the poet Lord Byron', 'Byron'] },
      { question: 'How old was Ada when her father died?', answers: ['eight', '8', 'eight years old'] },
      { question: 'Whom did Ada meet at a party in 1833?', answers: ['Charles Babbage', 'Babbage', 'the mathematician Charles Babbage'] },
      { question: 'What was the Difference Engine built to do?', answers: ['calculating tables of numbers', 'calculate tables of numbers', 'a machine for calculating tables of numbers'] },
      { question: 'Whom did she marry in 1835?', answers: ['William King'] },
      { question: 'How was the Analytical Engine to be programmed?', answers: ['with punched cards', 'punched cards'] },
      { question: 'From what was the idea of punched cards borrowed?', answers: ['the Jacquard loom', 'Jacquard loom', 'from the Jacquard loom'] },
      { question: 'Who wrote the paper that Ada translated?', answers: ['Luigi Menabrea', 'Menabrea', 'the Italian engineer Luigi Menabrea'] },
      { question: 'What numbers did the method in Note G calculate?', answers: ['Bernoulli numbers'] },
      { question: 'What did she suggest the machine might one day compose?', answers: ['music'] },
      { question: 'What was named Ada in her honour in 1980?', answers: ['a programming language', 'programming language', 'a programming language Ada'] },
    ],
    statements: [
      { statement: 'Ada Lovelace was born in 1815.', truth: true },
      { statement: 'Ada knew her father well.', truth: false },
      { statement: 'Her notes were about three times as long as the original article.', truth: true },
      { statement: 'The Analytical Engine was built in 1843.', truth: false },
      { statement: 'Ada was older than her father when she died.', truth: false },
      { statement: "Menabrea's paper was written in French.", truth: true },
    ],
  },
  {
    id: 'the-alps',
    subject: 'geography',
    split: 's25b',
    text: `The Alps are the highest and most extensive mountain range lying wholly in Europe. They stretch for about 1,200 kilometres in a great curve from the Mediterranean coast of south-eastern France to the outskirts of Vienna in Austria. Eight countries share the range: France, Monaco, Italy, Switzerland, Liechtenstein, Germany, Austria and Slovenia. The mountains were formed over tens of millions of years as the African tectonic plate pushed north against the Eurasian plate, folding and lifting layers of rock that had once lain at the bottom of an ancient sea; this is why fossils of sea creatures can be found high up on some peaks. The highest summit is Mont Blanc, on the border between France and Italy, which rises to about 4,800 metres. Another famous peak, the Matterhorn, on the border between Switzerland and Italy, is known for its sharp pyramid shape. It was first climbed in 1865 by a party of seven led by the Englishman Edward Whymper, and four of the climbers died on the way down. During the ice ages huge glaciers covered the Alps and carved out deep U-shaped valleys and the basins of large lakes such as Lake Geneva and Lake Como. Glaciers remain today; the largest is the Aletsch Glacier in Switzerland, about 23 kilometres long, but most Alpine glaciers are shrinking quickly as the climate warms. The Alps act as a water tower for Europe: major rivers, including the Rhine and the Rhône, rise among them. For centuries the range was a barrier to travel. In 218 BC the Carthaginian general Hannibal crossed the Alps with an army that included war elephants in order to invade Italy. Today road and rail tunnels run through the mountains; the Gotthard Base Tunnel in Switzerland, opened in 2016, is at about 57 kilometres the longest railway tunnel in the world. Plants and animals have adapted to the harsh conditions at high altitude. The Alpine ibex, a wild goat with long curved horns, climbs steep cliffs with ease, and the marmot spends up to six months of the year hibernating in its burrow. Tourism, above all skiing in winter, is now the most important industry in many Alpine valleys, and the first Winter Olympic Games were held at Chamonix, at the foot of Mont Blanc, in 1924.`,
    shortAnswers: [
      { question: 'How long are the Alps?', answers: ['about 1,200 kilometres', '1,200 kilometres', '1200 km', 'about 1,200 km', '1,200 km'] },
      { question: 'How many countries share the Alps?', answers: ['eight', '8', 'eight countries'] },
      { question: 'Which plate pushed north against the Eurasian plate?', answers: ['the African tectonic plate', 'African tectonic plate', 'the African plate', 'African plate'] },
      { question: 'Why can fossils of sea creatures be found high up on some peaks?', answers: ['because the rock had once lain at the bottom of an ancient sea', 'layers of rock that had once lain at the bottom of an ancient sea', 'the rock had once lain at the bottom of an ancient sea', 'the rocks were once at the bottom of an ancient sea'] },
      { question: 'What is the highest summit in the Alps?', answers: ['Mont Blanc'] },
      { question: 'Who led the first ascent of the Matterhorn?', answers: ['Edward Whymper', 'Whymper', 'the Englishman Edward Whymper'] },
      { question: 'How many climbers died on the way down from the Matterhorn?', answers: ['four', '4', 'four of the climbers'] },
      { question: 'What is the largest glacier in the Alps called?', answers: ['the Aletsch Glacier', 'Aletsch Glacier', 'Aletsch'] },
      { question: 'Who crossed the Alps with war elephants in 218 BC?', answers: ['Hannibal', 'the Carthaginian general Hannibal'] },
      { question: 'What is the longest railway tunnel in the world?', answers: ['the Gotthard Base Tunnel', 'Gotthard Base Tunnel'] },
      { question: 'For how long does the marmot hibernate?', answers: ['up to six months of the year', 'up to six months', 'six months', 'up to 6 months'] },
      { question: 'Where were the first Winter Olympic Games held?', answers: ['Chamonix', 'at Chamonix', 'Chamonix, at the foot of Mont Blanc'] },
    ],
    statements: [
      { statement: 'The Alps stretch for about 1,200 kilometres.', truth: true },
      { statement: 'The Matterhorn was first climbed in 1856.', truth: false },
      { statement: 'Mont Blanc lies on the border between France and Italy.', truth: true },
      { statement: 'Most Alpine glaciers are growing as the climate warms.', truth: false },
      { statement: 'The Rhine rises in the Alps.', truth: true },
      { statement: 'The Gotthard Base Tunnel is in Austria.', truth: false },
    ],
  },
  {
    id: 'respiratory-system',
    subject: 'science',
    split: 's25b',
    text: `The respiratory system brings oxygen into the body and removes carbon dioxide, a waste product made by the cells. Air enters through the nose or the mouth. The nose is the better route, because hairs and sticky mucus inside it trap dust and germs, and the air is warmed and moistened before it reaches the lungs. From the back of the throat the air passes through the larynx, or voice box, which contains the vocal cords. When we swallow, a flap of tissue called the epiglottis closes over the entrance to the larynx, so that food goes down the oesophagus instead of into the airway. Below the larynx lies the trachea, or windpipe, which is held open by C-shaped rings of cartilage. In the chest the trachea divides into two tubes called bronchi, one leading to each lung. Inside the lungs the bronchi branch again and again into narrower tubes called bronchioles, which end in clusters of tiny air sacs called alveoli. There are hundreds of millions of alveoli, and together they give the lungs a surface area of roughly 70 square metres. The walls of the alveoli are only one cell thick and are wrapped in a dense net of capillaries. Oxygen diffuses from the air in the alveoli into the blood, where it is picked up by haemoglobin in the red blood cells, while carbon dioxide diffuses the opposite way and is breathed out. The right lung is slightly larger than the left and has three lobes; the left lung has only two, leaving room for the heart. Breathing is driven mainly by the diaphragm, a dome-shaped sheet of muscle beneath the lungs. When we breathe in, the diaphragm contracts and flattens and the muscles between the ribs lift the rib cage, so the chest gets bigger and air is drawn in. When we breathe out, the diaphragm relaxes and the chest gets smaller, pushing the air out. An adult at rest breathes about 12 to 20 times a minute. The rate is controlled by the brainstem, which responds mainly to the level of carbon dioxide in the blood rather than to the level of oxygen. Smoking damages the tiny hairs, called cilia, that sweep mucus out of the airways, which is why smokers often develop a lasting cough.`,
    shortAnswers: [
      { question: 'What is the larynx also known as?', answers: ['the voice box', 'voice box'] },
      { question: 'Why is the nose the better route for air to enter?', answers: ['because hairs and sticky mucus inside it trap dust and germs', 'hairs and sticky mucus inside it trap dust and germs', 'hairs and mucus trap dust and germs', 'the air is warmed and moistened'] },
      { question: 'What is the flap that closes over the larynx during swallowing called?', answers: ['the epiglottis', 'epiglottis'] },
      { question: 'What holds the trachea open?', answers: ['C-shaped rings of cartilage', 'rings of cartilage', 'cartilage'] },
      { question: 'What are the two tubes that the trachea divides into called?', answers: ['bronchi', 'the bronchi'] },
      { question: 'What are the tiny air sacs in the lungs called?', answers: ['alveoli', 'the alveoli'] },
      { question: 'How thick are the walls of the alveoli?', answers: ['only one cell thick', 'one cell thick', 'one cell'] },
      { question: 'What picks up oxygen in the red blood cells?', answers: ['haemoglobin', 'hemoglobin'] },
      { question: 'How many lobes does the right lung have?', answers: ['three', '3', 'three lobes'] },
      { question: 'What is the dome-shaped sheet of muscle beneath the lungs called?', answers: ['the diaphragm', 'diaphragm'] },
      { question: 'How many times a minute does an adult at rest breathe?', answers: ['about 12 to 20 times', '12 to 20 times', '12 to 20', 'about 12 to 20', '12 to 20 times a minute', 'about 12 to 20 times a minute'] },
      { question: 'Which part of the brain controls the breathing rate?', answers: ['the brainstem', 'brainstem'] },
    ],
    statements: [
      { statement: 'The left lung has three lobes.', truth: false },
      { statement: 'Carbon dioxide diffuses from the blood into the alveoli.', truth: true },
      { statement: 'When we breathe in, the diaphragm relaxes.', truth: false },
      { statement: 'The trachea divides into two bronchi.', truth: true },
      { statement: 'The breathing rate responds mainly to the level of oxygen in the blood.', truth: false },
      { statement: 'Smoking damages the cilia that sweep mucus out of the airways.', truth: true },
    ],
  },
];

export const S25B_PASTED_QUIZZES: PastedQuizItem[] = [
  {
    id: 's25b-01-q-dot-labels-upper-dot-options-per-line-lettered-tf',
    split: 's25b',
    text: `Q1. What are bases that dissolve in water called?
A. acids
B. alkalis
C. salts
Q2. What colour does litmus turn in acid?
A. red
B. blue
C. green
D. purple
Q3. Neutralisation produces a salt and water.
A. True
B. False`,
    expected: [
      { question: 'What are bases that dissolve in water called?', options: ['acids', 'alkalis', 'salts'] },
      { question: 'What colour does litmus turn in acid?', options: ['red', 'blue', 'green', 'purple'] },
      { question: 'Neutralisation produces a salt and water.', options: TF },
    ],
  },
  {
    id: 's25b-02-dot-numbers-lower-paren-inline-wide-spaces-tf-trailer-and-short',
    split: 's25b',
    text: `1. Who coined the name "Silk Road"?   a) Marco Polo   b) Ferdinand von Richthofen   c) Zhang Qian
2. Which religion spread from India into China along the Silk Road?   a) Islam   b) Christianity   c) Buddhism
3. Ada Lovelace translated a paper by Luigi Menabrea. (T/F)
4. Whom did Ada Lovelace marry in 1835?`,
    expected: [
      { question: 'Who coined the name "Silk Road"?', options: ['Marco Polo', 'Ferdinand von Richthofen', 'Zhang Qian'] },
      { question: 'Which religion spread from India into China along the Silk Road?', options: ['Islam', 'Christianity', 'Buddhism'] },
      { question: 'Ada Lovelace translated a paper by Luigi Menabrea.', options: TF },
      { question: 'Whom did Ada Lovelace marry in 1835?', options: [] },
    ],
  },
  {
    id: 's25b-03-question-label-lines-upper-paren-options-blank-lines-short-and-tf-lines',
    split: 's25b',
    text: `Question 1
Which is the highest summit in the Alps?
A) the Matterhorn
B) Mont Blanc
C) the Eiger

Question 2
How many lobes does the right lung have?
A) two
B) three
C) four

Question 3
What is the flap that closes over the larynx when you swallow called?

Question 4
The diaphragm contracts when we breathe in.
True
False`,
    expected: [
      { question: 'Which is the highest summit in the Alps?', options: ['the Matterhorn', 'Mont Blanc', 'the Eiger'] },
      { question: 'How many lobes does the right lung have?', options: ['two', 'three', 'four'] },
      { question: 'What is the flap that closes over the larynx when you swallow called?', options: [] },
      { question: 'The diaphragm contracts when we breathe in.', options: TF },
    ],
  },
];
