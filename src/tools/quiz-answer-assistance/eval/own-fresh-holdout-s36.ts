/**
 * A fresh set for the s36 round: five passages of the kinds a student pastes — a science section (the discovery
 * of X-rays: Röntgen at Würzburg on 8 November 1895, the cathode-ray tube wrapped in black cardboard, the
 * barium platinocyanide screen about a metre away, paper, wood and a thick book let through but not lead, the
 * letter for an unknown, the picture of his wife Anna Bertha's hand on 22 December and the paper handed in six
 * days later, the refused patent and the first Nobel Prize in Physics of 1901 with its money given to his
 * university, Clarence Dally and Edison's abandoned X-ray work, bone absorbing more than soft tissue, von Laue in
 * 1912 and the two Braggs, the death in Munich in 1923 and roentgenium, element 111, of 2004), a history section
 * (Magna Carta: John king from 1199, Normandy lost to Philip II in 1204 and the barons squeezed to win it back,
 * Stephen Langton kept out of England, Bouvines in July 1214, the rebels taking London in May 1215, Runnymede and
 * the seal of 15 June 1215, 63 clauses, heirs' payments and widows' rights, the free-man and justice clauses, the
 * security clause's 25 barons, the pope's annulment of August 1215, Prince Louis landing in May 1216, John's death
 * from dysentery at Newark in October 1216, Henry III at nine and William Marshal's reissue without the security
 * clause, the Charter of the Forest of 1217 and the name, the version of 1225, four surviving copies, three
 * clauses still in force), an economics section (the South Sea Bubble: Harley's company of 1711 and its trade
 * monopoly, the Treaty of Utrecht's enslaved Africans and one ship a year, the offer of 1720 to take over about
 * 31 million pounds of debt, why the directors wanted a high price and the rumours, loans and gifts of shares,
 * approval in April 1720, about 128 pounds in January to around 1,000 by the end of June, the company "nobody was
 * to know", the Bubble Act of June 1720, below 200 pounds by October, Newton's loss of about 20,000 pounds and his
 * remark, Aislabie in the Tower, Robert Knight fleeing with the records, Walpole from April 1721, the Bank of
 * England and the East India Company, "Screen-Master General" and the first prime minister), an arts passage (the
 * theft of the Mona Lisa: Leonardo in Florence about 1503, Lisa Gherardini and the name La Gioconda, 77 by 53
 * centimetres on poplar, sfumato, Francis I and 1516, the Louvre closed on Monday 21 August 1911, the workman's
 * smock and the frame taken off in a stairwell, Louis Béroud and the four iron pegs, the guards' photograph
 * assumption, a week's closure, Apollinaire arrested and Picasso questioned, Vincenzo Peruggia the handyman who
 * had fitted glass, more than two years in a trunk, the letter to Alfredo Geri of November 1913, Giovanni Poggi of
 * the Uffizi, the patriot's claim about Napoleon, a year and fifteen days cut to about seven months, Florence,
 * Rome and Milan, the return of January 1914) and a geography section (Lake Baikal: southern Siberia, about 636
 * kilometres long and at most 79 wide, 1,642 metres deep, 25 to 30 million years old, the rift valley and its
 * earthquakes, about 23,600 cubic kilometres or roughly a fifth of the fresh water in lakes and rivers, more than
 * 300 rivers in and the Selenga's half, the Angara the only one out past Irkutsk to the Yenisei, clear to 40
 * metres, two-thirds of more than 2,000 species found nowhere else, the nerpa and how it may have come, the omul
 * and the live-bearing golomyanka, ice from January to May, rails over the ice in the war of 1904, the English-built
 * ferry Baikal, the ice road, the pulp mill of 1966 closed in 2013, UNESCO in 1996) — and three pasted quizzes,
 * written for this eval for session 36 by a separate writer who had read only this file's s35 counterpart,
 * own-passages.ts and own-pasted-quizzes.ts for their shape, had not read the engine, the server, the page or
 * their tests, and ran nothing of the tool. The passages are our own wording of well-known facts (no text copied;
 * the only words taken from the period are the title of Röntgen's paper, the reported "undertaking of great
 * advantage" of 1720 and Walpole's nickname), 537–558 words each, in paragraphs as a textbook section
 * is pasted; each has 14 short-answer questions worded as a teacher writes them (about half paraphrase the
 * passage's verb or noun — investigating / studying, wrapped / covered, passed through / went through, handed /
 * hand in, received / awarded, abandoned / give up, came to the throne / become king, squeezed for money /
 * demand taxes, defeated / beaten, met / came together, set his seal / seal, set up / created, offered the crown
 * / invite to become king, died of / killed, set up / founded, granted / receive, proposed / offer, banned /
 * forbid, fled / ran off, shielded / protecting, kept / hide, noticed / discovered, arrested /
 * taken into custody, confirmed genuine / made sure it was the real one, stretches / long, brings in / supplies,
 * serves as a road / uses the ice road), not after any engine's rules, with two or three why/how questions per
 * passage whose answer is a clause (why the rays were called X, why no patent, why bones look pale, why the
 * barons were squeezed, how the charter was made valid, why Marshal reissued it, why the directors wanted a high
 * price, why the Bubble Act, how Walpole calmed the crisis, why the name La Gioconda, why Peruggia said he took
 * it, why earthquakes shake the region, how the nerpa may have arrived, why rails were laid over the ice),
 * questions whose answer is a number with its unit ("about a metre", "77 by 53 centimetres", "about 31 million
 * pounds", "about 128 pounds", "about 20,000 pounds", "about 636 kilometres", "1,642 metres", "between 25 and 30
 * million years ago", "about seven months"), a full date ("8 November 1895", "15 June 1215", "21 August 1911"),
 * a year ("1901", "1199", "1711", "1996"), a count ("six" days, "63" clauses, "25" barons, "nine" years old, "one"
 * river out, "more than two years"), a fraction ("roughly a fifth", "about two-thirds"), a name, one item of a
 * list (a material the rays passed through, a grievance the charter dealt with, a thing Spain allowed after
 * Utrecht, a way the directors pushed the price, a city the painting was shown in, a vehicle on the ice road), or
 * an answer the passage gives only through a pronoun or a possessive in a later clause ("She is said to have
 * cried out", "He gave the prize money to his university", "to win them back", "the regent who governed for
 * him", "He reportedly remarked afterwards", "He also shielded … earning the nickname", "He kept the Mona Lisa in
 * a trunk", "he served only about seven months", "they swam up the rivers"); and six true/false statements per
 * passage, three true and three false, falsified the way teachers do: an agent swapped between people or things
 * named in neighbouring sentences or clauses (the Braggs / von Laue, William Marshal / Henry III, Knight /
 * Aislabie, Picasso / Apollinaire, the Angara / the Selenga), a place, month or year taken from another event
 * (Würzburg for Munich, August 1215 for John's death, April for the Bubble Act's June, Paris for the arrest in
 * Florence, 2013 for the UNESCO listing of 1996), an opposite (the security clause added, not left out; the
 * portrait delivered to the family; Baikal younger than most lakes), a cause changed (bones pale because they let
 * more rays through; Newton's loss put down to never selling early); the true ones need a relative date worked out (22
 * December plus six days before the end of 1895, 1199 to 1215, June 1720 to April 1721, August 1911 to January
 * 1914, 1966 to 2013), a name given by an alias or title ("The man after whom element 111 is named", "The pope's
 * choice for Archbishop of Canterbury", "The man usually regarded as Britain's first prime minister", "The
 * director of the Uffizi Gallery", "The only river that flows out of Lake Baikal"), or heavy paraphrase. The
 * pasted quizzes use layouts meant to differ from s33's, s34's and s35's (a Google Forms copy with a form title
 * and description, "* Indicates required question", a "Name *" field with its "Your answer" placeholder that is
 * not a quiz question, stems ending in " *", "1 point" lines, unlettered options each on its own line, an
 * "Other:" write-in choice that is not an option to answer from, "Your answer" lines under short-answer stems and
 * the Submit / Clear form / Google Forms footer; a Moodle quiz attempt copy with the "Quiz navigation" block and a
 * timer, "Question N", "Not yet answered" / "Answer saved", "Marked out of 1.00", "Flag question", "Question
 * text", "Select one:" then "a. …" lines, unlettered True / False, a "Clear my choice" link, an "Answer:" box
 * and the "Next page" footer; and a printed worksheet with a name/form/date line, numbered section instructions
 * "1." … "4." that are not questions, "(a)" … items, options after the stem separated by tabs or on the next line
 * separated by " / ", "T / F" after a statement, a fill-in line with "______" and underlined answer lines). The
 * subject union is used as s35 uses it: the X-rays under 'science', Magna Carta under 'history', the South Sea
 * Bubble under 'economics', the Mona Lisa under 'literature' (as s35's Hokusai was) and Lake Baikal under
 * 'geography'. To be measured once with a `--split s36` run; from then on it is looked at, so it is dev material
 * whatever its split says.
 */
import type { OwnPassage } from './own-passages';
import type { PastedQuizItem } from './own-pasted-quizzes';

const TF = ['True', 'False'];

export const S36_PASSAGES: OwnPassage[] = [
  {
    id: 'x-rays-rontgen',
    subject: 'science',
    split: 's36',
    text: `Late on the afternoon of 8 November 1895, the German physicist Wilhelm Conrad Röntgen was working alone in his laboratory at the University of Würzburg. He was investigating cathode rays, the stream of particles that passes through a glass tube when a high voltage is applied across it. To block the tube's own glow he had wrapped it in thin black cardboard and darkened the room. Yet when he switched on the current, a screen coated with barium platinocyanide, lying on a bench about a metre away, began to shine with a faint green light. Nothing he knew of could pass through the cardboard and across the room to cause it.

Röntgen, then fifty years old, told almost no one and spent the following weeks testing the strange effect, reportedly eating and even sleeping in the laboratory. He found that the invisible rays passed easily through paper, wood and a thick book, but far less easily through metals such as lead. When he held his hand in front of the screen, he saw the shadow of his own bones. Because he did not know what the rays were, he called them X-rays, using the letter that mathematicians give to an unknown quantity. On 22 December he made an image of the hand of his wife, Anna Bertha, on a photographic plate; it showed the bones of her fingers and the dark band of the ring she wore. She is said to have cried out that she had seen her own death.

Six days later he handed a short paper, On a New Kind of Rays, to the physical and medical society of Würzburg, and early in January 1896 he posted copies, together with prints of the hand, to leading scientists. Newspapers across Europe and America picked up the story within weeks. Doctors quickly saw the value of the discovery: within months X-rays were being used to find bullets, needles and broken bones, and armies soon took X-ray machines to war. Röntgen refused to take out a patent, believing that the discovery belonged to everyone, and in 1901 he received the first Nobel Prize in Physics. He gave the prize money to his university.

At first nobody understood that the rays could harm the body. Early users suffered burns, lost their hair and developed sores on their hands. Clarence Dally, a glassblower who helped Thomas Edison build X-ray tubes, went through a series of amputations and died of cancer in 1904, after which Edison abandoned his own X-ray work. Lead aprons and limits on exposure were introduced only slowly.

We now know that X-rays are electromagnetic waves like light, but with wavelengths thousands of times shorter. Dense materials such as bone absorb more of them than soft tissue does, so bones appear pale on the film while the flesh around them lets more rays through and shows up dark. In 1912 Max von Laue showed that crystals scatter X-rays in regular patterns, which proved that they were waves, and the father-and-son team William Henry Bragg and William Lawrence Bragg went on to use such patterns to work out how atoms are arranged inside crystals. Röntgen died in Munich in 1923. In German X-rays are still often called Röntgen rays, and in 2004 element 111 was named roentgenium in his honour.`,
    shortAnswers: [
      { question: 'What was Röntgen studying in his laboratory when he made his discovery?', answers: ['cathode rays', 'cathode ray', 'he was studying cathode rays', 'he was investigating cathode rays', 'cathode rays, the stream of particles that passes through a glass tube', 'the stream of particles that passes through a glass tube when a high voltage is applied across it', 'cathode-ray tubes', 'a cathode-ray tube'] },
      { question: 'What had Röntgen covered the glass tube with?', answers: ['thin black cardboard', 'black cardboard', 'cardboard', 'with thin black cardboard', 'in thin black cardboard', 'thin black card', 'black card'] },
      { question: 'On what date did Röntgen first notice the glowing screen?', answers: ['8 November 1895', 'on 8 November 1895', 'November 8, 1895', 'November 8 1895', '8th November 1895', '8 Nov 1895', 'late on the afternoon of 8 November 1895'] },
      { question: 'How far from the tube was the glowing screen lying?', answers: ['about a metre', 'a metre', 'about one metre', 'one metre', '1 metre', 'about 1 metre', 'about a meter', 'a meter', '1 m', 'about 1 m', 'about a metre away', 'on a bench about a metre away'] },
      { question: 'Name one material the rays went through easily.', answers: ['paper', 'wood', 'a thick book', 'thick book', 'book', 'a book', 'paper, wood and a thick book'] },
      { question: 'Why did Röntgen call the rays X-rays?', answers: ['he did not know what the rays were', 'because he did not know what the rays were', 'he did not know what they were', 'because he did not know what they were', 'because they were unknown', 'because the rays were unknown', 'X is the letter mathematicians give to an unknown quantity', 'because X stands for an unknown quantity', 'X stands for something unknown', 'using the letter that mathematicians give to an unknown quantity', 'because he did not know what the rays were, and X is the letter for an unknown quantity'] },
      { question: 'Whose hand did Röntgen photograph on 22 December?', answers: ["his wife's", 'his wife', 'Anna Bertha', "Anna Bertha's", 'his wife, Anna Bertha', 'his wife Anna Bertha', "his wife's hand", 'the hand of his wife, Anna Bertha', 'Anna Bertha Röntgen', 'Bertha', "his wife Anna Bertha's"] },
      { question: 'What is Anna Bertha said to have exclaimed when she saw the picture?', answers: ['that she had seen her own death', 'she had seen her own death', 'that she had seen her death', 'she had seen her death', 'I have seen my death', 'I have seen my own death', 'she cried out that she had seen her own death'] },
      { question: 'How many days after the picture of the hand did Röntgen hand in his paper?', answers: ['six', '6', 'six days', '6 days', 'six days later', '6 days later'] },
      { question: 'Why did Röntgen refuse to patent his discovery?', answers: ['he believed that the discovery belonged to everyone', 'because he believed that the discovery belonged to everyone', 'he believed the discovery belonged to everyone', 'because he believed it belonged to everyone', 'he thought it belonged to everyone', 'it belonged to everyone', 'because the discovery belonged to everyone', 'believing that the discovery belonged to everyone', 'he believed it should belong to everyone'] },
      { question: 'In which year was Röntgen awarded the first Nobel Prize in Physics?', answers: ['1901', 'in 1901'] },
      { question: 'What did Röntgen do with his Nobel Prize money?', answers: ['he gave it to his university', 'gave it to his university', 'he gave the prize money to his university', 'gave the prize money to his university', 'donated it to his university', 'to his university', 'his university', 'gave it to the University of Würzburg', 'donated it to the University of Würzburg', 'the University of Würzburg', 'gave it away to his university'] },
      { question: "What did Thomas Edison give up after Clarence Dally's death?", answers: ['his own X-ray work', 'his X-ray work', 'X-ray work', 'his work on X-rays', 'work on X-rays', 'he abandoned his own X-ray work', 'abandoned his own X-ray work', 'working with X-rays'] },
      { question: 'Why do bones look pale on an X-ray film?', answers: ['dense materials such as bone absorb more of them than soft tissue does', 'because dense materials such as bone absorb more X-rays than soft tissue does', 'bone absorbs more X-rays than soft tissue', 'because bone absorbs more X-rays than soft tissue does', 'they absorb more X-rays than soft tissue', 'because they absorb more of the rays than soft tissue', 'bones are dense and absorb more X-rays', 'because bone is dense and absorbs more of the rays', 'dense materials such as bone absorb more of them than soft tissue does, so bones appear pale on the film', 'because bone absorbs more of the rays'] },
    ],
    statements: [
      // swapped agent: von Laue showed the scattering in 1912; the Braggs, named in the next clause, used the patterns
      { statement: 'William Lawrence Bragg showed in 1912 that crystals scatter X-rays in regular patterns.', truth: false },
      // place from another event: the discovery was at Würzburg; Röntgen died in Munich
      { statement: 'Röntgen died in Würzburg in 1923.', truth: false },
      // cause reversed: bone absorbs more rays than soft tissue, which lets more through and shows up dark
      { statement: 'Bones appear pale on X-ray film because they let more of the rays through than soft tissue does.', truth: false },
      // relative date worked out: the hand on 22 December, the paper "six days later" = 28 December 1895
      { statement: 'Röntgen handed in his paper on the new rays before the end of 1895.', truth: true },
      // alias: roentgenium, element 111, is named after Röntgen, "then fifty years old" in November 1895
      { statement: 'The man after whom element 111 is named was about fifty when he discovered X-rays.', truth: true },
      // heavy paraphrase: "within months X-rays were being used to find bullets, needles and broken bones"
      { statement: 'Only months after the discovery, doctors were using the new rays to track down bullets and needles.', truth: true },
    ],
  },
  {
    id: 'magna-carta',
    subject: 'history',
    split: 's36',
    text: `King John, who came to the English throne in 1199, was one of the least successful kings England has had. In 1204 he lost Normandy and most of his other lands in France to the French king, Philip II, and for the next ten years he squeezed his barons for money to win them back, charging them heavy taxes and fines. He also quarrelled with Pope Innocent III over who should be Archbishop of Canterbury. The pope's choice, Stephen Langton, was kept out of England for years, and John was excommunicated in 1209 before he gave way in 1213.

In July 1214 John's allies were defeated by the French at the Battle of Bouvines, and his hopes of recovering Normandy were finished. Many barons now turned against him. In May 1215 a group of rebels renounced their loyalty to the king and captured London, and John was forced to negotiate. The two sides met at Runnymede, a meadow beside the River Thames between Windsor and Staines, and on 15 June 1215 the king set his seal to a charter of liberties. He did not sign it: like other royal documents of the time, it was made valid by attaching the king's wax seal. Langton, by then archbishop, helped to work out its terms.

The charter, which modern historians divide into 63 clauses, dealt mostly with the grievances of the barons, such as the sums a baron's heir had to pay to inherit his land and the rights of widows. But a few clauses reached further. One promised that no free man would be arrested, imprisoned or stripped of his property except by the lawful judgement of his equals or by the law of the land. Another stated that the king would not sell, refuse or delay justice to anyone. A so-called security clause set up a council of 25 barons who could seize the king's castles and lands if he broke his word.

The peace lasted only a few weeks. John had no intention of keeping the agreement, and he appealed to the pope, who declared the charter null and void in August 1215. Civil war followed, and the rebel barons offered the crown to Prince Louis of France, who landed in England in May 1216 and entered London. In October 1216 John died of dysentery at Newark.

His death saved the charter. John's son, Henry III, was only nine years old, and the regent who governed for him, the old soldier William Marshal, reissued the charter in November 1216, leaving out the security clause, to win the rebels back to the young king's side. It was issued again in 1217 alongside a second, shorter Charter of the Forest, and it was from then on that people called the larger document Magna Carta, Latin for the great charter. The version of 1225 is the one that was written into English law.

Four copies of the 1215 charter survive: two are in the British Library, one at Lincoln Cathedral and one at Salisbury Cathedral. Only three of its clauses are still part of the law of England, but its promise that even the king must obey the law inspired later generations, among them the men who wrote the Constitution of the United States. In 2015 its 800th anniversary was marked on both sides of the Atlantic.`,
    shortAnswers: [
      { question: 'In what year did John become King of England?', answers: ['1199', 'in 1199'] },
      { question: 'To which French king did John lose Normandy?', answers: ['Philip II', 'Philip II of France', 'King Philip II', 'the French king, Philip II', 'Philip', 'Philip Augustus', 'Philippe II'] },
      { question: 'Why did John demand heavy taxes from his barons in the years after 1204?', answers: ['to win back Normandy and his other lands in France', 'to win them back', 'to win back Normandy', 'to win back his lands in France', 'to win back Normandy and most of his other lands in France', 'to recover Normandy', 'to regain his lands in France', 'to win back the lands he had lost in France', 'to pay for winning back Normandy', 'he wanted money to win back Normandy'] },
      { question: 'How old was Henry III when his father died?', answers: ['nine', '9', 'nine years old', '9 years old', 'only nine', 'only nine years old', 'aged nine', 'aged 9'] },
      { question: "In which battle were John's allies beaten in 1214?", answers: ['the Battle of Bouvines', 'Battle of Bouvines', 'Bouvines', 'at Bouvines', 'at the Battle of Bouvines'] },
      { question: 'At which meadow did the two sides come together in June 1215?', answers: ['Runnymede', 'at Runnymede', 'Runnymede, a meadow beside the River Thames', 'Runnymede, between Windsor and Staines', 'a meadow beside the River Thames between Windsor and Staines', 'Runnymede, a meadow beside the River Thames between Windsor and Staines'] },
      { question: 'On what date did John seal the charter?', answers: ['15 June 1215', 'on 15 June 1215', 'June 15, 1215', 'June 15 1215', '15th June 1215', '15 Jun 1215'] },
      { question: 'How was the charter made valid, since the king did not sign it?', answers: ["by attaching the king's wax seal", "attaching the king's wax seal", "with the king's wax seal", "the king's wax seal was attached to it", 'by attaching his wax seal', 'by attaching a wax seal', 'with a wax seal', "by the king's seal", 'by sealing it', 'he set his seal to it', 'the king set his seal to it', "it was made valid by attaching the king's wax seal"] },
      { question: 'Into how many clauses do modern historians divide the charter?', answers: ['63', 'sixty-three', '63 clauses', 'sixty-three clauses', 'sixty three'] },
      { question: "Name one of the barons' grievances that the charter dealt with.", answers: ["the sums a baron's heir had to pay to inherit his land", "what a baron's heir had to pay to inherit his land", 'the sums an heir had to pay to inherit land', 'payments to inherit land', 'inheritance payments', 'the rights of widows', 'rights of widows', "widows' rights", "the sums a baron's heir had to pay to inherit his land and the rights of widows"] },
      { question: 'How many barons were on the council created by the security clause?', answers: ['25', 'twenty-five', '25 barons', 'twenty-five barons', 'twenty five'] },
      { question: 'Whom did the rebel barons invite to become their king?', answers: ['Prince Louis of France', 'Prince Louis', 'Louis of France', 'Louis', 'the French prince Louis', 'Louis, the French prince', 'Louis, Prince of France'] },
      { question: 'What illness killed King John?', answers: ['dysentery', 'he died of dysentery', 'of dysentery'] },
      { question: 'Why did William Marshal reissue the charter in November 1216?', answers: ["to win the rebels back to the young king's side", 'to win the rebels back', 'to win back the rebels', "to win the rebels back to Henry III's side", "to win the rebels back to the king's side", "to bring the rebels back to the young king's side", 'to win the rebel barons over to the young king', 'to get the rebels to support the young king', 'to win the rebels over to Henry III'] },
    ],
    statements: [
      // swapped agent: Henry III was nine; William Marshal is the regent named in the same sentence
      { statement: 'William Marshal was only nine years old when King John died.', truth: false },
      // month from another event: the pope annulled the charter in August 1215; John died in October 1216
      { statement: 'King John died in August 1215.', truth: false },
      // opposite: the reissue of 1216 left out the security clause
      { statement: 'When the regent reissued the charter in 1216, he added the security clause.', truth: false },
      // relative date worked out: king from 1199, sealed the charter in 1215
      { statement: 'John had been king for more than fifteen years when he sealed the charter at Runnymede.', truth: true },
      // title for Stephen Langton, who "helped to work out its terms"
      { statement: "The pope's choice for Archbishop of Canterbury helped to draw up the terms agreed at Runnymede.", truth: true },
      // heavy paraphrase: the name Magna Carta was used from the reissue of 1217, beside the shorter Charter of the Forest
      { statement: 'The charter came to be called the great charter only after a second, shorter charter was issued alongside it.', truth: true },
    ],
  },
  {
    id: 'south-sea-bubble',
    subject: 'economics',
    split: 's36',
    text: `In the early eighteenth century Britain had piled up heavy debts by fighting wars against France, and the government was looking for cheaper ways to carry them. In 1711 the chief minister, Robert Harley, set up the South Sea Company. In return for taking over part of the national debt, the company was granted the sole right to trade with Spain's colonies in South America. In practice that trade turned out to be small: after the Treaty of Utrecht of 1713, Spain allowed the company little more than the right to carry enslaved Africans to its colonies and to send one trading ship a year.

The company's real business became finance. In 1720 it proposed to take over most of the rest of the national debt, about 31 million pounds, by persuading people who held government bonds to exchange them for South Sea shares. The higher the share price rose, the fewer shares the company would have to hand over for each bond, and the more it would have left to sell at a profit. Its directors therefore did everything they could to push the price up. They spread rumours of rich profits from the South Seas, lent investors money to buy shares, and gave shares to government ministers and to the king's mistresses. Parliament approved the scheme in April 1720.

The price soared. A share that had cost about 128 pounds in January was selling for around 1,000 pounds by the end of June. Dukes, clergymen, shopkeepers and servants all bought in, and dozens of other companies were launched to catch the excitement; one was said to be for carrying on an undertaking of great advantage, though nobody was to know what it was. To protect its own share price from these rivals, the South Sea Company pressed Parliament to pass the Bubble Act in June 1720, which banned joint-stock companies that lacked a royal charter.

The boom could not last. By late summer investors began to sell in order to take their profits, and many who had bought with borrowed money were forced to sell too. By October South Sea shares had sunk below 200 pounds. Thousands of families were ruined, and banks that had lent against the shares failed. Even Isaac Newton, who had made a profit by selling early, bought back in near the top and is said to have lost about 20,000 pounds. He reportedly remarked afterwards that he could calculate the motions of the stars but not the madness of people.

Public anger demanded punishment. A committee of the House of Commons found that ministers had taken bribes. The Chancellor of the Exchequer, John Aislabie, was expelled from Parliament and sent to the Tower of London, and the company's cashier, Robert Knight, fled abroad with the company's secret records. Robert Walpole, who became First Lord of the Treasury in April 1721, calmed the crisis by arranging for the Bank of England and the East India Company to take over part of the South Sea stock. He also shielded many of the king's ministers from prosecution, earning the nickname Screen-Master General. Walpole stayed in office for more than twenty years and is usually regarded as Britain's first prime minister. Ever since, a rise in prices driven by excitement rather than by real value has been called a bubble.`,
    shortAnswers: [
      { question: 'In what year was the South Sea Company founded?', answers: ['1711', 'in 1711'] },
      { question: 'What did the company receive in return for taking over part of the national debt?', answers: ["the sole right to trade with Spain's colonies in South America", "sole right to trade with Spain's colonies in South America", "the right to trade with Spain's colonies in South America", 'the sole right to trade with the Spanish colonies in South America', "a monopoly of trade with Spain's colonies in South America", 'a monopoly on trade with Spanish South America', 'the sole right to trade with South America', 'trade with Spanish South America'] },
      { question: 'Name one thing Spain allowed the company to do after the Treaty of Utrecht.', answers: ['carry enslaved Africans to its colonies', 'to carry enslaved Africans to its colonies', 'the right to carry enslaved Africans to its colonies', "to carry enslaved Africans to Spain's colonies", 'carry enslaved Africans', 'send one trading ship a year', 'to send one trading ship a year', 'one trading ship a year', 'send one ship a year'] },
      { question: 'How much of the national debt did the company offer to take over in 1720?', answers: ['about 31 million pounds', '31 million pounds', '£31 million', 'about £31 million', '31 million', 'about 31 million', 'around 31 million pounds', 'thirty-one million pounds', '£31m', 'most of the rest of the national debt, about 31 million pounds'] },
      { question: 'Why did the directors want the South Sea share price to rise?', answers: ['the higher the share price rose, the fewer shares the company would have to hand over for each bond, and the more it would have left to sell at a profit', 'the fewer shares the company would have to hand over for each bond', 'so the company would have to hand over fewer shares for each bond', 'so that it would have more shares left to sell at a profit', 'to have more shares left to sell at a profit', 'so it could sell the rest at a profit', 'the company would have to give fewer shares for each bond and have more left to sell at a profit', 'because the higher the price, the fewer shares they had to hand over for each bond', 'to make a bigger profit'] },
      { question: 'Name one way in which the directors tried to push up the share price.', answers: ['they spread rumours of rich profits from the South Seas', 'spread rumours of rich profits from the South Seas', 'spreading rumours of rich profits', 'spread rumours', 'spreading rumours', 'they lent investors money to buy shares', 'lent investors money to buy shares', 'lending investors money to buy shares', 'they gave shares to government ministers', 'gave shares to government ministers', "gave shares to the king's mistresses", "gave shares to government ministers and to the king's mistresses", 'giving shares to ministers'] },
      { question: 'About how much did a South Sea share cost in January 1720?', answers: ['about 128 pounds', '128 pounds', '£128', 'about £128', '128', 'around 128 pounds', 'around £128', 'a hundred and twenty-eight pounds'] },
      { question: 'What kind of company did the Bubble Act forbid?', answers: ['joint-stock companies that lacked a royal charter', 'joint-stock companies without a royal charter', 'joint stock companies that lacked a royal charter', 'joint stock companies without a royal charter', 'joint-stock companies with no royal charter', 'companies without a royal charter', 'companies that lacked a royal charter', 'joint-stock companies'] },
      { question: 'Why did the South Sea Company want the Bubble Act passed?', answers: ['to protect its own share price from these rivals', 'to protect its own share price from rival companies', 'to protect its share price from rivals', 'to protect its own share price', 'to protect its share price', 'to protect its share price from the new companies', 'to stop rival companies competing with it', 'to protect its own share price from the rival companies'] },
      { question: 'How much money is Isaac Newton said to have lost?', answers: ['about 20,000 pounds', '20,000 pounds', '£20,000', 'about £20,000', '20,000', 'about 20,000', 'around 20,000 pounds', 'twenty thousand pounds', 'about twenty thousand pounds', '20000 pounds', '£20000'] },
      { question: 'What did Newton reportedly say he could not calculate?', answers: ['the madness of people', 'madness of people', "people's madness", 'the madness of men', 'human madness', 'the madness of the people'] },
      { question: "Who ran off abroad with the company's secret records?", answers: ['Robert Knight', 'Knight', "the company's cashier, Robert Knight", 'the cashier Robert Knight', "the company's cashier", 'the cashier', 'its cashier, Robert Knight'] },
      { question: 'How did Robert Walpole calm the crisis?', answers: ['by arranging for the Bank of England and the East India Company to take over part of the South Sea stock', 'arranging for the Bank of England and the East India Company to take over part of the South Sea stock', 'he arranged for the Bank of England and the East India Company to take over part of the South Sea stock', 'he got the Bank of England and the East India Company to take over part of the stock', 'by having the Bank of England and the East India Company take over some of the South Sea stock', 'the Bank of England and the East India Company took over part of the South Sea stock', 'by arranging for the Bank of England and the East India Company to take over part of the stock'] },
      { question: "What nickname did Walpole earn for protecting the king's ministers?", answers: ['Screen-Master General', 'Screen Master General', 'the Screen-Master General', 'Screenmaster General', 'Screen-Master-General'] },
    ],
    statements: [
      // swapped agent: Aislabie was expelled and sent to the Tower; Knight, the cashier in the same sentence, fled abroad
      { statement: 'Robert Knight was expelled from Parliament and sent to the Tower of London.', truth: false },
      // month from another event: Parliament approved the scheme in April 1720; the Bubble Act came in June
      { statement: 'Parliament passed the Bubble Act in April 1720.', truth: false },
      // cause changed: Newton made a profit by selling early, then lost by buying back near the top
      { statement: 'Isaac Newton lost his money because he held on to his shares instead of selling early.', truth: false },
      // relative date worked out: the Bubble Act in June 1720, Walpole at the Treasury in April 1721
      { statement: 'Walpole became First Lord of the Treasury less than a year after the Bubble Act was passed.', truth: true },
      // alias: Walpole, "usually regarded as Britain's first prime minister"
      { statement: "The man usually regarded as Britain's first prime minister arranged for the Bank of England to take over part of the South Sea stock.", truth: true },
      // heavy paraphrase: "In practice that trade turned out to be small"
      { statement: "The South Sea Company's trade with South America proved to be of little importance.", truth: true },
    ],
  },
  {
    id: 'mona-lisa-theft',
    subject: 'literature',
    split: 's36',
    text: `Leonardo da Vinci began the portrait now known as the Mona Lisa in Florence in about 1503. The sitter is usually identified as Lisa Gherardini, the wife of a Florentine silk merchant, Francesco del Giocondo, which is why the picture is called La Gioconda in Italian and La Joconde in French. It is a small painting, 77 by 53 centimetres, in oil on a panel of poplar wood, and Leonardo used a technique called sfumato, blending tones so softly that the edges of the face seem to melt into shadow. He never delivered it to the family. He went on working on it for years and took it with him when he moved to France in 1516 at the invitation of King Francis I, and after his death it passed into the French royal collection. Since the time of the Revolution it has belonged to the Louvre in Paris.

For most of its history the Mona Lisa was admired by artists and experts but was not especially famous with the public. That changed on Monday 21 August 1911. The Louvre was closed that day, and early in the morning a man dressed in the white smock worn by the museum's workers lifted the painting from the wall, took it out of its frame and glass case in a stairwell, hid the wooden panel under his smock and walked out of the building. The loss was not noticed until the next day, when a painter named Louis Béroud arrived to sketch the picture and found only four iron pegs on the wall. Guards at first assumed it had been taken away to be photographed.

The museum stayed closed for a week while police searched it. Newspapers around the world printed the portrait on their front pages, and when the Louvre reopened, crowds queued to stare at the empty space. The poet Guillaume Apollinaire, who had once called for the Louvre to be burned down, was arrested and held for several days, and his friend the young painter Pablo Picasso was questioned by the police. Both were innocent.

The thief was Vincenzo Peruggia, an Italian handyman who had worked at the Louvre and had helped to fit protective glass over some of its paintings, so he knew the building well. He kept the Mona Lisa in a trunk in his room in Paris for more than two years. In November 1913 he wrote to Alfredo Geri, an art dealer in Florence, offering to bring the painting back to Italy. In December Geri came to see it in Peruggia's hotel room in Florence and brought with him Giovanni Poggi, the director of the Uffizi Gallery, who confirmed that it was genuine. Peruggia was arrested at his hotel the same day.

At his trial Peruggia claimed to be a patriot who wanted to return to Italy a treasure he believed Napoleon had stolen, though in fact Leonardo had taken it to France himself. He was sentenced to a year and fifteen days in prison, but the term was later cut and he served only about seven months. The painting was shown in Florence, Rome and Milan before it was returned to the Louvre in January 1914. The theft had made it the most famous painting in the world, and today it hangs behind bulletproof glass, seen by millions of visitors every year.`,
    shortAnswers: [
      { question: 'Whose wife is the sitter usually said to have been?', answers: ['Francesco del Giocondo', "Francesco del Giocondo's", 'the wife of Francesco del Giocondo', 'a Florentine silk merchant, Francesco del Giocondo', 'the silk merchant Francesco del Giocondo', 'a Florentine silk merchant', "a silk merchant's", 'del Giocondo', 'Giocondo'] },
      { question: 'Why is the painting called La Gioconda in Italian?', answers: ['the sitter was the wife of Francesco del Giocondo', 'because the sitter was the wife of Francesco del Giocondo', 'because she was the wife of Francesco del Giocondo', 'she was the wife of Francesco del Giocondo', 'because she was married to Francesco del Giocondo', 'because the sitter is usually identified as the wife of Francesco del Giocondo', 'after her husband, Francesco del Giocondo', "because of her husband's name, del Giocondo", 'the sitter is usually identified as Lisa Gherardini, the wife of a Florentine silk merchant, Francesco del Giocondo'] },
      { question: 'What are the measurements of the painting?', answers: ['77 by 53 centimetres', '77 by 53 cm', '77 x 53 cm', '77 × 53 cm', '77 by 53 centimeters', '77 cm by 53 cm', '77 x 53 centimetres', '77 by 53', '77 × 53 centimetres'] },
      { question: 'On what kind of wood was the Mona Lisa painted?', answers: ['poplar', 'poplar wood', 'a panel of poplar wood', 'a poplar panel', 'poplar panel', 'on poplar'] },
      { question: 'Who invited Leonardo to France?', answers: ['King Francis I', 'Francis I', 'King Francis I of France', 'Francis I of France', 'François I', 'François Ier', 'Francis the First', 'the French king Francis I'] },
      { question: 'On what date was the Mona Lisa stolen?', answers: ['21 August 1911', 'Monday 21 August 1911', 'on 21 August 1911', 'on Monday 21 August 1911', 'August 21, 1911', 'August 21 1911', '21st August 1911', '21 Aug 1911'] },
      { question: 'Who discovered that the painting had gone?', answers: ['Louis Béroud', 'Louis Beroud', 'Béroud', 'Beroud', 'a painter named Louis Béroud', 'the painter Louis Béroud'] },
      { question: 'What did the guards at first think had happened to the painting?', answers: ['it had been taken away to be photographed', 'that it had been taken away to be photographed', 'taken away to be photographed', 'it had been taken to be photographed', 'it was being photographed', 'that it was being photographed', 'they thought it had been taken away to be photographed', 'it had been removed to be photographed'] },
      { question: 'Which poet was taken into custody after the theft?', answers: ['Guillaume Apollinaire', 'Apollinaire', 'the poet Guillaume Apollinaire'] },
      { question: 'For how long did Peruggia hide the painting in his room?', answers: ['more than two years', 'over two years', 'more than 2 years', 'over 2 years', 'for more than two years', 'for over two years', 'two years', '2 years', 'about two years'] },
      { question: 'Who made sure that the painting in the hotel room was the real Mona Lisa?', answers: ['Giovanni Poggi', 'Poggi', 'the director of the Uffizi Gallery', 'Giovanni Poggi, the director of the Uffizi Gallery', 'the director of the Uffizi', 'the Uffizi director'] },
      { question: 'Why did Peruggia say he had taken the painting?', answers: ['he wanted to return to Italy a treasure he believed Napoleon had stolen', 'to return to Italy a treasure he believed Napoleon had stolen', 'he claimed to be a patriot who wanted to return to Italy a treasure he believed Napoleon had stolen', 'he was a patriot who wanted to return the painting to Italy', 'he wanted to return it to Italy', 'to return it to Italy', 'he wanted to bring it back to Italy', 'because he believed Napoleon had stolen it', 'because he thought Napoleon had stolen it from Italy', 'out of patriotism', 'he claimed to be a patriot'] },
      { question: 'How long did Peruggia actually spend in prison?', answers: ['about seven months', 'seven months', 'about 7 months', '7 months', 'only about seven months', 'around seven months'] },
      { question: 'Name one city where the painting was shown before it went back to the Louvre.', answers: ['Florence', 'Rome', 'Milan', 'Florence, Rome and Milan', 'in Florence', 'in Rome', 'in Milan'] },
    ],
    statements: [
      // swapped agent: Apollinaire was arrested and held; his friend Picasso, in the same sentence, was only questioned
      { statement: 'Pablo Picasso was arrested and held for several days after the theft.', truth: false },
      // place from another part of the story: Peruggia kept the painting in his room in Paris but was arrested at his hotel in Florence
      { statement: 'Peruggia was arrested in his room in Paris.', truth: false },
      // opposite: "He never delivered it to the family"
      { statement: 'Leonardo delivered the finished portrait to the Giocondo family.', truth: false },
      // relative date worked out: stolen August 1911, back in the Louvre January 1914
      { statement: 'The painting was back in the Louvre less than three years after it was stolen.', truth: true },
      // title for Giovanni Poggi, whom Geri brought to Peruggia's hotel room
      { statement: "The director of the Uffizi Gallery went with the art dealer to see the painting in the thief's hotel room.", truth: true },
      // heavy paraphrase: "admired by artists and experts but was not especially famous with the public"
      { statement: 'Before 1911 the Mona Lisa was better known among artists and experts than among ordinary people.', truth: true },
    ],
  },
  {
    id: 'lake-baikal',
    subject: 'geography',
    split: 's36',
    text: `Lake Baikal lies in southern Siberia, in Russia, not far from the border with Mongolia. Shaped like a long crescent, it stretches for about 636 kilometres from south-west to north-east but is at most 79 kilometres wide. It is the deepest lake in the world, reaching 1,642 metres at its deepest point, and probably the oldest: scientists estimate that it began to form between 25 and 30 million years ago, whereas most lakes are only a few thousand years old, having been scooped out by glaciers at the end of the last ice age.

Baikal lies in a rift valley, a place where the Earth's crust is slowly being pulled apart. As the two sides separate, the floor of the basin sinks, and over millions of years thick layers of mud and sand have built up at the bottom, in places several kilometres deep. Because the rift is still active, the region is shaken by frequent small earthquakes, and the lake grows very slightly wider every year.

The lake holds about 23,600 cubic kilometres of water, roughly a fifth of all the fresh water in the world's lakes and rivers and more than the five Great Lakes of North America put together. More than 300 rivers and streams flow into it, the largest being the Selenga, which rises in Mongolia and brings in about half of the water. Only one river flows out: the Angara, which runs past the city of Irkutsk and joins the Yenisei, whose waters eventually reach the Arctic Ocean. The water is unusually clear, and in places objects can be seen 40 metres below the surface.

Baikal's long isolation has produced a remarkable range of wildlife. Of the more than 2,000 kinds of plants and animals recorded in and around the lake, about two-thirds are found nowhere else. The best known is the nerpa, or Baikal seal, one of the very few seals that live only in fresh water. How its ancestors reached a lake so far from any sea is still uncertain; one idea is that they swam up the rivers from the Arctic during an ice age. The omul, a fish of the salmon family, is the lake's most important catch, and the golomyanka, a fish with no scales whose body is almost transparent, gives birth to live young instead of laying eggs.

From about January to May the surface freezes, and the ice can be more than a metre thick. When the Trans-Siberian Railway was being built, the line along the steep southern shore was still unfinished in 1904, when war with Japan broke out, so rails were laid across the frozen lake to move soldiers and supplies east. Before that, trains had been carried over the water by an icebreaking ferry, the Baikal, which was built in England and put together at the lake. Today the ice serves as a road for cars and lorries in late winter.

Baikal has also faced threats. A pulp and paper mill built on its southern shore in 1966 poured waste into the lake for decades, and protests against it helped to launch Russia's environmental movement; the mill finally closed in 2013. In 1996 the lake was made a UNESCO World Heritage Site.`,
    shortAnswers: [
      { question: 'How long is Lake Baikal?', answers: ['about 636 kilometres', '636 kilometres', '636 km', 'about 636 km', '636 kilometers', 'about 636 kilometers', 'around 636 kilometres', '636km', 'about 636 kilometres from south-west to north-east'] },
      { question: 'How deep is the lake at its deepest point?', answers: ['1,642 metres', '1642 metres', '1,642 m', '1642 m', '1,642 meters', '1642 meters', '1,642m', 'about 1,642 metres'] },
      { question: 'How long ago did Baikal begin to form?', answers: ['between 25 and 30 million years ago', '25 to 30 million years ago', '25–30 million years ago', '25-30 million years ago', 'between 25 and 30 million years', '25 to 30 million years', 'about 25 to 30 million years ago', 'between twenty-five and thirty million years ago'] },
      { question: 'Why is the region around Baikal shaken by frequent small earthquakes?', answers: ['because the rift is still active', 'the rift is still active', 'the rift valley is still active', 'because the rift valley is still active', "because the Earth's crust is still being pulled apart", 'the crust is being pulled apart', 'because it lies in an active rift valley', 'it lies in a rift valley where the crust is being pulled apart'] },
      { question: "What share of the fresh water in the world's lakes and rivers does Baikal hold?", answers: ['roughly a fifth', 'a fifth', 'about a fifth', 'one fifth', 'about one fifth', 'roughly one fifth', 'around a fifth', '20%', 'about 20%', '20 per cent', 'about 20 per cent', 'about 23,600 cubic kilometres, roughly a fifth'] },
      { question: 'How many rivers flow out of Lake Baikal?', answers: ['one', '1', 'only one', 'one river', 'only one river', 'just one', 'one, the Angara', 'only one, the Angara'] },
      { question: "Which river supplies about half of the lake's water?", answers: ['the Selenga', 'Selenga', 'the Selenga River', 'Selenga River', 'the River Selenga'] },
      { question: 'What proportion of the plants and animals recorded at the lake are found nowhere else?', answers: ['about two-thirds', 'two-thirds', 'two thirds', 'about two thirds', 'roughly two-thirds', '2/3', 'about 2/3'] },
      { question: "How might the nerpa's ancestors have reached Lake Baikal?", answers: ['they swam up the rivers from the Arctic during an ice age', 'swam up the rivers from the Arctic during an ice age', 'they may have swum up the rivers from the Arctic during an ice age', 'by swimming up rivers from the Arctic during an ice age', 'they swam up rivers from the Arctic', 'swam up rivers from the Arctic', 'by swimming up rivers from the Arctic', 'up the rivers from the Arctic', 'up the rivers from the Arctic during an ice age'] },
      { question: 'What does the golomyanka do instead of laying eggs?', answers: ['gives birth to live young', 'it gives birth to live young', 'give birth to live young', 'gives birth to live babies', 'bears live young', 'live young', 'it gives birth to live young instead of laying eggs'] },
      { question: 'Why were rails laid across the frozen lake in 1904?', answers: ['the line along the steep southern shore was still unfinished when war with Japan broke out', 'because the line along the steep southern shore was still unfinished when war with Japan broke out', 'because the line along the southern shore was still unfinished', 'the line along the southern shore was not yet finished', 'because the railway along the southern shore was not finished', 'to move soldiers and supplies east', 'so that soldiers and supplies could be moved east', 'to move soldiers and supplies east during the war with Japan', 'because war with Japan had broken out and the line along the shore was unfinished'] },
      { question: 'In which country was the ferry Baikal built?', answers: ['England', 'in England', 'Britain', 'Great Britain', 'the United Kingdom', 'UK'] },
      { question: 'Name one kind of vehicle that uses the ice road in late winter.', answers: ['cars', 'car', 'lorries', 'lorry', 'trucks', 'truck', 'cars and lorries'] },
      { question: 'In what year did the lake become a UNESCO World Heritage Site?', answers: ['1996', 'in 1996'] },
    ],
    statements: [
      // river swapped for the one named in the next sentence: the Selenga brings in about half the water
      { statement: "The Angara brings in about half of Baikal's water.", truth: false },
      // year from another event: the UNESCO listing was in 1996; the mill closed in 2013
      { statement: 'Lake Baikal was made a UNESCO World Heritage Site in 2013.', truth: false },
      // opposite: probably the oldest lake, whereas most lakes are only a few thousand years old
      { statement: "Lake Baikal is much younger than most of the world's lakes.", truth: false },
      // relative date worked out: mill built in 1966, closed in 2013
      { statement: 'The paper mill on the southern shore was in operation for more than forty years.', truth: true },
      // alias for the Angara, "which runs past the city of Irkutsk"
      { statement: 'The only river that flows out of Lake Baikal passes the city of Irkutsk.', truth: true },
      // heavy paraphrase: "in places objects can be seen 40 metres below the surface"
      { statement: 'In some places the water is so transparent that things far beneath the surface can be made out.', truth: true },
    ],
  },
];

export const S36_PASTED_QUIZZES: PastedQuizItem[] = [
  {
    // The "Name *" field with its "Your answer" placeholder is a form field, not a quiz question, and the
    // "Other:" line is Google Forms' write-in choice, not an option a passage could answer: neither is in
    // `expected`. The " *" required marks are not part of the stems.
    id: 's36-01-google-forms-copy-required-stars-point-lines-unlettered-options-other-write-in-your-answer-placeholders',
    split: 's36',
    text: `Lake Baikal & X-rays – Homework Quiz
Ms. Lindqvist's Year 10 geography and science groups. Use this week's two readings. The form closes on Friday at 6 pm.
Sign in to Google to save your progress. Learn more
* Indicates required question
Name *
Your answer
Which river carries water out of Lake Baikal? *
1 point
The Selenga
The Angara
The Yenisei
Other:
The golomyanka gives birth to live young instead of laying eggs. *
1 point
True
False
How deep is Lake Baikal at its deepest point? *
1 point
Your answer
What was Röntgen studying when he discovered X-rays? *
1 point
Cathode rays
Radio waves
Sunlight
Radioactivity
Röntgen took out a patent on X-rays.
1 point
True
False
In what year did Röntgen receive the first Nobel Prize in Physics?
1 point
Your answer
Submit
Page 1 of 1
Clear form
Never submit passwords through Google Forms.
This form was created inside of Lindqvist Secondary School. Report Abuse
Google Forms`,
    expected: [
      { question: 'Which river carries water out of Lake Baikal?', options: ['The Selenga', 'The Angara', 'The Yenisei'] },
      { question: 'The golomyanka gives birth to live young instead of laying eggs.', options: TF },
      { question: 'How deep is Lake Baikal at its deepest point?', options: [] },
      { question: 'What was Röntgen studying when he discovered X-rays?', options: ['Cathode rays', 'Radio waves', 'Sunlight', 'Radioactivity'] },
      { question: 'Röntgen took out a patent on X-rays.', options: TF },
      { question: 'In what year did Röntgen receive the first Nobel Prize in Physics?', options: [] },
    ],
  },
  {
    // "Clear my choice" is Moodle's link under an answered question, not an option.
    id: 's36-02-moodle-attempt-copy-quiz-navigation-not-yet-answered-marked-out-of-flag-question-select-one-answer-box',
    split: 's36',
    text: `Skip Quiz navigation
Quiz navigation
Question 1 This page Not yet answered Question 2 This page Answer saved Question 3 This page Not yet answered Question 4 This page Not yet answered Question 5 This page Not yet answered Question 6 This page Not yet answered
Finish attempt ...
Time left 0:17:42
Question 1
Not yet answered
Marked out of 1.00
Flag question
Question text
Which king set his seal to the charter at Runnymede in 1215?
Select one:
a. Henry III
b. John
c. Richard I
d. Philip II
Question 2
Answer saved
Marked out of 1.00
Flag question
Question text
The pope declared the charter null and void in August 1215.
Select one:
True
False
Clear my choice
Question 3
Not yet answered
Marked out of 1.00
Flag question
Question text
How many barons sat on the council set up by the security clause?
Answer:
Question 4
Not yet answered
Marked out of 1.00
Flag question
Question text
Which minister was expelled from Parliament and sent to the Tower of London after the South Sea Bubble?
Select one:
a. Robert Walpole
b. Robert Harley
c. John Aislabie
d. Robert Knight
Question 5
Not yet answered
Marked out of 2.00
Flag question
Question text
Why did the South Sea Company press Parliament to pass the Bubble Act?
Answer:
Question 6
Not yet answered
Marked out of 1.00
Flag question
Question text
Isaac Newton made money from the South Sea Bubble and lost none.
Select one:
True
False
Next page`,
    expected: [
      { question: 'Which king set his seal to the charter at Runnymede in 1215?', options: ['Henry III', 'John', 'Richard I', 'Philip II'] },
      { question: 'The pope declared the charter null and void in August 1215.', options: TF },
      { question: 'How many barons sat on the council set up by the security clause?', options: [] },
      { question: 'Which minister was expelled from Parliament and sent to the Tower of London after the South Sea Bubble?', options: ['Robert Walpole', 'Robert Harley', 'John Aislabie', 'Robert Knight'] },
      { question: 'Why did the South Sea Company press Parliament to pass the Bubble Act?', options: [] },
      { question: 'Isaac Newton made money from the South Sea Bubble and lost none.', options: TF },
    ],
  },
  {
    // The numbered lines "1." … "4." are section instructions, not questions; the items are the "(a)" … lines and
    // the unnumbered fill-in line under section 3.
    id: 's36-03-printed-worksheet-section-numbers-paren-letter-items-tab-and-slash-options-t-f-fill-in-blank-answer-lines',
    split: 's36',
    text: `Name: ______________________   Form: ______   Date: ___________

ART HISTORY WORKSHEET 7 – THE THEFT OF THE MONA LISA
Read the handout (pp. 14–15) before you start. Use a pen.

1. Multiple choice. Underline the correct answer.

   (a) In which year was the Mona Lisa stolen from the Louvre?\t1503\t1911\t1913\t1914

   (b) Who stole the painting?
       Louis Béroud / Vincenzo Peruggia / Alfredo Geri / Guillaume Apollinaire

   (c) The painting is done in oil on a panel of ______ wood.\toak\tpoplar\tpine

2. True or false? Circle T or F.

   (a) The theft was noticed the next day by a painter who had come to sketch the picture.\tT / F

   (b) Peruggia served the whole of his sentence in prison.\tT / F

3. Fill in the blank.

   The sitter is usually said to be Lisa Gherardini, the wife of the silk merchant ______.

4. Short answer.

   (a) Which poet was arrested and held for several days after the theft?
   ___________________________________________

   (b) Why did Peruggia know the Louvre building well?
   ___________________________________________
   ___________________________________________

                                                            Total: ____ / 10`,
    expected: [
      { question: 'In which year was the Mona Lisa stolen from the Louvre?', options: ['1503', '1911', '1913', '1914'] },
      { question: 'Who stole the painting?', options: ['Louis Béroud', 'Vincenzo Peruggia', 'Alfredo Geri', 'Guillaume Apollinaire'] },
      { question: 'The painting is done in oil on a panel of ______ wood.', options: ['oak', 'poplar', 'pine'] },
      { question: 'The theft was noticed the next day by a painter who had come to sketch the picture.', options: TF },
      { question: 'Peruggia served the whole of his sentence in prison.', options: TF },
      { question: 'The sitter is usually said to be Lisa Gherardini, the wife of the silk merchant ______.', options: [] },
      { question: 'Which poet was arrested and held for several days after the theft?', options: [] },
      { question: 'Why did Peruggia know the Louvre building well?', options: [] },
    ],
  },
];
