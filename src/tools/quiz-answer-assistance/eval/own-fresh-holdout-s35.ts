/**
 * A fresh set for the s35 round: five passages of the kinds a student pastes — an earth-science section
 * (continental drift: Wegener the meteorologist from Berlin and his earlier Greenland expedition, the fit of South
 * America and Africa, the Frankfurt lecture of January 1912 and the book of 1915, Pangaea about 300 million years
 * ago, Mesosaurus in southern Africa and Brazil, Glossopteris on five continents, glacial scratches near the
 * equator and coal in Antarctica, the missing force, Harold Jeffreys, four editions, the death on the ice sheet in
 * November 1930 at 50 and the body found the following May, the mid-Atlantic ridge, Hess's sea-floor spreading of
 * 1962, Vine and Matthews's magnetic stripes a year later, plate tectonics and the Atlantic widening about
 * 2.5 centimetres a year), a history section (the Great Fire of London: Farriner's bakery in Pudding Lane on
 * Sunday 2 September 1666, the east wind driving the flames west, Bloodworth going back to bed and fearing the cost
 * of firebreaks, Pepys on the Thames and at Whitehall, James, Duke of York, in charge, the buried parmesan, St
 * Paul's burning on the Tuesday from its scaffolding, the navy's gunpowder, the end on Thursday 6 September, 13,200
 * houses and 87 parish churches, 70,000 of 80,000 homeless, six recorded deaths, Robert Hubert's false confession,
 * the brick-or-stone law of 1667, Wren's 51 churches and the St Paul's of 1711, and the 61-metre Monument of 1677),
 * an economics / civics section (the Marshall Plan: Europe out of dollars after the winter of 1946–47, communist
 * parties in France and Italy, the Harvard speech of 5 June 1947, Bevin hearing it on the radio and meeting
 * Bidault, Molotov's walk-out in Paris, Poland and Czechoslovakia kept out, the sixteen countries, the Czechoslovak
 * takeover of February 1948, Truman's signature on 3 April 1948, Hoffman's Economic Cooperation Administration and
 * the OEEC, about 13 billion dollars of mostly grants from 1948 to 1952, the United Kingdom's quarter, counterpart
 * funds, production 35 per cent above pre-war and Marshall's Nobel Peace Prize of 1953), an arts passage (Hokusai
 * and The Great Wave: Edo in 1760, the lending library and the block-carving, Shunshō's studio at about eighteen,
 * more than thirty names and about 93 moves, ukiyo-e and the artist / carver / printer / publisher chain, cherry-wood
 * blocks, the Hokusai Manga of 1814 in fifteen volumes, Nishimuraya Yohachi's Thirty-Six Views from about 1831
 * grown to forty-six, three boats and a small Fuji, Prussian blue, death in 1849 at 88, "nothing before seventy",
 * Monet, Van Gogh and Debussy's La Mer of 1905) and a geography / technology section (the Channel Tunnel:
 * Mathieu-Favier's coaches and mid-Channel island of 1802, the borings of the 1880s halted from fear of invasion,
 * the attempt of 1974 abandoned in January 1975, the Treaty of Canterbury of 1986 and its private money, ten
 * construction firms, chalk marl about 45 metres below the seabed, three tunnels, eleven boring machines, Fagg and
 * Cozette on 1 December 1990, the opening of 6 May 1994 at Calais, 50.5 kilometres with 38 under the sea, the cost
 * about 80 per cent over the estimate, Eurostar and the 35-minute shuttles, the fires of 1996 and 2008) — and three
 * pasted quizzes, written for this eval by a separate writer for session 35 who had read only this file's s34
 * counterpart, own-passages.ts and own-pasted-quizzes.ts for their shape, had not read the engine, the server, the
 * page or their tests, and ran nothing of the tool; the file was committed before any run. The passages are our
 * own wording of well-known facts (no text copied; the only quoted words are the meanings of Pangaea and ukiyo-e and
 * Hokusai's signature), 500–560 words each, in paragraphs as a textbook section is pasted; each has 14 short-answer questions worded as a
 * teacher writes them (about half paraphrase the passage's verb or noun — presented / make public, set out / bring
 * out, turn up / have been found, rejected / main objection, calculated / worked out, proposed / suggested,
 * broke out / start, drove / push, put in charge / give the job, buried / hide, caught fire / go up in flames,
 * falsely confessed / could not have, draw up / prepare, heard / learn, changed minds /
 * won over, created / became law, led / head, went to / received, joined the studio / became a pupil, cut / carve,
 * paid for / financed, issuing / brought out, in all / altogether, drew up / sketch out,
 * halted / stop, chose a route / bored through, shook hands / met, formally opened /
 * inaugurated), not after any engine's rules, with two or three why/how questions per passage whose answer is a
 * clause, questions whose answer is a number with its unit ("about 2.5 centimetres a year", "about 300 million
 * years ago", "61 metres", "about 13 billion dollars", "about 35 per cent", "38 kilometres", "about 35 minutes"),
 * a date ("2 September 1666", "5 June 1947", "3 April 1948", "6 May 1994"), a year ("1915", "1760"), a count
 * ("six", "sixteen", "fifteen volumes", "forty-six", "three boats", "three tunnels"), a name, one item of a list (a
 * place where Glossopteris is found, a thing Pepys buried, a country with strong communist parties, a use of the
 * service tunnel), or an answer the passage gives only through a pronoun or a possessive in a later clause ("he
 * set out to bring supplies", "he thought the fire was minor and went back to bed", "He said that … the Europeans
 * themselves should draw up a joint plan", "In a note to one of his books he wrote", "where the horses could be
 * changed" in Mathieu-Favier's plan); and six true/false statements per passage, three true and three false,
 * falsified the way teachers do: an agent swapped between people named in neighbouring sentences (Hess / Vine and
 * Matthews, Hooke / Wren, Bidault / Bevin, Eurostar / the shuttles), a place or country swapped for another the
 * passage names (India for Brazil, France for the United Kingdom), a date or day taken from another event (November
 * for the body found in May, Thursday for St Paul's Tuesday, 1831 for the Manga's 1814, 6 May 1994 for the
 * handshake of 1 December 1990), an opposite (west wind driving flames east, loans for grants, Fuji huge in the
 * foreground, taxpayers for private money), a cause or origin changed (Prussian blue invented in Japan); the true
 * ones need a relative date worked out (1912 lecture to 1915 book, Sunday 2 to Thursday 6 September, June 1947 to April 1948,
 * born 1760 and the series from about 1831, December 1990 to May 1994), a name given by an alias or title ("The
 * scientist who proposed Pangaea", "The king's brother", "The artist who signed himself Old Man Mad About
 * Painting"), or heavy paraphrase. The pasted quizzes use layouts meant to differ from s33's and s34's (a Blackboard
 * test page copy with "QUESTION N" headings, "1 points   Save Answer" lines, options "a." … on their own lines,
 * True / False unlettered, a fill-in item with an "Answer:" label and nothing after it, and the "Click Save and
 * Submit …" footer; a teacher's typed handout with "1)" numbers, a stem wrapped over two lines, "A - …" options each
 * on its own line, a "Circle one:  TRUE    FALSE" line under a statement and a "Bonus (2 pts):" item; and an end-of-
 * topic test with a time/marks header, lettered sections with mark values, "Q1)" numbers, "(A) … (B) …" options two
 * to a line in a two-by-two grid, "[TRUE / FALSE]" after statements and dotted answer lines). The subject union is
 * used as s34 uses it: continental drift is filed under 'science', the Great Fire under 'history', the Marshall
 * Plan under 'economics', Hokusai under 'literature' (as s32's Beethoven and s33's Frida Kahlo were) and the
 * Channel Tunnel under 'geography'. To be measured once with a `--split s35` run; from then on it is looked at, so
 * it is dev material whatever its split says.
 */
import type { OwnPassage } from './own-passages';
import type { PastedQuizItem } from './own-pasted-quizzes';

const TF = ['True', 'False'];

export const S35_PASSAGES: OwnPassage[] = [
  {
    id: 'continental-drift',
    subject: 'science',
    split: 's35',
    text: `For most of the nineteenth century geologists assumed that the continents and oceans had always stayed where they were, and that the land had only risen and sunk in place. The man who challenged this view was not a geologist at all. Alfred Wegener, born in Berlin in 1880, was a meteorologist, a scientist who studies the atmosphere and the weather, and he had already taken part in an expedition to Greenland. Around 1910, looking at a new world map, he was struck by how neatly the eastern coast of South America seemed to fit into the western coast of Africa, like two pieces of a torn newspaper.

Wegener presented his idea in a lecture in Frankfurt in January 1912, and in 1915 he set it out in full in a book, The Origin of Continents and Oceans. He argued that about 300 million years ago all the land on Earth had been joined in a single supercontinent, which he called Pangaea, from the Greek for "all lands". Over time it had broken apart, and the pieces had slowly drifted to their present positions.

He gathered several kinds of evidence. Fossils of Mesosaurus, a small reptile that lived in fresh water and could not have swum across an ocean, are found only in southern Africa and in Brazil. Fossils of the seed fern Glossopteris turn up in South America, Africa, India, Australia and Antarctica. Rock layers and mountain chains on opposite sides of the Atlantic match one another, and scratches left by ancient glaciers are found in places that now lie close to the equator, such as India, showing that these lands were once much nearer the South Pole. Coal, which forms from swamp plants in warm climates, is found in Antarctica.

Most geologists rejected the theory, and some mocked it. Their chief objection was that Wegener could not explain what force was strong enough to push whole continents through the solid rock of the ocean floor. The British geophysicist Harold Jeffreys calculated that the forces Wegener suggested, linked to Earth's spin and to the tides, were far too weak. Wegener kept revising his book, producing four editions in all, but he never found a convincing answer. In November 1930, during his fourth expedition to Greenland, he set out to bring supplies to a research station in the middle of the ice sheet and died on the way back, aged 50. His body was found the following May.

The answer came from the sea floor. After the Second World War, ships using echo sounders mapped a great chain of underwater mountains running down the middle of the Atlantic. In 1962 the American geologist Harry Hess proposed that new crust forms at these ridges, where hot rock rises from the mantle, and then spreads outwards on both sides. A year later Fred Vine and Drummond Matthews showed that the rocks on either side of a ridge carry matching stripes of normal and reversed magnetism, a record of the spreading. By the end of the 1960s these ideas had been joined in the theory of plate tectonics, which holds that Earth's outer shell is broken into seven major plates and many smaller ones, riding on the softer mantle beneath. The Atlantic is still widening today, by about 2.5 centimetres a year, roughly the rate at which a fingernail grows.`,
    shortAnswers: [
      { question: 'What branch of science did Alfred Wegener work in?', answers: ['meteorology', 'he was a meteorologist', 'a meteorologist', 'meteorologist', 'the atmosphere and the weather', 'the study of the atmosphere and the weather', 'atmospheric science', 'weather'] },
      { question: 'Which two coastlines seemed to Wegener to fit together?', answers: ['the eastern coast of South America and the western coast of Africa', 'the eastern coast of South America seemed to fit into the western coast of Africa', 'eastern coast of South America and western coast of Africa', 'South America and Africa', 'the coasts of South America and Africa', 'the east coast of South America and the west coast of Africa', 'South America’s east coast and Africa’s west coast', 'Africa and South America'] },
      { question: 'In which city did Wegener first make his idea public?', answers: ['Frankfurt', 'in Frankfurt', 'in a lecture in Frankfurt', 'Frankfurt, Germany', 'Frankfurt am Main'] },
      { question: 'In what year did Wegener bring out The Origin of Continents and Oceans?', answers: ['1915', 'in 1915'] },
      { question: 'What name did Wegener give to the single supercontinent?', answers: ['Pangaea', 'Pangea', 'Pangæa'] },
      { question: 'According to Wegener, how long ago was all the land on Earth joined together?', answers: ['about 300 million years ago', '300 million years ago', 'about 300 million years', '300 million years', 'around 300 million years ago', 'some 300 million years ago', '300,000,000 years ago'] },
      { question: 'Why could Mesosaurus not have crossed from Africa to Brazil on its own?', answers: ['it lived in fresh water and could not have swum across an ocean', 'lived in fresh water and could not have swum across an ocean', 'a small reptile that lived in fresh water and could not have swum across an ocean', 'because it lived in fresh water and could not have swum across an ocean', 'because it lived in fresh water', 'it lived in fresh water', 'it was a freshwater reptile that could not swim across an ocean', 'because it could not have swum across an ocean', 'it could not swim across an ocean', 'because it was a small freshwater reptile', 'it could not have swum across an ocean'] },
      { question: 'Name one place where fossils of Glossopteris have been found.', answers: ['South America', 'Africa', 'India', 'Australia', 'Antarctica', 'South America, Africa, India, Australia and Antarctica'] },
      { question: "What was the main objection to Wegener's theory?", answers: ['he could not explain what force was strong enough to push whole continents through the solid rock of the ocean floor', 'Wegener could not explain what force was strong enough to push whole continents through the solid rock of the ocean floor', 'Wegener could not explain what force was strong enough to push whole continents through the ocean floor', 'he could not explain what force could move the continents', 'he could not explain what force was strong enough to push continents through the ocean floor', 'he could not explain the force that moved the continents', 'there was no force strong enough to push continents through the ocean floor', 'he had no mechanism', 'no known force could move whole continents', 'that he could not explain what force was strong enough to push whole continents through the solid rock of the ocean floor'] },
      { question: 'Which British scientist worked out that the forces Wegener suggested were far too weak?', answers: ['Harold Jeffreys', 'Jeffreys', 'the British geophysicist Harold Jeffreys', 'Sir Harold Jeffreys'] },
      { question: 'What was Wegener trying to do on the journey during which he died?', answers: ['bring supplies to a research station in the middle of the ice sheet', 'to bring supplies to a research station in the middle of the ice sheet', 'to bring supplies to a research station', 'bring supplies to a research station', 'bringing supplies to a research station on the Greenland ice sheet', 'to take supplies to a research station on the ice sheet', 'deliver supplies to a research station', 'to supply a research station in the middle of the ice sheet'] },
      { question: 'How old was Wegener when he died?', answers: ['50', 'fifty', '50 years old', 'aged 50', 'fifty years old', 'at the age of 50'] },
      { question: 'Who suggested in 1962 that new crust forms at the ridges on the ocean floor?', answers: ['Harry Hess', 'Hess', 'the American geologist Harry Hess', 'Harry Hammond Hess'] },
      { question: 'By how much does the Atlantic widen each year?', answers: ['about 2.5 centimetres', '2.5 centimetres', '2.5 cm', 'about 2.5 cm', 'about 2.5 centimetres a year', '2.5 centimeters', 'about 2.5 centimeters', 'around 2.5 cm a year', 'two and a half centimetres', 'about 25 millimetres', 'about as fast as a fingernail grows', 'by about 2.5 centimetres'] },
    ],
    statements: [
      // place swapped for another the passage names in the next sentence: Mesosaurus is in southern Africa and Brazil
      { statement: 'Fossils of Mesosaurus are found only in southern Africa and in India.', truth: false },
      // swapped agent: Vine and Matthews, not Hess (named in the sentence before), found the magnetic stripes
      { statement: 'Harry Hess showed that the rocks on either side of a ridge carry matching stripes of magnetism.', truth: false },
      // month from another event: he died in November 1930; his body was found "the following May"
      { statement: "Wegener's body was found in November 1930.", truth: false },
      // relative date worked out: lecture January 1912, book 1915
      { statement: 'Wegener published his book three years after his lecture in Frankfurt.', truth: true },
      // alias: the scientist who proposed Pangaea "had already taken part in an expedition to Greenland" around 1910
      { statement: 'The scientist who proposed Pangaea had been to Greenland before he put forward his theory.', truth: true },
      // heavy paraphrase, true
      { statement: 'Marks scratched by ancient glaciers have been found in lands that are now near the equator.', truth: true },
    ],
  },
  {
    id: 'great-fire-of-london',
    subject: 'history',
    split: 's35',
    text: `In the early hours of Sunday 2 September 1666, a fire broke out in the bakery of Thomas Farriner in Pudding Lane, close to London Bridge. Farriner, who supplied bread to the navy, escaped with his family through an upstairs window, but his maidservant was too frightened to climb out and became one of the first victims. London at that time was a crowded city of narrow streets and timber-framed houses, many of them coated with pitch, and the summer had been long and dry. A strong wind from the east drove the flames towards the west, and the warehouses along the river, packed with oil, tallow, timber and coal, fed them.

The Lord Mayor, Sir Thomas Bloodworth, was woken and came to look, but he thought the fire was minor and went back to bed. The usual way to stop a large fire was to pull down the houses in its path to make a firebreak, but Bloodworth hesitated, worried about who would pay to rebuild them. By the time demolition began, the fire was spreading faster than the men with their long hooks could work.

The diarist Samuel Pepys, a senior official of the navy, watched the fire from a boat on the Thames and then went to Whitehall to tell King Charles II what he had seen. The king ordered that houses be pulled down, and he put his brother James, Duke of York, in charge of the firefighting. James set up fire posts around the city, and both brothers were seen passing buckets of water to the men. Pepys, like many Londoners, buried his valuables in his garden, among them his wine and a parmesan cheese.

On Tuesday the fire reached St Paul's Cathedral. The wooden scaffolding that surrounded it for repairs caught fire, the lead on its roof melted and ran down the streets like a river, and the great church was destroyed. That evening the wind finally dropped, and sailors from the navy yards used gunpowder to blow up houses and open wider gaps. By Thursday 6 September the fire was largely out.

The damage was enormous. About 13,200 houses, 87 parish churches and many public buildings, including the Royal Exchange and the Guildhall, had burned, and perhaps 70,000 of the roughly 80,000 people living inside the city walls were left homeless. Only six deaths were officially recorded, although historians believe the real number was higher, since the deaths of the poor were often not written down. A French watchmaker, Robert Hubert, falsely confessed to starting the fire and was hanged, although it was later shown that he had not even arrived in England until two days after it began.

The rebuilding took decades. A law of 1667 required new houses to be built of brick or stone rather than wood. The architect Christopher Wren designed 51 new churches and a new St Paul's Cathedral, which was declared complete in 1711. Wren and the scientist Robert Hooke also designed the Monument, a stone column finished in 1677. It stands 61 metres tall, exactly the distance from its base to the spot in Pudding Lane where the fire started.`,
    shortAnswers: [
      { question: 'In whose bakery did the Great Fire of London start?', answers: ['Thomas Farriner', "Thomas Farriner's", 'Farriner', "Farriner's", "Thomas Farriner's bakery", 'the bakery of Thomas Farriner', 'Thomas Farynor', 'Farynor'] },
      { question: 'On what date did the fire break out?', answers: ['2 September 1666', 'Sunday 2 September 1666', 'on 2 September 1666', 'September 2, 1666', 'September 2 1666', '2nd September 1666', '2 Sept 1666', '2 Sep 1666', 'in the early hours of Sunday 2 September 1666'] },
      { question: 'In which direction did the wind push the flames?', answers: ['west', 'towards the west', 'westward', 'westwards', 'to the west', 'from east to west', 'east to west'] },
      { question: 'Who thought the fire was minor and went back to bed?', answers: ['Sir Thomas Bloodworth', 'Thomas Bloodworth', 'Bloodworth', 'the Lord Mayor', 'the Lord Mayor, Sir Thomas Bloodworth', 'the Lord Mayor of London'] },
      { question: 'Why did the Lord Mayor hesitate to pull down houses in the path of the fire?', answers: ['he was worried about who would pay to rebuild them', 'because he was worried about who would pay to rebuild them', 'worried about who would pay to rebuild them', 'he was worried about the cost of rebuilding them', 'because of who would pay to rebuild the houses', 'he did not know who would pay to rebuild them', 'because he feared nobody would pay to rebuild the houses', 'who would pay to rebuild them'] },
      { question: 'From where did Samuel Pepys watch the fire before going to Whitehall?', answers: ['from a boat on the Thames', 'a boat on the Thames', 'a boat', 'from a boat', 'the Thames', 'on the Thames', 'the River Thames'] },
      { question: 'To whom did Charles II give the job of fighting the fire?', answers: ['his brother James, Duke of York', 'James, Duke of York', 'the Duke of York', 'James', 'his brother James', 'his brother', 'James Duke of York'] },
      { question: 'Name one thing Pepys hid in his garden.', answers: ['a parmesan cheese', 'parmesan cheese', 'parmesan', 'his wine', 'wine', 'cheese', 'his valuables', 'valuables', 'his wine and a parmesan cheese'] },
      { question: "What went up in flames first at St Paul's Cathedral?", answers: ['the wooden scaffolding', 'wooden scaffolding', 'the scaffolding', 'scaffolding', 'the wooden scaffolding that surrounded it for repairs', 'the scaffolding around it'] },
      { question: 'About how many houses burned in the fire?', answers: ['about 13,200', '13,200', 'about 13,200 houses', '13,200 houses', '13200', 'around 13,200', 'about thirteen thousand two hundred'] },
      { question: 'How many deaths were officially recorded?', answers: ['six', '6', 'only six', 'six deaths', '6 deaths', 'only 6'] },
      { question: 'Why could Robert Hubert not have started the fire?', answers: ['he had not arrived in England until two days after it began', 'he had not even arrived in England until two days after it began', 'it was later shown that he had not even arrived in England until two days after it began', 'because he had not arrived in England until two days after it began', 'he did not arrive in England until two days after it began', 'because he arrived in England two days after the fire began', 'he was not in England when it began', 'he arrived two days after the fire started', 'he was not yet in England', 'because he had not even arrived in England until two days after it began'] },
      { question: 'Which architect designed 51 new churches after the fire?', answers: ['Christopher Wren', 'Wren', 'Sir Christopher Wren', 'the architect Christopher Wren'] },
      { question: 'How tall is the Monument?', answers: ['61 metres', '61 m', '61 meters', '61 metres tall', '61m', 'sixty-one metres', 'about 61 metres', '202 feet'] },
    ],
    statements: [
      // direction reversed: a wind from the east drove the flames west
      { statement: 'A strong wind from the west drove the flames towards the east.', truth: false },
      // swapped agent: Wren, not Hooke (named with him in the next sentence), designed the 51 churches
      { statement: 'Robert Hooke designed 51 new churches after the fire.', truth: false },
      // day from another event in the same paragraph: St Paul's burned on the Tuesday; Thursday is when the fire was out
      { statement: "The fire reached St Paul's Cathedral on Thursday.", truth: false },
      // relative date worked out: broke out 2 September, largely out by 6 September
      { statement: 'The fire was largely out four days after it had broken out.', truth: true },
      // title for James, Duke of York; "both brothers were seen passing buckets"
      { statement: "The king's brother was seen passing buckets of water to the firefighters.", truth: true },
      // relative date: "A law of 1667", the year after the fire
      { statement: 'A law passed the year after the fire said that new houses must be made of brick or stone.', truth: true },
    ],
  },
  {
    id: 'marshall-plan',
    subject: 'economics',
    split: 's35',
    text: `Two years after the Second World War ended, much of Europe was still in ruins. Factories, railways and bridges had been destroyed, farms were producing far less than before the war, and the bitterly cold winter of 1946–47 left millions short of food and fuel. European countries needed American goods such as wheat, coal, machinery and oil, but they had run out of the dollars they needed to pay for them. In the United States, officials feared that poverty and despair would help communist parties win power, especially in France and Italy, where those parties were strong.

On 5 June 1947 the American Secretary of State, George C. Marshall, gave a short speech at Harvard University. He said that the United States should help Europe to recover, but that the Europeans themselves should draw up a joint plan, and that the help should be aimed at hunger and poverty rather than against any country. The British foreign secretary, Ernest Bevin, heard about the speech on the radio and moved quickly, meeting his French counterpart, Georges Bidault, to organise a response. A conference opened in Paris at the end of June, and the Soviet Union was invited. Its foreign minister, Vyacheslav Molotov, attended but walked out after a few days, rejecting any plan that would let Americans look into the Soviet economy. Moscow then pressed the countries of eastern Europe, including Poland and Czechoslovakia, which had at first shown interest, to stay out.

Sixteen western European countries went on to draw up a list of their needs. In Washington the plan faced opposition from members of Congress who thought it too expensive, but the communist takeover in Czechoslovakia in February 1948 changed many minds. On 3 April 1948 President Harry Truman signed the law that created the European Recovery Program, as the plan was officially called. A new agency, the Economic Cooperation Administration, led by the car-company executive Paul Hoffman, ran it, while the European countries set up the Organisation for European Economic Co-operation to share out the aid.

Between 1948 and 1952 the United States gave about 13 billion dollars, most of it as grants that did not have to be repaid rather than as loans. The largest share went to the United Kingdom, about a quarter of the total, followed by France and then West Germany. Much of the money was spent on food, fuel and raw materials, and on machinery to rebuild industry. When the American goods were sold in Europe, the local money paid for them went into so-called counterpart funds, which governments used for projects such as dams, power stations and roads.

By 1952 industrial production in the countries receiving aid was about 35 per cent higher than before the war. Historians still argue about how much of this recovery was due to the plan itself, since the aid amounted to only a few per cent of the receiving countries' national income. But most agree that it came at a crucial moment, that it encouraged European countries to work together and lower their trade barriers, and that it deepened the divide between east and west in the early Cold War. In 1953 Marshall was awarded the Nobel Peace Prize, the first career soldier to receive it.`,
    shortAnswers: [
      { question: 'Why could European countries not buy the American goods they needed?', answers: ['they had run out of dollars', 'because they had run out of dollars', 'they had run out of the dollars they needed to pay for them', 'because they had run out of the dollars they needed to pay for them', 'they had no dollars', 'they did not have enough dollars', 'because they had no dollars left', 'a shortage of dollars', 'they had run out of the dollars needed to pay'] },
      { question: 'Name one country where American officials feared communist parties might win power.', answers: ['France', 'Italy', 'France and Italy', 'France or Italy'] },
      { question: 'At which university did Marshall give his speech?', answers: ['Harvard University', 'Harvard', 'at Harvard', 'at Harvard University'] },
      { question: 'On what date did Marshall give his speech?', answers: ['5 June 1947', 'on 5 June 1947', 'June 5, 1947', 'June 5 1947', '5th June 1947', '5 Jun 1947'] },
      { question: 'Who did Marshall say should prepare the joint plan?', answers: ['the Europeans themselves', 'the Europeans', 'Europeans', 'the European countries', 'European countries', 'Europe', 'the Europeans themselves should draw up a joint plan'] },
      { question: 'How did Ernest Bevin learn about the speech?', answers: ['on the radio', 'he heard about it on the radio', 'the radio', 'he heard it on the radio', 'by radio', 'from the radio', 'over the radio', 'he heard about the speech on the radio'] },
      { question: 'Why did Molotov reject the plan?', answers: ['it would let Americans look into the Soviet economy', 'rejecting any plan that would let Americans look into the Soviet economy', 'any plan that would let Americans look into the Soviet economy', 'because it would let Americans look into the Soviet economy', 'he rejected any plan that would let Americans look into the Soviet economy', 'because he did not want Americans looking into the Soviet economy', 'it would have let the Americans look into the Soviet economy', 'he would not let Americans look into the Soviet economy', 'to stop Americans looking into the Soviet economy'] },
      { question: 'How many western European countries drew up a list of their needs?', answers: ['sixteen', '16', 'sixteen countries', '16 countries'] },
      { question: 'What event in February 1948 won over many members of Congress?', answers: ['the communist takeover in Czechoslovakia', 'communist takeover in Czechoslovakia', 'the communist takeover of Czechoslovakia', 'the Czechoslovak communist takeover', 'the communist coup in Czechoslovakia', 'the communists took over Czechoslovakia', 'the takeover in Czechoslovakia'] },
      { question: 'On what date did the European Recovery Program become law?', answers: ['3 April 1948', 'on 3 April 1948', 'April 3, 1948', 'April 3 1948', '3rd April 1948', '3 Apr 1948'] },
      { question: 'Who was the head of the Economic Cooperation Administration?', answers: ['Paul Hoffman', 'Hoffman', 'the car-company executive Paul Hoffman', 'Paul G. Hoffman'] },
      { question: 'About how much money did the United States give under the plan?', answers: ['about 13 billion dollars', '13 billion dollars', '$13 billion', 'about $13 billion', '13 billion', 'about 13 billion', 'around 13 billion dollars', 'thirteen billion dollars', 'about thirteen billion dollars', '$13bn'] },
      { question: 'Which country received the largest share of the aid?', answers: ['the United Kingdom', 'United Kingdom', 'the UK', 'UK', 'Britain', 'Great Britain', 'the U.K.'] },
      { question: 'By 1952, how much higher was industrial production in the countries receiving aid than before the war?', answers: ['about 35 per cent', '35 per cent', '35%', 'about 35%', '35 percent', 'about 35 percent', 'around 35 per cent', 'thirty-five per cent', 'about 35 per cent higher'] },
    ],
    statements: [
      // swapped agent: Bevin heard the speech on the radio; Bidault is the counterpart he then met
      { statement: "Georges Bidault heard about Marshall's speech on the radio.", truth: false },
      // opposite: most of the aid was grants that did not have to be repaid
      { statement: 'Most of the Marshall Plan aid was given as loans that had to be repaid.', truth: false },
      // country swapped for the next one in the list: the United Kingdom got the largest share, France came second
      { statement: 'France received the largest share of Marshall Plan aid.', truth: false },
      // relative date worked out: speech 5 June 1947, law signed 3 April 1948
      { statement: "The European Recovery Program became law less than a year after Marshall's Harvard speech.", truth: true },
      // heavy paraphrase of the counterpart funds, true
      { statement: 'Governments used the money Europeans paid for American goods to build things such as dams and power stations.', truth: true },
      // heavy paraphrase: Poland and Czechoslovakia "had at first shown interest" before Moscow pressed them to stay out
      { statement: 'Poland and Czechoslovakia were at first interested in taking part in the plan.', truth: true },
    ],
  },
  {
    id: 'hokusai-great-wave',
    subject: 'literature',
    split: 's35',
    text: `Katsushika Hokusai, the best known of Japan's print artists, was born in 1760 in Edo, the city now called Tokyo. As a boy he worked in a lending library and then learned to carve wooden printing blocks, and at about eighteen he joined the studio of the artist Katsukawa Shunshō, who was famous for his prints of kabuki actors. Hokusai was restless all his life. He used more than thirty different names for his work, and he is said to have moved house about 93 times, often because it was easier to leave than to clean.

Hokusai worked in the tradition of ukiyo-e, which means "pictures of the floating world". These woodblock prints were cheap and popular in the cities, and they usually showed actors, beautiful courtesans and scenes from stories. Making one was a team effort. The artist drew the design on thin paper; a carver glued it face down onto a block of cherry wood and cut away everything except the lines; further blocks were cut for each colour; and a printer inked the blocks and pressed sheets of paper onto them one colour at a time. A publisher paid for the whole process and sold the finished prints.

In 1814 Hokusai began publishing the Hokusai Manga, a series of sketchbooks full of people, animals, plants and imaginary creatures, which eventually ran to fifteen volumes. But his best-known work came when he was already around seventy. About 1831 the publisher Nishimuraya Yohachi began issuing his series Thirty-Six Views of Mount Fuji. The series sold so well that ten more prints were added, making forty-six in all. Until then landscape had been a minor subject for ukiyo-e, and the series helped to make it a major one.

The most famous print of the series, Under the Wave off Kanagawa, is usually called The Great Wave. It shows a huge wave curling over three long, narrow boats whose rowers crouch low, while Mount Fuji, the highest and most sacred mountain in Japan, appears small and calm in the distance, framed by the hollow of the wave. Much of the deep blue in the print comes from Prussian blue, a synthetic pigment invented in Europe that had recently become cheap in Japan and that did not fade as quickly as the plant-based blues used before. Thousands of copies were printed, and as the blocks wore down the later ones became less sharp; more than a hundred early impressions are known to survive in museums.

Hokusai kept working until his death in 1849, at the age of 88. In a note to one of his books he wrote that nothing he had drawn before the age of seventy was worth noticing, and he hoped that by 110 every dot and line he drew would be alive. He signed some of his late works "Old Man Mad About Painting". After Japan opened to foreign trade in the 1850s, his prints reached Europe, where they influenced artists such as Claude Monet and Vincent van Gogh. The composer Claude Debussy, who kept a copy of The Great Wave in his study, had it reproduced on the cover of the score of his orchestral work La Mer in 1905.`,
    shortAnswers: [
      { question: 'In what year was Hokusai born?', answers: ['1760', 'in 1760'] },
      { question: 'Whose pupil did Hokusai become at about eighteen?', answers: ['Katsukawa Shunshō', 'Katsukawa Shunsho', 'Shunshō', 'Shunsho', 'the artist Katsukawa Shunshō', 'Katsukawa Shunshō, who was famous for prints of kabuki actors'] },
      { question: 'How many different names did Hokusai use for his work?', answers: ['more than thirty', 'more than 30', 'over thirty', 'over 30', 'more than thirty names', 'more than 30 names', 'over 30 names', 'thirty', '30', 'about 30'] },
      { question: 'What does ukiyo-e mean?', answers: ['pictures of the floating world', '"pictures of the floating world"', 'pictures of the floating world.', 'picture of the floating world', 'images of the floating world'] },
      { question: 'What kind of wood were the printing blocks carved from?', answers: ['cherry wood', 'cherry', 'cherrywood', 'a block of cherry wood', 'cherry-wood'] },
      { question: 'Who financed the making of a print and sold it?', answers: ['a publisher', 'the publisher', 'publisher', 'publishers'] },
      { question: 'How many volumes did the Hokusai Manga eventually fill?', answers: ['fifteen', '15', 'fifteen volumes', '15 volumes'] },
      { question: 'Which publisher brought out Thirty-Six Views of Mount Fuji?', answers: ['Nishimuraya Yohachi', 'Nishimuraya', 'the publisher Nishimuraya Yohachi', 'Yohachi'] },
      { question: 'How many prints are in Thirty-Six Views of Mount Fuji altogether?', answers: ['forty-six', '46', 'forty-six prints', '46 prints', 'forty six'] },
      { question: 'How many boats are shown in The Great Wave?', answers: ['three', '3', 'three boats', '3 boats', 'three long, narrow boats', 'three narrow boats'] },
      { question: 'Why was Prussian blue better than the blues Japanese printers had used before?', answers: ['it did not fade as quickly', 'did not fade as quickly', 'did not fade as quickly as the plant-based blues used before', 'because it did not fade as quickly', 'it did not fade as quickly as the plant-based blues used before', 'because it did not fade as quickly as the plant-based blues', 'it faded less quickly', 'it lasted longer without fading', 'because it did not fade as fast', 'it was slower to fade', 'it did not fade as quickly and had become cheap'] },
      { question: 'Before what age did Hokusai say nothing he had drawn was worth noticing?', answers: ['seventy', '70', 'the age of seventy', 'the age of 70', 'age seventy', 'age 70', 'before the age of seventy', 'before seventy', '70 years old'] },
      { question: 'How old was Hokusai when he died?', answers: ['88', 'eighty-eight', '88 years old', 'at the age of 88', 'aged 88', 'eighty eight'] },
      { question: 'Which composer put The Great Wave on the cover of one of his scores?', answers: ['Claude Debussy', 'Debussy', 'the composer Claude Debussy'] },
    ],
    statements: [
      // year from another event: the Manga began in 1814; 1831 is when Thirty-Six Views began
      { statement: 'Hokusai began publishing the Hokusai Manga in about 1831.', truth: false },
      // opposite: Fuji "appears small and calm in the distance"
      { statement: 'In The Great Wave, Mount Fuji looms huge in the foreground.', truth: false },
      // origin changed: Prussian blue was invented in Europe and had only recently become cheap in Japan
      { statement: 'Prussian blue was a pigment invented in Japan.', truth: false },
      // relative date worked out: born 1760, series from about 1831, "already around seventy"
      { statement: 'Hokusai was about seventy when his views of Mount Fuji began to be published.', truth: true },
      // alias: "Old Man Mad About Painting" was Hokusai, born in Edo, now Tokyo
      { statement: 'The artist who signed himself Old Man Mad About Painting was born in the city now called Tokyo.', truth: true },
      // heavy paraphrase / cause, true
      { statement: 'Because the first thirty-six prints sold so well, ten more were added to the series.', truth: true },
    ],
  },
  {
    id: 'channel-tunnel',
    subject: 'geography',
    split: 's35',
    text: `The idea of a tunnel under the Strait of Dover, the narrowest part of the English Channel, is more than two centuries old. In 1802 the French mining engineer Albert Mathieu-Favier drew up plans for a tunnel lit by oil lamps, through which horse-drawn coaches would travel, with an artificial island halfway across where the horses could be changed. Later schemes got further. In the 1880s boring machines dug almost two kilometres out from each coast before the British government halted the work, partly from fear that an enemy army could use the tunnel to invade. Another attempt, begun in 1974, was abandoned in January 1975 when Britain pulled out for financial reasons.

In 1986 Britain and France signed the Treaty of Canterbury, agreeing to build a fixed link on condition that it was paid for entirely with private money, not by taxpayers. A company called Eurotunnel won the right to run it for decades, and a group of ten British and French construction firms was hired to build it. The engineers chose a route through a layer of chalk marl, a soft rock that is easy to cut yet largely watertight, on average about 45 metres below the seabed.

The system is made up of three parallel tunnels: two single-track railway tunnels and, between them, a smaller service tunnel used for maintenance and as an escape route in an emergency. Eleven tunnel boring machines worked from both sides, lining the tunnels with concrete segments as they advanced. The British and French crews digging the service tunnel met on 1 December 1990, when a British worker, Graham Fagg, and a Frenchman, Philippe Cozette, shook hands through a small hole and swapped flags. Ten workers lost their lives during the construction.

The tunnel was formally opened on 6 May 1994 by Queen Elizabeth II and President François Mitterrand, whose trains met nose to nose at the ceremony near Calais. It runs for 50.5 kilometres from Folkestone in Kent to Coquelles near Calais, and 38 kilometres of that length lies under the sea, more than in any other tunnel in the world. The project cost about 80 per cent more than first estimated, and Eurotunnel struggled with its debts for years afterwards.

Two kinds of train use the tunnel. Eurostar passenger trains run directly between London, Paris and Brussels; since 2007, when a high-speed line was completed on the British side, the fastest journey from London to Paris has taken about two hours and fifteen minutes. Shuttle trains carry cars, coaches and lorries between the two terminals, with drivers and passengers staying with their vehicles, and the crossing takes about 35 minutes. Fire has been the tunnel's most serious problem: in 1996 a blaze on a lorry shuttle closed part of the tunnel for months, and another serious fire followed in 2008. Even so, the link has carried hundreds of millions of passengers, and in 1996 the American Society of Civil Engineers named it one of the Seven Wonders of the Modern World.`,
    shortAnswers: [
      { question: 'Who sketched out plans for a Channel tunnel in 1802?', answers: ['Albert Mathieu-Favier', 'Mathieu-Favier', 'the French mining engineer Albert Mathieu-Favier', 'Albert Mathieu Favier', 'Mathieu Favier', 'Albert Mathieu'] },
      { question: 'In the 1802 plan, where would the horses be changed?', answers: ['on an artificial island halfway across', 'an artificial island halfway across', 'an artificial island', 'at an artificial island halfway across', 'on an artificial island', 'on an artificial island in the middle of the Channel', 'halfway across, on an artificial island', 'at an artificial island in mid-Channel'] },
      { question: 'Why did the British government stop the digging in the 1880s?', answers: ['partly from fear that an enemy army could use the tunnel to invade', 'from fear that an enemy army could use the tunnel to invade', 'fear that an enemy army could use the tunnel to invade', 'because they feared an enemy army could use the tunnel to invade', 'because of fear of invasion', 'fear of invasion', 'they feared an invasion through the tunnel', 'because an enemy army might use it to invade Britain', 'partly from fear of invasion'] },
      { question: 'Why did Britain pull out of the attempt begun in 1974?', answers: ['for financial reasons', 'financial reasons', 'because of financial reasons', 'for money reasons', 'because of the cost', 'money', 'it could not afford it', 'for reasons of cost'] },
      { question: 'Which treaty did Britain and France sign in 1986?', answers: ['the Treaty of Canterbury', 'Treaty of Canterbury', 'the Canterbury Treaty'] },
      { question: 'On what condition did Britain and France agree to build the link?', answers: ['that it was paid for entirely with private money, not by taxpayers', 'that it was paid for entirely with private money', 'it had to be paid for entirely with private money', 'that it be paid for with private money', 'private money only', 'that no taxpayers’ money was used', 'it had to be privately financed', 'that it was funded privately, not by taxpayers', 'on condition that it was paid for entirely with private money, not by taxpayers'] },
      { question: 'Through what kind of rock was the tunnel bored?', answers: ['chalk marl', 'a layer of chalk marl', 'chalk', 'chalk marl, a soft rock that is easy to cut yet largely watertight'] },
      { question: 'How many tunnels make up the system?', answers: ['three', '3', 'three tunnels', '3 tunnels', 'three parallel tunnels'] },
      { question: 'Name one use of the service tunnel.', answers: ['maintenance', 'for maintenance', 'as an escape route in an emergency', 'an escape route in an emergency', 'an escape route', 'escape route', 'emergency escape', 'as an escape route', 'maintenance and as an escape route in an emergency'] },
      { question: 'Who met Graham Fagg through a small hole in the service tunnel?', answers: ['Philippe Cozette', 'Cozette', 'a Frenchman, Philippe Cozette', 'the Frenchman Philippe Cozette'] },
      { question: 'On what date was the Channel Tunnel inaugurated?', answers: ['6 May 1994', 'on 6 May 1994', 'May 6, 1994', 'May 6 1994', '6th May 1994', '6 May, 1994'] },
      { question: 'How much of the tunnel lies under the sea?', answers: ['38 kilometres', '38 km', '38 kilometers', 'about 38 kilometres', '38 kilometres of its length', 'thirty-eight kilometres', '38km', 'about 38 km', '38 of its 50.5 kilometres'] },
      { question: 'How much more than first estimated did the project cost?', answers: ['about 80 per cent', '80 per cent', '80%', 'about 80%', '80 percent', 'about 80 percent', 'about 80 per cent more', 'eighty per cent', 'around 80 per cent'] },
      { question: 'How long does the crossing on a shuttle train take?', answers: ['about 35 minutes', '35 minutes', '35 min', 'about 35 min', 'around 35 minutes', 'thirty-five minutes', 'about thirty-five minutes', '35 mins'] },
    ],
    statements: [
      // date from another event: the crews met on 1 December 1990; 6 May 1994 is the opening
      { statement: 'Graham Fagg and Philippe Cozette shook hands in the service tunnel on 6 May 1994.', truth: false },
      // opposite: the treaty required private money, "not by taxpayers"
      { statement: 'The Treaty of Canterbury said the tunnel was to be paid for by British and French taxpayers.', truth: false },
      // swapped agent: the shuttle trains carry the cars and lorries; Eurostar carries passengers between cities
      { statement: 'Eurostar trains carry cars and lorries between the two terminals.', truth: false },
      // relative date worked out: December 1990 to May 1994
      { statement: 'The tunnel opened more than three years after the two service-tunnel crews met.', truth: true },
      // 38 of 50.5 kilometres
      { statement: "Most of the tunnel's length lies under the sea.", truth: true },
      // heavy paraphrase of the 1802 plan, true
      { statement: 'The plan of 1802 imagined travellers passing through the tunnel in carriages pulled by horses.', truth: true },
    ],
  },
];

export const S35_PASTED_QUIZZES: PastedQuizItem[] = [
  {
    id: 's35-01-blackboard-test-copy-question-n-headings-points-save-answer-lettered-options-per-line-empty-fill-in-footer',
    split: 's35',
    text: `Test: Chapter 6 Check – The Great Fire of London

Instructions
This test has four questions. Answer each one and save your answers as you go.

QUESTION 1

1 points   Save Answer

In which street did the Great Fire of London begin?

a.
Thames Street

b.
Pudding Lane

c.
Fish Street Hill

d.
Cheapside

QUESTION 2

1 points   Save Answer

The fire reached St Paul's Cathedral on the Tuesday.

True
False

QUESTION 3

1 points   Save Answer

Who did King Charles II put in charge of fighting the fire?

a.
Samuel Pepys

b.
Sir Thomas Bloodworth

c.
James, Duke of York

QUESTION 4

2 points   Save Answer

What material did the law of 1667 forbid for new houses?

Answer:


Click Save and Submit to save and submit. Click Save All Answers to save all answers.

Save All Answers     Save and Submit`,
    expected: [
      { question: 'In which street did the Great Fire of London begin?', options: ['Thames Street', 'Pudding Lane', 'Fish Street Hill', 'Cheapside'] },
      { question: "The fire reached St Paul's Cathedral on the Tuesday.", options: TF },
      { question: 'Who did King Charles II put in charge of fighting the fire?', options: ['Samuel Pepys', 'Sir Thomas Bloodworth', 'James, Duke of York'] },
      { question: 'What material did the law of 1667 forbid for new houses?', options: [] },
    ],
  },
  {
    id: 's35-02-typed-handout-paren-numbers-wrapped-stem-dash-letter-options-per-line-circle-one-tf-line-bonus-item',
    split: 's35',
    text: `Mr. Okafor – Economics 11
Homework check: The Marshall Plan (read pp. 212–215 first)

1) Where did George C. Marshall give the speech in which he offered
American help for Europe's recovery?
A - Yale University
B - Harvard University
C - the White House
D - the United Nations

2) Which Soviet foreign minister walked out of the Paris conference?
A - Vyacheslav Molotov
B - Georges Bidault
C - Ernest Bevin

3) Most Marshall Plan aid came as grants that did not have to be repaid.
Circle one:   TRUE      FALSE

4) Which agency ran the European Recovery Program in the United States?
A - the Federal Reserve
B - the Organisation for European Economic Co-operation
C - the Economic Cooperation Administration
D - the World Bank

Bonus (2 pts): Name one kind of project that governments paid for out of counterpart funds.`,
    expected: [
      { question: "Where did George C. Marshall give the speech in which he offered American help for Europe's recovery?", options: ['Yale University', 'Harvard University', 'the White House', 'the United Nations'] },
      { question: 'Which Soviet foreign minister walked out of the Paris conference?', options: ['Vyacheslav Molotov', 'Georges Bidault', 'Ernest Bevin'] },
      { question: 'Most Marshall Plan aid came as grants that did not have to be repaid.', options: TF },
      { question: 'Which agency ran the European Recovery Program in the United States?', options: ['the Federal Reserve', 'the Organisation for European Economic Co-operation', 'the Economic Cooperation Administration', 'the World Bank'] },
      { question: 'Name one kind of project that governments paid for out of counterpart funds.', options: [] },
    ],
  },
  {
    id: 's35-03-end-of-topic-test-sections-with-marks-q-paren-numbers-two-by-two-paren-upper-options-bracketed-tf-dotted-lines',
    split: 's35',
    text: `YEAR 9 GEOGRAPHY – END OF TOPIC TEST: MOVING CONTINENTS AND THE CHANNEL TUNNEL
Time allowed: 20 minutes                                   Total: 10 marks

SECTION A – Multiple choice. Circle the correct letter.   (1 mark each)

Q1) Through which kind of rock was the Channel Tunnel bored?
      (A) granite              (B) chalk marl
      (C) sandstone            (D) slate

Q2) What name did Alfred Wegener give to his supercontinent?
      (A) Gondwana             (B) Laurasia
      (C) Pangaea              (D) Atlantis

Q3) How long does the shuttle crossing through the tunnel take?
      (A) about 15 minutes     (B) about 35 minutes
      (C) about 1 hour         (D) about 2 hours 15 minutes

SECTION B – True or false. Circle one.   (1 mark each)

Q4) The Channel Tunnel was opened in 1994 by Queen Elizabeth II and President Mitterrand.   [TRUE / FALSE]

Q5) Harold Jeffreys was one of the strongest supporters of continental drift.   [TRUE / FALSE]

SECTION C – Short answers.   (2 marks each)

Q6) Why did most geologists reject Wegener's theory of continental drift?

.................................................................................................

.................................................................................................

Q7) Who showed in 1963 that the rocks on either side of an ocean ridge carry matching magnetic stripes?

.................................................................................................

END OF TEST – check your answers before you hand in your paper.`,
    expected: [
      { question: 'Through which kind of rock was the Channel Tunnel bored?', options: ['granite', 'chalk marl', 'sandstone', 'slate'] },
      { question: 'What name did Alfred Wegener give to his supercontinent?', options: ['Gondwana', 'Laurasia', 'Pangaea', 'Atlantis'] },
      { question: 'How long does the shuttle crossing through the tunnel take?', options: ['about 15 minutes', 'about 35 minutes', 'about 1 hour', 'about 2 hours 15 minutes'] },
      { question: 'The Channel Tunnel was opened in 1994 by Queen Elizabeth II and President Mitterrand.', options: TF },
      { question: 'Harold Jeffreys was one of the strongest supporters of continental drift.', options: TF },
      { question: "Why did most geologists reject Wegener's theory of continental drift?", options: [] },
      { question: 'Who showed in 1963 that the rocks on either side of an ocean ridge carry matching magnetic stripes?', options: [] },
    ],
  },
];
