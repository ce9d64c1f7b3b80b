import { describe, expect, it } from 'vitest';
import { readQuestion } from '../read/read-question';
import { answerFromMaterial } from './answer-from-material';
import { doubtStatedFact, standsFarFromAskedName } from './doubt-stated-fact';

function check(kind: string, question: string, sentence: string, text: string): boolean {
  return doubtStatedFact({ kind, question, text, sentence, at: sentence.indexOf(text) });
}

describe('doubtStatedFact', () => {
  it('never answers a lone letter or an initial', () => {
    expect(check('person', 'Who signed the letters?', 'The letters, numbered A to K, were signed by her brother.', 'K')).toBe(true);
    expect(check('person', 'Who signed the letters?', 'The letters were signed by Tomas Berg.', 'Tomas Berg')).toBe(false);
  });

  it('does not cut a name off the noun it describes', () => {
    expect(check('object', 'What did the mill copy?', 'The mill copied the Arkwright frame used in cotton spinning.', 'Arkwright')).toBe(true);
    expect(check('object', 'Whom did the mill copy?', 'The mill copied Arkwright in almost everything.', 'Arkwright')).toBe(false);
  });

  it('reads the age of the asked event, not the age beside the same verb for someone else', () => {
    const wrong = 'Lena retired in 1990 at the age of sixty, the same age at which her mother had retired.';
    expect(check('age', 'How old was Lena when her mother retired?', wrong, 'sixty')).toBe(true);
    expect(check('age', 'How old was Lena when her mother retired?', 'Her mother retired in 1950, when Lena was twelve.', 'twelve')).toBe(false);
    expect(check('age', 'How old was Lena when she retired?', wrong, 'sixty')).toBe(false);
  });

  it('reads a measure of the asked subject, not of another named thing in the clause', () => {
    const wrong = 'Lakes dot the range; the deepest is Lake Orrin in Norland, about 40 metres deep.';
    expect(check('measure', 'How deep is the Varden Sea?', wrong, '40 metres')).toBe(true);
    expect(check('measure', 'How deep is Lake Orrin?', wrong, '40 metres')).toBe(false);
    expect(check('measure', 'How long is the river?', 'It runs for about 900 kilometres.', '900 kilometres')).toBe(false);
  });

  it('never answers a depth with how far a surface or shore lies below sea level', () => {
    const surface = 'Its surface lies about 390 metres below sea level, lower than any other lake.';
    expect(check('measure', 'How deep is the Salt Lake of Orra?', surface, '390 metres')).toBe(true);
    expect(check('measure', 'What is the depth of the lake?', 'The shores of the lake are 210 metres below sea level.', '210 metres')).toBe(true);
    expect(check('measure', 'How deep is the Orra Trench?', 'Its deepest point lies 9,800 metres below sea level.', '9,800 metres')).toBe(false);
    expect(check('measure', 'How high is Mount Varden?', 'Its summit stands 4,100 metres above sea level.', '4,100 metres')).toBe(false);
    expect(check('measure', 'How deep is the wreck?', 'The wreck lies 3,200 metres below the surface.', '3,200 metres')).toBe(false);
  });

  it('answers "also known as" only with what follows the asked term', () => {
    const sentence = 'Food passes the pharynx, or throat, and a flap called the uvula rises.';
    expect(check('called', 'What is the pharynx also known as?', sentence, 'uvula')).toBe(true);
    expect(check('called', 'What is the pharynx also known as?', sentence, 'throat')).toBe(false);
  });

  it('still answers a span that holds its own noun, and a measure of the asked subject (engine)', () => {
    const notes =
      'Marta Lind was born in Bergen in 1901. In 1925 she built a loom modelled on the Tamsen press used for printing maps. The fjord is about 200 kilometres long. Lakes dot the region; the largest is Lake Orrin in Telemark, about 30 kilometres long.';
    const loom = answerFromMaterial(readQuestion('What was the loom modelled on?'), notes);
    expect(loom.text).toBe('Tamsen press');
    expect(loom.confident).toBe(true);
    const fjord = answerFromMaterial(readQuestion('How long is the fjord?'), notes);
    expect(fjord.text).toBe('200 kilometres');
    expect(fjord.confident).toBe(true);
  });
});

describe('doubtStatedFact: a reason that points back', () => {
  it('refuses "Because of this …" as the reason, and keeps a reason said in the span', () => {
    const sentence = 'Because of this the lake never freezes over.';
    expect(check('reason', 'Why does the lake never freeze over?', sentence, 'Because of this the lake never freezes over')).toBe(true);
    expect(check('reason', 'Why does the lake never freeze over?', 'The lake never freezes over because warm springs feed it.', 'because warm springs feed it')).toBe(false);
  });
});

describe('doubtStatedFact: a measure whose subject is named in apposition after it (s32)', () => {
  const sentence = 'The treaty gave the Orrin Company control of a strip of land about 12 kilometres wide, the Mill Zone, and work began in 1904.';
  it('keeps "how wide was X" answered when X is named right after the measure', () => {
    expect(doubtStatedFact({ kind: 'measure', question: 'How wide was the Mill Zone?', text: '12 kilometres', sentence, at: sentence.indexOf('12 kilometres') })).toBe(false);
  });
  it('still doubts it when X is named nowhere near', () => {
    expect(doubtStatedFact({ kind: 'measure', question: 'How wide was the Kessel Canal?', text: '12 kilometres', sentence, at: sentence.indexOf('12 kilometres') })).toBe(true);
  });
});

describe('a condition the sentence gives only as what is compared with', () => {
  const sentence = 'Last winter the shelter fed about 900 people a night, three times as many as in 2019.';
  it('doubts the sentence\'s number for the year it is compared with', () => {
    expect(doubtStatedFact({ kind: 'count', question: 'How many people did the shelter feed a night in 2019?', text: 'about 900', sentence, at: sentence.indexOf('about 900') })).toBe(true);
    const than = 'The town now has 12 libraries, more than in 1990.';
    expect(doubtStatedFact({ kind: 'count', question: 'How many libraries did the town have in 1990?', text: '12', sentence: than, at: than.indexOf('12') })).toBe(true);
  });
  it('answers when the condition is the sentence\'s own', () => {
    const own = 'In 2019 the shelter fed about 300 people a night, a third as many as last winter.';
    expect(doubtStatedFact({ kind: 'count', question: 'How many people did the shelter feed a night in 2019?', text: 'about 300', sentence: own, at: own.indexOf('about 300') })).toBe(false);
  });
});

describe('doubtStatedFact: s36, sure-and-wrong kinds', () => {
  it('never answers a span cut inside a hyphenated word', () => {
    const sentence = 'Of the birds ringed on the island, about three-quarters return the next spring.';
    expect(check('share', 'What share of the birds return?', sentence, 'quarters')).toBe(true);
    expect(check('share', 'What share of the birds return?', sentence, 'three-quarters')).toBe(false);
    expect(check('person', 'Who ran the mill?', 'The mill was run by Ann Lloyd-Price.', 'Ann Lloyd')).toBe(true);
  });

  it('does not answer "out of" with the part of the sentence that says "into" (and the other way round)', () => {
    const sentence = 'Some forty streams run into the reservoir, and a single canal carries water out of it.';
    expect(check('count', 'How many streams flow out of the reservoir?', 'Some forty streams run into the reservoir.', 'Some forty')).toBe(true);
    expect(check('count', 'How many streams flow into the reservoir?', 'Some forty streams run into the reservoir.', 'Some forty')).toBe(false);
    expect(check('object', 'What does the port import?', 'The port exports timber.', 'timber')).toBe(true);
    expect(check('object', 'What does the port export?', 'The port exports timber.', 'timber')).toBe(false);
    expect(check('count', 'How many streams run into the reservoir?', sentence, 'Some forty')).toBe(false);
  });

  it('takes the side of a "but not" contrast that the question asks with or without "not"', () => {
    const sentence = 'She said she could forgive the theft but not the lie that followed.';
    expect(check('object', 'What did she say she could not forgive?', sentence, 'the theft')).toBe(true);
    expect(check('object', 'What did she say she could forgive?', sentence, 'the theft')).toBe(false);
    expect(check('object', 'What did she say she could forgive?', sentence, 'the lie that followed')).toBe(true);
    expect(check('object', 'What did she say she could not forgive?', sentence, 'the lie that followed')).toBe(false);
  });
});

describe('doubtStatedFact: s36, a participle opening the sentence is no name', () => {
  it('reads "Curved like a bean, it stretches…" as the question\'s subject, but still doubts a named other thing', () => {
    expect(check('measure', 'How long is the Holm Reservoir?', 'Curved like a bean, it stretches for about 12 kilometres.', '12 kilometres')).toBe(false);
    expect(check('measure', 'How long is the Holm Reservoir?', 'Curved like a bean, Lake Orrin stretches for about 12 kilometres.', '12 kilometres')).toBe(true);
  });
});

describe('doubtStatedFact: s37, a namer for a namesake, a name far from its noun, the named thing in the span', () => {
  const fact = (question: string, sentence: string, text: string) => ({ kind: 'person', question, text, sentence, at: sentence.indexOf(text) });

  it('doubts the one "by" whom a thing was named when the question asks whom it is named after', () => {
    const sentence = 'The name Neptune, after the Roman god of the sea, was proposed by Le Verrier and soon accepted.';
    expect(doubtStatedFact(fact('Who is Neptune named after?', sentence, 'Le Verrier'))).toBe(true);
    expect(doubtStatedFact(fact('Who proposed the name Neptune?', sentence, 'Le Verrier'))).toBe(false);
  });

  it('doubts a name words away from the noun a "name of the …" question asks about', () => {
    const sentence = 'The story is told mostly by Jim Hawkins, the son of the keeper of the Admiral Benbow inn, who finds a map.';
    expect(standsFarFromAskedName(fact('What is the name of the inn?', sentence, 'Jim Hawkins'))).toBe(true);
    expect(standsFarFromAskedName(fact('What is the name of the inn?', sentence, 'Admiral Benbow'))).toBe(false);
  });

  it('doubts a span that opens on the question\'s own noun before the name', () => {
    const sentence = 'Stevenson first called the story The Sea Cook.';
    expect(doubtStatedFact({ kind: 'called', question: 'What was the story first called?', text: 'story The Sea Cook', sentence, at: sentence.indexOf('story') })).toBe(true);
    expect(doubtStatedFact({ kind: 'called', question: 'What was the story first called?', text: 'The Sea Cook', sentence, at: sentence.indexOf('The Sea') })).toBe(false);
  });
});

describe('answerFromMaterial: s37, a name tied to another noun is not the inn\'s', () => {
  it('does not answer the narrator for the name of the inn, surely', () => {
    const material =
      'Stevenson first called the story The Sea Cook. The story is told mostly by Jim Hawkins, the son of the keeper of the Admiral Benbow inn, ' +
      "who finds a map of Captain Flint's treasure among Billy Bones's belongings.";
    const found = answerFromMaterial(readQuestion('What is the name of the inn?'), material);
    expect(found.confident && found.text === 'Jim Hawkins').toBe(false);
  });
});

describe('actsOnOtherThing', () => {
  const sentence = 'Vela, first seen in 1702 by the Danish astronomer Ole Rask, was the first comet found after Kepler saw the two bright comets of 1680.';
  it('drops a name whose own act of the asked verb is done to another thing (was "Galileo" for "who first saw Titan", s42)', () => {
    expect(check('person', 'who first saw vela', sentence, 'Kepler')).toBe(true);
  });
  it('keeps a name whose act is done to the asked thing, and a name the asked verb does not follow', () => {
    expect(check('person', 'who saw the two bright comets', sentence, 'Kepler')).toBe(false);
    expect(check('person', 'who first saw vela', sentence, 'Ole Rask')).toBe(false);
  });
  it('answers the passive agent instead through the whole pipeline', () => {
    expect(answerFromMaterial(readQuestion('who first saw vela'), sentence).text).not.toBe('Kepler');
  });
});

describe('actsOnOtherThing: an appositive renames the object (s44)', () => {
  it('answers "Who elects the Secretary-General?" from "…elects the head of the Secretariat, the Secretary-General, …" (refused before)', () => {
    const text = 'The UN Secretariat performs administrative work. Upon the recommendation of the Security Council, the General Assembly elects the head of the Secretariat, the Secretary-General, for a five-year renewable term.';
    const answer = answerFromMaterial(readQuestion('Who elects the Secretary-General?'), text);
    expect([answer.text, answer.confident]).toEqual(['General Assembly', true]);
  });
  it('still doubts a doer whose object is another thing with no appositive naming the asked one', () => {
    const text = 'Titan, first seen in 1655 by the Dutch astronomer Christiaan Huygens, was the first moon discovered after Galileo saw the four large moons of Jupiter.';
    const answer = answerFromMaterial(readQuestion('Who first saw Titan?'), text);
    expect(answer.confident && answer.text === 'Galileo').toBe(false);
  });
});
