// "Northwind Inc. Westland, Freedonia": the company's legal form ends its name, so capitalised words
// run on after it are the place the layout set beside the name, not a part of it.

const LEGAL_FORM = String.raw`(?:Inc\.?|Ltd\.?|LLC|L\.L\.C\.|LLP|GmbH|gGmbH|AG|Corp\.?|PLC|plc|S\.A\.|B\.V\.|Pty\.? Ltd\.?)`;
/** A comma part that is nothing but a legal form: "Inc." of "ABC Company, Inc.". */
export const BARE_LEGAL_FORM = new RegExp(String.raw`^${LEGAL_FORM}$`);
const NAME_THEN_PLACE = new RegExp(String.raw`^(.+?\s${LEGAL_FORM})\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,2})$`, 'u');
const ORGANISATION_WORD = /\b(?:group|holdings?|labs?|systems|solutions|technologies|international|global|services|software|consulting|partners|division|research)\b/i;

/**
 * "EXTRA Computer GmbH, Technische Schule Aalen" on a school's line (a German dual study or apprenticeship):
 * the training firm, then the school. Returns the school, or undefined when the part is not so written.
 */
export function schoolAfterFirm(part: string): string | undefined {
  const match = new RegExp(String.raw`^.+?\s${LEGAL_FORM},\s+(\p{Lu}.+)$`, 'u').exec(part);
  return match && !new RegExp(String.raw`\s${LEGAL_FORM}$`, 'u').test(match[1]!) ? match[1]! : undefined;
}

export function cutPlaceAfterLegalForm(name: string): string {
  const match = NAME_THEN_PLACE.exec(name);
  if (!match || ORGANISATION_WORD.test(match[2]!)) return name;
  return match[1]!;
}
