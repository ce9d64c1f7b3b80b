/**
 * What a quiz copied out of a student's Markdown note or a teacher's e-mail carries besides the questions: bold labels
 * ("**Q1.**"), checkbox bullets ("- [ ] …"), horizontal rules and italic notes ("_edited 2 days ago_"), and the e-mail's
 * sign-off ("Thanks,", "Mr A.", "Sent from my iPhone"). Read before the quiz is split, so the labels number the questions
 * and the rest is not taken for a question or an option.
 */

/** "**Q1.**", "__2)__": a label in bold, as a Markdown note writes it. */
const BOLD_LABEL = /^(\s*)(?:\*\*|__)((?:q(?:uestion)?\s*)?\d{1,3}\s*[.):]?)(?:\*\*|__)/i;
/** "- [ ] Thomas Bouch", "* [x] 1887": a Markdown task-list item, one option. */
const TASK_ITEM = /^(\s*)[-*+]\s+(\[\s?[xX]?\s?\]\s*\S.*)$/;
/** "---", "***", "___": a Markdown rule. */
const RULE = /^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/;
/** "_edited 2 days ago_", "*copied from my notes*": a line wholly in italics is a note about the quiz. */
const ITALIC_NOTE = /^\s*(?:_[^_]+_|\*[^*]+\*)\s*$/;
/** "# Tay Bridge – revision questions": a Markdown heading. */
const HEADING = /^\s*#{1,6}\s+/;
/** "Thanks,", "Kind regards,", "Best wishes": an e-mail's sign-off; what follows it is the signature. */
const SIGN_OFF = /^\s*(?:thanks|thank\s+you|many\s+thanks|regards|kind\s+regards|best\s+regards|best\s+wishes|best|cheers|yours\s+sincerely|sincerely)\s*[,.!]?\s*$/i;
const SENT_FROM = /^\s*sent\s+from\s+my\s+\w+/i;

export function readNoteMarkup(lines: string[]): string[] {
  const signOff = lines.findIndex((line, i) => SIGN_OFF.test(line) && (lines[i - 1] ?? '').trim() === '');
  const kept = signOff >= 0 ? lines.slice(0, signOff) : lines;
  return kept
    .filter((line) => !RULE.test(line) && !ITALIC_NOTE.test(line) && !SENT_FROM.test(line))
    .map((line) => line.replace(BOLD_LABEL, '$1$2').replace(TASK_ITEM, '$1$2').replace(HEADING, ''));
}
