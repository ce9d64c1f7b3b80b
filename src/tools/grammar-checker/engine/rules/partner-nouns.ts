/**
 * People one marries or gets engaged to ("married to a paramedic"): partners, titles and jobs. Never a child, a pet or a
 * thing: "married with two children", "married with a baby" are about having them. One list for the two rules that read
 * "married with" (preposition-usage.ts, verb-complements.ts), so they cannot disagree about who is a person.
 */
export const PARTNERS = new Set(`girlfriend boyfriend fiance fiancé fiancee fiancée partner prince princess king queen man woman guy girl lady
  gentleman sweetheart widow widower heir heiress duke duchess count countess nobleman noblewoman american englishman frenchman
  scotsman welshman irishman cousin neighbour neighbor millionaire billionaire colleague
  doctor nurse teacher lawyer engineer farmer pilot banker musician writer actor actress singer soldier officer dentist professor
  chef architect journalist artist student accountant scientist programmer developer designer cook waiter waitress driver mechanic
  electrician plumber photographer firefighter paramedic medic sailor fisherman secretary receptionist pharmacist vet surgeon
  lecturer researcher translator interpreter tailor baker butcher builder carpenter librarian hairdresser dancer economist analyst
  athlete footballer cricketer author editor physiotherapist psychologist policeman policewoman diplomat politician businessman
  businesswoman carer midwife`.split(/\s+/));
