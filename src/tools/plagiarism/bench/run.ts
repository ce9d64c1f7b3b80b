/**
 * Plagiarism store benchmark: `npx tsx src/tools/plagiarism/bench/run.ts [--words-per-doc 150]`.
 * Indexes 10,000 then 100,000 synthetic documents (PGlite in a temporary folder, or a throwaway
 * PostgreSQL database when DATABASE_URL is set), and after each size times a check of a 1,000-word
 * text that copies passages from five corpus documents, through the same store functions the server
 * uses. Prints index sizes and the lookup/alignment split, to show the check costs one index probe
 * per fingerprint rather than a scan of the corpus.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createDatabase } from '../../../db/create-database';
import type { Database } from '../../../db/database';
import { migrateDatabase } from '../../../db/migrate-database';
import { queryRows } from '../../../db/query-rows';
import { createTestDatabase } from '../../../db/testing/create-test-database';
import { countVisibleDocuments, findCandidates, loadDocuments, saveDocuments } from '../server/document-store';
import { createPlagiarismEngine, MAX_STORED_CANDIDATES, plagiarismInputSchema } from '../index';
import { createSeededRandom } from '../../../domain/seeded-random';
import { makeDocument, makeText } from './make-documents';

const SIZES = (process.env.BENCH_SIZES ?? "10000,100000").split(",").map(Number);
const BATCH = 1000;
const RUNS = 7;
const wordsPerDoc = Number(process.argv[process.argv.indexOf('--words-per-doc') + 1]) || 150;

async function openDatabase(): Promise<{ database: Database; cleanup: () => Promise<void>; where: string }> {
  if (process.env.DATABASE_URL) {
    const test = await createTestDatabase();
    return { database: test.database, cleanup: test.destroy, where: 'PostgreSQL (throwaway database)' };
  }
  const dir = mkdtempSync(join(tmpdir(), 'scribewell-bench-plagiarism-'));
  const database = await createDatabase({ dataDir: dir });
  await migrateDatabase(database);
  return {
    database,
    where: `PGlite in ${dir}`,
    cleanup: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** 1,000 words: five 60-word passages copied from corpus documents spread across the first 10,000, the rest new. */
function makeCheckText(): string {
  const random = createSeededRandom(424242);
  const parts: string[] = [];
  for (const index of [17, 2048, 4095, 7777, 9999]) {
    parts.push(makeText(random, 140));
    parts.push(makeDocument(index, wordsPerDoc).text.split(' ').slice(20, 80).join(' '));
  }
  parts.push(makeText(random, 1000 - 5 * 200));
  return parts.join(' ');
}

async function measureSizes(database: Database) {
  const [row] = await queryRows<{ fingerprints: string; fingerprint_rows: string; documents: string }>(
    database.db,
    sql`SELECT pg_total_relation_size('plagiarism_fingerprints') AS fingerprints,
               (SELECT count(*) FROM plagiarism_fingerprints) AS fingerprint_rows,
               pg_total_relation_size('plagiarism_documents') AS documents`,
  );
  const [index] = await queryRows<{ size: string }>(database.db, sql`SELECT pg_relation_size('plagiarism_fingerprints_hash_document_id_pk') AS size`);
  return { fingerprintBytes: Number(row!.fingerprints), rows: Number(row!.fingerprint_rows), indexBytes: Number(index!.size), documentBytes: Number(row!.documents) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function timeCheck(database: Database, text: string) {
  const lookups: number[] = [];
  let candidates = 0;
  let hashes = 0;
  const engine = createPlagiarismEngine({
    lookupFingerprints: async (list, context) => {
      const started = performance.now();
      const found = await findCandidates(database.db, list, context.userId, MAX_STORED_CANDIDATES);
      lookups.push(performance.now() - started);
      candidates = found.length;
      hashes = list.length;
      return found;
    },
    loadSourceTexts: (ids, context) => loadDocuments(database.db, ids, context.userId),
    countStoredDocuments: (context) => countVisibleDocuments(database.db, context.userId),
  });
  const input = plagiarismInputSchema.parse({ text });
  await engine.run(input, { responses: 'advanced' }); // warm-up: caches, JIT
  lookups.length = 0;
  const totals: number[] = [];
  let similarity = 0;
  let sources = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const result = await engine.run(input, { responses: 'advanced' });
    totals.push(performance.now() - started);
    similarity = result.similarity ?? 0;
    sources = result.sources.length;
  }
  return { total: median(totals), lookup: median(lookups), candidates, hashes, similarity, sources };
}

async function main() {
  const { database, cleanup, where } = await openDatabase();
  console.log(`# Plagiarism store bench: ${where}; ${wordsPerDoc} words per synthetic document; check text 1,000 words\n`);
  const text = makeCheckText();
  const rows: string[] = [];
  let indexed = 0;
  try {
    for (const size of SIZES) {
      const started = performance.now();
      for (let start = indexed; start < size; start += BATCH) {
        const batch = Array.from({ length: Math.min(BATCH, size - start) }, (_, offset) => makeDocument(start + offset, wordsPerDoc));
        await saveDocuments(database.db, null, batch);
        if ((start / BATCH) % 10 === 0) process.stderr.write(`\r  indexed ${start + batch.length}/${size}`);
      }
      process.stderr.write('\n');
      const indexSeconds = (performance.now() - started) / 1000;
      indexed = size;
      await database.db.execute(sql`ANALYZE plagiarism_fingerprints`);
      const sizes = await measureSizes(database);
      const check = await timeCheck(database, text);
      const [plan] = await queryRows<{ 'QUERY PLAN': string }>(
        database.db,
        sql`EXPLAIN SELECT document_id FROM plagiarism_fingerprints WHERE hash = ANY(${`{${[1, 2, 3].join(',')}}`}::int[]) AND owner_id IS NULL`,
      );
      rows.push(
        `| ${size.toLocaleString('en-US')} | ${sizes.rows.toLocaleString('en-US')} | ${mb(sizes.fingerprintBytes)} (index ${mb(sizes.indexBytes)}) | ${mb(sizes.documentBytes)} | ${indexSeconds.toFixed(1)} s | ${check.hashes} | ${check.lookup.toFixed(1)} ms | ${check.total.toFixed(1)} ms | ${check.candidates} | ${check.similarity}% / ${check.sources} |`,
      );
      console.log(`after ${size.toLocaleString('en-US')} documents: lookup plan → ${plan?.['QUERY PLAN'] ?? '?'}`);
    }
  } finally {
    await cleanup();
  }
  console.log('\n| documents | fingerprint rows | fingerprints table | documents table | time to index (added) | hashes looked up | lookup (median) | whole check (median) | candidates aligned | similarity / sources found |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}

await main();
