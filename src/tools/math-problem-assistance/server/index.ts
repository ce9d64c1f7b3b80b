import { defineToolServer } from '../../../server/tool-servers/define-tool-server';
import { createMathEngine } from '../engine/engine';

/**
 * The math tool's server side: no routes, but the host's solver (`solveMath`), which other engines
 * (the quiz's calculations) call instead of starting a math thread of their own: one math thread per
 * process, with its time budget, whoever asks.
 */
export const toolServer = defineToolServer({
  toolId: 'math-problem-assistance',
  lendPorts: ({ openai }) => {
    // Built on first use; its worker thread is the one the math tool's own engine uses in this thread.
    let mathEngine: ReturnType<typeof createMathEngine> | undefined;
    return {
      solveMath: (problem, responses) => {
        mathEngine ??= createMathEngine(openai ? { openai } : {});
        return mathEngine.run({ problem, task: 'auto' }, { responses });
      },
    };
  },
});
