/**
 * The fifth holdout (s17, issue 35): six passages of the kinds a student pastes — a biology textbook
 * section (the digestive system), a world-history event (the Norman Conquest of 1066), an inventors'
 * biography (the Wright brothers), the geography of a river (the Yangtze), a civics/economics explainer
 * (the Federal Reserve) and a chemistry topic (water) — and four pasted quizzes, written for this eval on
 * 2026-11-30 by a writer who had not read the engine or its tests, before any engine change of the s17
 * round and before it was ever run. The passages are our own wording of well-known facts (no text
 * copied); the questions are worded as a teacher writes them (paraphrasing the passage now and then),
 * not after the engine's rules. Measured once, before the round's changes (see README.md here); from
 * then on it is looked at, so it is dev material whatever its split says.
 * Measured once at bf639d71 (short answers 28 of 72 right, 3 wrong; true/false 12 of 36 answered as
 * confident, 11 of them right; splits 3 of 4; figures.json keeps that run as own-s17-…).
 */
import type { OwnPassage } from './own-passages';
import type { PastedQuizItem } from './own-pasted-quizzes';

const TF = ['True', 'False'];

export const S17_PASSAGES: OwnPassage[] = [
  {
    id: 'digestive-system',
    subject: 'science',
    split: 's17',
    text: `Digestion is the process by which the body breaks food down into molecules small enough to be absorbed into the blood. It begins in the mouth, where the teeth grind the food and saliva, produced by three pairs of salivary glands, moistens it. Saliva contains an enzyme called amylase, which starts to break starch down into sugars. When we swallow, the food passes down the oesophagus, a muscular tube about 25 centimetres long, pushed along by waves of muscle contraction known as peristalsis. In the stomach the food is mixed with gastric juice, which contains hydrochloric acid and an enzyme called pepsin that begins the digestion of proteins. The acid also kills most of the bacteria swallowed with the food. An adult's stomach can hold about 1.5 litres. After two to four hours the partly digested food, now a thick liquid called chyme, moves on into the small intestine. Despite its name, the small intestine is the longest part of the digestive tract, at about 6 metres in an adult; it is called small because its diameter is narrower than that of the large intestine. Its inner wall is covered with millions of tiny finger-like projections called villi, which greatly increase the surface area for absorption. The liver makes bile, which is stored in the gall bladder and released into the small intestine to break fats into small droplets, while the pancreas adds enzymes that digest carbohydrates, proteins and fats. What cannot be digested, such as most plant fibre, passes into the large intestine, which is about 1.5 metres long. There water is absorbed back into the body, and the remaining waste is stored in the rectum until it leaves the body. Much of what we know about the stomach comes from an accident: after a fur trader named Alexis St. Martin was shot in the stomach in 1822, the American army surgeon William Beaumont treated him and later studied digestion through the opening in his side, which never fully closed.`,
    shortAnswers: [
      { question: 'Which enzyme in saliva begins breaking down starch?', answers: ['amylase'] },
      { question: 'How long is the oesophagus?', answers: ['about 25 centimetres', '25 centimetres'] },
      { question: 'What are the waves of muscle contraction that move food down the oesophagus called?', answers: ['peristalsis'] },
      { question: 'Which enzyme in the stomach starts the digestion of proteins?', answers: ['pepsin'] },
      { question: "How much can an adult's stomach hold?", answers: ['about 1.5 litres', '1.5 litres'] },
      { question: 'What is the partly digested food that leaves the stomach called?', answers: ['chyme'] },
      { question: 'How long is the small intestine in an adult?', answers: ['about 6 metres', '6 metres'] },
      { question: 'Why is the small intestine called "small"?', answers: ['because its diameter is narrower than that of the large intestine', 'its diameter is narrower than that of the large intestine', 'its diameter is narrower'] },
      { question: 'Which organ makes bile?', answers: ['the liver', 'liver'] },
      { question: 'Where is bile stored?', answers: ['in the gall bladder', 'the gall bladder', 'gall bladder'] },
      { question: "Who studied digestion through an opening in a patient's side?", answers: ['William Beaumont', 'Beaumont'] },
      { question: 'In what year was Alexis St. Martin shot?', answers: ['1822'] },
    ],
    statements: [
      { statement: 'Saliva begins the digestion of proteins.', truth: false },
      { statement: 'The small intestine is shorter than the large intestine.', truth: false },
      { statement: 'Bile is made by the gall bladder rather than the liver.', truth: false },
      { statement: 'Stomach acid kills most of the bacteria swallowed with food.', truth: true },
      { statement: 'Water is absorbed back into the body in the large intestine.', truth: true },
      { statement: 'Most plant fibre is digested in the small intestine.', truth: false },
    ],
  },
  {
    id: 'norman-conquest',
    subject: 'history',
    split: 's17',
    text: `In January 1066 the English king Edward the Confessor died without a child to succeed him. The next day the English nobles crowned Harold Godwinson, the most powerful earl in the kingdom, as King Harold II. Two other men claimed the throne. William, Duke of Normandy, said that Edward had promised him the crown years earlier and that Harold himself had sworn an oath to support him. Harald Hardrada, the king of Norway, claimed it as well. In September Hardrada landed in the north of England with about 300 ships, but Harold marched his army north and defeated him at the Battle of Stamford Bridge, near York, on 25 September; Hardrada was killed in the fighting. Only three days later, William landed at Pevensey on the south coast, and Harold's tired army had to march about 250 miles back south. The two armies met near Hastings on 14 October 1066. The English fought on foot behind a wall of shields along a ridge, while William relied on archers and mounted knights. The battle lasted most of the day. At one point the Normans pretended to flee, which drew some of the English down the slope, where they were surrounded and cut down. Late in the afternoon Harold was killed; according to a later tradition, he was struck in the eye by an arrow. William was crowned king in Westminster Abbey on Christmas Day 1066 and became known as William the Conqueror. To hold down his new kingdom he built castles, among them the Tower of London, and handed English estates to his Norman followers. In 1086 he ordered a great survey of land and property across England, which became known as the Domesday Book. The story of the conquest is told in pictures on the Bayeux Tapestry, an embroidered cloth about 70 metres long.`,
    shortAnswers: [
      { question: 'In what month and year did Edward the Confessor die?', answers: ['January 1066', 'in January 1066'] },
      { question: 'Who was crowned king after Edward died?', answers: ['Harold Godwinson', 'King Harold II', 'Harold II', 'Harold'] },
      { question: 'Which Norwegian king also claimed the English throne?', answers: ['Harald Hardrada'] },
      { question: 'How many ships did Hardrada bring to England?', answers: ['about 300 ships', '300 ships', 'about 300', '300'] },
      { question: 'Near which city did Harold defeat Hardrada?', answers: ['York'] },
      { question: 'Where did William land in England?', answers: ['at Pevensey', 'Pevensey', 'Pevensey on the south coast', 'at Pevensey on the south coast'] },
      { question: "How far did Harold's army have to march back south?", answers: ['about 250 miles', '250 miles'] },
      { question: 'On what date was the Battle of Hastings fought?', answers: ['14 October 1066', 'on 14 October 1066'] },
      { question: 'Why did some of the English leave the ridge?', answers: ['because the Normans pretended to flee', 'the Normans pretended to flee'] },
      { question: 'Where was William crowned?', answers: ['in Westminster Abbey', 'Westminster Abbey'] },
      { question: 'In what year did William order the Domesday survey?', answers: ['1086'] },
      { question: 'How long is the Bayeux Tapestry?', answers: ['about 70 metres', '70 metres'] },
    ],
    statements: [
      { statement: 'Harold was killed at the Battle of Stamford Bridge.', truth: false },
      { statement: 'William landed at Pevensey before the Battle of Stamford Bridge.', truth: false },
      { statement: 'The English fought on horseback rather than on foot.', truth: false },
      { statement: 'William was crowned king on Christmas Day 1066.', truth: true },
      { statement: 'William ordered the Domesday survey in 1066.', truth: false },
      { statement: 'The Bayeux Tapestry tells the story of the conquest.', truth: true },
    ],
  },
  {
    id: 'wright-brothers',
    subject: 'history',
    split: 's17',
    text: `Wilbur and Orville Wright were American brothers who built and flew the first successful powered aeroplane. Wilbur was born in 1867 near Millville, Indiana, and Orville in 1871 in Dayton, Ohio. Neither brother received a high school diploma. In 1892 they opened a bicycle shop in Dayton, where they repaired, sold and later built bicycles, and the money from the shop paid for their experiments with flight. They were inspired by the German glider pioneer Otto Lilienthal, whose death in a glider crash in 1896 convinced them that the key problem was control rather than power. Watching birds, Wilbur noticed that they twist the tips of their wings to turn, and the brothers copied the idea with a system called wing warping. From 1900 to 1902 they tested gliders at Kitty Hawk, North Carolina, a place they chose for its steady winds and soft sand dunes. Because the published figures on wing lift turned out to be wrong, they built their own small wind tunnel in 1901 and tested about 200 wing shapes in it. No engine maker could supply an engine that was light enough, so their mechanic Charlie Taylor built one in about six weeks; it weighed about 82 kilograms and produced 12 horsepower. On 17 December 1903, at Kill Devil Hills near Kitty Hawk, Orville made the first flight, which lasted 12 seconds and covered 37 metres. The brothers made four flights that day, and Wilbur's last one was the longest, covering 260 metres in 59 seconds. Few newspapers believed the story at first. It was only in 1908, when Wilbur gave public flights in France, that the brothers became famous. Wilbur died of typhoid fever in 1912, while Orville lived until 1948.`,
    shortAnswers: [
      { question: 'Where was Orville Wright born?', answers: ['Dayton, Ohio', 'in Dayton, Ohio', 'Dayton'] },
      { question: 'In what year did the brothers open their bicycle shop?', answers: ['1892'] },
      { question: "Whose death convinced the brothers that control was the key problem?", answers: ['Otto Lilienthal', 'Lilienthal', "Otto Lilienthal's"] },
      { question: "What was the brothers' system for turning the aeroplane called?", answers: ['wing warping'] },
      { question: 'Why did the brothers choose Kitty Hawk for their glider tests?', answers: ['for its steady winds and soft sand dunes', 'its steady winds and soft sand dunes', 'steady winds and soft sand dunes', 'because of its steady winds and soft sand dunes'] },
      { question: 'How many wing shapes did the brothers test in their wind tunnel?', answers: ['about 200', '200', 'about 200 wing shapes', '200 wing shapes'] },
      { question: "Who built the engine for the brothers' aeroplane?", answers: ['Charlie Taylor', 'their mechanic Charlie Taylor'] },
      { question: 'How much power did the engine produce?', answers: ['12 horsepower'] },
      { question: 'How long did the first powered flight last?', answers: ['12 seconds'] },
      { question: "How far did Wilbur's longest flight go?", answers: ['260 metres'] },
      { question: 'In what year did the brothers become famous?', answers: ['1908', 'in 1908'] },
      { question: 'What illness did Wilbur die of?', answers: ['typhoid fever', 'typhoid'] },
    ],
    statements: [
      { statement: 'Orville made the first powered flight on 17 December 1903.', truth: true },
      { statement: 'The first flight covered 260 metres.', truth: false },
      { statement: 'The brothers believed the key problem was power rather than control.', truth: false },
      { statement: 'Most newspapers believed the story at once.', truth: false },
      { statement: 'Wilbur gave public flights in France in 1908.', truth: true },
      { statement: 'Orville died of typhoid fever in 1912.', truth: false },
    ],
  },
  {
    id: 'yangtze',
    subject: 'geography',
    split: 's17',
    text: `The Yangtze is the longest river in Asia and the third longest in the world, after the Nile and the Amazon. It flows for about 6,300 kilometres from the glaciers of the Tibetan Plateau, in the province of Qinghai, eastward across China to the East China Sea, which it enters near Shanghai. In Chinese it is usually called Chang Jiang, which means "long river". Its basin covers about one fifth of China's land area and is home to roughly a third of the country's population. The river passes great cities such as Chongqing, Wuhan and Nanjing. Between Chongqing and Yichang it cuts through a series of steep, narrow valleys known as the Three Gorges. There the Chinese government built the Three Gorges Dam, which was completed in 2006 and reached full operation in 2012. It is the largest hydroelectric power station in the world by installed capacity, at about 22,500 megawatts. The dam was built to produce electricity, to control the floods that had killed hundreds of thousands of people along the river in the 20th century, and to let large ships travel farther upstream. However, its reservoir drowned many towns and forced more than 1.3 million people to move. For centuries the Yangtze has been linked to the north of China by the Grand Canal, which crosses it near Yangzhou. The warm, wet lowlands along the river's middle and lower course are among China's most important rice-growing regions. The river was once home to the baiji, a freshwater dolphin, but it was declared functionally extinct in 2006, mainly because of fishing nets, pollution and heavy boat traffic.`,
    shortAnswers: [
      { question: 'How long is the Yangtze?', answers: ['about 6,300 kilometres', '6,300 kilometres'] },
      { question: 'Into which sea does the Yangtze flow?', answers: ['the East China Sea', 'East China Sea'] },
      { question: 'Near which city does the Yangtze reach the sea?', answers: ['Shanghai'] },
      { question: 'What is the Yangtze usually called in Chinese?', answers: ['Chang Jiang'] },
      { question: 'What does the name Chang Jiang mean?', answers: ['long river'] },
      { question: "What share of China's population lives in the Yangtze basin?", answers: ['roughly a third', 'about a third', 'a third', 'one third'] },
      { question: 'When was the Three Gorges Dam completed?', answers: ['2006', 'in 2006'] },
      { question: 'What is the installed capacity of the Three Gorges Dam?', answers: ['about 22,500 megawatts', '22,500 megawatts'] },
      { question: "How many people were forced to move by the dam's reservoir?", answers: ['more than 1.3 million', 'more than 1.3 million people', '1.3 million', '1.3 million people'] },
      { question: 'Which canal links the Yangtze to northern China?', answers: ['the Grand Canal', 'Grand Canal'] },
      { question: 'What kind of animal was the baiji?', answers: ['a freshwater dolphin', 'freshwater dolphin', 'dolphin'] },
      { question: 'Why did the baiji die out?', answers: ['mainly because of fishing nets, pollution and heavy boat traffic', 'because of fishing nets, pollution and heavy boat traffic', 'fishing nets, pollution and heavy boat traffic'] },
    ],
    statements: [
      { statement: 'The Yangtze is the longest river in the world.', truth: false },
      { statement: 'The Yangtze flows westward to the sea.', truth: false },
      { statement: 'The Three Gorges Dam reached full operation in 2006.', truth: false },
      { statement: "The dam's reservoir forced more than 1.3 million people to move.", truth: true },
      { statement: 'The Grand Canal crosses the Yangtze near Shanghai.', truth: false },
      { statement: 'The baiji was declared functionally extinct in 2006.', truth: true },
    ],
  },
  {
    id: 'federal-reserve',
    subject: 'economics',
    split: 's17',
    text: `The Federal Reserve, often called the Fed, is the central bank of the United States. It was created by the Federal Reserve Act, which President Woodrow Wilson signed into law on 23 December 1913, after a series of banking panics, the worst of them in 1907, had shown that the country had no lender of last resort. Rather than a single bank, the system is made up of a Board of Governors in Washington, D.C., and 12 regional Federal Reserve Banks in cities such as New York, Chicago and San Francisco. The Board has seven members, who are nominated by the President and confirmed by the Senate; each serves a term of 14 years, which is meant to protect them from political pressure. One of the governors is chosen to be chair for a four-year term. Congress has given the Fed two main goals, known as its dual mandate: maximum employment and stable prices. Since 2012 the Fed has said that inflation of 2 percent a year is consistent with stable prices. Its main tool is the federal funds rate, the interest rate at which banks lend to each other overnight. The target for this rate is set by the Federal Open Market Committee, or FOMC, which meets eight times a year. When the economy is weak, the FOMC usually lowers the rate to make borrowing cheaper and encourage spending; when prices rise too fast, it raises the rate to cool demand. The Fed also supervises many banks and runs the systems that move payments between them. Although it was created by Congress, the Fed does not receive funding from Congress: it pays its own costs out of the interest on the securities it holds and sends most of its profits to the Treasury.`,
    shortAnswers: [
      { question: 'Which president signed the Federal Reserve Act?', answers: ['Woodrow Wilson', 'President Woodrow Wilson', 'Wilson'] },
      { question: 'On what date was the Federal Reserve Act signed into law?', answers: ['23 December 1913', 'on 23 December 1913'] },
      { question: 'In what year did the worst of the banking panics happen?', answers: ['1907', 'in 1907'] },
      { question: 'How many regional Federal Reserve Banks are there?', answers: ['12'] },
      { question: 'Where is the Board of Governors based?', answers: ['Washington, D.C.', 'in Washington, D.C.', 'Washington'] },
      { question: 'How many members sit on the Board of Governors?', answers: ['seven', '7'] },
      { question: "How long is a governor's term?", answers: ['14 years', 'a term of 14 years'] },
      { question: 'Why do governors serve such long terms?', answers: ['to protect them from political pressure', 'it is meant to protect them from political pressure'] },
      { question: "What are the two goals of the Fed's dual mandate?", answers: ['maximum employment and stable prices'] },
      { question: 'What rate of inflation does the Fed consider consistent with stable prices?', answers: ['2 percent a year', '2 percent'] },
      { question: 'What is the interest rate at which banks lend to each other overnight called?', answers: ['the federal funds rate', 'federal funds rate'] },
      { question: 'How often does the FOMC meet?', answers: ['eight times a year'] },
    ],
    statements: [
      { statement: 'The Federal Reserve is a single bank in Washington, D.C.', truth: false },
      { statement: 'Members of the Board are nominated by the Senate and confirmed by the President.', truth: false },
      { statement: 'The chair of the Fed serves a term of 14 years.', truth: false },
      { statement: 'When prices rise too fast, the FOMC usually lowers the rate.', truth: false },
      { statement: 'The Fed is funded by Congress.', truth: false },
      { statement: 'The Fed sends most of its profits to the Treasury.', truth: true },
    ],
  },
  {
    id: 'water-chemistry',
    subject: 'science',
    split: 's17',
    text: `Water is a simple compound: each molecule is made of two hydrogen atoms bonded to one oxygen atom, which gives it the formula H2O. For a long time water was thought to be an element. In 1781 the English scientist Henry Cavendish showed that burning hydrogen in air produces water, and a few years later the French chemist Antoine Lavoisier explained that water is a compound of hydrogen and oxygen. The water molecule is bent, with an angle of about 104.5 degrees between the two hydrogen atoms. Because oxygen pulls the shared electrons more strongly than hydrogen does, the oxygen end of the molecule carries a slight negative charge and the hydrogen ends a slight positive charge, which makes water a polar molecule. Neighbouring molecules are attracted to one another by hydrogen bonds, and these explain many of water's unusual properties. At sea-level pressure, pure water freezes at 0 °C and boils at 100 °C, a far higher boiling point than that of similar small molecules such as hydrogen sulfide, which is a gas at room temperature. Liquid water is densest at about 4 °C. When it freezes, the hydrogen bonds lock the molecules into an open lattice, so ice is about 9 percent less dense than liquid water and floats on it. This is why lakes freeze from the top down, and fish can survive the winter in the water below the ice. Water also has a high specific heat capacity, about 4.18 joules per gram per degree Celsius, so it warms up and cools down slowly; as a result, coastal places have milder climates than places far inland. Because it dissolves more substances than any other common liquid, water is often called the universal solvent. About 71 percent of Earth's surface is covered by water, but only about 3 percent of the planet's water is fresh.`,
    shortAnswers: [
      { question: 'What is the chemical formula of water?', answers: ['H2O'] },
      { question: 'Who showed in 1781 that burning hydrogen produces water?', answers: ['Henry Cavendish', 'Cavendish'] },
      { question: 'Which French chemist explained that water is a compound of hydrogen and oxygen?', answers: ['Antoine Lavoisier', 'Lavoisier'] },
      { question: 'What is the angle between the two hydrogen atoms in a water molecule?', answers: ['about 104.5 degrees', '104.5 degrees'] },
      { question: 'What attracts neighbouring water molecules to one another?', answers: ['hydrogen bonds'] },
      { question: 'At what temperature does pure water boil at sea level?', answers: ['100 °C', 'at 100 °C'] },
      { question: 'At what temperature is liquid water densest?', answers: ['about 4 °C', '4 °C', 'at about 4 °C'] },
      { question: 'How much less dense than liquid water is ice?', answers: ['about 9 percent', '9 percent'] },
      { question: 'Why do lakes freeze from the top down?', answers: ['because ice is less dense than liquid water and floats on it', 'ice is about 9 percent less dense than liquid water and floats on it', 'ice floats on liquid water', 'ice is less dense than liquid water'] },
      { question: 'Why is water called the universal solvent?', answers: ['because it dissolves more substances than any other common liquid', 'it dissolves more substances than any other common liquid'] },
      { question: "What share of Earth's surface is covered by water?", answers: ['about 71 percent', '71 percent'] },
      { question: "How much of the planet's water is fresh?", answers: ['about 3 percent', '3 percent', 'only about 3 percent'] },
    ],
    statements: [
      { statement: 'Water was once thought to be a compound rather than an element.', truth: false },
      { statement: 'Ice is denser than liquid water.', truth: false },
      { statement: 'Hydrogen sulfide is a gas at room temperature.', truth: true },
      { statement: 'The oxygen end of a water molecule carries a slight positive charge.', truth: false },
      { statement: "About 71 percent of Earth's surface is covered by water.", truth: true },
      { statement: 'Lakes freeze from the bottom up.', truth: false },
    ],
  },
];

export const S17_PASTED_QUIZZES: PastedQuizItem[] = [
  {
    id: 's17-01-dot-numbers-bracket-letters-inline',
    split: 's17',
    text: `1. Which enzyme in saliva starts to digest starch? (a) pepsin (b) amylase (c) lipase
2. What is the partly digested food that leaves the stomach called? (a) bile (b) chyme (c) plasma (d) mucus
3. Where is bile stored? (a) the liver (b) the pancreas (c) the gall bladder`,
    expected: [
      { question: 'Which enzyme in saliva starts to digest starch?', options: ['pepsin', 'amylase', 'lipase'] },
      { question: 'What is the partly digested food that leaves the stomach called?', options: ['bile', 'chyme', 'plasma', 'mucus'] },
      { question: 'Where is bile stored?', options: ['the liver', 'the pancreas', 'the gall bladder'] },
    ],
  },
  {
    id: 's17-02-question-heading-lines-upper-dot-options-tf-lines-blank-lines',
    split: 's17',
    text: `Question 1
In what year was the Battle of Hastings fought?
A. 1066
B. 1086
C. 1106

Question 2
Who was killed at the Battle of Stamford Bridge?
A. Harold Godwinson
B. Harald Hardrada
C. William of Normandy

Question 3
William was crowned in Westminster Abbey.
True
False`,
    expected: [
      { question: 'In what year was the Battle of Hastings fought?', options: ['1066', '1086', '1106'] },
      { question: 'Who was killed at the Battle of Stamford Bridge?', options: ['Harold Godwinson', 'Harald Hardrada', 'William of Normandy'] },
      { question: 'William was crowned in Westminster Abbey.', options: TF },
    ],
  },
  {
    id: 's17-03-paren-numbers-indented-lower-paren-options-tf-trailer',
    split: 's17',
    text: `1) How long is the Yangtze?
   a) about 4,000 km
   b) about 6,300 km
   c) about 9,000 km
2) The Three Gorges Dam was completed in 2006. (True/False)
3) Near which city does the Yangtze reach the sea?
   a) Wuhan
   b) Shanghai
   c) Chongqing`,
    expected: [
      { question: 'How long is the Yangtze?', options: ['about 4,000 km', 'about 6,300 km', 'about 9,000 km'] },
      { question: 'The Three Gorges Dam was completed in 2006.', options: TF },
      { question: 'Near which city does the Yangtze reach the sea?', options: ['Wuhan', 'Shanghai', 'Chongqing'] },
    ],
  },
  {
    id: 's17-04-q-dot-labels-upper-dot-inline-short-and-tf-prefix',
    split: 's17',
    text: `Q1. Who signed the Federal Reserve Act?  A. Theodore Roosevelt  B. Woodrow Wilson  C. William Taft
Q2. How many regional Federal Reserve Banks are there?
Q3. How long is a governor's term? A. 4 years B. 10 years C. 14 years D. 20 years
Q4. True or false: The Fed is funded by Congress.`,
    expected: [
      { question: 'Who signed the Federal Reserve Act?', options: ['Theodore Roosevelt', 'Woodrow Wilson', 'William Taft'] },
      { question: 'How many regional Federal Reserve Banks are there?', options: [] },
      { question: "How long is a governor's term?", options: ['4 years', '10 years', '14 years', '20 years'] },
      { question: 'True or false: The Fed is funded by Congress.', options: [] },
    ],
  },
];
