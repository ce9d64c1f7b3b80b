/**
 * The JSON object in a model's reply. Models asked for "JSON only" still wrap it in a ```json fence
 * or a sentence ("Here is the answer: {…}"), so the outermost braces of the fenced part (or of the
 * whole reply) are read. Throws when there is no parsable object.
 */
export function extractJsonObject(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(content);
  const body = fenced?.[1] ?? content;
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  if (start < 0 || end <= start) throw new SyntaxError('The reply holds no JSON object.');
  return JSON.parse(body.slice(start, end + 1)) as unknown;
}
