// A quiz posted in a group chat and exported (WhatsApp and the like, s32), read before the quiz is split. No imports:
// the page bundles this with split-quiz.ts.

/**
 * "[14/11/2026, 19:02] Mrs Ede: …" (iOS) or "14/11/2026, 19:02 - Mrs Ede: …" (Android): the time and sender before each
 * message. Group 1 is the message.
 */
const MESSAGE_PREFIX = /^\s*\[?\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4},?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?\s?m\.?)?\]?\s*(?:[-–]\s*)?[^:\n]{1,40}?:\s+(.*)$/iu;
/** "Q1 …", "Question 2: …", "3. …", "4) …": a message that opens on a question's label. */
const LABELLED = /^\s*(?:q(?:uestion)?\s*\d{1,3}\b|\d{1,3}\s*[.)])/i;
/** "A - about 573 years": an option letter with a dash. */
const DASH_OPTION = /^\s*([A-Ja-j])\s+[-–—]\s+(\S.*)$/;
/** "… in Vienna. True or false?" — the question of a true/false item, asked after the statement. */
const TRUE_OR_FALSE_ASKED = /(?<=[.!])\s+(?:true\s+or\s+false|t\s+or\s+f)\s*\??\s*$/i;

/**
 * Lines as the splitter should read them, when at least two lines open on a chat export's time and sender: the prefix
 * dropped and each message opened with a blank line; where two or more messages open on a question label, the others
 * (chatter: "reply in the group", "is Q2 a trick?") are dropped with the lines under them; "A - x" options written "A) x";
 * "True or false?" after a statement written as its "(T/F)".
 */
export function readChatExport(lines: string[]): string[] {
  const messages = lines.map((line) => MESSAGE_PREFIX.exec(line)?.[1]);
  if (messages.filter((message) => message !== undefined).length < 2) return lines;
  const labelled = messages.filter((message) => message !== undefined && LABELLED.test(message)).length >= 2;
  const out: string[] = [];
  let keeping = true;
  lines.forEach((line, i) => {
    const message = messages[i];
    if (message !== undefined) {
      keeping = !labelled || LABELLED.test(message);
      if (!keeping) return;
      if (out.length > 0 && out[out.length - 1]!.trim() !== '') out.push('');
      out.push(message.replace(TRUE_OR_FALSE_ASKED, ' (T/F)'));
      return;
    }
    if (!keeping) return;
    const option = DASH_OPTION.exec(line);
    out.push(option ? `${option[1]}) ${option[2]}` : line);
  });
  return out;
}
