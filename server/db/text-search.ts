import { type Expression, type Kysely, PostgresAdapter, type SqlBool, sql } from "kysely";

import type { Database } from "./schema";

/**
 * The inbox search: does a lead's `search_text` (lower-cased name, e-mail, company and message)
 * contain a term anywhere? The one place where the two databases differ, both answering from
 * an index of the text's trigrams (every run of three characters):
 *
 * - SQLite: an FTS5 table with the trigram tokenizer over `leads.search_text` (external content:
 *   the text is kept once, in `leads`), kept in step by triggers and keyed by the leads table's
 *   rowid. That key joins the matches to the leads indexes without a lookup per match; SQLite
 *   keeps the rowids of a table that has indexes through VACUUM and backups, but not through an
 *   SQL dump, after restoring one run `INSERT INTO leads_search(leads_search) VALUES('rebuild')`.
 * - PostgreSQL: a GIN index with pg_trgm's operator class on `leads.search_text`, which LIKE uses.
 *
 * A term under three characters is no trigram. On SQLite a two-character one is found through
 * the trigrams that start with it (the index's own list of its terms, `fts5vocab`): the search
 * text ends with a line break, so every occurrence starts one. A single character, and any short
 * term on PostgreSQL, scans `search_text`.
 */

export type Dialect = "sqlite" | "postgres";

export function dialectOf(db: Kysely<unknown>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

const TRIGRAM = 3;
const MAX_CODE_POINT = 0x10ffff;

/** Builds the index over the `search_text` already stored (a migration step). */
export async function createSearchIndex(db: Kysely<unknown>) {
  if (dialectOf(db) === "postgres") {
    // pg_trgm is a trusted extension: the database's owner may create it.
    await sql`create extension if not exists pg_trgm`.execute(db);
    // Wherever the extension was installed, whatever the search path says.
    const { rows } = await sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e
      join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
    const schema = sql.id(rows[0]!.schema);
    await sql`create index leads_search_trigrams on leads using gin (search_text ${schema}.gin_trgm_ops)`.execute(
      db,
    );
    return;
  }
  for (const statement of [
    sql`create virtual table leads_search using fts5(search_text, content = 'leads', tokenize = 'trigram')`,
    sql`create trigger leads_search_insert after insert on leads begin
      insert into leads_search (rowid, search_text) values (new.rowid, new.search_text);
    end`,
    sql`create trigger leads_search_delete after delete on leads begin
      insert into leads_search (leads_search, rowid, search_text) values ('delete', old.rowid, old.search_text);
    end`,
    sql`create trigger leads_search_update after update of search_text on leads begin
      insert into leads_search (leads_search, rowid, search_text) values ('delete', old.rowid, old.search_text);
      insert into leads_search (rowid, search_text) values (new.rowid, new.search_text);
    end`,
    sql`insert into leads_search (leads_search) values ('rebuild')`,
  ]) {
    await statement.execute(db);
  }
}

/**
 * SQLite: a deleted lead's trigrams leave the index with it (FTS5's secure-delete), instead of
 * staying in older segments of the index until a merge. The setting is kept in the index's own
 * settings table and checked at every start, so that an index made again since (a migration, a
 * restored dump) has it too; a start that finds it set writes nothing.
 */
export async function eraseDeletedTermsAtOnce(db: Kysely<unknown>) {
  if (dialectOf(db) !== "sqlite") return;
  const { rows } = await sql<{ v: unknown }>`
    select v from leads_search_config where k = 'secure-delete'`.execute(db);
  if (Number(rows[0]?.v) === 1) return;
  await sql`insert into leads_search (leads_search, rank) values ('secure-delete', 1)`.execute(db);
}

export async function dropSearchIndex(db: Kysely<unknown>) {
  if (dialectOf(db) === "postgres") {
    await sql`drop index leads_search_trigrams`.execute(db);
    return;
  }
  for (const trigger of ["leads_search_insert", "leads_search_delete", "leads_search_update"]) {
    await sql`drop trigger ${sql.id(trigger)}`.execute(db);
  }
  await sql`drop table leads_search`.execute(db);
}

/**
 * SQLite: the index's own list of its trigrams, for terms of two characters (made by an earlier
 * version of the inbox migration in some databases, hence "if not exists").
 */
export async function createSearchTermList(db: Kysely<unknown>) {
  if (dialectOf(db) === "sqlite") {
    await sql`create virtual table if not exists leads_search_terms using fts5vocab(leads_search, 'row')`.execute(
      db,
    );
  }
}

export async function dropSearchTermList(db: Kysely<unknown>) {
  if (dialectOf(db) === "sqlite") await sql`drop table leads_search_terms`.execute(db);
}

/** A full-text query of the phrase `text`: its trigrams one after the other, i.e. the text. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** Leads whose rowid is among the full-text query's matches. */
function fullTextMatches(query: string) {
  // The unary plus keeps SQLite from looking up each match by rowid: it walks the index the
  // query sorts or counts by and keeps the rows whose rowid is among the matches.
  return sql<SqlBool>`+leads.rowid in (select rowid from leads_search where leads_search match ${query})`;
}

/** The condition on `leads` that its search text contains `term` (already lower-cased). */
export async function searchTextContains(
  db: Kysely<Database>,
  dialect: Dialect,
  term: string,
): Promise<Expression<SqlBool>> {
  if (dialect === "postgres") {
    // LIKE's own wildcards and escape character stand for themselves.
    const pattern = `%${term.replace(/[\\%_]/g, "\\$&")}%`;
    return sql<SqlBool>`leads.search_text like ${pattern}`;
  }
  const characters = [...term];
  if (characters.length >= TRIGRAM) return fullTextMatches(phrase(term));
  const last = characters.pop()!.codePointAt(0)!;
  if (characters.length === 0 || last === MAX_CODE_POINT) {
    return sql<SqlBool>`+leads.rowid in (select rowid from leads as texts where instr(texts.search_text, ${term}) > 0)`;
  }
  // The trigrams that start with the term: from it up to the next two characters in order.
  const next = characters.join("") + String.fromCodePoint(last + 1);
  const { rows } = await sql<{ term: string }>`
    select term from leads_search_terms where term >= ${term} and term < ${next}`.execute(db);
  if (rows.length === 0) return sql<SqlBool>`1 = 0`;
  return fullTextMatches(rows.map((row) => phrase(row.term)).join(" OR "));
}
