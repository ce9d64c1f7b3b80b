/**
 * A fresh set for the s38 round (written in session 41 by a helper, before any run on it): five passages of the kinds a
 * student pastes — a science section (Halley's Comet: Halley's orbits from old records with Newton's laws, the comets
 * of 1531, 1607 and 1682, the prediction of 1705 for late 1758, Halley's death in 1742, Clairaut's refinement for
 * Jupiter and Saturn, Palitzsch on Christmas night 1758, closest to the Sun in March 1759, Chinese records of 240 BC,
 * the Bayeux Tapestry and 1066, Giotto's fresco of about 1305, Mark Twain's birth and death, the Earth in the tail in
 * 1910 and "comet pills", the Giotto probe of 1986 at about 600 kilometres, the dark potato-shaped nucleus about 15
 * kilometres long reflecting about 4 per cent of the light, the Eta Aquariids and the Orionids, 2061), a history
 * section (the Dust Bowl: grassland ploughed for wheat in the 1920s, the drought from 1931, Robert Geiger's phrase of
 * April 1935, black blizzards and dust pneumonia, Black Sunday on 14 April 1935 from the Dakotas, the dust of May 1934
 * on New York and Washington, Hugh Hammond Bennett before Congress in March 1935 and the Soil Conservation Service,
 * contour ploughing, the Shelterbelt Project's 200 million trees, two and a half million people leaving, "Okies",
 * Steinbeck's The Grapes of Wrath of 1939 and the Pulitzer Prize, the rains of autumn 1939), an economics section
 * (paper money in China: Sichuan's iron coins for want of copper, Chengdu's receipts called jiaozi, "exchange notes",
 * the sixteen merchant houses around 1005, the Song government's office of 1023, the first official issue of 1024 of
 * about 1.26 million strings against a reserve of 360,000, three-year notes and a 3 per cent fee, war printing, the
 * Yuan's chao as the only lawful currency, Marco Polo and the mulberry bark, the Ming from 1368 and the Da Ming Baochao,
 * silver from Japan and the Americas, Stockholms Banco's notes of 1661, Johan Palmstruch's death sentence and pardon), a
 * literature passage (the beginnings of Sherlock Holmes: Doyle a doctor in Southsea, Sherrinford Holmes and Ormond
 * Sacker, A Study in Scarlet turned down and sold to Ward, Lock & Co. for 25 pounds, Beeton's Christmas Annual in
 * November 1887, Joseph Bell at Edinburgh, the dinner with Oscar Wilde and The Sign of Four, The Strand from 1891 and
 * "A Scandal in Bohemia", Sidney Paget's deerstalker, "The Final Problem" of December 1893 and the Reichenbach Falls,
 * 20,000 cancelled subscriptions, The Hound of the Baskervilles, "The Adventure of the Empty House" in 1903, four
 * novels and 56 stories, Crowborough in 1930) and a geography section (the Okavango Delta: Botswana, a delta that never
 * reaches the sea, the river from the Angolan highlands across the Caprivi Strip onto the Kalahari, 6,000 to 15,000
 * square kilometres, rain from November to March and a flood that takes about four months, highest between June and
 * August in the dry winter, more than 400 kinds of birds, 98 per cent lost to evaporation and transpiration and 2 per
 * cent by the ground or the Boteti River, islands from termite mounds with salt left under them, Chief's Island about
 * 70 kilometres long in the Moremi Game Reserve, the mokoro, tourism with high prices and small camps, the 1,000th World
 * Heritage Site in June 2014, the plans upstream) — and three pasted quizzes. The helper read only the s37 counterpart
 * of this file, own-passages.ts and own-pasted-quizzes.ts for their shape (no engine code before writing it), and
 * wrote every question before running anything on this set. The passages are our own wording of well-known facts (no
 * text copied; the only words quoted are names of books, stories, magazines and places), about 390–430 words each.
 *
 * Each passage has 14 short-answer questions worded the way students write them (some paraphrasing the passage:
 * "first saw" / spotted, "get" / brought in, "persuaded" / win his argument), with answers that are a name, a place, a
 * date, a year, a count or measure (two of them where the sentence gives two amounts and the question asks for one:
 * the reserve against the issue, 56 stories against four novels, 98 against 2 per cent), a name given in apposition
 * ("a reporter …, Robert Geiger, used the phrase"; "a German farmer …, Johann Georg Palitzsch, spotted it"), an
 * author ("Who wrote A Study in Scarlet?" where the passage says Doyle wrote "a short novel"; "Who wrote The Picture
 * of Dorian Gray?" where it says "Wilde's was …"); six true/false statements, three true and three false (a year
 * taken from another event, an agent swapped between people in neighbouring sentences, an opposite, a negation, a
 * place named elsewhere; true ones near-verbatim, paraphrased or needing a relative date or comparison); two
 * multiple-choice questions with four options each (scored from this set on: `choices`); and three questions the
 * passage does not answer (`notStated`: two short answers, one "True or false: …" the passage neither confirms nor
 * denies), where any sure answer is wrong and the right behaviour is hints only. The pasted quizzes use layouts meant
 * to differ from s33–s37's: a Quizlet-style test copy ("1 of 5" counters, unlettered options, "Don't know?" links,
 * a true/false item with "True" and "False" lines); a Google Docs worksheet ("Name: ____ Date: ____", radio circles
 * "○" before each option, "Answer: ______" lines, a "(T/F)" trailer); and a slide deck's outline copy ("Slide 3"
 * lines, slide titles, "•" bullets under a question, a "True or false?" trailer, a speaker-notes line). The subject
 * union is used as s37 uses it. To be measured once with a `--split s38` run; from then on it is looked at, so it is
 * dev material whatever its split says.
 */
import type { OwnPassage } from './own-passages';
import type { PastedQuizItem } from './own-pasted-quizzes';

const TF = ['True', 'False'];

export const S38_PASSAGES: OwnPassage[] = [
  {
    id: 'halleys-comet',
    subject: 'science',
    split: 's38',
    text: `For most of history comets were thought to be unpredictable visitors, and many people feared them as signs of disaster. The English astronomer Edmond Halley changed that. Using the laws of motion and gravitation set out by his friend Isaac Newton, whose great book Halley had paid to have printed in 1687, he worked out the orbits of two dozen comets from old records. He noticed that the comets seen in 1531, 1607 and 1682 had followed almost the same path, and he concluded that they were a single object returning about every 76 years. In 1705 he predicted that it would come back late in 1758.

Halley died in 1742 and did not live to see whether he was right. A team of French mathematicians led by Alexis Clairaut refined the prediction, allowing for the pull of Jupiter and Saturn, and announced that the comet would pass closest to the Sun in the spring of 1759. On Christmas night in 1758 a German farmer and amateur astronomer, Johann Georg Palitzsch, spotted it with a small telescope. It reached its closest point to the Sun in March 1759, within a month of Clairaut's date, and the comet was named after Halley.

Records of the comet go back more than two thousand years. Chinese astronomers noted it in 240 BC, and it appears in the Bayeux Tapestry, which shows it shining over England a few months before the Norman invasion of 1066. The Italian painter Giotto may have used it as the model for the star of Bethlehem in a fresco painted around 1305. The American writer Mark Twain was born in 1835, two weeks after the comet passed the Sun, and predicted that he would go out with it; he died in April 1910, a day after its next return.

In 1910 the Earth passed through the comet's tail, and some companies sold "comet pills" to frightened customers who believed that the gases of the tail would poison the air. In 1986 a fleet of spacecraft met the comet. The European probe Giotto, named after the painter, flew within about 600 kilometres of its core and photographed a dark nucleus shaped like a potato, about 15 kilometres long. The nucleus turned out to be one of the darkest objects in the Solar System, reflecting only about 4 per cent of the light that falls on it. Each time the comet passes the Sun it loses some of its ice and dust, which spreads along its orbit and produces two meteor showers every year, the Eta Aquariids in May and the Orionids in October. Its next return is expected in 2061.`,
    shortAnswers: [
      { question: 'Who worked out that the comets of 1531, 1607 and 1682 were the same object?', answers: ['Edmond Halley', 'Halley', 'the English astronomer Edmond Halley'] },
      { question: 'How often does Halleys Comet come back?', answers: ['about every 76 years', 'every 76 years', '76 years', 'about 76 years', 'once every 76 years', 'roughly every 76 years'] },
      { question: 'When did Halley say the comet would return?', answers: ['late in 1758', 'in 1758', '1758', 'late 1758', 'at the end of 1758'] },
      { question: 'In what year did Halley die?', answers: ['1742', 'in 1742'] },
      { question: 'Who led the French mathematicians who refined the prediction?', answers: ['Alexis Clairaut', 'Clairaut'] },
      { question: 'Which planets did Clairaut allow for?', answers: ['Jupiter and Saturn', 'Saturn and Jupiter', 'the pull of Jupiter and Saturn'] },
      { question: 'Who first saw the comet when it came back in 1758?', answers: ['Johann Georg Palitzsch', 'Palitzsch', 'Johann Palitzsch', 'a German farmer and amateur astronomer, Johann Georg Palitzsch'] },
      { question: 'When did Chinese astronomers record the comet?', answers: ['240 BC', 'in 240 BC'] },
      { question: 'Which tapestry shows the comet over England?', answers: ['the Bayeux Tapestry', 'Bayeux Tapestry', 'Bayeux'] },
      { question: 'Which painter may have used the comet for the star of Bethlehem?', answers: ['Giotto', 'the Italian painter Giotto'] },
      { question: 'When did Mark Twain die?', answers: ['April 1910', 'in April 1910', '1910', 'in 1910'] },
      { question: 'What did some companies sell in 1910?', answers: ['comet pills', '"comet pills"', 'pills'] },
      { question: 'How close did the Giotto probe get to the core?', answers: ['about 600 kilometres', '600 kilometres', 'within about 600 kilometres', 'about 600 km', '600 km', 'about 600 kilometers', '600 kilometers'] },
      { question: 'How much of the light that falls on the nucleus does it reflect?', answers: ['about 4 per cent', '4 per cent', 'only about 4 per cent', '4%', 'about 4%', '4 percent', 'about 4 percent'] },
    ],
    statements: [
      // year from another event: Palitzsch saw it at Christmas 1758; March 1759 was the closest approach
      { statement: 'Palitzsch spotted the comet on Christmas night in 1759.', truth: false },
      // swapped agent: Clairaut refined the prediction, Palitzsch spotted the comet
      { statement: 'Alexis Clairaut spotted the comet with a small telescope.', truth: false },
      // opposite: one of the darkest objects
      { statement: 'The Giotto probe found that the nucleus is one of the brightest objects in the Solar System.', truth: false },
      // paraphrase: "did not live to see whether he was right"
      { statement: 'Halley did not live long enough to see the comet return.', truth: true },
      // near-verbatim
      { statement: 'In 1910 the Earth passed through the tail of the comet.', truth: true },
      // paraphrase of a list: two meteor showers every year
      { statement: 'Dust from the comet produces the Orionids meteor shower in October.', truth: true },
    ],
    choices: [
      { question: 'Who first saw the comet on its predicted return?', options: ['Edmond Halley', 'Alexis Clairaut', 'Johann Georg Palitzsch', 'Isaac Newton'], answer: 2 },
      { question: 'Which meteor shower in May comes from the dust of Halley\'s Comet?', options: ['the Perseids', 'the Leonids', 'the Geminids', 'the Eta Aquariids'], answer: 3 },
    ],
    notStated: [
      'How many people bought comet pills in 1910?',
      'Who made the telescope that Palitzsch used?',
      "True or false: Clairaut's team included a woman mathematician.",
    ],
  },
  {
    id: 'dust-bowl',
    subject: 'history',
    split: 's38',
    text: `In the 1920s farmers on the southern Great Plains of the United States ploughed up millions of acres of native grassland to grow wheat. Prices were high, new tractors made the work fast, and a run of wet years made the dry country seem fertile. The deep-rooted prairie grasses that had held the soil in place for thousands of years were destroyed. When a long drought began in 1931 and wheat prices fell, many fields were left bare, and the strong winds of the plains began to lift the dry topsoil into the air.

The worst-hit area, covering parts of Kansas, Colorado, New Mexico, Oklahoma and Texas, became known as the Dust Bowl after a reporter for the Associated Press, Robert Geiger, used the phrase in April 1935. Dust storms, which people called black blizzards, could turn day into night. Families sealed doors and windows with wet sheets, but the fine dust still got inside, and many people, especially children, suffered from a lung illness called dust pneumonia. The worst storm came on 14 April 1935, a day remembered as Black Sunday, when a wall of dust hundreds of miles long swept south from the Dakotas.

Some of the dust travelled much farther. In May 1934 a storm carried it all the way to the East Coast, where it fell on New York and Washington and on ships in the Atlantic. A soil scientist, Hugh Hammond Bennett, used a later storm to win his argument: while he was speaking to a committee of Congress in March 1935, dust from the plains darkened the sky over Washington. A month later Congress created the Soil Conservation Service, with Bennett as its first head. Farmers were paid to plough along the contours of the land, to rotate crops and to leave stubble in the fields, and under the Shelterbelt Project more than 200 million trees were planted in long rows from Canada to Texas to break the wind.

About two and a half million people left the Plains states during the 1930s. Many of those who went west to California were called "Okies", whatever state they came from, and found only low-paid work picking fruit. John Steinbeck told the story of one such family, the Joads, in his novel The Grapes of Wrath, published in 1939, which won the Pulitzer Prize. The rains returned in the autumn of 1939, and the long drought finally came to an end.`,
    shortAnswers: [
      { question: 'What did farmers plough up to grow wheat?', answers: ['native grassland', 'millions of acres of native grassland', 'grassland', 'the native grassland', 'prairie grasses'] },
      { question: 'When did the long drought begin?', answers: ['1931', 'in 1931'] },
      { question: 'Who first used the phrase Dust Bowl?', answers: ['Robert Geiger', 'Geiger', 'a reporter for the Associated Press, Robert Geiger'] },
      { question: 'What did people call the dust storms?', answers: ['black blizzards', 'black blizzard'] },
      { question: 'What lung illness did many children get?', answers: ['dust pneumonia'] },
      { question: 'What is 14 April 1935 remembered as?', answers: ['Black Sunday'] },
      { question: 'Where did the Black Sunday dust come from?', answers: ['the Dakotas', 'Dakotas', 'from the Dakotas'] },
      { question: 'Which two cities did the dust of May 1934 fall on?', answers: ['New York and Washington', 'Washington and New York'] },
      { question: 'Who was the first head of the Soil Conservation Service?', answers: ['Hugh Hammond Bennett', 'Bennett', 'Hugh Bennett'] },
      { question: 'What did Congress create a month after Bennett spoke to it?', answers: ['the Soil Conservation Service', 'Soil Conservation Service'] },
      { question: 'How many trees were planted under the Shelterbelt Project?', answers: ['more than 200 million', '200 million', 'over 200 million', 'more than 200 million trees', '200 million trees'] },
      { question: 'How many people left the Plains states in the 1930s?', answers: ['about two and a half million', 'two and a half million', '2.5 million', 'about 2.5 million', 'about two and a half million people'] },
      { question: 'Who wrote The Grapes of Wrath?', answers: ['John Steinbeck', 'Steinbeck'] },
      { question: 'What prize did The Grapes of Wrath win?', answers: ['the Pulitzer Prize', 'Pulitzer Prize', 'the Pulitzer', 'Pulitzer'] },
    ],
    statements: [
      // year from another event: Black Sunday was 14 April 1935; May 1934 was the storm that reached the East Coast
      { statement: 'Black Sunday came on 14 April 1934.', truth: false },
      // swapped agent: Bennett, not Geiger, headed the Soil Conservation Service
      { statement: 'Robert Geiger was the first head of the Soil Conservation Service.', truth: false },
      // negation: the fine dust still got inside
      { statement: 'Wet sheets over doors and windows kept the fine dust out of people\'s homes.', truth: false },
      // paraphrase: "Okies", whatever state they came from
      { statement: 'Not all of the people called Okies came from Oklahoma.', truth: true },
      // near-verbatim reason
      { statement: 'The trees of the Shelterbelt Project were planted to break the wind.', truth: true },
      // relative date: both 1939
      { statement: 'The Grapes of Wrath was published in the same year that the rains returned.', truth: true },
    ],
    choices: [
      { question: 'Which scientist persuaded Congress to act on soil erosion?', options: ['Robert Geiger', 'Hugh Hammond Bennett', 'John Steinbeck', 'Franklin Roosevelt'], answer: 1 },
      { question: 'What were the dust storms called?', options: ['dust devils', 'white-outs', 'black blizzards', 'dry squalls'], answer: 2 },
    ],
    notStated: [
      'How many people died on Black Sunday?',
      'Which president signed the law that created the Soil Conservation Service?',
      'True or false: Robert Geiger was born in Kansas.',
    ],
  },
  {
    id: 'paper-money-china',
    subject: 'economics',
    split: 's38',
    text: `Paper money was first used in China, more than six hundred years before it became common in Europe. Its story begins with a problem of weight. In the tenth century the province of Sichuan, in the south-west, used coins made of iron rather than copper, because copper was scarce there. Iron coins were worth so little that paying for a roll of silk could take more coins than a man could carry. Merchants in the city of Chengdu began to leave their coins with trusted shops, which gave them paper receipts that could be passed from hand to hand. These receipts were called jiaozi, meaning "exchange notes".

Around 1005 sixteen wealthy merchant houses of Chengdu were given the sole right to issue the notes. Some of them printed more notes than they could pay out in coin, and when holders could not get their money back, trust broke down. In 1023 the Song government took the business over and set up an official office to issue jiaozi. The first official issue, in 1024, came to about 1.26 million strings of coins and was backed by a reserve of 360,000 strings held in the treasury. Each note could be used for three years, after which it had to be exchanged for a new one for a fee of 3 per cent.

Later governments found paper money too tempting. To pay for wars against northern enemies, the Song printed more and more notes, and prices rose. The Mongol rulers of the Yuan dynasty made paper money, called chao, the only lawful currency, and anyone caught refusing it could be punished. The Venetian traveller Marco Polo, who visited China in the late thirteenth century, described with amazement how the emperor's notes, made from the inner bark of mulberry trees, were accepted everywhere as if they were gold. But the Yuan, too, printed far too many, and by the middle of the fourteenth century the notes had lost most of their value. The Ming dynasty, which replaced the Yuan in 1368, issued notes of its own, but could not stop them from losing value and gave up paper money by the middle of the fifteenth century. For centuries afterwards China relied on silver, much of it brought in from Japan and from the Spanish mines of the Americas.

In Europe the first banknotes were issued in 1661 by Stockholms Banco in Sweden, a country whose large copper coins were so heavy that they were carried in carts. The bank's founder, Johan Palmstruch, issued more notes than the bank could repay, and it failed within a few years. Palmstruch was sentenced to death, but he was later pardoned.`,
    shortAnswers: [
      { question: 'Which province used iron coins in the tenth century?', answers: ['Sichuan', 'the province of Sichuan'] },
      { question: 'Why did Sichuan use iron coins?', answers: ['copper was scarce there', 'because copper was scarce there', 'copper was scarce', 'because copper was scarce', 'there was not enough copper', 'because there was little copper'] },
      { question: 'What were the paper receipts called?', answers: ['jiaozi'] },
      { question: 'What does jiaozi mean?', answers: ['exchange notes', '"exchange notes"'] },
      { question: 'How many merchant houses were given the right to issue notes?', answers: ['sixteen', '16', 'sixteen wealthy merchant houses', 'sixteen merchant houses'] },
      { question: 'In what year did the Song government take over the issuing of notes?', answers: ['1023', 'in 1023'] },
      { question: 'How big was the reserve behind the first official issue?', answers: ['360,000 strings', '360,000', '360000 strings', '360,000 strings of coins', 'a reserve of 360,000 strings'] },
      { question: 'How long could each note be used for?', answers: ['three years', '3 years', 'for three years'] },
      { question: 'What was paper money called under the Yuan?', answers: ['chao'] },
      { question: "What were the emperor's notes made from?", answers: ['the inner bark of mulberry trees', 'inner bark of mulberry trees', 'mulberry bark', 'the bark of mulberry trees', 'bark of mulberry trees'] },
      { question: 'Which traveller described the emperors notes with amazement?', answers: ['Marco Polo', 'the Venetian traveller Marco Polo'] },
      { question: 'When did the Ming dynasty replace the Yuan?', answers: ['1368', 'in 1368'] },
      { question: 'Where did China get most of its silver?', answers: ['Japan and the Spanish mines of the Americas', 'from Japan and from the Spanish mines of the Americas', 'Japan and the Americas', 'from Japan and the Americas', 'Japan and from the Spanish mines of the Americas'] },
      { question: 'Who founded Stockholms Banco?', answers: ['Johan Palmstruch', 'Palmstruch'] },
    ],
    statements: [
      // year from another event: the government took over in 1023; the first official issue was in 1024
      { statement: 'The Song government took over the issuing of jiaozi in 1024.', truth: false },
      // opposite: accepted everywhere as if they were gold
      { statement: "Marco Polo wrote that the emperor's notes were refused in many places.", truth: false },
      // negation: anyone caught refusing it could be punished
      { statement: 'Under the Yuan, people were free to refuse paper money.', truth: false },
      // paraphrase: more than six hundred years before Europe
      { statement: 'China used paper money centuries before Europe did.', truth: true },
      // near-verbatim
      { statement: 'Johan Palmstruch was sentenced to death but was later pardoned.', truth: true },
      // comparison: 1.26 million strings against a reserve of 360,000
      { statement: 'The first official issue of jiaozi was worth more than the coins held in reserve for it.', truth: true },
    ],
    choices: [
      { question: 'What were the Yuan emperor\'s banknotes made from?', options: ['silk', 'mulberry bark', 'bamboo', 'cotton rags'], answer: 1 },
      { question: 'Which dynasty made paper money the only lawful currency?', options: ['the Song', 'the Tang', 'the Yuan', 'the Ming'], answer: 2 },
    ],
    notStated: [
      'How much silver was one string of coins worth?',
      'Who was the Song emperor in 1023?',
      'True or false: Marco Polo brought a Chinese banknote back to Venice.',
    ],
  },
  {
    id: 'beginnings-of-sherlock-holmes',
    subject: 'literature',
    split: 's38',
    text: `Arthur Conan Doyle was a young doctor with few patients in Southsea, near Portsmouth, when he began writing stories to fill his time and earn some extra money. In 1886 he wrote a short novel about a consulting detective whom he first named Sherrinford Holmes, with a companion called Ormond Sacker. Before it was published the names had become Sherlock Holmes and Dr John Watson. The story, A Study in Scarlet, was turned down by several publishers before Ward, Lock & Co. accepted it, paying Doyle 25 pounds for the full copyright. It appeared in Beeton's Christmas Annual in November 1887 and attracted only modest attention.

Doyle modelled Holmes's powers of observation on Joseph Bell, a surgeon who had taught him at the medical school of the University of Edinburgh. Bell was famous for guessing a patient's job and recent travels from the way they looked and walked. A second novel, The Sign of Four, followed in 1890, after an American editor invited Doyle and Oscar Wilde to dinner in London and ordered a book from each of them; Wilde's was The Picture of Dorian Gray.

Real fame came with the short stories. In 1891 The Strand Magazine began printing a new Holmes adventure each month, starting with "A Scandal in Bohemia", and its sales rose sharply. The illustrator Sidney Paget gave Holmes the deerstalker cap that later readers came to expect, although Doyle's text never mentions one. Doyle, however, came to resent his detective, feeling that Holmes kept him from the historical novels he thought more important. In "The Final Problem", published in December 1893, Holmes and his enemy Professor Moriarty fell together into the Reichenbach Falls in Switzerland. More than 20,000 readers are said to have cancelled their subscriptions to The Strand.

Doyle held out for years. The Hound of the Baskervilles, which began to appear in 1901, was set before Holmes's death, and in 1903, tempted by the offer of large fees from an American magazine, Doyle brought the detective back in "The Adventure of the Empty House", explaining that Holmes had never gone over the falls at all. He went on writing about Holmes until 1927, producing four novels and 56 short stories in all. Doyle died in 1930 at Crowborough in Sussex.`,
    shortAnswers: [
      { question: 'Where was Doyle a doctor when he started writing?', answers: ['Southsea', 'in Southsea', 'Southsea, near Portsmouth', 'in Southsea, near Portsmouth'] },
      { question: 'What name did Doyle first give Holmes?', answers: ['Sherrinford Holmes', 'Sherrinford'] },
      { question: 'What was Watson called at first?', answers: ['Ormond Sacker'] },
      { question: 'Who wrote A Study in Scarlet?', answers: ['Arthur Conan Doyle', 'Doyle', 'Conan Doyle'] },
      { question: 'How much was Doyle paid for A Study in Scarlet?', answers: ['25 pounds', '£25', 'twenty-five pounds'] },
      { question: 'Where did A Study in Scarlet first appear?', answers: ["Beeton's Christmas Annual", 'in Beeton\'s Christmas Annual', 'Beetons Christmas Annual'] },
      { question: "Who was Holmes's power of observation modelled on?", answers: ['Joseph Bell', 'Bell'] },
      { question: 'Who wrote The Picture of Dorian Gray?', answers: ['Oscar Wilde', 'Wilde'] },
      { question: 'Which magazine printed a new Holmes story each month from 1891?', answers: ['The Strand Magazine', 'The Strand', 'Strand Magazine', 'Strand'] },
      { question: 'Who gave Holmes his deerstalker cap?', answers: ['Sidney Paget', 'Paget', 'the illustrator Sidney Paget'] },
      { question: 'Where did Holmes and Moriarty fall?', answers: ['into the Reichenbach Falls', 'the Reichenbach Falls', 'Reichenbach Falls', 'the Reichenbach Falls in Switzerland', 'into the Reichenbach Falls in Switzerland'] },
      { question: 'How many readers cancelled their subscriptions?', answers: ['more than 20,000', '20,000', 'over 20,000', 'more than 20000', '20000', 'more than 20,000 readers'] },
      { question: 'In which story did Doyle bring Holmes back?', answers: ['The Adventure of the Empty House', '"The Adventure of the Empty House"', 'the Empty House'] },
      { question: 'How many short stories about Holmes did Doyle write?', answers: ['56', 'fifty-six', '56 short stories'] },
    ],
    statements: [
      // swapped agent: Bell, not Paget, taught Doyle
      { statement: 'Sidney Paget taught Doyle at the medical school of the University of Edinburgh.', truth: false },
      // negation: Doyle's text never mentions a deerstalker
      { statement: "Doyle's text describes Holmes wearing a deerstalker cap.", truth: false },
      // paraphrase turned round: only modest attention
      { statement: 'A Study in Scarlet made Holmes famous as soon as it appeared.', truth: false },
      // relative date: December 1893 to 1903
      { statement: 'Doyle brought Holmes back about ten years after "The Final Problem".', truth: true },
      // comparison: 56 short stories against four novels
      { statement: 'Doyle wrote more short stories about Holmes than novels about him.', truth: true },
      // near-verbatim
      { statement: "The Hound of the Baskervilles was set before Holmes's death.", truth: true },
    ],
    choices: [
      { question: 'Which publisher accepted A Study in Scarlet?', options: ['Ward, Lock & Co.', 'George Newnes', 'Smith, Elder & Co.', 'Cassell'], answer: 0 },
      { question: 'In which country are the Reichenbach Falls?', options: ['Austria', 'Switzerland', 'Germany', 'Italy'], answer: 1 },
    ],
    notStated: [
      'How much did the American magazine pay Doyle for the new stories?',
      "What was Professor Moriarty's first name?",
      'True or false: Joseph Bell enjoyed reading the Holmes stories.',
    ],
  },
  {
    id: 'okavango-delta',
    subject: 'geography',
    split: 's38',
    text: `The Okavango Delta in north-western Botswana is one of the few large river deltas in the world that never reach the sea. The Okavango River rises in the highlands of Angola, flows south-east across the narrow Caprivi Strip of Namibia, and then spreads out over the flat sands of the Kalahari Basin into a maze of channels, lagoons and islands covering between 6,000 and 15,000 square kilometres, depending on the season.

The delta's flood follows an unusual timetable. Rain falls on the Angolan highlands between November and March, but the water moves so slowly across the nearly level land that it takes about four months to reach the lower end of the delta. As a result, the flood is at its highest between June and August, in the middle of Botswana's dry winter, when the surrounding country is at its driest. Animals move in from hundreds of kilometres away, and the delta supports large numbers of elephants, buffalo, hippos and crocodiles and more than 400 kinds of birds.

Almost none of the water flows out. About 98 per cent of it is lost to evaporation and to transpiration by plants, and only around 2 per cent seeps into the ground or leaves by the Boteti River. The water stays fresh because the salt is left behind under the islands. Many islands begin as termite mounds, and the trees that grow on them draw in water and leave the salts in the ground beneath them, where grass cannot grow, so the centres of older islands are bare and white. The largest island, Chief's Island, about 70 kilometres long, was once the private hunting ground of the chief of the local Batawana people and now lies inside the Moremi Game Reserve.

People travel through the shallow channels in a mokoro, a dugout canoe pushed along with a long pole, although many are now made of fibreglass to save trees. Tourism is the delta's main source of income, and Botswana keeps visitor numbers down with a policy of high prices and small camps. In June 2014 the Okavango Delta became the 1,000th site to be added to UNESCO's World Heritage List. Its greatest threat lies upstream: plans in Angola and Namibia to take water from the river for farms and towns could shrink the flood on which the whole system depends.`,
    shortAnswers: [
      { question: 'Which country is the Okavango Delta in?', answers: ['Botswana', 'north-western Botswana', 'in Botswana'] },
      { question: 'Where does the Okavango River rise?', answers: ['in the highlands of Angola', 'the highlands of Angola', 'Angola', 'in Angola', 'the Angolan highlands'] },
      { question: 'Which part of Namibia does the river cross?', answers: ['the Caprivi Strip', 'Caprivi Strip', 'the narrow Caprivi Strip'] },
      { question: 'When does rain fall on the Angolan highlands?', answers: ['between November and March', 'November to March', 'from November to March', 'November and March'] },
      { question: 'How long does the flood take to reach the lower end of the delta?', answers: ['about four months', 'four months', '4 months', 'about 4 months'] },
      { question: 'When is the flood at its highest?', answers: ['between June and August', 'June to August', 'from June to August', 'June and August', "in the middle of Botswana's dry winter", 'in the dry winter'] },
      { question: 'How many kinds of birds does the delta support?', answers: ['more than 400', '400', 'over 400', 'more than 400 kinds', 'more than 400 kinds of birds'] },
      { question: 'What share of the water is lost to evaporation and transpiration?', answers: ['about 98 per cent', '98 per cent', '98%', 'about 98%', '98 percent', 'about 98 percent'] },
      { question: 'Which river carries some of the water out of the delta?', answers: ['the Boteti River', 'Boteti River', 'the Boteti', 'Boteti'] },
      { question: 'What do many islands start as?', answers: ['termite mounds', 'termite mound'] },
      { question: "How long is Chief's Island?", answers: ['about 70 kilometres', '70 kilometres', 'about 70 km', '70 km', 'about 70 kilometers', '70 kilometers'] },
      { question: 'What is a mokoro?', answers: ['a dugout canoe', 'dugout canoe', 'a dugout canoe pushed along with a long pole', 'a canoe'] },
      { question: "What is the delta's main source of income?", answers: ['tourism'] },
      { question: 'When did the delta become a World Heritage Site?', answers: ['June 2014', 'in June 2014', '2014', 'in 2014'] },
    ],
    statements: [
      // opposite: the flood is highest in the dry winter
      { statement: "The flood is at its highest during Botswana's wet summer.", truth: false },
      // opposite: almost none flows out; 2 per cent seeps away or leaves by the Boteti
      { statement: "Most of the delta's water flows out through the Boteti River.", truth: false },
      // place named elsewhere: the river rises in Angola and crosses Namibia
      { statement: 'The Okavango River rises in the highlands of Namibia.', truth: false },
      // paraphrase: between 6,000 and 15,000 square kilometres depending on the season
      { statement: 'The delta covers a larger area at some times of the year than at others.', truth: true },
      // near-verbatim
      { statement: "Chief's Island now lies inside the Moremi Game Reserve.", truth: true },
      // paraphrase: never reaches the sea
      { statement: 'The Okavango Delta does not reach the sea.', truth: true },
    ],
    choices: [
      { question: 'In which country does the Okavango River rise?', options: ['Namibia', 'Angola', 'Zambia', 'Botswana'], answer: 1 },
      { question: 'Many islands in the delta begin as the mounds of which animals?', options: ['ants', 'termites', 'beetles', 'bees'], answer: 1 },
    ],
    notStated: [
      'How many tourists visit the delta each year?',
      'How deep are the channels of the delta?',
      'True or false: The mokoro was first used by the Batawana people.',
    ],
  },
];

export const S38_PASTED_QUIZZES: PastedQuizItem[] = [
  {
    // A Quizlet-style test copy: the title, the "Multiple choice" and "True/False" section lines, the "1 of 5"
    // counters and the "Don't know?" links are the platform's; options stand one per line with no letters.
    id: 's38-01-quizlet-style-test-copy-n-of-m-counters-unlettered-options-dont-know-links-true-false-lines',
    split: 's38',
    text: `Halley's Comet - Practice Test
5 questions
Multiple choice
1 of 5
Who first saw the comet on its predicted return in 1758?
Edmond Halley
Alexis Clairaut
Johann Georg Palitzsch
Isaac Newton
Don't know?
2 of 5
Which two planets did Clairaut allow for?
Mars and Jupiter
Jupiter and Saturn
Saturn and Uranus
Don't know?
True/False
3 of 5
The Giotto probe flew within about 600 kilometres of the comet's core.
True
False
Don't know?
4 of 5
When is the comet's next return expected?
2049
2061
2086
Don't know?
5 of 5
Which tapestry shows the comet shining over England?
Don't know?`,
    expected: [
      { question: 'Who first saw the comet on its predicted return in 1758?', options: ['Edmond Halley', 'Alexis Clairaut', 'Johann Georg Palitzsch', 'Isaac Newton'] },
      { question: 'Which two planets did Clairaut allow for?', options: ['Mars and Jupiter', 'Jupiter and Saturn', 'Saturn and Uranus'] },
      { question: "The Giotto probe flew within about 600 kilometres of the comet's core.", options: TF },
      { question: "When is the comet's next return expected?", options: ['2049', '2061', '2086'] },
      { question: 'Which tapestry shows the comet shining over England?', options: [] },
    ],
  },
  {
    // A Google Docs worksheet: the title, the "Name: ____  Date: ____" line, the instruction and the "Answer: ____"
    // lines are not questions; "○" radio circles mark each option; "(T/F)" is a trailer that gives True/False.
    id: 's38-02-google-docs-worksheet-name-date-line-radio-circle-options-answer-lines-tf-trailer',
    split: 's38',
    text: `The Dust Bowl – Homework Sheet
Name: ______________   Date: __________
Answer every question. Fill in the circle for multiple choice.

1. What did people on the Plains call the dust storms?
○ dust devils
○ black blizzards
○ sand squalls

2. Who was the first head of the Soil Conservation Service?
Answer: ______________________

3. Black Sunday came on 14 April 1935. (T/F)

4. Which novel tells the story of the Joad family?
○ Of Mice and Men
○ The Grapes of Wrath
○ East of Eden
○ Cannery Row

5. How many trees were planted under the Shelterbelt Project?
Answer: ______________________`,
    expected: [
      { question: 'What did people on the Plains call the dust storms?', options: ['dust devils', 'black blizzards', 'sand squalls'] },
      { question: 'Who was the first head of the Soil Conservation Service?', options: [] },
      { question: 'Black Sunday came on 14 April 1935.', options: TF },
      { question: 'Which novel tells the story of the Joad family?', options: ['Of Mice and Men', 'The Grapes of Wrath', 'East of Eden', 'Cannery Row'] },
      { question: 'How many trees were planted under the Shelterbelt Project?', options: [] },
    ],
  },
  {
    // A slide deck's outline copy: "Slide N" lines, slide titles and the speaker-notes line are not questions; the
    // options are "•" bullets under the question; "True or false?" after a statement is a trailer.
    id: 's38-03-slide-outline-copy-slide-n-lines-titles-bullet-options-true-or-false-trailer-speaker-notes',
    split: 's38',
    text: `Slide 1
Money before banks: quick quiz
Slide 2
Question 1
What were the first paper receipts in Chengdu called?
• chao
• jiaozi
• baochao
Slide 3
Question 2
The Song government took over the issuing of notes in 1023. True or false?
Slide 4
Question 3
Which traveller described the emperor's notes with amazement?
Slide 5
Question 4
Which bank issued Europe's first banknotes?
• the Bank of England
• Stockholms Banco
• the Bank of Amsterdam
Notes: give the class two minutes for each slide`,
    expected: [
      { question: 'What were the first paper receipts in Chengdu called?', options: ['chao', 'jiaozi', 'baochao'] },
      { question: 'The Song government took over the issuing of notes in 1023.', options: TF },
      { question: "Which traveller described the emperor's notes with amazement?", options: [] },
      { question: "Which bank issued Europe's first banknotes?", options: ['the Bank of England', 'Stockholms Banco', 'the Bank of Amsterdam'] },
    ],
  },
];
