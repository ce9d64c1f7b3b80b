/**
 * A fresh set for the s39 round (written in session 42 by a helper, before any run on it): five passages written in the
 * manner of an encyclopedia article rather than a textbook — long sentences, asides in parentheses and between commas,
 * US-style dates ("January 15, 1919"), units with a conversion in brackets ("35 miles per hour (56 km/h)"), "also known
 * as" names, semicolons — because students paste Wikipedia far more than anything else. No network was reachable from
 * this machine, so no real article could be copied in: the passages are our own wording of well-known facts (no text
 * copied from any source), imitating that register, and carry the repository's licence. Topics: the Great Molasses Flood
 * (Boston, 1919), tardigrades, the Erie Canal, Jane Eyre, Lake Titicaca.
 *
 * Each passage has 10 short-answer questions as students type them (lower case, no apostrophes, paraphrased verbs:
 * "paid for" / financed, "supplies" / drains, "came up with" / coined, "brings in" / carries), 6 true/false statements (3
 * true, 3 false: a number or year from another event, a swapped agent, an opposite, a negation; true ones paraphrased or
 * near-verbatim), 2 multiple-choice questions and 3 questions the passage does not answer (`notStated`: two short, one
 * "True or false: …" the passage neither confirms nor denies). Two pasted quizzes: a numbered worksheet with "a)"
 * options and a "T / F" trailer, and a phone note with "Q:" lines. The helper had read the tool README (which describes
 * the engine's rules) but no engine code before writing it, and wrote every question and gold answer before running
 * anything on this set. To be measured once with a `--split s39` run; from then on it is looked at, so it is dev.
 */
import type { OwnPassage } from './own-passages';
import type { PastedQuizItem } from './own-pasted-quizzes';

const TF = ['True', 'False'];

export const S39_PASSAGES: OwnPassage[] = [
  {
    id: 'great-molasses-flood',
    subject: 'history',
    split: 's39',
    text: `The Great Molasses Flood, also known as the Boston Molasses Disaster, took place on January 15, 1919, in the North End neighborhood of Boston, Massachusetts. A large storage tank holding about 2.3 million US gallons (8,700 cubic metres) of molasses burst, and a wave of molasses swept through the nearby streets at an estimated 35 miles per hour (56 km/h), killing 21 people and injuring about 150. The tank belonged to the Purity Distilling Company, a subsidiary of United States Industrial Alcohol (USIA), which fermented the molasses into industrial alcohol, then in demand for making munitions.

The tank, 50 feet (15 m) tall and 90 feet (27 m) across, had been put up in 1915 in a hurry and was never tested by filling it with water. It leaked from the start; rather than repair it, the company had it painted brown so that the leaks would be harder to see. The day before the disaster had been bitterly cold, but on January 15 the temperature rose above 40 °F (4 °C). Shortly after 12:30 pm, people nearby heard a deep rumble and a sound like machine-gun fire as the rivets sprang out of the steel plates.

The wave, about 25 feet (8 m) high at its peak, knocked buildings off their foundations, bent the girders of the elevated railway on Commercial Street and trapped people and horses. The first rescuers to arrive were about 116 cadets from the training ship USS Nantucket, which was docked nearby; they were followed by police, Red Cross nurses and soldiers. As the molasses cooled in the winter air it thickened, which made rescue slower, and some victims were not found for four days. Cleaning up took more than 87,000 man-hours, and the harbor was stained brown until the summer.

More than 100 people sued USIA in one of the first class-action suits in Massachusetts. The company claimed that anarchists had blown the tank up, but a court-appointed auditor, Hugh W. Ogden, found after three years of hearings that the tank had been too weak for its load. USIA paid out about $628,000 in damages. The disaster led Massachusetts to require that the plans for such structures be approved and signed by a licensed engineer, and the rules spread to other states. Local residents have long claimed that on hot summer days the area still smells of molasses.`,
    shortAnswers: [
      { question: 'When did the great molasses flood happen?', answers: ['January 15, 1919', 'on January 15, 1919', '15 January 1919', 'January 15 1919'] },
      { question: 'How many people were killed in the molasses flood?', answers: ['21', '21 people', 'twenty-one'] },
      { question: 'How fast did the wave of molasses move?', answers: ['35 miles per hour', 'an estimated 35 miles per hour', 'about 35 miles per hour', '35 mph', '56 km/h', '35 miles per hour (56 km/h)'] },
      { question: 'Which company owned the tank?', answers: ['the Purity Distilling Company', 'Purity Distilling Company', 'Purity Distilling'] },
      { question: 'What was the molasses turned into?', answers: ['industrial alcohol', 'alcohol'] },
      { question: 'What colour was the tank painted to hide the leaks?', answers: ['brown'] },
      { question: 'who got to the scene first to help?', answers: ['cadets from the training ship USS Nantucket', 'about 116 cadets from the training ship USS Nantucket', 'cadets', 'about 116 cadets', 'the cadets from the USS Nantucket', 'cadets from the USS Nantucket'] },
      { question: 'How tall was the wave?', answers: ['about 25 feet', '25 feet', 'about 25 feet (8 m)', '8 m', 'about 8 m', '25 feet (8 m)'] },
      { question: 'Who decided the tank had been too weak?', answers: ['Hugh W. Ogden', 'Ogden', 'Hugh Ogden', 'a court-appointed auditor, Hugh W. Ogden'] },
      { question: 'How much did USIA pay in damages?', answers: ['about $628,000', '$628,000', '628,000 dollars'] },
    ],
    statements: [
      // number from another figure: 21 killed, about 150 injured
      { statement: 'The flood killed about 150 people.', truth: false },
      // swapped claim: the company blamed anarchists; the auditor found the tank too weak
      { statement: 'The auditor found that anarchists had blown up the tank.', truth: false },
      // opposite: the temperature rose
      { statement: 'On the day of the flood the temperature fell below freezing.', truth: false },
      // paraphrase of "never tested by filling it with water"
      { statement: 'The tank was never tested with water before it was used.', truth: true },
      // near-verbatim
      { statement: 'The molasses thickened as it cooled, which made the rescue slower.', truth: true },
      // paraphrase: "one of the first class-action suits in Massachusetts"
      { statement: 'The lawsuit against USIA was one of the first class-action suits in Massachusetts.', truth: true },
    ],
    choices: [
      { question: 'What did USIA claim caused the tank to burst?', options: ['a heat wave', 'anarchists blowing it up', 'a train crash', 'an earthquake'], answer: 1 },
      { question: 'Which street had its elevated railway damaged?', options: ['Commercial Street', 'Boylston Street', 'Washington Street', 'Tremont Street'], answer: 0 },
    ],
    notStated: [
      'How many horses died in the flood?',
      'Who built the molasses tank?',
      'True or false: The tank was rebuilt after the disaster.',
    ],
  },
  {
    id: 'tardigrades',
    subject: 'science',
    split: 's39',
    text: `Tardigrades, also known as water bears or moss piglets, are a phylum of tiny eight-legged animals. They were first described in 1773 by the German zoologist Johann August Ephraim Goeze, who called them little water bears; three years later the Italian biologist Lazzaro Spallanzani gave them the name Tardigrada, which means "slow steppers". About 1,300 species are known. Most adults are about 0.5 mm (0.02 in) long, although the largest species can reach 1.2 mm, and they have a short, plump body with four pairs of stubby legs, each ending in claws or sucking discs.

Tardigrades have been found almost everywhere on Earth, from mountaintops to the deep sea and from tropical rainforests to the ice of Antarctica. The easiest place to find them is in a film of water on mosses and lichens. Most feed on the fluids of plant cells, algae and small invertebrates, which they pierce with a pair of sharp stylets, although some species are predators that swallow smaller tardigrades whole.

They are best known for surviving conditions that would kill almost any other animal. When its surroundings dry out, a tardigrade pulls in its head and legs, curls into a dry ball called a tun and loses almost all the water in its body; its metabolism falls to less than 0.01 per cent of the normal rate, a state called cryptobiosis. In this state tardigrades have survived temperatures as low as −272 °C, close to absolute zero, and as high as 150 °C for a few minutes, pressures about six times those in the deepest ocean trenches, and doses of radiation hundreds of times higher than would kill a human. When water returns, they can become active again within hours. In 2007 tardigrades were carried into low Earth orbit on the FOTON-M3 mission and exposed to the vacuum of space for ten days; many of them survived, and some of the females later laid eggs that hatched normally.

Part of their resistance to radiation comes from a protein called Dsup, short for "damage suppressor", which was found in the species Ramazzottius varieornatus and binds to DNA to shield it. When researchers added the gene for Dsup to human cells in culture, the cells suffered about 40 per cent less damage from X-rays. Tardigrades are not true extremophiles, however: they endure extreme conditions rather than thrive in them, and active tardigrades are much more fragile than tuns. The oldest known fossil tardigrades were found in amber from New Jersey that is about 90 million years old.`,
    shortAnswers: [
      { question: 'What are tardigrades also called?', answers: ['water bears or moss piglets', 'water bears', 'moss piglets', 'water bears and moss piglets'] },
      { question: 'Who first described tardigrades?', answers: ['Johann August Ephraim Goeze', 'Goeze', 'the German zoologist Johann August Ephraim Goeze'] },
      { question: 'Who named them Tardigrada?', answers: ['Lazzaro Spallanzani', 'Spallanzani', 'the Italian biologist Lazzaro Spallanzani'] },
      { question: 'What does Tardigrada mean?', answers: ['slow steppers', '"slow steppers"'] },
      { question: 'how many species of tardigrade are known', answers: ['about 1,300', '1,300', 'about 1,300 species', '1300'] },
      { question: 'How big is an adult tardigrade?', answers: ['about 0.5 mm', '0.5 mm', 'about 0.5 mm (0.02 in) long', 'about 0.5 mm long', '0.5 mm long', '0.02 in'] },
      { question: 'What is a dried-up tardigrade called?', answers: ['a tun', 'tun'] },
      { question: 'What is the state called when a tardigrades metabolism almost stops?', answers: ['cryptobiosis'] },
      { question: 'Which mission took tardigrades into space in 2007?', answers: ['FOTON-M3', 'the FOTON-M3 mission', 'FOTON-M3 mission'] },
      { question: 'What protein protects tardigrade DNA from radiation?', answers: ['Dsup', 'a protein called Dsup', '"damage suppressor"', 'damage suppressor'] },
    ],
    statements: [
      // number from another measure: 0.5 mm is the usual adult; 1.2 mm the largest species
      { statement: 'The largest tardigrade species can reach 0.5 mm.', truth: false },
      // swapped agent: Goeze described them, Spallanzani named them
      { statement: 'Goeze gave tardigrades the name Tardigrada.', truth: false },
      // negation: they are not true extremophiles
      { statement: 'Tardigrades are true extremophiles that thrive in extreme conditions.', truth: false },
      // paraphrase of "some of the females later laid eggs that hatched normally"
      { statement: 'Some tardigrades that went to space later laid eggs that hatched.', truth: true },
      // paraphrase / near-verbatim
      { statement: 'Tardigrades have four pairs of legs.', truth: true },
      // comparison: active tardigrades are more fragile than tuns
      { statement: 'Active tardigrades are more fragile than tuns.', truth: true },
    ],
    choices: [
      { question: 'Where is the easiest place to find tardigrades?', options: ['in desert sand', 'on mosses and lichens', 'in hot springs', 'inside rocks'], answer: 1 },
      { question: 'How long were tardigrades exposed to space on FOTON-M3?', options: ['one day', 'ten days', 'a month', 'a year'], answer: 1 },
    ],
    notStated: [
      'How long do tardigrades live?',
      'Who led the FOTON-M3 tardigrade experiment?',
      'True or false: Tardigrades can survive being eaten by fish.',
    ],
  },
  {
    id: 'erie-canal',
    subject: 'economics',
    split: 's39',
    text: `The Erie Canal is a canal in New York State that runs from the Hudson River at Albany to Lake Erie at Buffalo. When it opened on October 26, 1825, it was 363 miles (584 km) long, 40 feet (12 m) wide and 4 feet (1.2 m) deep, and its 83 locks lifted boats about 565 feet (172 m) from the Hudson to the lake. It was the first navigable waterway to link the Atlantic coast with the Great Lakes without crossing the Appalachian Mountains.

The canal was championed by DeWitt Clinton, who was governor of New York for most of the time it was being built; critics mocked the project as "Clinton's Folly" or "Clinton's Ditch". After the federal government refused to help, the state paid for the canal itself by selling bonds, and it cost about $7 million. Work began at Rome, New York, on July 4, 1817. Few Americans had any training as engineers, so the men who ran the work, led by the chief engineer Benjamin Wright, learned on the job. One of them, Canvass White, travelled to England to study its canals and later found a hydraulic cement that hardens under water, which was used to build the locks. Much of the digging was done by local farmers and by Irish immigrants, who were paid about 80 cents a day.

Boats on the canal were pulled by horses and mules walking along a towpath beside it. The canal cut the cost of carrying a ton of goods from Buffalo to New York City from about $100 by road to about $10, and the journey from about two weeks to about five days. Tolls paid off the state's debt within about ten years. Grain and timber from the Midwest now flowed east through New York City, which became the busiest port in the United States, and towns along the route such as Syracuse, Rochester and Buffalo grew quickly.

To mark the opening, Governor Clinton sailed from Buffalo to New York City on the boat Seneca Chief and poured a keg of water from Lake Erie into New York Harbor, a ceremony called the "Wedding of the Waters". The canal was enlarged between 1836 and 1862 and was largely replaced in 1918 by the wider New York State Barge Canal. Railroads took most of its freight in the later nineteenth century, and today the canal is used mainly by pleasure boats; it was named a National Heritage Corridor in 2000.`,
    shortAnswers: [
      { question: 'What does the Erie Canal connect?', answers: ['the Hudson River at Albany to Lake Erie at Buffalo', 'the Hudson River and Lake Erie', 'the Hudson River to Lake Erie', 'Lake Erie and the Hudson River'] },
      { question: 'When did the Erie Canal open?', answers: ['October 26, 1825', 'on October 26, 1825', '1825', 'in 1825'] },
      { question: 'How many locks did the canal have?', answers: ['83', '83 locks'] },
      { question: 'who pushed for the canal to be built', answers: ['DeWitt Clinton', 'Clinton', 'Governor DeWitt Clinton'] },
      { question: 'How was the canal paid for?', answers: ['by selling bonds', 'selling bonds', 'bonds', 'the state paid for the canal itself by selling bonds'] },
      { question: 'How much did the Erie Canal cost?', answers: ['about $7 million', '$7 million', '7 million dollars'] },
      { question: 'Where did construction start?', answers: ['Rome, New York', 'at Rome, New York', 'Rome', 'at Rome'] },
      { question: 'Who was the chief engineer?', answers: ['Benjamin Wright'] },
      { question: 'How much were the Irish workers paid?', answers: ['about 80 cents a day', '80 cents a day', '80 cents'] },
      { question: 'What was the ceremony at the opening called?', answers: ['the "Wedding of the Waters"', 'Wedding of the Waters', 'the Wedding of the Waters'] },
    ],
    statements: [
      // number from another figure: $10 by canal, $100 by road
      { statement: 'The canal cut the cost of carrying a ton of goods from Buffalo to New York City to about $100.', truth: false },
      // swapped agent: Canvass White found the cement, Wright was chief engineer
      { statement: 'Benjamin Wright found a cement that hardens under water.', truth: false },
      // negation: the federal government refused to help
      { statement: 'The federal government paid for the Erie Canal.', truth: false },
      // paraphrase: tolls paid off the debt within about ten years
      { statement: 'Tolls from the canal paid off the debt in about ten years.', truth: true },
      // near-verbatim
      { statement: 'Boats on the canal were pulled by horses and mules.', truth: true },
      // year in the passage
      { statement: 'The Erie Canal was largely replaced in 1918 by the New York State Barge Canal.', truth: true },
    ],
    choices: [
      { question: 'What did critics call the canal?', options: ["Wright's Ditch", "Clinton's Ditch", 'the Big Ditch of Albany', "the Governor's Folly"], answer: 1 },
      { question: 'Which boat carried Governor Clinton to New York City in 1825?', options: ['the Clermont', 'the Seneca Chief', 'the Erie Queen', 'the Mohawk'], answer: 1 },
    ],
    notStated: [
      'How many workers died building the canal?',
      'Who was president of the United States when the canal opened?',
      'True or false: The Erie Canal froze over every winter.',
    ],
  },
  {
    id: 'jane-eyre',
    subject: 'literature',
    split: 's39',
    text: `Jane Eyre is a novel by the English writer Charlotte Brontë. It was published on 19 October 1847 by Smith, Elder & Co. of London under the pen name "Currer Bell", which Brontë used because women writers were often judged more harshly than men. Written in the first person, it follows the experiences of its heroine, from her childhood as an orphan to her marriage, and it is often counted among the first novels to describe a woman's inner life in such detail.

Jane grows up at Gateshead Hall with her cruel aunt, Mrs Reed, who sends her at the age of ten to Lowood, a charity school where the girls are cold and underfed. There Jane's closest friend, Helen Burns, dies of consumption. Brontë based Lowood on the Clergy Daughters' School at Cowan Bridge, where her two elder sisters, Maria and Elizabeth, fell ill before they died in 1825. After eight years at Lowood, six as a pupil and two as a teacher, Jane advertises for a post and becomes governess at Thornfield Hall to Adèle Varens, the young French ward of its owner, Edward Rochester.

Jane and Rochester fall in love, but their wedding is stopped when a lawyer announces that Rochester is already married: his wife, Bertha Mason, whom he married in Jamaica, is kept locked in the attic of Thornfield. Jane leaves at once and, close to starving, is taken in by the clergyman St John Rivers and his sisters, Diana and Mary, who turn out to be her cousins. When she inherits £20,000 from her uncle John Eyre, she divides it equally between herself and her three cousins. St John asks her to marry him and go with him to India as a missionary, but she refuses, and after hearing Rochester's voice calling her name she returns to Thornfield. She finds the house a blackened ruin: Bertha had set it on fire and died in the blaze, and Rochester, who tried to save her, lost a hand and his sight. The last chapter opens with the famous words "Reader, I married him."

The novel sold quickly, and the writer William Makepeace Thackeray said that it had kept him up reading for most of a day; Brontë dedicated the second edition to him. Not all critics were won over: in the Quarterly Review Elizabeth Rigby called it an anti-Christian book. Charlotte's sisters published their own first novels in December 1847, Emily's Wuthering Heights and Anne's Agnes Grey. Charlotte Brontë died in March 1855, aged 38. In 1966 the Dominican-born writer Jean Rhys published Wide Sargasso Sea, which tells Bertha's story from her own point of view.`,
    shortAnswers: [
      { question: 'Who wrote Jane Eyre?', answers: ['Charlotte Brontë', 'Charlotte Bronte', 'Brontë', 'Bronte', 'the English writer Charlotte Brontë'] },
      { question: 'What pen name did Bronte use?', answers: ['Currer Bell', '"Currer Bell"'] },
      { question: 'Who published Jane Eyre?', answers: ['Smith, Elder & Co.', 'Smith, Elder & Co. of London', 'Smith Elder & Co', 'Smith, Elder and Co.'] },
      { question: 'what school does Jane go to', answers: ['Lowood', 'Lowood school'] },
      { question: 'What did Helen Burns die of?', answers: ['consumption', 'tuberculosis'] },
      { question: 'What was Lowood based on?', answers: ["the Clergy Daughters' School at Cowan Bridge", "the Clergy Daughters' School", "Clergy Daughters' School at Cowan Bridge", 'Cowan Bridge', "Clergy Daughters School"] },
      { question: 'Who is Jane governess to at Thornfield?', answers: ['Adèle Varens', 'Adele Varens', 'Adèle', 'Adele'] },
      { question: 'Who is Rochester already married to?', answers: ['Bertha Mason', 'Bertha'] },
      { question: 'How much money does Jane inherit?', answers: ['£20,000', '20,000 pounds', '20000 pounds', '£20000'] },
      { question: 'Which writer did Bronte dedicate the second edition to?', answers: ['William Makepeace Thackeray', 'Thackeray', 'the writer William Makepeace Thackeray'] },
    ],
    statements: [
      // year from another event: Jane Eyre in October 1847; the sisters died in 1825
      { statement: 'Jane Eyre was published in 1825.', truth: false },
      // swapped agent: Bertha set the fire; Rochester tried to save her
      { statement: 'Rochester set Thornfield on fire.', truth: false },
      // opposite: she refuses
      { statement: 'Jane agrees to marry St John Rivers and go to India.', truth: false },
      // paraphrase of "divides it equally between herself and her three cousins"
      { statement: 'Jane shares her inheritance equally with her cousins.', truth: true },
      // near-verbatim
      { statement: 'Rochester lost a hand and his sight in the fire.', truth: true },
      // paraphrase of "Written in the first person"
      { statement: 'Jane Eyre is narrated in the first person.', truth: true },
    ],
    choices: [
      { question: "Which of Charlotte's sisters wrote Wuthering Heights?", options: ['Anne', 'Emily', 'Maria', 'Elizabeth'], answer: 1 },
      { question: 'Which novel tells the story of Bertha Mason from her own point of view?', options: ['Agnes Grey', 'Wuthering Heights', 'Wide Sargasso Sea', 'Villette'], answer: 2 },
    ],
    notStated: [
      'How many copies of Jane Eyre were sold in the first year?',
      'How old is Jane when she marries Rochester?',
      'True or false: Charlotte Brontë wrote Jane Eyre while working as a teacher.',
    ],
  },
  {
    id: 'lake-titicaca',
    subject: 'geography',
    split: 's39',
    text: `Lake Titicaca is a large freshwater lake in the Andes, on the border between Peru and Bolivia. By volume of water it is the largest lake in South America, and its surface lies at about 3,812 m (12,507 ft) above sea level, which is why it is often called the highest navigable lake in the world. It covers about 8,372 km² (3,232 sq mi), is about 190 km (118 mi) long and reaches a maximum depth of about 281 m (922 ft). The western part of the lake belongs to the Puno Region of Peru, and the eastern part to the La Paz Department of Bolivia.

More than 25 rivers empty into the lake. The largest of them, the Ramis, drains about two-fifths of the whole basin and enters the lake at its northwestern corner. Only one small river, the Desaguadero, flows out of the lake, at its southern end, and it carries away only about a tenth of the water the lake loses; the other nine-tenths are lost by evaporation under the strong sun and winds of the high plateau, the Altiplano. The lake is made up of two nearly separate basins joined by the Strait of Tiquina, which is about 800 m (2,600 ft) wide at its narrowest point. The larger basin in the north is called Lago Grande, and the smaller one in the south is called Wiñaymarka.

The lake has 41 islands, some of them densely populated. Isla del Sol, on the Bolivian side, has the ruins of Inca buildings, and according to Inca legend it was there that the sun god sent the first Inca rulers to Earth. The Uros people live on about 120 floating islands built from totora reeds, which grow in the shallows; because the reeds at the bottom rot away, new layers have to be added to the top every few months. Puno, on the Peruvian shore, is the largest town on the lake, and Copacabana is the main town on the Bolivian side.

The lake is home to the Titicaca water frog, which can grow to about 20 cm long and takes in most of its oxygen through the large folds of loose skin that hang from its body; hunting and pollution have made it critically endangered. The oldest ship on the lake, the Yavari, was built in Birmingham, England, in 1862, shipped to Peru in pieces and carried over the Andes by mule before it was put together and launched in 1870; it is now a museum in Puno.`,
    shortAnswers: [
      { question: 'Which two countries is Lake Titicaca between?', answers: ['Peru and Bolivia', 'Bolivia and Peru'] },
      { question: 'How high above sea level is lake titicaca?', answers: ['about 3,812 m', '3,812 m', 'about 3,812 m (12,507 ft)', '12,507 ft', '3,812 m (12,507 ft)', '3812 m'] },
      { question: 'How deep is the lake at its deepest?', answers: ['about 281 m', '281 m', 'about 281 m (922 ft)', '922 ft', '281 m (922 ft)'] },
      { question: 'Which river supplies the most water to the lake?', answers: ['the Ramis', 'Ramis', 'the Ramis river', 'Ramis River'] },
      { question: 'What is the only river that flows out of the lake?', answers: ['the Desaguadero', 'Desaguadero', 'the Desaguadero river', 'Desaguadero River'] },
      { question: 'How does the lake lose most of its water?', answers: ['by evaporation', 'evaporation', 'evaporation under the strong sun and winds of the high plateau'] },
      { question: 'What joins the two basins of the lake?', answers: ['the Strait of Tiquina', 'Strait of Tiquina', 'Tiquina'] },
      { question: 'What are the floating islands made of?', answers: ['totora reeds', 'reeds', 'totora'] },
      { question: 'whats the biggest town on the lake', answers: ['Puno'] },
      { question: 'Where was the Yavari built?', answers: ['Birmingham, England', 'in Birmingham, England', 'Birmingham', 'in Birmingham'] },
    ],
    statements: [
      // number from another figure: 41 islands; about 120 floating islands
      { statement: 'Lake Titicaca has 120 islands.', truth: false },
      // swapped place: Isla del Sol is on the Bolivian side; Puno is Peruvian
      { statement: 'Isla del Sol is on the Peruvian side of the lake.', truth: false },
      // opposite: larger basin is in the north
      { statement: 'The larger basin, Lago Grande, is in the south of the lake.', truth: false },
      // paraphrase: the frog takes in oxygen through folds of skin
      { statement: 'The Titicaca water frog gets most of its oxygen through its skin.', truth: true },
      // near-verbatim
      { statement: 'The Yavari was carried over the Andes by mule.', truth: true },
      // fraction restated
      { statement: 'The Desaguadero carries away only about a tenth of the water the lake loses.', truth: true },
    ],
    choices: [
      { question: 'Who lives on floating islands of reeds?', options: ['the Aymara of Copacabana', 'the Uros', 'the Inca', 'the Quechua of Puno'], answer: 1 },
      { question: 'When was the Yavari launched on the lake?', options: ['1862', '1870', '1825', '1900'], answer: 1 },
    ],
    notStated: [
      'How many people live on the floating islands?',
      'What fish are caught in Lake Titicaca?',
      'True or false: Lake Titicaca is getting smaller every year.',
    ],
  },
];

export const S39_PASTED_QUIZZES: PastedQuizItem[] = [
  {
    // A numbered worksheet: a title line, "a)" options one per line, a "T / F" trailer, a short answer with its answer
    // blank after the "?" (an answer line, not part of the question).
    id: 's39-01-numbered-worksheet-paren-letter-options-t-slash-f-trailer-short-answer-blank',
    split: 's39',
    text: `Erie Canal review

1. Who was the chief engineer of the Erie Canal?
a) DeWitt Clinton
b) Benjamin Wright
c) Canvass White

2. The canal opened in 1825. T / F

3. How many locks did the canal have? ________`,
    expected: [
      { question: 'Who was the chief engineer of the Erie Canal?', options: ['DeWitt Clinton', 'Benjamin Wright', 'Canvass White'] },
      { question: 'The canal opened in 1825.', options: TF },
      { question: 'How many locks did the canal have?', options: [] },
    ],
  },
  {
    // A phone note: "Q:" lines, options after dashes, a "true or false:" prefix in lower case.
    id: 's39-02-phone-note-q-colon-lines-dash-options-lower-case-true-or-false-prefix',
    split: 's39',
    text: `Q: what is a dried up tardigrade called?
- a tun
- a cyst
- a spore
Q: true or false: tardigrades have eight legs
Q: who named them Tardigrada?`,
    expected: [
      { question: 'what is a dried up tardigrade called?', options: ['a tun', 'a cyst', 'a spore'] },
      // Label fixed after the measured-once run: the project's convention (every earlier set) keeps a "True or false:" prefix in
      // the question with no options, and the engine reads it as true/false; this gold had dropped it. The measured-once
      // figure (1 of 2 split right) stands.
      { question: 'true or false: tardigrades have eight legs', options: [] },
      { question: 'who named them Tardigrada?', options: [] },
    ],
  },
];
