import { ToolInputError } from '../../../../platform/engine';

/**
 * How many macro calls one rendering of an entry may expand to. citeproc-js builds a style by
 * inlining every macro where it is called, so a 1 KB style whose macros each call the next one twice
 * (25 levels) becomes 2^25 calls and holds a slot for a minute. The bundled styles expand to 7–952
 * calls (APA the most); 20,000 leaves every real style room.
 */
export const MAX_EXPANDED_MACRO_CALLS = 20_000;

const MACRO_BLOCK = /<macro\b([^>]*?)(?:\/>|>([\s\S]*?)<\/macro\s*>)/g;
const NAME_ATTRIBUTE = /\bname\s*=\s*(["'])([\s\S]*?)\1/;
const MACRO_CALL = /\bmacro\s*=\s*(["'])([\s\S]*?)\1/g;

function callsIn(xml: string): string[] {
  return [...xml.matchAll(MACRO_CALL)].map((match) => match[2] as string);
}

/**
 * Measures a custom style's macro call tree from its XML before citeproc sees it: refuses a macro
 * that calls itself (directly or through others) and a tree that expands past
 * `MAX_EXPANDED_MACRO_CALLS`, each with a 4xx that names the macro. Returns the expanded size.
 */
export function checkStyleMacros(styleXml: string): number {
  const xml = styleXml.replace(/<!--[\s\S]*?-->/g, '');
  const bodies = new Map<string, string[]>();
  for (const match of xml.matchAll(MACRO_BLOCK)) {
    const name = NAME_ATTRIBUTE.exec(match[1] ?? '')?.[2];
    if (name !== undefined && !bodies.has(name)) bodies.set(name, callsIn(match[2] ?? ''));
  }
  const sizes = new Map<string, number>();
  const open = new Set<string>();

  const expand = (name: string, path: string[]): number => {
    const known = sizes.get(name);
    if (known !== undefined) return known;
    const calls = bodies.get(name);
    if (!calls) return 1; // an undefined macro: citeproc names it in its own error
    if (open.has(name)) {
      const cycle = [...path.slice(path.indexOf(name)), name].map((step) => `"${step}"`).join(' → ');
      throw new ToolInputError(`The style's macro "${name}" calls itself (${cycle}), so it would never finish. Remove the loop from the .csl file.`, {
        code: 'invalid_style',
        status: 422,
      });
    }
    open.add(name);
    let size = 1;
    for (const callee of calls) {
      size += expand(callee, [...path, name]);
      if (size > MAX_EXPANDED_MACRO_CALLS) throw refuseFanOut(name);
    }
    open.delete(name);
    sizes.set(name, size);
    return size;
  };

  // The layouts (citation, bibliography, sort keys): everything outside the macro definitions.
  let total = 0;
  for (const callee of callsIn(xml.replace(MACRO_BLOCK, ''))) {
    total += expand(callee, []);
    if (total > MAX_EXPANDED_MACRO_CALLS) throw refuseFanOut(callee);
  }
  return total;
}

function refuseFanOut(name: string): ToolInputError {
  return new ToolInputError(
    `The style's macros expand to more than ${MAX_EXPANDED_MACRO_CALLS.toLocaleString('en-US')} macro calls (from "${name}", whose macros call others several times over, level after level). Real styles stay far below this; simplify the .csl file. This request was not counted.`,
    { code: 'input_too_complex', status: 413 },
  );
}
