import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { TOOL_IDS, type ToolId } from '../../domain/tools';
import { cslItemSchema } from '../../tools/citation-helper/contract';
import { resumeSchema } from '../../tools/resume-builder/contract';
import type { AnyToolContract } from './define-tool-contract';

// docs/decisions/0044: every object a tool's input defines refuses fields it does not read; the open
// standards carried inside (CSL-JSON items, JSON Resume) keep theirs, bounded by the JSON depth cap.
const OPEN_STANDARDS = new Map<z.ZodType, string>([
  [cslItemSchema, 'CSL-JSON item'],
  [resumeSchema, 'JSON Resume'],
]);

/**
 * One valid input per tool, so every tool comes under the rule. A tool not listed here is checked with
 * its registration's `warmUpInput` (src/tools/<id>/tool.ts), which `npm run new-tool` writes; list one
 * here only when the warm-up input leaves out an object worth checking.
 */
const VALID_INPUTS: Partial<Record<ToolId, Record<string, unknown>>> = {
  'ai-detector': {
    text:
      'The committee met on Tuesday to discuss the budget for the coming year. Most members wanted new computers for the library, ' +
      'but nobody could say where the money would come from. In the end they voted to ask the city for a small grant and to ' +
      'delay the roof repair until spring, even if it leaks a little in March.',
  },
  plagiarism: { text: 'A text to check for copied passages.', sources: [{ title: 'A source', text: 'Another text.' }] },
  'text-compare': { original: 'The cat sat.', revised: 'The cat sat down.' },
  'detect-language': { text: 'Bonjour tout le monde.' },
  'grammar-checker': { text: 'This are a test.', terms: { avoid: [{ term: 'utilize', replacement: 'use' }] } },
  translate: { text: 'Hello.', target: 'es', glossary: [{ source: 'Hello', target: 'Hola' }] },
  'quiz-answer-assistance': { question: 'What is 15% of 80?' },
  'math-problem-assistance': { problem: '2x+3=7' },
  'citation-helper': { style: 'apa', items: [{ id: 'a', type: 'book', title: 'A Book' }], citationItems: [[{ id: 'a', locator: '4' }]] },
  'resume-builder': { resume: { basics: { name: 'Ada Lovelace' } }, template: 'classic' },
};

async function loadContract(id: ToolId): Promise<AnyToolContract> {
  const module = (await import(`../../tools/${id}/contract.ts`)) as Record<string, unknown>;
  const contract = Object.values(module).find(
    (value): value is AnyToolContract => typeof value === 'object' && value !== null && (value as { id?: unknown }).id === id && 'input' in value,
  );
  if (!contract) throw new Error(`src/tools/${id}/contract.ts exports no contract for "${id}"`);
  return contract;
}

/** The tool's sample input: listed above, or its registration's warm-up input. */
async function loadValidInput(id: ToolId): Promise<Record<string, unknown>> {
  const listed = VALID_INPUTS[id];
  if (listed) return listed;
  const module = (await import(`../../tools/${id}/tool.ts`)) as { tool?: { warmUpInput?: unknown } };
  const warmUp = module.tool?.warmUpInput;
  if (typeof warmUp !== 'object' || warmUp === null) {
    throw new Error(`src/tools/${id}/tool.ts registers no warmUpInput: give it one (or list a sample input in unknown-fields.test.ts)`);
  }
  return warmUp as Record<string, unknown>;
}

interface ObjectSchema {
  path: string;
  strict: boolean;
}

/** Every object schema reachable from a tool's input, with whether it refuses unknown keys; open standards are not entered. */
function collectObjects(schema: z.ZodType): { objects: ObjectSchema[]; openStandards: string[] } {
  const objects: ObjectSchema[] = [];
  const openStandards: string[] = [];
  const stack: { schema: z.core.$ZodType; path: string }[] = [{ schema, path: '(input)' }];
  const seen = new Set<z.core.$ZodType>();
  while (stack.length) {
    const { schema: current, path } = stack.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    const standard = OPEN_STANDARDS.get(current as z.ZodType);
    if (standard) {
      openStandards.push(`${path}: ${standard}`);
      continue;
    }
    const def = current._zod.def as unknown as Record<string, unknown> & { type: string };
    const push = (child: unknown, at: string) => {
      if (child) stack.push({ schema: child as z.core.$ZodType, path: at });
    };
    switch (def.type) {
      case 'object': {
        const catchall = def.catchall as z.core.$ZodType | undefined;
        objects.push({ path, strict: catchall?._zod.def.type === 'never' });
        for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) push(child, `${path}.${key}`);
        break;
      }
      case 'array':
        push(def.element, `${path}[]`);
        break;
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'nonoptional':
      case 'readonly':
      case 'catch':
        push(def.innerType, path);
        break;
      case 'pipe':
        push(def.in, path);
        push(def.out, path);
        break;
      case 'union':
        for (const option of def.options as unknown[]) push(option, path);
        break;
      case 'tuple':
        for (const item of def.items as unknown[]) push(item, path);
        push(def.rest, path);
        break;
      case 'record':
        push(def.valueType, `${path}{}`);
        break;
      case 'lazy':
        push((def.getter as () => unknown)(), path);
        break;
      default:
        // Strings, numbers, enums, literals, booleans, transforms: nothing inside to hold a field.
        break;
    }
  }
  return { objects, openStandards };
}

describe('one rule for unknown fields in every tool contract', () => {
  it.each(TOOL_IDS)('%s accepts its sample input and refuses an unknown top-level field, naming it', async (id) => {
    const contract = await loadContract(id);
    const sample = await loadValidInput(id);
    const valid = contract.input.safeParse(sample);
    expect(valid.success, JSON.stringify(valid.error?.issues)).toBe(true);
    const typo = contract.input.safeParse({ ...sample, colour: 'blue' });
    expect(typo.success).toBe(false);
    expect(typo.error?.issues).toContainEqual(expect.objectContaining({ code: 'unrecognized_keys', keys: ['colour'], path: [] }));
  });

  it.each(TOOL_IDS)('%s refuses unknown fields in every object of its input except the open standards it carries', async (id) => {
    const { objects } = collectObjects((await loadContract(id)).input as z.ZodType);
    expect(objects.length).toBeGreaterThan(0);
    expect(objects.filter((object) => !object.strict).map((object) => object.path)).toEqual([]);
  });

  it('keeps the extra fields of the open standards: CSL-JSON items and JSON Resume', async () => {
    const citation = await loadContract('citation-helper');
    expect(collectObjects(citation.input as z.ZodType).openStandards).toEqual(['(input).items[]: CSL-JSON item']);
    const item = { id: 'a', type: 'book', title: 'A Book', 'original-title': 'Un livre', custom: { shelf: 'B2' } };
    expect(citation.input.parse({ style: 'apa', items: [item] }).items[0]).toMatchObject(item);

    const resume = await loadContract('resume-builder');
    expect(collectObjects(resume.input as z.ZodType).openStandards).toEqual(['(input).resume: JSON Resume']);
    const jsonResume = { basics: { name: 'Ada', pronouns: 'she/her' }, meta: { theme: 'even' }, custom: [{ a: 1 }] };
    expect(resume.input.parse({ resume: jsonResume }).resume).toEqual(jsonResume);
  });
});
