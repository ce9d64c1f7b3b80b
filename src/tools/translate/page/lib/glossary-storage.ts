import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod';
import { readStored, writeStored } from '../../../../web/lib/browser-storage';
import { MAX_GLOSSARY_TERMS, type GlossaryTerm } from '../api/translate-text';

const storedSchema = z.array(z.object({ source: z.string(), target: z.string() }));

// One glossary per person on this browser: a shared computer keeps one user's terms from another's.
const keyFor = (userId: string | null) => `translate.glossary.${userId ?? 'guest'}`;

export function readGlossary(userId: string | null): GlossaryTerm[] {
  return (readStored(keyFor(userId), storedSchema) ?? []).slice(0, MAX_GLOSSARY_TERMS);
}

/** The user's glossary, kept in this browser; a term with the same source replaces the old one. */
export function useGlossary(userId: string | null) {
  const [terms, setTerms] = useState<GlossaryTerm[]>(() => readGlossary(userId));
  useEffect(() => setTerms(readGlossary(userId)), [userId]);

  const save = useCallback(
    (next: GlossaryTerm[]) => {
      setTerms(next);
      writeStored(keyFor(userId), next);
    },
    [userId],
  );

  const addTerm = useCallback(
    (term: GlossaryTerm) => {
      const source = term.source.trim();
      const target = term.target.trim();
      if (!source || !target) return;
      const rest = terms.filter((old) => old.source.toLowerCase() !== source.toLowerCase());
      save([...rest, { source, target }].slice(-MAX_GLOSSARY_TERMS));
    },
    [terms, save],
  );

  const removeTerm = useCallback((source: string) => save(terms.filter((term) => term.source !== source)), [terms, save]);

  return { terms, addTerm, removeTerm };
}
