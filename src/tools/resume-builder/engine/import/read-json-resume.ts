import { describeDeepNesting, findDeepNesting } from '../../../../platform/contract-kit/find-deep-nesting';
import { ToolInputError } from '../../../../platform/engine';
import { resumeSchema, type Resume } from '../../contract';
import { upgradeJsonResume } from './upgrade-json-resume';

/** A JSON Resume file, checked against the schema; the first problem is named by its field. */
export function readJsonResume(bytes: Uint8Array): Resume {
  const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
  // Refused before parsing, like a JSON request body: a hostile nesting would otherwise overflow
  // the stack of whatever walks the resume next (the result's trip back from the engine thread).
  if (findDeepNesting(text) !== -1) throw new ToolInputError(describeDeepNesting('This .json file'));
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ToolInputError('This .json file is not valid JSON. Export it again from your resume tool, or import a PDF or Word file.');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ToolInputError('This .json file is not a JSON Resume: it should hold one object with "basics", "work" and so on.');
  }
  const parsed = resumeSchema.safeParse(upgradeJsonResume(data as Record<string, unknown>));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = issue.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('').replace(/^\./, '');
    throw new ToolInputError(`The imported resume's field ${path || '(root)'} is not valid: ${issue.message}`);
  }
  return parsed.data;
}
