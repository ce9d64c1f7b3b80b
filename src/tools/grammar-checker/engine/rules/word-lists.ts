/** Closed-class English words the rules use to find the edges of a subject noun phrase. */
export const DETERMINERS = new Set(
  'the these those many some all most several few both our their your my his her its various numerous such other certain'.split(' '),
);

export const PREPOSITIONS = new Set(
  'of in on at for with by from about to into onto than like between among through during without within under over after before around against per via across toward towards upon behind beyond near'.split(
    ' ',
  ),
);

/** Adverbs that may sit between a subject and its verb ("the students often writes"). */
export const MID_ADVERBS = new Set('often always never also usually sometimes still just really already even only generally actually rarely seldom'.split(' '));

export const MODALS = new Set('can could will would shall should may might must'.split(' '));

/** Singular nouns ending in -s, and -s words that are never plural nouns. */
export const NOT_PLURAL = new Set(
  `news series species means mathematics maths physics economics politics ethics statistics athletics
  gymnastics linguistics electronics lens bus gas yes this thus its his hers ours yours theirs always
  perhaps sometimes whereas besides unless towards afterwards plus across less nowadays was has is does
  goes us various famous serious previous obvious analysis basis crisis thesis emphasis diagnosis
  hypothesis campus status virus bonus focus census consensus chaos christmas texas paris james charles
  thomas chris jones williams athens wales brussels dallas mars venus lots kudos headquarters
  percentage measles mumps diabetes rabies herpes rickets shingles upstairs downstairs indoors outdoors overseas
  afterwards backwards forwards outwards upwards downwards`.split(/\s+/),
);

/** Plurals that do not end in -s. */
export const IRREGULAR_PLURALS = new Set('people children men women feet teeth mice geese police cattle'.split(' '));
