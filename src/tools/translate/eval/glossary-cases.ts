import type { GlossaryTerm } from '../contract';

/**
 * Sentences with a user's terms, including inflected forms ("servers"): each term's translation (or its
 * plural) must appear in the output. Written for this eval; English source, one target each.
 */
export const GLOSSARY_CASES: ReadonlyArray<{ text: string; target: string; glossary: readonly GlossaryTerm[]; expect: readonly string[] }> = [
  { text: 'The server restarts every night.', target: 'es', glossary: [{ source: 'server', target: 'servidor' }], expect: ['servidor'] },
  { text: 'All servers restart every night.', target: 'es', glossary: [{ source: 'server', target: 'servidor' }], expect: ['servidores'] },
  { text: 'Open a pull request when the tests pass.', target: 'es', glossary: [{ source: 'pull request', target: 'solicitud de cambios' }], expect: ['solicitud de cambios'] },
  { text: 'The dashboard shows every invoice.', target: 'es', glossary: [{ source: 'dashboard', target: 'panel' }, { source: 'invoice', target: 'factura' }], expect: ['panel', 'factura'] },
  { text: 'Our customers love the new release.', target: 'es', glossary: [{ source: 'customer', target: 'cliente' }, { source: 'release', target: 'versión' }], expect: ['clientes', 'versión'] },
  { text: 'Scribewell checks your essay.', target: 'es', glossary: [{ source: 'Scribewell', target: 'Scribewell' }, { source: 'essay', target: 'redacción' }], expect: ['Scribewell', 'redacción'] },
  { text: 'The deadline is on Friday.', target: 'es', glossary: [{ source: 'deadline', target: 'fecha límite' }], expect: ['fecha límite'] },
  { text: 'Each user has a workspace.', target: 'es', glossary: [{ source: 'workspace', target: 'espacio de trabajo' }], expect: ['espacio de trabajo'] },
  { text: 'The tenant pays the landlord.', target: 'es', glossary: [{ source: 'tenant', target: 'inquilino' }, { source: 'landlord', target: 'arrendador' }], expect: ['inquilino', 'arrendador'] },
  { text: 'Backups run on weekends.', target: 'es', glossary: [{ source: 'backup', target: 'copia de seguridad' }], expect: ['copias de seguridad'] },
  { text: 'The server restarts every night.', target: 'fr', glossary: [{ source: 'server', target: 'serveur' }], expect: ['serveur'] },
  { text: 'Our customers love the new release.', target: 'fr', glossary: [{ source: 'customer', target: 'client' }], expect: ['clients'] },
  { text: 'The deadline is on Friday.', target: 'fr', glossary: [{ source: 'deadline', target: 'échéance' }], expect: ['échéance'] },
  { text: 'The dashboard shows every invoice.', target: 'ca', glossary: [{ source: 'dashboard', target: 'tauler' }, { source: 'invoice', target: 'factura' }], expect: ['tauler', 'factura'] },
  { text: 'All servers restart every night.', target: 'pt', glossary: [{ source: 'server', target: 'servidor' }], expect: ['servidores'] },
  // Plurals spelling cannot settle (gender, stress, exceptions): the installed Apertium dictionary confirms one form.
  { text: 'The systems crash at night.', target: 'it', glossary: [{ source: 'system', target: 'sistema' }], expect: ['sistemi'] },
  { text: 'The teacher reads the invoices.', target: 'it', glossary: [{ source: 'invoice', target: 'fattura' }], expect: ['le fatture'] },
  { text: 'The banks close early.', target: 'it', glossary: [{ source: 'bank', target: 'banca' }], expect: ['banche'] },
  { text: 'The exams start on Monday.', target: 'es', glossary: [{ source: 'exam', target: 'examen' }], expect: ['los exámenes'] },
  { text: 'The viruses are dangerous.', target: 'es', glossary: [{ source: 'virus', target: 'virus' }], expect: ['los virus'] },
  { text: 'The buttons are red.', target: 'pt', glossary: [{ source: 'button', target: 'botão' }], expect: ['botões'] },
  { text: 'The papers are on the table.', target: 'pt', glossary: [{ source: 'paper', target: 'papel' }], expect: ['papéis'] },
  { text: 'The festivals start in June.', target: 'fr', glossary: [{ source: 'festival', target: 'festival' }], expect: ['festivals'] },
  // "tema" is masculine ("temi"), but neither its spelling nor the installed Italian dictionary says so: the
  // term is kept as written (a note says why) rather than risk "teme"; a plural entry forces the plural.
  { text: 'The teacher reads the essays.', target: 'it', glossary: [{ source: 'essay', target: 'tema' }], expect: ['tema'] },
  { text: 'The teacher reads the essays.', target: 'it', glossary: [{ source: 'essay', target: 'tema' }, { source: 'essays', target: 'temi' }], expect: ['temi'] },
  // The article before a forced term agrees with it (gender from the dictionary, number from the source).
  { text: 'The invoice is late.', target: 'es', glossary: [{ source: 'invoice', target: 'factura' }], expect: ['la factura'] },
  { text: 'The cat sleeps in the house.', target: 'es', glossary: [{ source: 'cat', target: 'minino' }], expect: ['el minino'] },
];
