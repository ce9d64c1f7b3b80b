/**
 * AltaCV built without its link macros prints each link's target in brackets right after its text:
 * "ann@example.org[mailto:ann@example.org]", "annroe[https://linkedin.com/in/annroe]". The bracket is
 * no part of the detail (it hid the e-mail address and put "]" into a profile's user name), so it is
 * dropped. Only a bracket glued to a word and holding nothing but a mailto:, tel: or web address is.
 */
const GLUED_LINK_TARGET = /(?<=\S)\[(?:mailto:|tel:|https?:\/\/)[^\s[\]]+\]/giu;

export function dropLinkTargets(text: string): string {
  return text.replace(GLUED_LINK_TARGET, '');
}
