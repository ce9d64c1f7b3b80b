/**
 * A fresh set for the s37 round: five passages of the kinds a student pastes — a science section (the discovery
 * of Neptune: Herschel's Uranus of March 1781 drifting off its predicted path, running ahead and then behind, Adams
 * at Cambridge from 1843 with an estimate by the autumn of 1845 and Airy slow to act, Le Verrier's result to the
 * French Academy of Sciences on 31 August 1846, Galle at Berlin receiving the letter on 23 September 1846 and
 * searching that night with Heinrich d'Arrest, less than one degree off, the motion the next night, Challis's two
 * unrecognised sightings in August, the quarrel over credit, the name, Lassell's Triton seventeen days later,
 * thirty times the Earth's distance, about 165 years an orbit and the return of 2011, methane, Galileo in 1612 and
 * 1613), a history section (the Tay Bridge disaster: Thomas Bouch, work from 1871, opening on 1 June 1878 as the
 * longest bridge in the world from Wormit to Dundee, single track on cast-iron columns, the thirteen high girders
 * about 27 metres up with the trains inside them, Queen Victoria in June 1879 and the knighthood, the storm of
 * Sunday 28 December 1879, the train from Edinburgh, the signalman and the tail lights, no survivors, about 75
 * said and 59 named, "The Diver", the inquiry's words, the wind, faulty castings and loose fittings, Bouch's death
 * in October 1880 and his abandoned Forth design, Barlow's second bridge upstream opened in June 1887 with two
 * tracks, the old stumps, McGonagall), an economics section (tulip mania: the Ottoman Empire, Clusius at Leiden
 * from 1593, broken tulips and the aphid-borne virus, the Semper Augustus at 5,500 guilders in 1633 against a
 * craftsman's 300 a year, contracts for bulbs still in the ground, the windhandel, tavern colleges and wine money,
 * the winter of 1636–37, the Haarlem sale of early February 1637 and the collapse, Haarlem's ruling of 1638 at
 * 3.5 per cent, Mackay's book of 1841, Anne Goldgar's finding), a literature passage (the writing of Treasure
 * Island: Braemar in the late summer of 1881, the stepson Lloyd Osbourne then thirteen, the map shaped like a fat
 * dragon standing up, Spy-glass Hill and Skeleton Island, chapters read aloud, Thomas Stevenson the lighthouse
 * engineer and Billy Bones's sea chest, The Sea Cook, seventeen weekly parts in Young Folks from October 1881 to
 * January 1882 as Captain George North, Jim Hawkins and the Admiral Benbow, Long John Silver and W. E. Henley,
 * Cassell in November 1883 and 100 pounds, the lost map redrawn, the death in Samoa in December 1894) and a
 * geography section (the Atacama Desert: more than 1,000 kilometres of coast, mostly northern Chile, the driest
 * place outside the poles, Arica under one millimetre a year, the Andes' rain shadow, the cold Humboldt Current
 * and the layer of cool air, camanchaca and fog catchers, sodium nitrate for fertiliser and explosives, the War of
 * the Pacific 1879–1884 against Peru and Bolivia and Bolivia's lost outlet to the sea, German chemists' artificial
 * nitrates, Humberstone a World Heritage Site in 2005, Chuquicamata, the Very Large Telescope on Cerro Paranal and
 * ALMA on Chajnantor at about 5,000 metres, NASA's Mars tests, the Chinchorro mummies of about 7,000 years ago,
 * the desierto florido) — and three pasted quizzes, written for this eval in session 37 by a helper who had read
 * only the s36 counterpart of this file, own-passages.ts and own-pasted-quizzes.ts for their shape and wrote every
 * question before running anything on this set (the same helper had worked on the engine's true/false path earlier
 * in the session, which is said here so the figures are read with that in mind). The passages are our own wording
 * of well-known facts (no text copied; the only words quoted are the inquiry's "badly designed, badly constructed
 * and badly maintained" and the names of books, magazines and places), about 370–410 words each; each has 14
 * short-answer questions worded the way students write them (short, some paraphrasing the passage: "found" /
 * discovered, "blocks" / stops, "paid" / got, "put up" / used), with answers that are a name, a place, a full date,
 * a year, a number with its unit, a percentage, a nickname or a clause (why Challis missed the planet, why the
 * rare tulips stayed scarce, why the nitrate boom ended, why the map was drawn twice, why NASA tests there); and
 * six true/false statements per passage, three true and three false: a date, place or month taken from another
 * event (23 October for 23 September, June 1878 for June 1887, Leiden for Haarlem, Braemar for Samoa), an agent
 * swapped between people or things in neighbouring sentences or clauses (Challis / Lassell, Billy Bones / Long
 * John Silver, Cerro Paranal / Chajnantor), an opposite or a negation (red / blue light, trains on top of the
 * girders, the locomotive never recovered, the virus known at the time, Mackay's claim turned round, the
 * Humboldt Current warming the air, Bolivia gaining a coast, the story under Stevenson's own name); the true ones
 * need a relative date or a comparison worked out (Galileo two centuries before Galle, Adams before Le Verrier's
 * paper, the bridge standing less than two years, Bouch dying within a year, a bulb dearer than ten years' wages,
 * the Chinchorro before the Egyptians) or are heavy paraphrase. The pasted quizzes use layouts meant to differ
 * from s33–s36's: a Schoology-style assessment copy with "Question N (k points)" headers and each option letter
 * alone on its own line above its option; a Markdown study note with bold "**Q1.**" labels, "- [ ]" checkbox
 * options, a "(True / False)" trailer and a "True or false:" prefix, a horizontal rule and an "edited" footer; and
 * a teacher's e-mail with From/Subject headers, "Q1)" labels, lower-case lettered options inline separated by wide
 * spaces, a "T or F?" trailer and a signature. The subject union is used as s36 uses it: Neptune under 'science',
 * the Tay Bridge under 'history', tulip mania under 'economics', Treasure Island under 'literature' and the Atacama
 * under 'geography'. To be measured once with a `--split s37` run; from then on it is looked at, so it is dev
 * material whatever its split says.
 */
import type { OwnPassage } from './own-passages';
import type { PastedQuizItem } from './own-pasted-quizzes';

const TF = ['True', 'False'];

export const S37_PASSAGES: OwnPassage[] = [
  {
    id: 'discovery-of-neptune',
    subject: 'science',
    split: 's37',
    text: `For more than sixty years after William Herschel found Uranus in March 1781, astronomers were puzzled by its path. The planet kept drifting away from the position that Newton's law of gravitation predicted, at first running ahead of its calculated place and later falling behind it. Some suggested that the law itself failed so far from the Sun, but others suspected that the pull of an unseen planet farther out was dragging Uranus off course.

Two young mathematicians took up the problem independently. In Cambridge, John Couch Adams began working on it in 1843 and by the autumn of 1845 had an estimate of where the unknown planet should be, but he published nothing, and the Astronomer Royal, George Airy, was slow to act on his figures. In Paris, Urbain Le Verrier carried out his own, more detailed calculation and presented the result to the French Academy of Sciences on 31 August 1846. French astronomers showed little interest, so Le Verrier wrote to Johann Gottfried Galle at the Berlin Observatory.

Galle received the letter on 23 September 1846 and began searching that same night, helped by a student, Heinrich d'Arrest. Using a new star chart of that part of the sky, they found an object that was not on the chart, less than one degree from where Le Verrier had said it would be. The next night it had moved against the background stars, which proved that it was a planet. At Cambridge, James Challis had been searching since July at Airy's request and had in fact recorded the planet twice in August, but he had not compared his observations and failed to recognise it.

A bitter argument followed between British and French astronomers over who deserved the credit. Today both Adams and Le Verrier are usually honoured for the prediction. The name Neptune, after the Roman god of the sea, was proposed by Le Verrier and soon accepted. Just seventeen days after the discovery, the English brewer and amateur astronomer William Lassell spotted its largest moon, Triton.

Neptune lies about thirty times as far from the Sun as the Earth does, and it takes about 165 years to complete one orbit, so it first returned to the place where it was discovered in 2011. Its blue colour comes from methane in its atmosphere, which absorbs red light. Drawings show that Galileo had seen Neptune in 1612 and 1613, but he took it for a fixed star.`,
    shortAnswers: [
      { question: 'Who discovered Uranus?', answers: ['William Herschel', 'Herschel', 'Sir William Herschel'] },
      { question: 'what did some astronomers think was pulling uranus off course', answers: ['an unseen planet', 'an unseen planet farther out', 'the pull of an unseen planet farther out', 'the pull of an unseen planet', 'another planet', 'an unknown planet', 'a planet farther out', 'an unseen planet further out'] },
      { question: 'Who was the Astronomer Royal who was slow to act on Adams figures?', answers: ['George Airy', 'Airy', 'Sir George Airy'] },
      { question: 'When did Le Verrier present his result to the French Academy of Sciences?', answers: ['31 August 1846', 'on 31 August 1846', 'August 31, 1846', 'August 31 1846', '31st August 1846'] },
      { question: 'Who did Le Verrier write to at the Berlin Observatory?', answers: ['Johann Gottfried Galle', 'Galle', 'Johann Galle'] },
      { question: 'Which student helped Galle search for the planet?', answers: ["Heinrich d'Arrest", "d'Arrest", 'Heinrich d Arrest', 'Heinrich dArrest'] },
      { question: 'How close to the predicted position was the planet found?', answers: ['less than one degree', 'less than one degree from where Le Verrier had said it would be', 'within one degree', 'less than 1 degree', 'under one degree', 'less than a degree'] },
      { question: 'How did they know the object was a planet?', answers: ['it had moved against the background stars', 'the next night it had moved against the background stars', 'it moved against the background stars', 'because it had moved against the background stars', 'it had moved', 'because it moved against the background stars the next night'] },
      { question: 'Why didnt Challis recognise the planet?', answers: ['he had not compared his observations', 'because he had not compared his observations', 'he did not compare his observations', 'he had not compared his observations and failed to recognise it', 'because he did not compare his observations'] },
      { question: 'Who is Neptune named after?', answers: ['the Roman god of the sea', 'Roman god of the sea', 'Neptune, the Roman god of the sea', 'the god of the sea', 'a Roman god'] },
      { question: 'Who found Triton?', answers: ['William Lassell', 'Lassell', 'the English brewer and amateur astronomer William Lassell'] },
      { question: 'How long does Neptune take to go round the Sun?', answers: ['about 165 years', '165 years', 'around 165 years', 'about 165 years to complete one orbit'] },
      { question: 'In what year did Neptune first get back to where it was discovered?', answers: ['2011', 'in 2011'] },
      { question: 'What makes Neptune look blue?', answers: ['methane in its atmosphere', 'methane', 'methane in its atmosphere, which absorbs red light', 'methane in the atmosphere', 'methane absorbing red light'] },
    ],
    statements: [
      // month from nowhere: the letter arrived on 23 September 1846
      { statement: 'Galle received Le Verrier\'s letter on 23 October 1846.', truth: false },
      // swapped agent: Lassell, not Challis (named in the paragraph before), spotted Triton
      { statement: 'James Challis spotted Neptune\'s largest moon, Triton.', truth: false },
      // opposite: methane absorbs red light
      { statement: 'Neptune looks blue because methane in its atmosphere absorbs blue light.', truth: false },
      // relative date: 1612/1613 against 1846
      { statement: 'Galileo saw Neptune more than two hundred years before Galle found it.', truth: true },
      // relative date: Adams's estimate by autumn 1845, Le Verrier's paper 31 August 1846
      { statement: 'Adams had worked out where the planet should be before Le Verrier presented his result in Paris.', truth: true },
      // paraphrase: "at first running ahead of its calculated place"
      { statement: 'At first Uranus ran ahead of the place calculated for it.', truth: true },
    ],
  },
  {
    id: 'tay-bridge-disaster',
    subject: 'history',
    split: 's37',
    text: `The first railway bridge across the Firth of Tay, on the east coast of Scotland, was designed by the engineer Thomas Bouch. Work began in 1871, and when the bridge opened to passenger trains on 1 June 1878 it was the longest bridge in the world, running for more than two miles between Wormit on the southern shore and the city of Dundee. It carried a single track on wrought-iron girders resting on slender piers of cast-iron columns. In the middle, where ships needed to pass beneath, thirteen spans known as the high girders stood about 27 metres above the water, and there the trains ran inside the girders rather than on top of them. Queen Victoria crossed the bridge in June 1879, and Bouch was knighted soon afterwards.

On the evening of Sunday 28 December 1879 a violent storm blew down the estuary. At about seven o'clock a train from Edinburgh, made up of a locomotive and six carriages, moved onto the bridge at Wormit. A signalman watched its tail lights as it went out over the water, then saw a flash and lost sight of them. The high girders had collapsed, and the whole train fell into the river. No one on board survived. For many years it was said that about 75 people died; later research has identified 59 victims by name. The locomotive was afterwards raised from the riverbed, repaired and put back to work, and railwaymen nicknamed it "The Diver".

A court of inquiry concluded that the bridge had been "badly designed, badly constructed and badly maintained". It found that Bouch had not allowed properly for the force of the wind, that some of the cast-iron parts were faulty, and that loose fittings had been ignored. Bouch was blamed for the disaster. He died in October 1880, and his design for a bridge across the Firth of Forth was abandoned.

A second Tay Bridge, designed by William Henry Barlow, was built a short distance upstream of the first and opened in June 1887. It is wider, carries two tracks and is still in use. The stumps of the old piers can be seen beside it at low water. The disaster is also remembered through a poem by William McGonagall, often called the worst poem in the English language.`,
    shortAnswers: [
      { question: 'Who designed the first Tay Bridge?', answers: ['Thomas Bouch', 'Bouch', 'Sir Thomas Bouch', 'the engineer Thomas Bouch'] },
      { question: 'when did the bridge open to passenger trains', answers: ['1 June 1878', 'on 1 June 1878', 'June 1, 1878', 'June 1 1878', '1st June 1878'] },
      { question: 'Which city was at the northern end of the bridge?', answers: ['Dundee', 'the city of Dundee'] },
      { question: 'What were the middle spans of the bridge called?', answers: ['the high girders', 'high girders'] },
      { question: 'How high above the water were the high girders?', answers: ['about 27 metres', '27 metres', 'about 27 meters', '27 meters', '27 m', 'about 27 metres above the water'] },
      { question: 'What happened to Bouch after Queen Victoria crossed the bridge?', answers: ['he was knighted', 'Bouch was knighted', 'he was knighted soon afterwards', 'knighted', 'he became a knight', 'he was made a knight'] },
      { question: 'On what date did the bridge collapse?', answers: ['28 December 1879', 'Sunday 28 December 1879', 'on 28 December 1879', 'December 28, 1879', 'December 28 1879', '28th December 1879', 'the evening of Sunday 28 December 1879'] },
      { question: 'Where was the train coming from?', answers: ['Edinburgh', 'from Edinburgh'] },
      { question: 'How many victims have been identified by name?', answers: ['59', '59 victims', 'fifty-nine'] },
      { question: 'What did railwaymen nickname the locomotive?', answers: ['The Diver', 'Diver', '"The Diver"'] },
      { question: 'What did the inquiry say Bouch had not allowed for properly?', answers: ['the force of the wind', 'the wind', 'wind', 'the force of wind', 'wind force', 'the wind force'] },
      { question: 'What happened to Bouchs design for the Forth bridge?', answers: ['it was abandoned', 'abandoned', 'his design was abandoned', 'it was dropped', 'it was given up'] },
      { question: 'Who designed the second Tay Bridge?', answers: ['William Henry Barlow', 'Barlow', 'W. H. Barlow', 'William Barlow'] },
      { question: 'Which poet wrote a poem about the disaster?', answers: ['William McGonagall', 'McGonagall'] },
    ],
    statements: [
      // year from another event: the second bridge opened in June 1887; June 1878 was the first bridge's opening
      { statement: 'The second Tay Bridge opened in June 1878.', truth: false },
      // opposite: on the high girders the trains ran inside, not on top
      { statement: 'On the high girders the trains ran on top of the girders.', truth: false },
      // negation: the locomotive was raised, repaired and put back to work
      { statement: 'The locomotive was never recovered from the river.', truth: false },
      // relative date: 1 June 1878 to 28 December 1879
      { statement: 'The bridge stood for less than two years before it collapsed.', truth: true },
      // relative date through a description: Bouch died in October 1880, the bridge fell in December 1879
      { statement: 'The engineer who designed the first bridge died less than a year after it fell.', truth: true },
      // paraphrase and comparison: single track against two tracks
      { statement: 'The replacement bridge carries twice as many tracks as the first bridge did.', truth: true },
    ],
  },
  {
    id: 'tulip-mania',
    subject: 'economics',
    split: 's37',
    text: `Tulips reached western Europe from the Ottoman Empire in the sixteenth century. In 1593 the botanist Carolus Clusius took up a post at the University of Leiden and planted tulips in its new botanical garden, and within a few decades the flower had become a luxury prized by wealthy Dutch collectors. The most admired were the "broken" tulips, whose petals were streaked with flames of a second colour. Nobody then knew that the pattern was caused by a virus spread by aphids, which also weakened the bulbs, so the rarest varieties multiplied slowly and stayed scarce. The most famous of all, the Semper Augustus, is said to have sold for 5,500 guilders in 1633, at a time when a skilled craftsman earned perhaps 300 guilders a year.

By the mid-1630s the tulip trade had spread far beyond the collectors. Because bulbs can only be dug up and moved for a few months after the flowers fade, most deals made in the winter were promises to buy a bulb at a fixed price when it was lifted from the ground in the summer. Buyers seldom paid or received anything at the time of sale, and many resold their contracts before the bulbs were ever delivered. The Dutch called this the windhandel, or "wind trade". Dealers met in the back rooms of taverns, in groups known as colleges, where deals were sealed with a small payment called wine money.

Prices climbed steeply over the winter of 1636–37. Then, at a sale in Haarlem in the first week of February 1637, buyers failed to turn up, and within days the market collapsed. Sellers were left holding contracts that buyers refused to honour. After long disputes, the city of Haarlem ruled in 1638 that a buyer could cancel a contract by paying 3.5 per cent of the agreed price.

The episode became famous through Charles Mackay's 1841 book Extraordinary Popular Delusions and the Madness of Crowds, which claimed that the crash ruined many merchants and shook the Dutch economy. More recent historians, such as Anne Goldgar, have found little evidence of widespread ruin: most of those involved were fairly wealthy, and the wider economy of the Dutch Republic carried on growing. Even so, "tulip mania" is still used as a name for any bubble in which prices rise far above real value.`,
    shortAnswers: [
      { question: 'Where did tulips come to western Europe from?', answers: ['the Ottoman Empire', 'Ottoman Empire', 'from the Ottoman Empire'] },
      { question: 'Who planted tulips in the botanical garden at Leiden?', answers: ['Carolus Clusius', 'Clusius', 'the botanist Carolus Clusius'] },
      { question: 'what caused the streaks on broken tulips', answers: ['a virus spread by aphids', 'a virus', 'virus', 'a virus carried by aphids', 'a virus spread by aphids, which also weakened the bulbs'] },
      { question: 'Why did the rarest tulips stay scarce?', answers: ['the virus weakened the bulbs so they multiplied slowly', 'the virus weakened the bulbs', 'because the virus weakened the bulbs', 'they multiplied slowly', 'because they multiplied slowly', 'the rarest varieties multiplied slowly', 'because the virus also weakened the bulbs, so they multiplied slowly', 'which also weakened the bulbs, so the rarest varieties multiplied slowly', 'the bulbs were weakened by the virus and multiplied slowly'] },
      { question: 'How much did a Semper Augustus sell for in 1633?', answers: ['5,500 guilders', '5500 guilders', '5,500', 'about 5,500 guilders'] },
      { question: 'How much did a skilled craftsman earn a year?', answers: ['perhaps 300 guilders', '300 guilders', 'about 300 guilders', 'perhaps 300 guilders a year', '300 guilders a year', 'around 300 guilders'] },
      { question: 'What did the Dutch call trading in bulb contracts?', answers: ['the windhandel', 'windhandel', 'the wind trade', 'wind trade', 'windhandel, or wind trade', 'the windhandel, or "wind trade"'] },
      { question: 'Where did tulip dealers meet?', answers: ['in the back rooms of taverns', 'the back rooms of taverns', 'taverns', 'in taverns', 'in tavern back rooms', 'back rooms of taverns'] },
      { question: 'What was the small payment that sealed a deal called?', answers: ['wine money', 'wine-money'] },
      { question: 'In which town did buyers fail to turn up at a sale?', answers: ['Haarlem', 'in Haarlem'] },
      { question: 'When did the tulip market collapse?', answers: ['February 1637', 'in February 1637', 'the first week of February 1637', 'in the first week of February 1637', 'early February 1637', '1637'] },
      { question: 'What percentage of the price could a buyer pay to cancel a contract?', answers: ['3.5 per cent', '3.5%', '3.5 percent', '3.5 per cent of the agreed price'] },
      { question: 'Who wrote Extraordinary Popular Delusions and the Madness of Crowds?', answers: ['Charles Mackay', 'Mackay'] },
      { question: 'Which historian found little evidence of widespread ruin?', answers: ['Anne Goldgar', 'Goldgar'] },
    ],
    statements: [
      // place from another sentence: the sale where buyers failed to appear was in Haarlem; Leiden was Clusius's garden
      { statement: 'Buyers failed to turn up at a sale in Leiden in February 1637.', truth: false },
      // negation: "Nobody then knew" the virus caused it
      { statement: 'Tulip growers in the 1630s knew that the streaks were caused by a virus.', truth: false },
      // a claim turned round: Mackay said the crash ruined many merchants
      { statement: 'Charles Mackay argued that the crash did little harm to Dutch merchants.', truth: false },
      // paraphrase: winter deals were promises to buy at a fixed price when lifted in summer
      { statement: 'Most winter tulip deals were agreements to pay for a bulb later at a set price.', truth: true },
      // comparison worked out: 5,500 against 300 a year
      { statement: 'A Semper Augustus bulb cost more than a skilled craftsman could earn in ten years.', truth: true },
      // paraphrase: the Dutch Republic's wider economy carried on growing
      { statement: 'The wider Dutch economy kept growing after the crash, according to recent historians.', truth: true },
    ],
  },
  {
    id: 'writing-treasure-island',
    subject: 'literature',
    split: 's37',
    text: `In the late summer of 1881 the Scottish writer Robert Louis Stevenson was on holiday with his family in a rented cottage at Braemar, in the Scottish Highlands. The weather was cold and wet, and his stepson, Lloyd Osbourne, then thirteen, passed the time painting. One day Stevenson joined him and drew a map of an imaginary island, shaped, he said later, like a fat dragon standing up. He added names such as Spy-glass Hill and Skeleton Island and marked crosses for buried treasure. Looking at the map, he began to picture the characters who might fight over it, and within days he was writing a story, reading each new chapter aloud to the family in the evening.

His father, Thomas Stevenson, a lighthouse engineer, enjoyed the tale as much as the boy did and suggested details of his own, including the contents of the old sailor Billy Bones's sea chest. Stevenson first called the story The Sea Cook. It appeared in seventeen weekly parts in the children's magazine Young Folks between October 1881 and January 1882, under the pen name Captain George North, and it attracted little notice there.

The story is told mostly by Jim Hawkins, the son of the keeper of the Admiral Benbow inn, who finds a map of Captain Flint's treasure among Billy Bones's belongings. The ship's cook, the one-legged Long John Silver, turns out to be the leader of a band of pirates among the crew. Stevenson later admitted that Silver was partly based on his friend the poet William Ernest Henley, who had lost part of a leg to illness.

Renamed Treasure Island, the story was published as a book by Cassell in November 1883, and Stevenson was paid 100 pounds for it. It became his first great success. While the book was being prepared, the original map was lost on its way to the publisher, and Stevenson had to draw it again to match the text, which he found much harder than inventing it. Many of the ideas that readers now connect with pirates, such as treasure maps marked with an X, one-legged seamen and parrots on their shoulders, owe a great deal to the novel. Stevenson died in Samoa in December 1894.`,
    shortAnswers: [
      { question: 'Where was Stevenson on holiday in 1881?', answers: ['Braemar', 'at Braemar', 'in Braemar', 'Braemar, in the Scottish Highlands', 'the Scottish Highlands', 'a rented cottage at Braemar'] },
      { question: 'How old was Lloyd Osbourne?', answers: ['thirteen', '13', 'then thirteen', '13 years old', 'thirteen years old'] },
      { question: 'What did Stevenson draw?', answers: ['a map of an imaginary island', 'a map', 'a map of an island', 'map of an imaginary island'] },
      { question: 'What shape did Stevenson say the island was?', answers: ['like a fat dragon standing up', 'a fat dragon standing up', 'fat dragon standing up', 'a dragon', 'like a dragon'] },
      { question: 'What was Thomas Stevensons job?', answers: ['lighthouse engineer', 'a lighthouse engineer', 'he was a lighthouse engineer', 'engineer'] },
      { question: 'What was the story first called?', answers: ['The Sea Cook', 'Sea Cook'] },
      { question: 'Which magazine first printed the story?', answers: ['Young Folks', "the children's magazine Young Folks"] },
      { question: 'What pen name did Stevenson use in the magazine?', answers: ['Captain George North', 'George North'] },
      { question: 'Who narrates most of Treasure Island?', answers: ['Jim Hawkins', 'Jim', 'Hawkins'] },
      { question: 'What is the name of the inn?', answers: ['the Admiral Benbow', 'Admiral Benbow', 'the Admiral Benbow inn', 'Admiral Benbow inn'] },
      { question: 'Who was Long John Silver partly based on?', answers: ['William Ernest Henley', 'Henley', 'W. E. Henley', 'his friend the poet William Ernest Henley', 'the poet William Ernest Henley'] },
      { question: 'Which company published Treasure Island as a book?', answers: ['Cassell', 'Cassell and Company', 'by Cassell'] },
      { question: 'How much did Stevenson get paid for the book?', answers: ['100 pounds', '£100', 'a hundred pounds', 'one hundred pounds'] },
      { question: 'Why did Stevenson have to draw the map again?', answers: ['the original map was lost on its way to the publisher', 'because the original map was lost on its way to the publisher', 'the original map was lost', 'because the original map was lost', 'it was lost on its way to the publisher', 'the map was lost in the post', 'because it was lost on the way to the publisher'] },
    ],
    statements: [
      // negation: it appeared under the pen name Captain George North
      { statement: 'The Sea Cook appeared in Young Folks under Stevenson\'s own name.', truth: false },
      // swapped agent: the sea chest is Billy Bones's; Silver is named in the next paragraph
      { statement: 'Thomas Stevenson suggested the contents of Long John Silver\'s sea chest.', truth: false },
      // place from another event: Braemar was the holiday; he died in Samoa
      { statement: 'Stevenson died in Braemar in December 1894.', truth: false },
      // relative date: summer 1881 to November 1883
      { statement: 'The book came out about two years after Stevenson drew the map.', truth: true },
      // paraphrase: seventeen weekly parts
      { statement: 'The magazine version of the story came out in seventeen weekly parts.', truth: true },
      // paraphrase: redrawing "much harder than inventing it"
      { statement: 'Stevenson found drawing the map a second time harder than inventing it.', truth: true },
    ],
  },
  {
    id: 'atacama-desert',
    subject: 'geography',
    split: 's37',
    text: `The Atacama Desert stretches for more than 1,000 kilometres along the Pacific coast of South America, almost all of it in northern Chile. Apart from the polar regions, it is the driest place on Earth. Some weather stations there have never recorded rain, and the port of Arica, at its northern edge, receives on average less than one millimetre a year.

Several causes work together. The Andes mountains to the east block moist air from the Amazon basin, leaving the desert in a rain shadow. Off the coast, the cold Humboldt Current cools the air above the sea, so that a layer of cool air lies under warmer air and clouds cannot rise high enough to produce rain. Instead, a thick coastal fog, known locally as camanchaca, rolls in from the ocean. In some villages, large nets called fog catchers are put up on the hills to trap its droplets and provide drinking water.

In the nineteenth century the Atacama became valuable for its deposits of sodium nitrate, used as fertiliser and in explosives. Disputes over the nitrate fields led to the War of the Pacific (1879–1884), in which Chile defeated Peru and Bolivia. Chile took over the mineral-rich coast, and Bolivia lost its only outlet to the sea. The nitrate boom ended after German chemists found a way to make nitrates artificially in the early twentieth century, leaving ghost towns such as Humberstone, which became a World Heritage Site in 2005. Today copper is the region's main wealth, and Chuquicamata is one of the largest open-pit mines in the world.

The dry, clear air and the high plateaus also make the Atacama one of the best places on Earth for astronomy. The Very Large Telescope stands on Cerro Paranal, and the ALMA radio telescope array lies on the Chajnantor plateau at about 5,000 metres. Because its soils are so like those of Mars, NASA has tested equipment for Mars missions there. The desert has a long human history as well: the Chinchorro people of its coast began mummifying their dead about 7,000 years ago, some two thousand years before the Egyptians. After an unusually wet winter, parts of the southern Atacama burst into flower, an event known as the desierto florido, or flowering desert.`,
    shortAnswers: [
      { question: 'How far does the Atacama stretch along the coast?', answers: ['more than 1,000 kilometres', 'more than 1000 kilometres', 'over 1,000 kilometres', '1,000 kilometres', 'more than 1,000 km', 'more than 1,000 kilometers', 'more than 1,000 kilometres along the Pacific coast of South America'] },
      { question: 'Which port gets less than one millimetre of rain a year?', answers: ['Arica', 'the port of Arica'] },
      { question: 'What mountains stop moist air reaching the desert from the east?', answers: ['the Andes', 'Andes', 'the Andes mountains', 'Andes mountains'] },
      { question: 'Which ocean current cools the air off the coast?', answers: ['the Humboldt Current', 'Humboldt Current', 'the cold Humboldt Current', 'the Humboldt'] },
      { question: 'What is the coastal fog called locally?', answers: ['camanchaca', 'the camanchaca'] },
      { question: 'What are fog catchers used for?', answers: ['to trap its droplets and provide drinking water', 'to trap the fog droplets and provide drinking water', 'to provide drinking water', 'drinking water', 'to trap fog droplets', 'to trap its droplets', 'to collect water from the fog', 'trapping fog droplets to provide drinking water', 'to catch droplets for drinking water'] },
      { question: 'What was sodium nitrate used for?', answers: ['fertiliser and explosives', 'as fertiliser and in explosives', 'fertiliser and in explosives', 'fertilizer and explosives', 'fertiliser', 'explosives', 'fertilizer', 'used as fertiliser and in explosives'] },
      { question: 'Which two countries did Chile beat in the War of the Pacific?', answers: ['Peru and Bolivia', 'Bolivia and Peru'] },
      { question: 'What did Bolivia lose in the war?', answers: ['its only outlet to the sea', 'its outlet to the sea', 'access to the sea', 'its coast', 'its coastline', 'its only outlet to the sea', 'the sea'] },
      { question: 'why did the nitrate boom end', answers: ['German chemists found a way to make nitrates artificially', 'because German chemists found a way to make nitrates artificially', 'nitrates could be made artificially', 'because nitrates could be made artificially', 'German chemists found a way to make nitrates artificially in the early twentieth century', 'artificial nitrates were invented'] },
      { question: 'When did Humberstone become a World Heritage Site?', answers: ['2005', 'in 2005'] },
      { question: 'What is the name of the huge open-pit copper mine?', answers: ['Chuquicamata'] },
      { question: 'How high is the Chajnantor plateau?', answers: ['about 5,000 metres', '5,000 metres', 'about 5000 metres', '5000 metres', 'about 5,000 meters', '5,000 m', 'about 5,000 m'] },
      { question: 'Why has NASA tested equipment in the Atacama?', answers: ['its soils are so like those of Mars', 'because its soils are so like those of Mars', 'the soils are like those of Mars', 'because the soil is like Mars', 'its soil is like the soil on Mars', 'because its soils are like those of Mars', 'its soils are like those of Mars'] },
    ],
    statements: [
      // opposite: the Humboldt Current cools the air
      { statement: 'The Humboldt Current warms the air above the sea.', truth: false },
      // opposite: Bolivia lost its only outlet to the sea
      { statement: 'Bolivia gained a coastline as a result of the War of the Pacific.', truth: false },
      // swapped place in neighbouring clauses: the VLT is on Cerro Paranal; ALMA is on Chajnantor
      { statement: 'The Very Large Telescope stands on the Chajnantor plateau.', truth: false },
      // comparison: about 7,000 years ago, some two thousand years before the Egyptians
      { statement: 'The Chinchorro people mummified their dead before the Egyptians did.', truth: true },
      // paraphrase: Chile defeated Peru and Bolivia
      { statement: 'In the War of the Pacific, Chile fought against two other countries.', truth: true },
      // paraphrase of the cause: clouds cannot rise high enough to produce rain
      { statement: 'Clouds over the coast cannot rise high enough to produce rain because of the cold layer of air.', truth: true },
    ],
  },
];

export const S37_PASTED_QUIZZES: PastedQuizItem[] = [
  {
    // Each option's letter stands alone on the line above it; the course, due-date, attempt and submit lines are the
    // platform's, not questions, and "(k points)" belongs to the header, not the stem.
    id: 's37-01-schoology-assessment-copy-question-n-points-headers-letter-alone-above-each-option',
    split: 's37',
    text: `Unit 4 Check-in: Neptune and the Atacama
Due Friday, 11:59 PM
Attempt 1 of 2
Question 1 (1 point)
Which astronomer found Neptune's largest moon, Triton?
A
William Lassell
B
James Challis
C
John Couch Adams
D
Urbain Le Verrier
Question 2 (1 point)
Galle found the planet less than one degree from the predicted position.
True
False
Question 3 (2 points)
Which ocean current cools the air along the Atacama coast?
Question 4 (1 point)
Which country lost its only outlet to the sea in the War of the Pacific?
A
Peru
B
Chile
C
Bolivia
D
Argentina
Question 5 (1 point)
Which planet's path puzzled astronomers before Neptune was found?
A
Saturn
B
Uranus
C
Jupiter
Submit Assessment`,
    expected: [
      { question: "Which astronomer found Neptune's largest moon, Triton?", options: ['William Lassell', 'James Challis', 'John Couch Adams', 'Urbain Le Verrier'] },
      { question: 'Galle found the planet less than one degree from the predicted position.', options: TF },
      { question: 'Which ocean current cools the air along the Atacama coast?', options: [] },
      { question: 'Which country lost its only outlet to the sea in the War of the Pacific?', options: ['Peru', 'Chile', 'Bolivia', 'Argentina'] },
      { question: "Which planet's path puzzled astronomers before Neptune was found?", options: ['Saturn', 'Uranus', 'Jupiter'] },
    ],
  },
  {
    // A student's Markdown note: the title, the italic line, the rule and the "edited" footer are not questions;
    // the "**Q1.**" labels and "- [ ]" checkboxes are layout. "True or false:" as a prefix stays in the stem with no
    // options, as earlier sets expect; a "(True / False)" trailer gives the two options and leaves the stem.
    id: 's37-02-markdown-note-bold-q-labels-checkbox-options-true-false-trailer-and-prefix-rule-footer',
    split: 's37',
    text: `# Tay Bridge – revision questions

*copied from my notes, answers are at the back of the book*

**Q1.** Who designed the first Tay Bridge?
- [ ] William Henry Barlow
- [ ] Thomas Bouch
- [ ] William McGonagall
- [ ] John Fowler

**Q2.** The whole train fell into the river when the high girders collapsed. (True / False)

**Q3.** What nickname did railwaymen give the locomotive that was raised from the river?

**Q4.** In which year did the second Tay Bridge open?
- [ ] 1878
- [ ] 1879
- [ ] 1880
- [ ] 1887

**Q5.** True or false: Bouch was knighted after Queen Victoria crossed the bridge.

---
_edited 2 days ago_`,
    expected: [
      { question: 'Who designed the first Tay Bridge?', options: ['William Henry Barlow', 'Thomas Bouch', 'William McGonagall', 'John Fowler'] },
      { question: 'The whole train fell into the river when the high girders collapsed.', options: TF },
      { question: 'What nickname did railwaymen give the locomotive that was raised from the river?', options: [] },
      { question: 'In which year did the second Tay Bridge open?', options: ['1878', '1879', '1880', '1887'] },
      { question: 'True or false: Bouch was knighted after Queen Victoria crossed the bridge.', options: [] },
    ],
  },
  {
    // A teacher's e-mail: the From/Subject headers, the greeting, the instructions and the signature are not questions;
    // the options stand inline after the stem, lower-case lettered, separated by wide spaces; "T or F?" is a trailer.
    id: 's37-03-teacher-email-headers-q-paren-labels-inline-lower-dot-options-wide-spaces-t-or-f-trailer-signature',
    split: 's37',
    text: `From: Mr Adeyemi <t.adeyemi@school.example>
Subject: Homework - Treasure Island & tulip mania

Hi all,
Please answer these before Thursday's lesson. Reply to this email with your answers.

Q1) Under what pen name did the story first appear in Young Folks?   a. Captain Flint   b. Captain George North   c. Long John Silver   d. Jim Hawkins
Q2) Stevenson was paid 100 pounds for the book by Cassell.   T or F?
Q3) In which town did buyers fail to turn up at a tulip sale in February 1637?   a. Leiden   b. Amsterdam   c. Haarlem
Q4) What was the small payment that sealed a deal in the tavern colleges called?
Q5) What did Charles Mackay claim the crash did to the Dutch economy?

Thanks,
Mr A.
Sent from my iPhone`,
    expected: [
      { question: 'Under what pen name did the story first appear in Young Folks?', options: ['Captain Flint', 'Captain George North', 'Long John Silver', 'Jim Hawkins'] },
      { question: 'Stevenson was paid 100 pounds for the book by Cassell.', options: TF },
      { question: 'In which town did buyers fail to turn up at a tulip sale in February 1637?', options: ['Leiden', 'Amsterdam', 'Haarlem'] },
      { question: 'What was the small payment that sealed a deal in the tavern colleges called?', options: [] },
      { question: 'What did Charles Mackay claim the crash did to the Dutch economy?', options: [] },
    ],
  },
];
