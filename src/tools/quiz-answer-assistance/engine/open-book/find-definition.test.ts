import { describe, expect, it } from 'vitest';
import { findDefinition, readDefinitionAsk } from './find-definition';
import { indexMaterial } from './index-material';

const define = (question: string, material: string) => findDefinition(question, indexMaterial(material))?.text ?? null;

// Sentences of our own, not from any eval set.
const KIDNEY = 'Each kidney holds a filter called the glomerulus, which removes waste from the blood. Urine then flows down a tube to the bladder.';
const VOLCANO = 'Hot rock rises from the mantle. The molten rock below the surface, a liquid called magma, collects in a chamber. When it reaches the surface it is called lava.';
const EAR = 'Sound enters the outer ear and strikes the tympanic membrane, or eardrum, which vibrates.';
const HEART = 'Blood returns to the heart through the vena cava, the largest vein of the body. The heart pumps it on.';
const ECONOMY = 'Inflation is a general rise in prices across an economy. Deflation is a general fall in prices.';
const EXPLORER = 'In 1492 the Genoese sailor Christopher Columbus crossed the Atlantic for Spain. He landed in the Bahamas.';

describe('readDefinitionAsk', () => {
  it('reads the description and the noun asked', () => {
    expect(readDefinitionAsk('What is the liquid rock below the surface called?')).toMatchObject({ form: 'term', category: 'rock' });
    expect(readDefinitionAsk('Which filter in the kidney removes waste from the blood?')).toMatchObject({ form: 'which', category: 'filter' });
    expect(readDefinitionAsk('What term describes a general rise in prices?')).toMatchObject({ form: 'term', category: null });
    expect(readDefinitionAsk('What is inflation?')).toMatchObject({ form: 'definition', described: 'inflation' });
    expect(readDefinitionAsk('How deep is the lake?')).toBeNull();
  });
});

describe('findDefinition', () => {
  it('answers the name a noun is given ("a filter called the glomerulus, which removes…")', () => {
    expect(define('Which filter in the kidney removes waste from the blood?', KIDNEY)).toBe('glomerulus');
  });
  it('refuses a name given to another noun than the one asked', () => {
    expect(define('Which tube in the kidney removes waste from the blood?', KIDNEY)).toBeNull();
  });

  it('answers "What is X called?" from an appositive with a name ("…, a liquid called magma,")', () => {
    expect(define('What is the molten rock below the surface called?', VOLCANO)).toBe('magma');
  });
  it('refuses when the material names two things that fit the description', () => {
    expect(define('What is molten rock called?', `${VOLCANO} Molten rock that cools slowly is called granite.`)).toBeNull();
  });

  it('answers the other name of a thing ("the tympanic membrane, or eardrum,")', () => {
    expect(define('What is the tympanic membrane also known as?', EAR)).toBe('eardrum');
  });
  it('refuses another name the material never gives', () => {
    expect(define('What is the cochlea also known as?', EAR)).toBeNull();
  });

  it('answers the term an appositive describes ("the vena cava, the largest vein of the body")', () => {
    expect(define('What term describes the largest vein of the body?', HEART)).toBe('vena cava');
  });
  it('refuses when the appositive does not hold the description', () => {
    expect(define('What term describes the vein that carries blood to the lungs?', HEART)).toBeNull();
  });

  it('answers a term from "X is a …" and a definition for "What is X?"', () => {
    expect(define('Which term is a general fall in prices?', ECONOMY)).toBe('Deflation');
    expect(define('What is inflation?', ECONOMY)).toBe('general rise in prices across an economy');
  });
  it('refuses "What is X?" when no sentence opens on X is …', () => {
    expect(define('What is stagflation?', ECONOMY)).toBeNull();
  });

  it('answers "Who…?" with the name a title stands before ("the Genoese sailor Christopher Columbus crossed…")', () => {
    expect(define('Who crossed the Atlantic for Spain in 1492?', EXPLORER)).toBe('Christopher Columbus');
  });
  it('refuses "Who…?" when the sentence does not hold what the question says', () => {
    expect(define('Who crossed the Pacific for Portugal in 1520?', EXPLORER)).toBeNull();
  });
});

describe('findDefinition: the doer of the question verb', () => {
  const GLAND = 'The level of sugar in the blood is controlled by the pancreas, which releases insulin. Sugar is stored as glycogen in the liver.';
  const SPICE = 'Pepper spread from India into Europe along the sea routes, while the knowledge of silk-making reached Byzantium later.';
  const DISCOVERY = "Building on Galvani's discovery that frogs' legs twitch, Volta built the first battery.";
  it('answers the agent of a passive ("is controlled by the pancreas") and a doer opening its clause', () => {
    expect(define('What controls the level of sugar in the blood?', GLAND)).toBe('pancreas');
    expect(define('Which spice spread from India into Europe along the sea routes?', SPICE)).toBe('Pepper');
  });
  it('refuses a doer whose clause does not hold what the question says', () => {
    expect(define('Who discovered that frogs legs twitch?', DISCOVERY)).toBeNull();
    expect(define('What controls the level of salt in the blood?', GLAND)).toBeNull();
  });
  it('answers a quoted title whole ("a report titled “Limits to Growth in the Baltic”")', () => {
    const material = 'In 1972 the council printed its findings in a report titled "Limits to Growth in the Baltic". It sold well.';
    expect(define('What was the title of the report the council printed?', material)).toBe('Limits to Growth in the Baltic');
  });
  it('refuses one name of a pair: what the sentence says may belong to the other ("A and B of the Treasury")', () => {
    const material = 'Its two founders were the chemist Maria Lenz and Otto Brandt of the city water board. They met in 1950.';
    expect(define('Who represented the city water board as a founder?', material)).toBeNull();
  });

  it('answers a name with a hyphen and a particle whole ("the Swiss botanist Jean-Louis van Houtte"), never its first part', () => {
    const material = 'The orchid was first described in 1841 by the Swiss botanist Jean-Louis van Houtte and named after his patron. It grows in wet forests.';
    expect(define('Who described the orchid?', material)).toBe('Jean-Louis van Houtte');
  });
  it('refuses a name cut at a mark it cannot read past', () => {
    const material = 'The comet was first seen in 1843 by the Danish astronomer Karl-/Heinz Olsen and named after him.';
    expect(define('Who saw the comet?', material)).toBeNull();
  });
});

describe('findDefinition: names given in passing (s30)', () => {
  it('never takes an ordinal before a name for its title ("The first Dane to map it was …")', () => {
    const material = 'The first Dane to map the coast was Ole Rask, whose boat, the Falken, ran aground in 1702. It was repaired.';
    expect(define("What was the name of Ole Rask's boat?", material)).not.toBe('Dane');
  });
  it('answers "Who…?" with a titled name only when its own clause holds the question\'s verb', () => {
    const material = 'In 1907 the airship Norge left Oslo, and the pilot Ida Berg steered it north, while Per Holm stayed at the base.';
    expect(define('Who stayed at the base while the airship left Oslo?', material)).not.toBe('Norge');
    expect(define('Who stayed at the base while the airship left Oslo?', material)).not.toBe('Ida Berg');
    expect(define('Who steered the airship north?', material)).toBe('Ida Berg');
  });
});

describe('findDefinition: s41, a two-word species name and a question that ends on a preposition', () => {
  // Sentences of our own.
  const MALARIA = 'Malaria, a disease spread by the mosquito Anopheles gambiae, kills many children every year.';
  const PONDS = 'In the wet season the mosquito Anopheles gambiae larvae crowd into still ponds.';
  const STAR = 'The bright star was named for Sirius, a hunting dog of the Greeks. Its small companion Sirius B was seen in 1862.';
  it('answers a genus and its species whole, not the genus alone', () => {
    expect(define('Which mosquito spreads malaria?', MALARIA)).toBe('Anopheles gambiae');
  });
  it('reads no two-word name where the name runs on into more words ("Anopheles gambiae larvae crowd…")', () => {
    expect(define('Which mosquito crowds into still ponds in the wet season?', PONDS)).not.toBe('Anopheles gambiae');
  });
  it('reads "What was X named for/after?" as no definition question', () => {
    expect(readDefinitionAsk('What was the bright star named after?')).toBeNull();
    expect(define('What was the bright star named for?', STAR)).toBeNull();
    expect(readDefinitionAsk('What was the bright star?')).toMatchObject({ form: 'copula' });
  });
});

describe('findDefinition: s41, a name right before the noun asked ("the MESSENGER spacecraft")', () => {
  // Sentences of our own.
  const PROBE = 'The comet was photographed in 1986 from close by the GIOTTO probe, which flew through its tail. The ground telescopes saw little.';
  const SHIPS = 'In 1912 the ship struck an iceberg near the Grand Banks. Hours later the CARPATHIA liner picked up the survivors.';
  it('answers the name when the sentence holds every other telling word of the question, a year among them', () => {
    expect(define('Which probe went through the tail of the comet in 1986?', PROBE)).toBe('GIOTTO');
  });
  it('refuses a name whose sentence lacks a telling word or a year of the question', () => {
    expect(define('Which liner picked up the survivors?', SHIPS)).toBeNull();
    expect(define('Which liner reached the Grand Banks in 1912?', SHIPS)).toBeNull();
  });
});
