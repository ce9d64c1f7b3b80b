import { Input } from '../../../../web/components/ui/input';
import { Label } from '../../../../web/components/ui/label';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Switch } from '../../../../web/components/ui/switch';
import { mathInputSchema, type MathTaskRequest } from '../api/solve-math';
import { TASK_OPTIONS } from '../lib/task-labels';

const taskSchema = mathInputSchema.shape.task.unwrap();

/** The contract's own message when the variable is not one letter; null when it is fine (or empty: guessed). */
export function variableError(variable: string): string | null {
  if (!variable.trim()) return null;
  const parsed = mathInputSchema.shape.variable.safeParse(variable);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'The variable is one letter, such as x.');
}

interface TaskOptionsProps {
  task: MathTaskRequest;
  onTaskChange: (task: MathTaskRequest) => void;
  variable: string;
  onVariableChange: (variable: string) => void;
  hintsOnly: boolean;
  onHintsOnlyChange: (value: boolean) => void;
}

export function TaskOptions(props: TaskOptionsProps) {
  const error = variableError(props.variable);
  return (
    <div className="flex flex-wrap items-start gap-x-6 gap-y-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="math-task">Task</Label>
        <NativeSelect id="math-task" className="min-w-40" value={props.task} onChange={(event) => props.onTaskChange(taskSchema.parse(event.target.value))}>
          {TASK_OPTIONS.map((option) => (
            <option key={option.value} value={option.value} title={option.description}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="math-variable">
          Variable <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Input
          id="math-variable"
          value={props.variable}
          onChange={(event) => props.onVariableChange(event.target.value)}
          placeholder="x"
          maxLength={2}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={error !== null}
          aria-describedby={error ? 'math-variable-error' : undefined}
          className="w-20"
        />
        {error && (
          <p id="math-variable-error" className="max-w-56 text-xs text-destructive">
            {error}
          </p>
        )}
      </div>
      <div className="flex max-w-72 flex-col gap-1.5">
        <div className="flex items-center gap-2 pt-0.5">
          <Switch id="math-hints-only" checked={props.hintsOnly} onCheckedChange={props.onHintsOnlyChange} />
          <Label htmlFor="math-hints-only">Show hints only</Label>
        </div>
        <p className="text-xs text-muted-foreground">Work it out yourself: reveal hints and steps one at a time.</p>
      </div>
    </div>
  );
}
