// What a slide deck's outline view copies around a quiz (s38), read before the quiz is split. No imports: the page bundles
// this with split-quiz.ts.

/** "Slide 3": a slide's number alone on its line. */
const SLIDE = /^\s*slide\s+(\d{1,3})\s*$/i;
/** "Notes: …", "Speaker notes: …": the presenter's note under a slide, never a question or an option. */
const NOTES = /^\s*(?:speaker\s+)?notes?\s*:/i;

/**
 * Lines as the splitter should read them, when the copy has two or more "Slide N" lines counting up: each "Slide N" line
 * read as a blank line (a slide ends its question's options; without this "Slide 3" was read as the end of the last
 * option), and the speaker-notes lines dropped.
 */
export function readSlideOutline(lines: string[]): string[] {
  const slides = lines.map((line) => SLIDE.exec(line)).filter((match): match is RegExpExecArray => match !== null);
  if (slides.length < 2 || slides.some((match, i) => i > 0 && Number(match[1]) <= Number(slides[i - 1]![1]))) return lines;
  return lines.filter((line) => !NOTES.test(line)).map((line) => (SLIDE.test(line) ? '' : line));
}
