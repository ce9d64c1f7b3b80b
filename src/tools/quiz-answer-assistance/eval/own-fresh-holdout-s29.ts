/**
 * A fresh set for the s29 round: five passages of the kinds a student pastes — a chemistry section (the
 * periodic table), a literature passage (a biography of Mary Shelley), a geography section (Lake Baikal), a
 * computer-science history section (the invention of the World Wide Web) and a civics section (the US
 * Constitution and its checks and balances) — and three pasted quizzes, written for this eval on 2026-12-01
 * by a separate writer for session 29 who had not read the engine or its tests, and committed before it was
 * ever run. The passages are our own wording of well-known facts (no text copied); the questions are worded
 * as a teacher writes them (often paraphrasing the passage), not after the engine's rules; each passage has
 * three why/how/purpose questions whose answer is a clause; the true/false statements are about half false
 * (a number, a negation, a swapped entity or an opposite word). The pasted quizzes use layouts not in s28
 * ("Question 1:" headers with one-line "A) …; B) …" options, numbered questions with "i. ii. iii." options
 * and "T / F" after statements, and a quiz copied from a learning platform with "Select one:" and "a."
 * options). The subject union has no civics or computer-science value, so those two passages are filed
 * under 'history'. To be measured once with a `--split s29` run; from then on it is looked at, so it is dev
 * material whatever its split says.
 */
import type { OwnPassage } from './own-passages';
import type { PastedQuizItem } from './own-pasted-quizzes';

const TF = ['True', 'False'];

export const S29_PASSAGES: OwnPassage[] = [
  {
    id: 'periodic-table',
    subject: 'science',
    split: 's29',
    text: `The periodic table, the chart of the chemical elements that hangs in almost every chemistry classroom, is usually credited to the Russian chemist Dmitri Mendeleev. Mendeleev was born in 1834 in Tobolsk, in Siberia, the youngest child of a large family. After his father died, his mother took him across the country to find him a place in higher education, and he trained as a teacher in St Petersburg, where he later became a professor of chemistry. While he was writing a textbook, The Principles of Chemistry, he looked for a way to organise the 63 elements that were known at the time. In 1869 he arranged them in order of increasing atomic weight and noticed that elements with similar properties turned up at regular intervals. He placed these similar elements together in the same column, so that, for example, lithium, sodium and potassium, all soft and highly reactive metals, sat side by side. Mendeleev's boldest step was to leave gaps in his table where no known element fitted. He argued that the gaps belonged to elements that had not yet been discovered, and he predicted their properties. One of them, which he called eka-aluminium, was found in 1875 by the French chemist Paul-Émile Lecoq de Boisbaudran and named gallium; its density and melting point turned out to be very close to Mendeleev's forecast. Scandium followed in 1879 and germanium in 1886, and these successes persuaded most chemists that the table was right. There were still puzzles. In a few places Mendeleev had to put a heavier element before a lighter one so that it would sit with its chemical relatives; tellurium, for example, comes before iodine. The explanation came in 1913, when the young English physicist Henry Moseley used X-rays to show that each element has a characteristic atomic number, equal to the number of protons in its nucleus. Ordering the elements by atomic number rather than by weight removed the anomalies. Moseley was killed at Gallipoli in 1915, aged 27. Another surprise was the discovery of argon in 1894 by Lord Rayleigh and William Ramsay. Argon and the other unreactive gases found soon afterwards did not fit any existing column, so a whole new group, the noble gases, was added. In the modern table the horizontal rows are called periods and the vertical columns are called groups; there are 18 groups. The table now holds 118 elements, and element 101, first made in 1955, was named mendelevium in Mendeleev's honour.`,
    shortAnswers: [
      { question: 'Which Russian chemist is usually credited with creating the periodic table?', answers: ['Dmitri Mendeleev', 'Mendeleev', 'the Russian chemist Dmitri Mendeleev'] },
      { question: 'Where was Mendeleev born?', answers: ['Tobolsk', 'in Tobolsk', 'Tobolsk, in Siberia', 'Siberia', 'in Siberia'] },
      { question: 'What textbook was Mendeleev writing when he looked for a way to organise the elements?', answers: ['The Principles of Chemistry', 'Principles of Chemistry'] },
      { question: 'How many elements were known when Mendeleev organised them?', answers: ['63', 'sixty-three', '63 elements'] },
      { question: 'In what year did he arrange the elements by atomic weight?', answers: ['1869', 'in 1869'] },
      { question: 'Why did Mendeleev leave gaps in his table?', answers: ['the gaps belonged to elements that had not yet been discovered', 'because the gaps belonged to elements that had not yet been discovered', 'for elements that had not yet been discovered', 'because no known element fitted', 'no known element fitted', 'for undiscovered elements', 'he believed they belonged to elements that had not yet been discovered'] },
      { question: 'What name was given to the element Mendeleev called eka-aluminium?', answers: ['gallium'] },
      { question: 'Who discovered gallium?', answers: ['Paul-Émile Lecoq de Boisbaudran', 'Lecoq de Boisbaudran', 'Paul-Emile Lecoq de Boisbaudran', 'the French chemist Paul-Émile Lecoq de Boisbaudran'] },
      { question: 'Which element comes before iodine in the table even though it is heavier?', answers: ['tellurium'] },
      { question: 'How did Henry Moseley show that each element has an atomic number?', answers: ['used X-rays', 'by using X-rays', 'with X-rays', 'X-rays', 'he used X-rays'] },
      { question: 'What is an element\'s atomic number equal to?', answers: ['the number of protons in its nucleus', 'number of protons in its nucleus', 'the number of protons', 'number of protons'] },
      { question: 'Where was Moseley killed?', answers: ['Gallipoli', 'at Gallipoli'] },
      { question: 'Why was a new group added to the table after argon was discovered?', answers: ['argon and the other unreactive gases found soon afterwards did not fit any existing column', 'because argon and the other unreactive gases did not fit any existing column', 'they did not fit any existing column', 'because they did not fit any existing column', 'argon and the other unreactive gases did not fit any existing column'] },
      { question: 'What are the horizontal rows of the modern periodic table called?', answers: ['periods'] },
    ],
    statements: [
      { statement: 'Mendeleev arranged the elements in order of increasing atomic weight.', truth: true },
      { statement: 'Germanium was discovered before gallium.', truth: false },
      { statement: 'Henry Moseley was a French physicist.', truth: false },
      { statement: 'The modern periodic table has 18 groups.', truth: true },
    ],
  },
  {
    id: 'mary-shelley',
    subject: 'literature',
    split: 's29',
    text: `Mary Shelley, the author of Frankenstein, was born Mary Wollstonecraft Godwin in London on 30 August 1797. Her mother was Mary Wollstonecraft, the writer who had argued for the education and rights of women in A Vindication of the Rights of Woman, and her father was the political philosopher William Godwin. Her mother died of an infection only eleven days after the birth, and Mary was brought up by her father, who later remarried. She had little formal schooling, but she read widely in her father's library and listened to the writers and thinkers who visited the house. In 1814, when she was sixteen, she ran away to France with the young poet Percy Bysshe Shelley, who was still married to his first wife. The couple married in December 1816, soon after his first wife's death. In the summer of 1816 the Shelleys stayed beside Lake Geneva in Switzerland, close to the Villa Diodati, which had been rented by the poet Lord Byron. The weather that year was unusually cold and stormy, partly because of the huge eruption of Mount Tambora in Indonesia the year before, and the friends spent many evenings indoors. One night Byron suggested that each of them should write a ghost story. Mary struggled for days to think of an idea until, as she later described, a waking dream showed her a pale student kneeling beside the creature he had put together. The story she began grew into a novel, Frankenstein; or, The Modern Prometheus, which was published anonymously in London on 1 January 1818, when she was twenty. It tells of Victor Frankenstein, a young scientist studying at Ingolstadt, who brings a creature to life and then abandons it in horror. Many readers assumed that Percy Shelley had written the book, because he had written its preface. In 1831 Mary published a revised edition with a new introduction explaining how the book came to be written. Her later life was marked by loss. Three of her four children died young, and in July 1822 Percy drowned when his sailing boat sank in a storm off the coast of Italy. To support herself and her surviving son, Percy Florence, she worked as a professional writer, producing novels, travel books, short stories and biographical essays. Her novel The Last Man, published in 1826, imagines a plague that wipes out humanity. Mary Shelley died in London in 1851 at the age of 53. Frankenstein is now often described as one of the first works of science fiction.`,
    shortAnswers: [
      { question: 'When was Mary Shelley born?', answers: ['30 August 1797', 'August 30, 1797', 'on 30 August 1797', '1797', 'in 1797'] },
      { question: "Who was Mary Shelley's mother?", answers: ['Mary Wollstonecraft', 'the writer Mary Wollstonecraft', 'Wollstonecraft'] },
      { question: 'Which political philosopher was her father?', answers: ['William Godwin', 'Godwin'] },
      { question: 'How many days after Mary was born did her mother die?', answers: ['eleven', '11', 'eleven days', '11 days', 'only eleven days'] },
      { question: 'How did Mary educate herself, given that she had little formal schooling?', answers: ["she read widely in her father's library", "read widely in her father's library", "by reading widely in her father's library", "reading in her father's library", "she read widely in her father's library and listened to the writers and thinkers who visited the house"] },
      { question: 'With whom did she run away to France in 1814?', answers: ['Percy Bysshe Shelley', 'Percy Shelley', 'the young poet Percy Bysshe Shelley', 'Shelley'] },
      { question: 'Who had rented the Villa Diodati?', answers: ['Lord Byron', 'Byron', 'the poet Lord Byron'] },
      { question: 'Why was the weather of 1816 so cold and stormy?', answers: ['partly because of the huge eruption of Mount Tambora in Indonesia the year before', 'because of the huge eruption of Mount Tambora', 'the eruption of Mount Tambora', 'because of the eruption of Mount Tambora in Indonesia', 'Mount Tambora erupted the year before', 'the huge eruption of Mount Tambora in Indonesia the year before'] },
      { question: 'What did Byron suggest that each of them should write?', answers: ['a ghost story', 'ghost story', 'ghost stories'] },
      { question: "What was the novel's full title?", answers: ['Frankenstein; or, The Modern Prometheus', 'Frankenstein, or The Modern Prometheus', 'Frankenstein: or, The Modern Prometheus', 'Frankenstein or The Modern Prometheus'] },
      { question: 'Where is Victor Frankenstein studying?', answers: ['Ingolstadt', 'at Ingolstadt', 'in Ingolstadt'] },
      { question: 'Why did many readers assume that Percy Shelley was the author of Frankenstein?', answers: ['because he had written its preface', 'he had written its preface', 'he wrote the preface', 'because he wrote the preface', 'he had written the preface'] },
      { question: "What was the name of Mary Shelley's son who survived?", answers: ['Percy Florence', 'Percy Florence Shelley'] },
      { question: 'What does her novel The Last Man imagine?', answers: ['a plague that wipes out humanity', 'a plague wiping out humanity', 'a plague that wipes out all of humanity', 'the end of humanity'] },
    ],
    statements: [
      { statement: "Frankenstein was first published under Mary Shelley's own name.", truth: false },
      { statement: "Mary Shelley's mother died shortly after giving birth to her.", truth: true },
      { statement: 'Percy Shelley drowned off the coast of France.', truth: false },
      { statement: 'Mary Shelley published a revised edition of Frankenstein in 1825.', truth: false },
    ],
  },
  {
    id: 'lake-baikal',
    subject: 'geography',
    split: 's29',
    text: `Lake Baikal, in southern Siberia in Russia, is the deepest and probably the oldest lake on Earth. Its deepest point lies about 1,642 metres below the surface, and scientists believe the lake began to form some 25 to 30 million years ago, when movements of the Earth's crust started to pull the land apart and open a deep rift valley. That rift is still widening by about two centimetres each year, so in the very distant future Baikal may become the start of a new ocean. The lake is crescent-shaped, about 636 kilometres long but only around 80 kilometres across at its widest point. Although its surface area is smaller than that of several other lakes, its great depth means that it holds an enormous volume of water, roughly 23,600 cubic kilometres. That is more than all five of North America's Great Lakes put together and about a fifth of all the unfrozen fresh water on the surface of the planet. More than 300 rivers and streams flow into Baikal, but only one, the Angara, flows out of it; the Angara runs north-west past the city of Irkutsk and eventually joins the Yenisei. The water is exceptionally clear, and in places it is possible to see objects 40 metres below the surface. One reason is a tiny crustacean called the epishura, which filters algae and bacteria out of the water. Baikal's long isolation has allowed a remarkable range of plants and animals to evolve there, and most of its animal species are found nowhere else. The best known is the Baikal seal, or nerpa, one of the very few seals that live only in fresh water. How the seals reached a lake more than a thousand kilometres from the sea is still uncertain, though many scientists think their ancestors swam up rivers from the Arctic Ocean during an ice age. The lake is also home to the omul, a fish related to salmon that is smoked and sold in local markets. In winter the surface freezes, usually from January until May, and the ice can be more than a metre thick, strong enough for trucks to drive across. The largest of the lake's islands is Olkhon, and the Trans-Siberian Railway runs along the southern shore. Baikal was declared a UNESCO World Heritage Site in 1996. Its main threats include pollution from industry and towns, and changes to the water level caused by a dam on the Angara.`,
    shortAnswers: [
      { question: 'In which country is Lake Baikal?', answers: ['Russia', 'in Russia'] },
      { question: 'How deep is Lake Baikal at its deepest point?', answers: ['about 1,642 metres', '1,642 metres', '1642 metres', '1,642 m', 'about 1,642 meters', '1,642 meters'] },
      { question: 'How did Lake Baikal begin to form?', answers: ["movements of the Earth's crust started to pull the land apart and open a deep rift valley", "when movements of the Earth's crust started to pull the land apart and open a deep rift valley", "movements of the Earth's crust pulled the land apart and opened a rift valley", 'the land was pulled apart and a deep rift valley opened', 'a deep rift valley opened', "by movements of the Earth's crust"] },
      { question: 'How long is the lake?', answers: ['about 636 kilometres', '636 kilometres', '636 km', 'about 636 km', '636 kilometers'] },
      { question: 'Why does Baikal hold so much water even though several lakes have a larger surface area?', answers: ['its great depth', 'because of its great depth', 'because it is so deep', 'it is very deep', 'its great depth means that it holds an enormous volume of water'] },
      { question: 'About how much water does the lake hold?', answers: ['roughly 23,600 cubic kilometres', '23,600 cubic kilometres', '23,600 km³', 'about 23,600 cubic kilometres', '23600 cubic kilometres', '23,600 cubic kilometers'] },
      { question: "What share of the planet's unfrozen surface fresh water is in Lake Baikal?", answers: ['about a fifth', 'a fifth', 'one fifth', 'about one fifth', '20 per cent', '20%'] },
      { question: 'What is the only river that flows out of Lake Baikal?', answers: ['the Angara', 'Angara', 'the Angara River'] },
      { question: 'Which river does the Angara eventually join?', answers: ['the Yenisei', 'Yenisei', 'the Yenisei River'] },
      { question: 'How does the epishura help to keep the water so clear?', answers: ['filters algae and bacteria out of the water', 'it filters algae and bacteria out of the water', 'by filtering algae and bacteria out of the water', 'it filters out algae and bacteria', 'filters out algae and bacteria'] },
      { question: 'What is the Baikal seal also called?', answers: ['nerpa', 'the nerpa'] },
      { question: 'Which fish related to salmon lives in the lake?', answers: ['the omul', 'omul'] },
      { question: "What is the largest of the lake's islands?", answers: ['Olkhon', 'Olkhon Island'] },
      { question: 'In what year was Baikal declared a UNESCO World Heritage Site?', answers: ['1996', 'in 1996'] },
    ],
    statements: [
      { statement: 'Lake Baikal is about 636 kilometres long.', truth: true },
      { statement: 'Several rivers flow out of Lake Baikal.', truth: false },
      { statement: 'The Angara flows past the city of Irkutsk.', truth: true },
      { statement: 'The Trans-Siberian Railway runs along the southern shore of the lake.', truth: true },
    ],
  },
  {
    id: 'world-wide-web',
    subject: 'history',
    split: 's29',
    text: `The World Wide Web was invented by the British computer scientist Tim Berners-Lee while he was working at CERN, the European particle physics laboratory near Geneva. Thousands of scientists from many countries worked with CERN, and they used many different kinds of computers, which made it hard to share documents and keep track of information. In March 1989 Berners-Lee wrote a proposal for a system of linked documents that could be read on any computer connected to the internet. His manager, Mike Sendall, famously wrote "vague but exciting" on the cover and allowed him to go ahead. In 1990 Berners-Lee was joined by the Belgian engineer Robert Cailliau, who helped to refine the proposal and win support for it. By the end of 1990 Berners-Lee had written the three basic technologies that still underlie the web: HTML, the language used to write web pages; HTTP, the set of rules that computers use to request and send pages; and the URL, a unique address for every page. He also wrote the first web browser, which was at first called WorldWideWeb, and the first web server, running on a NeXT computer. The first website, at info.cern.ch, explained what the web was and how to use it. It is important not to confuse the web with the internet. The internet is the worldwide network of connected computers, which had grown out of the ARPANET of 1969; the web is a way of publishing and linking information that runs on top of it. At first few people outside physics used the web. A turning point came on 30 April 1993, when CERN released the web software into the public domain, so that anyone could use and build on it without paying fees. In the same year a team at the National Center for Supercomputing Applications at the University of Illinois, including Marc Andreessen, released Mosaic, a browser that showed pictures alongside text and was easy to install. Mosaic helped the number of websites to grow from a few hundred to many thousands within a couple of years. In 1994 Berners-Lee left CERN and founded the World Wide Web Consortium, known as W3C, at the Massachusetts Institute of Technology, to agree on common standards for the web. He was knighted by Queen Elizabeth II in 2004, and he later received the Turing Award, often called the Nobel Prize of computing.`,
    shortAnswers: [
      { question: 'Who invented the World Wide Web?', answers: ['Tim Berners-Lee', 'Berners-Lee', 'the British computer scientist Tim Berners-Lee'] },
      { question: 'Where was Berners-Lee working when he invented the web?', answers: ['CERN', 'at CERN', 'CERN, the European particle physics laboratory near Geneva'] },
      { question: 'Why was it hard for the scientists working with CERN to share documents?', answers: ['they used many different kinds of computers', 'because they used many different kinds of computers', 'because they used different kinds of computers', 'they used different kinds of computers'] },
      { question: 'When did Berners-Lee write his proposal?', answers: ['March 1989', 'in March 1989', '1989', 'in 1989'] },
      { question: 'What did Mike Sendall write on the cover of the proposal?', answers: ['"vague but exciting"', 'vague but exciting'] },
      { question: 'Which Belgian engineer joined Berners-Lee in 1990?', answers: ['Robert Cailliau', 'Cailliau'] },
      { question: 'What is the language used to write web pages called?', answers: ['HTML'] },
      { question: 'What does a URL give every page?', answers: ['a unique address', 'unique address', 'an address'] },
      { question: 'What was the first web browser called at first?', answers: ['WorldWideWeb'] },
      { question: 'On what kind of computer did the first web server run?', answers: ['a NeXT computer', 'NeXT computer', 'NeXT', 'a NeXT'] },
      { question: 'What was the address of the first website?', answers: ['info.cern.ch'] },
      { question: 'What was the purpose of releasing the web software into the public domain?', answers: ['so that anyone could use and build on it without paying fees', 'anyone could use and build on it without paying fees', 'to let anyone use and build on it without paying fees', 'so anyone could use it without paying fees'] },
      { question: 'Which browser, released in 1993, showed pictures alongside text?', answers: ['Mosaic'] },
      { question: 'Why did Berners-Lee found the World Wide Web Consortium?', answers: ['to agree on common standards for the web', 'agree on common standards for the web', 'to agree on common standards', 'to set common standards for the web'] },
    ],
    statements: [
      { statement: 'Tim Berners-Lee wrote his proposal for the web in March 1989.', truth: true },
      { statement: 'The internet was created after the World Wide Web.', truth: false },
      { statement: 'Mosaic was developed at CERN.', truth: false },
      { statement: 'Berners-Lee was knighted in 2004.', truth: true },
    ],
  },
  {
    id: 'us-constitution',
    subject: 'history',
    split: 's29',
    text: `The Constitution of the United States set up a system of government designed so that no single person or group could gather too much power. It was written at the Constitutional Convention, which met in Philadelphia from May to September 1787. Fifty-five delegates from twelve of the thirteen states took part; Rhode Island refused to send anyone. George Washington was chosen to preside over the meeting, and James Madison of Virginia played so large a part in planning the new government that he is often called the Father of the Constitution. The delegates had seen the weaknesses of the Articles of Confederation, under which the national government could not collect taxes or raise an army of its own, but they also feared a ruler as powerful as the British king. Their answer, influenced by the French writer Montesquieu, was to divide power among three branches. The legislative branch, Congress, makes the laws. The executive branch, headed by the president, carries them out, and the judicial branch, led by the Supreme Court, interprets them. The delegates argued fiercely over how the states should be represented in Congress. Large states wanted seats based on population, while small states wanted every state to have an equal voice. The Great Compromise, also called the Connecticut Compromise, settled the quarrel by creating two houses: in the House of Representatives the number of members from each state depends on its population, while in the Senate every state has two senators. Each branch was also given ways to limit the others, an arrangement known as checks and balances. The president can veto a bill passed by Congress, but Congress can override the veto with a two-thirds vote in both houses. The president appoints federal judges and makes treaties, but the Senate must approve the appointments, and two-thirds of the senators must agree to a treaty. The House of Representatives can impeach a president, and the Senate then holds a trial. The power of the courts to strike down laws that break the Constitution, called judicial review, is not spelled out in the document itself; it was established by the Supreme Court in the case of Marbury v. Madison in 1803, under Chief Justice John Marshall. The Constitution needed the approval of nine states to take effect. It was ratified in 1788, and the new government began work in 1789. Many Americans insisted on written protections for individual freedoms, and the first ten amendments, known as the Bill of Rights, were added in 1791.`,
    shortAnswers: [
      { question: 'In which city did the Constitutional Convention meet?', answers: ['Philadelphia', 'in Philadelphia'] },
      { question: 'How many delegates took part in the convention?', answers: ['fifty-five', '55', 'fifty-five delegates', '55 delegates'] },
      { question: 'Which state refused to send delegates?', answers: ['Rhode Island'] },
      { question: 'Who presided over the convention?', answers: ['George Washington', 'Washington'] },
      { question: 'Who is often called the Father of the Constitution?', answers: ['James Madison', 'Madison', 'James Madison of Virginia'] },
      { question: 'Why did the delegates divide power among three branches?', answers: ['so that no single person or group could gather too much power', 'no single person or group could gather too much power', 'they feared a ruler as powerful as the British king', 'because they feared a ruler as powerful as the British king', 'to stop any single person or group from gathering too much power', 'to prevent one person or group from gathering too much power'] },
      { question: 'Which French writer influenced the delegates?', answers: ['Montesquieu'] },
      { question: 'What is the job of the judicial branch?', answers: ['interprets them', 'interprets the laws', 'it interprets the laws', 'to interpret the laws', 'interpret the laws'] },
      { question: 'How did the Great Compromise settle the quarrel over representation?', answers: ['by creating two houses', 'creating two houses', 'it created two houses', 'by creating two houses of Congress', 'by creating two houses: in the House of Representatives the number of members from each state depends on its population, while in the Senate every state has two senators'] },
      { question: 'What is the Great Compromise also called?', answers: ['the Connecticut Compromise', 'Connecticut Compromise'] },
      { question: 'Why were the first ten amendments added to the Constitution?', answers: ['Many Americans insisted on written protections for individual freedoms', 'because many Americans insisted on written protections for individual freedoms', 'many Americans wanted written protections for individual freedoms', 'to give written protections for individual freedoms', 'to protect individual freedoms'] },
      { question: "What vote does Congress need in both houses to override a president's veto?", answers: ['a two-thirds vote', 'two-thirds', 'two-thirds vote', 'a two-thirds vote in both houses', '2/3'] },
      { question: 'In which case did the Supreme Court establish judicial review?', answers: ['Marbury v. Madison', 'Marbury v Madison', 'Marbury versus Madison', 'the case of Marbury v. Madison'] },
      { question: 'What are the first ten amendments to the Constitution called?', answers: ['the Bill of Rights', 'Bill of Rights'] },
    ],
    statements: [
      { statement: 'Rhode Island sent delegates to the Constitutional Convention.', truth: false },
      { statement: 'In the Senate every state has two senators.', truth: true },
      { statement: 'Judicial review is spelled out in the text of the Constitution.', truth: false },
      { statement: 'The Constitution needed the approval of twelve states to take effect.', truth: false },
    ],
  },
];

export const S29_PASTED_QUIZZES: PastedQuizItem[] = [
  {
    id: 's29-01-question-colon-headers-upper-paren-options-one-line-semicolons',
    split: 's29',
    text: `Question 1: Who discovered gallium in 1875?
A) Henry Moseley; B) Paul-Émile Lecoq de Boisbaudran; C) William Ramsay; D) Dmitri Mendeleev
Question 2: Which river is the only one that flows out of Lake Baikal?
A) the Yenisei; B) the Lena; C) the Angara
Question 3: What did Mike Sendall write on the cover of Berners-Lee's proposal?
Question 4: The Great Compromise created a Congress with two houses.
A) True; B) False`,
    expected: [
      { question: 'Who discovered gallium in 1875?', options: ['Henry Moseley', 'Paul-Émile Lecoq de Boisbaudran', 'William Ramsay', 'Dmitri Mendeleev'] },
      { question: 'Which river is the only one that flows out of Lake Baikal?', options: ['the Yenisei', 'the Lena', 'the Angara'] },
      { question: "What did Mike Sendall write on the cover of Berners-Lee's proposal?", options: [] },
      { question: 'The Great Compromise created a Congress with two houses.', options: TF },
    ],
  },
  {
    id: 's29-02-numbered-roman-indented-options-short-and-t-slash-f-trailers',
    split: 's29',
    text: `1. Which French writer's ideas influenced the division of power into three branches?
   i. Voltaire
   ii. Montesquieu
   iii. Rousseau
2. What was the title of Mary Shelley's novel published in 1826?
   i. The Last Man
   ii. The Modern Prometheus
   iii. Mathilda
   iv. Valperga
3. At which university does Victor Frankenstein study?
4. Lake Baikal freezes over in winter.   T / F
5. Moseley showed that elements should be ordered by atomic weight.   T / F`,
    expected: [
      { question: "Which French writer's ideas influenced the division of power into three branches?", options: ['Voltaire', 'Montesquieu', 'Rousseau'] },
      { question: "What was the title of Mary Shelley's novel published in 1826?", options: ['The Last Man', 'The Modern Prometheus', 'Mathilda', 'Valperga'] },
      { question: 'At which university does Victor Frankenstein study?', options: [] },
      { question: 'Lake Baikal freezes over in winter.', options: TF },
      { question: 'Moseley showed that elements should be ordered by atomic weight.', options: TF },
    ],
  },
  {
    id: 's29-03-learning-platform-select-one-lower-dot-options-tf-and-answer-box',
    split: 's29',
    text: `Question 1
Not yet answered
Marked out of 1.00
Flag question
Question text
In which case did the Supreme Court establish its power of judicial review?
Select one:
a. McCulloch v. Maryland
b. Marbury v. Madison
c. Gibbons v. Ogden
d. Dred Scott v. Sandford
Question 2
Not yet answered
Marked out of 1.00
Flag question
Question text
Which browser, released in 1993, showed pictures alongside text?
Select one:
a. Netscape Navigator
b. Mosaic
c. WorldWideWeb
Question 3
Not yet answered
Marked out of 1.00
Flag question
Question text
The first website was hosted at info.cern.ch.
Select one:
True
False
Question 4
Not yet answered
Marked out of 1.00
Flag question
Question text
Name the largest island in Lake Baikal.
Answer:`,
    expected: [
      { question: 'In which case did the Supreme Court establish its power of judicial review?', options: ['McCulloch v. Maryland', 'Marbury v. Madison', 'Gibbons v. Ogden', 'Dred Scott v. Sandford'] },
      { question: 'Which browser, released in 1993, showed pictures alongside text?', options: ['Netscape Navigator', 'Mosaic', 'WorldWideWeb'] },
      { question: 'The first website was hosted at info.cern.ch.', options: TF },
      { question: 'Name the largest island in Lake Baikal.', options: [] },
    ],
  },
];
