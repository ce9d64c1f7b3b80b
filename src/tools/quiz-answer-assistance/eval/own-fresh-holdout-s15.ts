/**
 * The fourth holdout (s15, issue 35): five passages of the kinds a student pastes — a science textbook
 * section (the Sun), a history (the first transcontinental railroad), a biography (Marie Curie), an
 * economics news explainer (the euro) and a literature summary (The Great Gatsby) — and three pasted
 * quizzes, written for this eval at about 22:00 UTC on 2026-11-29, before any engine change of this
 * round and before it was ever run. The passages are our own wording of well-known facts (no text
 * copied), with dates, quantities with units, people, places and causes as a teacher writes them; the
 * questions are worded as a teacher writes them, not after the engine's rules. Measured once, at the
 * end of the round; no rule is tuned on them (see README.md here). The s14 holdout
 * (own-fresh-holdout.ts), measured twice, is tuned on from s15 on.
 * Measured once at ad5a40f (short answers 27 of 59 right, 3 wrong; true/false 5 of 6 confident right; splits
 * 2 of 3; figures.json keeps that run); its failures were then looked at and fixed, so from then on it is dev
 * material, whatever its split says, until the next round relabels it and writes a new holdout.
 */
import type { OwnPassage } from './own-passages';
import type { PastedQuizItem } from './own-pasted-quizzes';

const TF = ['True', 'False'];

export const S15_PASSAGES: OwnPassage[] = [
  {
    id: 'the-sun',
    subject: 'science',
    split: 'holdout',
    text: `The Sun is the star at the centre of our solar system, and it holds about 99.8 percent of the system's total mass. It is an enormous ball of hot plasma, made mostly of hydrogen (about 73 percent by mass) and helium. Its diameter is roughly 1.39 million kilometres, about 109 times that of Earth. In the Sun's core the temperature reaches around 15 million °C, and there hydrogen nuclei are fused into helium in a process called nuclear fusion, which releases the energy that makes the Sun shine. The visible surface, known as the photosphere, is much cooler, at about 5,500 °C. The Sun lies on average about 150 million kilometres from Earth, so its light takes about 8 minutes and 20 seconds to reach us. Dark patches called sunspots appear on the photosphere; they look dark because they are cooler than the surrounding surface, and their number rises and falls over a cycle of about 11 years. Galileo Galilei was among the first to study sunspots with a telescope, in 1610. Astronomers estimate that the Sun is about 4.6 billion years old and that in roughly 5 billion years it will swell into a red giant.`,
    shortAnswers: [
      { question: "What share of the solar system's mass does the Sun hold?", answers: ['about 99.8 percent', '99.8 percent'] },
      { question: 'What element makes up most of the Sun?', answers: ['hydrogen'] },
      { question: 'How many times wider than Earth is the Sun?', answers: ['about 109 times', '109 times', '109'] },
      { question: "What is the temperature in the Sun's core?", answers: ['around 15 million °C', '15 million °C'] },
      { question: 'What is the process that releases the energy that makes the Sun shine called?', answers: ['nuclear fusion'] },
      { question: 'What is the visible surface of the Sun called?', answers: ['the photosphere', 'photosphere'] },
      { question: 'How far is the Sun from Earth on average?', answers: ['about 150 million kilometres', '150 million kilometres'] },
      { question: 'How long does sunlight take to reach Earth?', answers: ['about 8 minutes and 20 seconds', '8 minutes and 20 seconds'] },
      { question: 'Why do sunspots look dark?', answers: ['because they are cooler than the surrounding surface', 'they are cooler than the surrounding surface', 'cooler than the surrounding surface'] },
      { question: 'How long is the sunspot cycle?', answers: ['about 11 years', '11 years'] },
      { question: 'Who was among the first to study sunspots with a telescope?', answers: ['Galileo Galilei', 'Galileo'] },
      { question: 'How old is the Sun?', answers: ['about 4.6 billion years', '4.6 billion years', '4.6 billion years old', 'about 4.6 billion years old'] },
    ],
    statements: [
      { statement: 'The photosphere is hotter than the core of the Sun.', truth: false },
      { statement: 'Sunspots look dark because they are hotter than the surrounding surface.', truth: false },
      { statement: 'The Sun is made mostly of helium.', truth: false },
      { statement: 'Galileo studied sunspots with a telescope in 1610.', truth: true },
    ],
  },
  {
    id: 'transcontinental-railroad',
    subject: 'history',
    split: 'holdout',
    text: `Before the 1860s, travelling from the east coast of the United States to California meant a journey of several months by wagon or by ship around South America. In 1862 President Abraham Lincoln signed the Pacific Railway Act, which gave land and government loans to two companies to build a railroad across the continent. The Central Pacific Railroad started in Sacramento, California, and built eastward, while the Union Pacific Railroad started in Omaha, Nebraska, and built westward. The Central Pacific had to blast tunnels through the granite of the Sierra Nevada mountains. Because few white labourers were willing to do such hard and dangerous work, the company hired thousands of Chinese immigrants, who at the peak made up about 80 percent of its workforce. The Union Pacific relied largely on Irish immigrants and veterans of the Civil War. The two lines met at Promontory Summit, in Utah Territory, on 10 May 1869, where Leland Stanford, the president of the Central Pacific, drove a ceremonial golden spike. The finished line ran about 1,900 miles, and a trip from coast to coast now took about a week instead of months.`,
    shortAnswers: [
      { question: 'Which president signed the Pacific Railway Act?', answers: ['Abraham Lincoln', 'President Abraham Lincoln', 'Lincoln'] },
      { question: 'In what year was the Pacific Railway Act signed?', answers: ['1862'] },
      { question: 'Where did the Central Pacific Railroad start?', answers: ['Sacramento, California', 'in Sacramento, California', 'Sacramento', 'in Sacramento'] },
      { question: 'In which city did the Union Pacific begin building?', answers: ['Omaha', 'Omaha, Nebraska'] },
      { question: 'Through which mountains did the Central Pacific blast tunnels?', answers: ['the Sierra Nevada', 'Sierra Nevada', 'the Sierra Nevada mountains', 'Sierra Nevada mountains'] },
      { question: 'Why did the Central Pacific hire Chinese immigrants?', answers: ['because few white labourers were willing to do such hard and dangerous work', 'few white labourers were willing to do such hard and dangerous work'] },
      { question: "What share of the Central Pacific's workforce were Chinese immigrants at the peak?", answers: ['about 80 percent', '80 percent'] },
      { question: 'Where did the two lines meet?', answers: ['Promontory Summit', 'at Promontory Summit', 'Promontory Summit, in Utah Territory', 'Utah Territory'] },
      { question: 'On what date did the two lines meet?', answers: ['10 May 1869', 'on 10 May 1869'] },
      { question: 'Who drove the golden spike?', answers: ['Leland Stanford'] },
      { question: 'How long was the finished line?', answers: ['about 1,900 miles', '1,900 miles'] },
      { question: 'How long did a trip from coast to coast take once the railroad was finished?', answers: ['about a week', 'a week'] },
    ],
    statements: [
      { statement: 'The Union Pacific built eastward from Sacramento.', truth: false },
      { statement: 'The Union Pacific relied largely on Irish immigrants and Civil War veterans.', truth: true },
      { statement: 'The two lines met at Promontory Summit in 1862.', truth: false },
    ],
  },
  {
    id: 'marie-curie',
    subject: 'history',
    split: 'holdout',
    text: `Marie Curie was born Maria Skłodowska in Warsaw on 7 November 1867, at a time when Poland was ruled by the Russian Empire. Women could not attend university in Warsaw, so in 1891 she moved to Paris to study physics and mathematics at the Sorbonne. There she met the physicist Pierre Curie, whom she married in 1895. Building on Henri Becquerel's discovery that uranium gives off rays, the Curies discovered two new elements in 1898: polonium, which Marie named after her homeland, and radium. She also coined the word "radioactivity". In 1903 she shared the Nobel Prize in Physics with Pierre Curie and Henri Becquerel, becoming the first woman to win a Nobel Prize. Pierre was killed in 1906 when he was struck by a horse-drawn wagon on a Paris street, and Marie took over his teaching post, becoming the first woman to be a professor at the Sorbonne. In 1911 she won a second Nobel Prize, this time in Chemistry, for isolating pure radium. During the First World War she equipped about 20 vans with X-ray machines, known as "petites Curies", to help surgeons find bullets in wounded soldiers. She died on 4 July 1934 of aplastic anaemia, an illness probably caused by her long exposure to radiation.`,
    shortAnswers: [
      { question: 'Where was Marie Curie born?', answers: ['Warsaw', 'in Warsaw'] },
      { question: "What was Marie Curie's name at birth?", answers: ['Maria Skłodowska'] },
      { question: 'Why did she move to Paris?', answers: ['to study physics and mathematics at the Sorbonne', 'because women could not attend university in Warsaw', 'women could not attend university in Warsaw'] },
      { question: 'In what year did she marry Pierre Curie?', answers: ['1895'] },
      { question: 'Which element did Marie name after her homeland?', answers: ['polonium'] },
      { question: 'Who discovered that uranium gives off rays?', answers: ['Henri Becquerel', 'Becquerel'] },
      { question: 'In which year did she first win a Nobel Prize?', answers: ['1903'] },
      { question: 'How did Pierre Curie die?', answers: ['he was struck by a horse-drawn wagon on a Paris street', 'struck by a horse-drawn wagon', 'he was struck by a horse-drawn wagon', 'struck by a horse-drawn wagon on a Paris street'] },
      { question: 'For what did she win the 1911 Nobel Prize in Chemistry?', answers: ['for isolating pure radium', 'isolating pure radium'] },
      { question: 'How many vans did she equip with X-ray machines?', answers: ['about 20', '20', 'about 20 vans', '20 vans'] },
      { question: 'What were the X-ray vans known as?', answers: ['petites Curies', '"petites Curies"'] },
      { question: 'What illness did Marie Curie die of?', answers: ['aplastic anaemia'] },
    ],
    statements: [
      { statement: 'Marie Curie was the first woman to win a Nobel Prize.', truth: true },
      { statement: 'Her second Nobel Prize was in Physics.', truth: false },
      { statement: 'Women could attend university in Warsaw at the time.', truth: false },
      { statement: 'Marie Curie died in 1911.', truth: false },
    ],
  },
  {
    id: 'euro',
    subject: 'economics',
    split: 'holdout',
    text: `The euro is the shared currency of most member states of the European Union. The plan for a single currency was set out in the Maastricht Treaty, signed in 1992. To join, a country has to meet the so-called convergence criteria: among other things, its budget deficit must be below 3 percent of gross domestic product and its government debt below 60 percent of GDP. The euro was launched on 1 January 1999 as an electronic currency in 11 countries, while euro banknotes and coins only went into circulation on 1 January 2002. Monetary policy for the whole euro area is set by the European Central Bank, which is based in Frankfurt, Germany, and whose main task is to keep prices stable. Because member states can no longer set their own interest rates or devalue their own currency, a country in trouble cannot use these tools to recover. This became clear in the debt crisis that began in Greece in 2009, when the country needed rescue loans from other members and the International Monetary Fund. Denmark negotiated an opt-out and keeps its krone, and the United Kingdom never adopted the euro. Croatia became the 20th country to use the euro on 1 January 2023.`,
    shortAnswers: [
      { question: 'Which treaty set out the plan for a single currency?', answers: ['the Maastricht Treaty', 'Maastricht Treaty'] },
      { question: 'When was the Maastricht Treaty signed?', answers: ['1992', 'in 1992'] },
      { question: 'What are the conditions a country must meet to join the euro called?', answers: ['the convergence criteria', 'convergence criteria', 'the so-called convergence criteria'] },
      { question: 'Below what share of GDP must a joining country keep its government debt?', answers: ['60 percent', '60 percent of GDP'] },
      { question: 'In how many countries was the euro launched in 1999?', answers: ['11'] },
      { question: 'When did euro banknotes and coins go into circulation?', answers: ['1 January 2002', 'on 1 January 2002'] },
      { question: 'Which institution sets monetary policy for the euro area?', answers: ['the European Central Bank', 'European Central Bank'] },
      { question: 'In which city is the European Central Bank based?', answers: ['Frankfurt', 'Frankfurt, Germany', 'in Frankfurt'] },
      { question: "What is the European Central Bank's main task?", answers: ['to keep prices stable', 'keep prices stable'] },
      { question: 'In which country did the debt crisis begin in 2009?', answers: ['Greece', 'in Greece'] },
      { question: 'What currency does Denmark keep?', answers: ['its krone', 'krone', 'the krone'] },
      { question: 'Which country became the 20th to use the euro?', answers: ['Croatia'] },
    ],
    statements: [
      { statement: 'Euro banknotes and coins went into circulation on 1 January 1999.', truth: false },
      { statement: 'Member states of the euro area can still set their own interest rates.', truth: false },
      { statement: 'The European Central Bank is based in Frankfurt.', truth: true },
      { statement: 'The United Kingdom adopted the euro.', truth: false },
    ],
  },
  {
    id: 'great-gatsby',
    subject: 'literature',
    split: 'holdout',
    text: `The Great Gatsby is a novel by the American writer F. Scott Fitzgerald, published in 1925. It is set on Long Island, near New York City, in the summer of 1922. The story is told by Nick Carraway, a young man from the Midwest who moves east to work as a bond salesman and rents a small house in the village of West Egg. His neighbour is the mysterious millionaire Jay Gatsby, who throws huge parties every weekend in the hope that Daisy Buchanan, a woman he loved five years earlier, will come to one of them. Daisy is Nick's cousin and lives across the bay in East Egg with her wealthy husband, Tom Buchanan. At night Gatsby stares at a green light at the end of Daisy's dock, a symbol of his hopes for the future. Gatsby's real name is James Gatz; he was born to poor farmers in North Dakota and made his fortune from bootlegging, the illegal selling of alcohol during Prohibition. Near the end, Tom's lover Myrtle Wilson is killed by Gatsby's car, which Daisy was driving, and Myrtle's husband, George Wilson, shoots Gatsby in revenge. Few people come to Gatsby's funeral, and Nick, disgusted with the East, returns home to the Midwest.`,
    shortAnswers: [
      { question: 'Who wrote The Great Gatsby?', answers: ['F. Scott Fitzgerald', 'Fitzgerald', 'the American writer F. Scott Fitzgerald'] },
      { question: 'When was The Great Gatsby published?', answers: ['1925', 'in 1925'] },
      { question: 'Where is the novel set?', answers: ['Long Island', 'on Long Island', 'Long Island, near New York City', 'on Long Island, near New York City'] },
      { question: 'Who tells the story?', answers: ['Nick Carraway'] },
      { question: 'What job does Nick take in the East?', answers: ['bond salesman', 'a bond salesman'] },
      { question: 'In which village does Nick rent a house?', answers: ['West Egg'] },
      { question: 'Why does Gatsby throw huge parties?', answers: ['in the hope that Daisy Buchanan will come to one of them', 'in the hope that Daisy Buchanan, a woman he loved five years earlier, will come to one of them'] },
      { question: "What does the green light at the end of Daisy's dock symbolise?", answers: ['his hopes for the future', "Gatsby's hopes for the future"] },
      { question: "What is Gatsby's real name?", answers: ['James Gatz'] },
      { question: 'What is bootlegging?', answers: ['the illegal selling of alcohol during Prohibition', 'the illegal selling of alcohol'] },
      { question: 'Who shoots Gatsby?', answers: ['George Wilson', "Myrtle's husband, George Wilson"] },
    ],
    statements: [
      { statement: 'Nick Carraway lives in East Egg.', truth: false },
      { statement: 'Tom Buchanan was driving the car that killed Myrtle Wilson.', truth: false },
      { statement: 'Many people come to Gatsby’s funeral.', truth: false },
      { statement: 'Daisy is Nick’s cousin.', truth: true },
    ],
  },
];

export const S15_PASTED_QUIZZES: PastedQuizItem[] = [
  {
    id: 's15-01-q-labels-lower-paren-inline-and-short',
    split: 'holdout',
    text: `Q1) What is the visible surface of the Sun called?  a) the corona  b) the photosphere  c) the core
Q2) How long does sunlight take to reach Earth?
Q3) Which element makes up most of the Sun?  a) helium  b) oxygen  c) hydrogen  d) carbon`,
    expected: [
      { question: 'What is the visible surface of the Sun called?', options: ['the corona', 'the photosphere', 'the core'] },
      { question: 'How long does sunlight take to reach Earth?', options: [] },
      { question: 'Which element makes up most of the Sun?', options: ['helium', 'oxygen', 'hydrogen', 'carbon'] },
    ],
  },
  {
    id: 's15-02-numbered-upper-paren-per-line-blank-lines-tf-line',
    split: 'holdout',
    text: `1. Where did the two railroad lines meet?

A) Omaha, Nebraska
B) Promontory Summit, Utah Territory
C) Sacramento, California

2. The Central Pacific built westward from Omaha.
True / False

3. Who drove the golden spike?

A) Abraham Lincoln
B) Leland Stanford`,
    expected: [
      { question: 'Where did the two railroad lines meet?', options: ['Omaha, Nebraska', 'Promontory Summit, Utah Territory', 'Sacramento, California'] },
      { question: 'The Central Pacific built westward from Omaha.', options: TF },
      { question: 'Who drove the golden spike?', options: ['Abraham Lincoln', 'Leland Stanford'] },
    ],
  },
  {
    id: 's15-03-unnumbered-lower-dot-options-and-tf-prefix',
    split: 'holdout',
    text: `In which city is the European Central Bank based?
a. Brussels
b. Frankfurt
c. Paris
d. Luxembourg
True or False: Croatia was the first country to use the euro.
Which treaty set out the plan for the euro?
a. the Treaty of Rome
b. the Maastricht Treaty
c. the Treaty of Lisbon`,
    expected: [
      { question: 'In which city is the European Central Bank based?', options: ['Brussels', 'Frankfurt', 'Paris', 'Luxembourg'] },
      { question: 'True or False: Croatia was the first country to use the euro.', options: [] },
      { question: 'Which treaty set out the plan for the euro?', options: ['the Treaty of Rome', 'the Maastricht Treaty', 'the Treaty of Lisbon'] },
    ],
  },
];
