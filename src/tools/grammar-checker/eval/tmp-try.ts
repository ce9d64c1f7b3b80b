import { grammarCheckerEngine, stopGrammarWorkers } from '../index';
for (const t of process.argv.slice(2)) {
  const out = (await grammarCheckerEngine.run({ text: t, language: 'en' } as never, { responses: 'advanced' } as never)) as { corrected: string; issues: { offset: number; length: number; rule: string; source: string; replacements: string[] }[] };
  console.log(t, '=>', out.corrected);
  for (const i of out.issues) console.log('   ', JSON.stringify(t.slice(i.offset, i.offset + i.length)), '→', JSON.stringify(i.replacements[0]), i.rule, i.source);
}
stopGrammarWorkers();
