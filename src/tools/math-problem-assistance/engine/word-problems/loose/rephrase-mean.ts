// A mean said with what it measures ("the mean weight of 5 packages is 42 pounds", "the average height of the
// 12 players") put the way the mean readers read one: "the mean of 5 packages is 42 pounds". The measure's unit
// stays after the number, so nothing of the story is lost. Used by read-story.ts only in the loose pass (a story
// no reader read as typed).

const MEASURED = /\b(mean|average) (?:weight|height|age|mass|length|price|cost|temperature|score|mark|grade)s? of\b/g;

export function rephraseMean(text: string): string {
  return text.replace(MEASURED, '$1 of');
}
