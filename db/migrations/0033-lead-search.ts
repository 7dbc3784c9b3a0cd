import { sql, type Kysely } from "kysely";
import { isPostgres } from "../support/dialect";

/**
 * A full-text index of the leads for the staff inbox search (decision 068), kept by the database itself, so rows
 * written by any code, restored from a backup or migrated are found too.
 *
 * `lead_search_source` is a view that writes each submission's searchable text as one document: names, email, the
 * phone as stored and in its groups ("6045551234 604 555 1234 5551234"), company, how they heard, the message, the
 * quote request's project location, and its schedule's products (id and catalogue title). A later table (staff notes)
 * joins the index by adding its text to this view and a trigger like the quote tables' below.
 *
 * SQLite: `lead_search_documents` holds each submission's document under an integer id (stable through VACUUM, unlike
 * a text-keyed table's rowid), and `lead_search` is an FTS5 index of it (external content; unicode61 with diacritics
 * removed; prefix indexes of 2 and 3 characters), kept by triggers on the documents table. Triggers on submissions,
 * quote_requests and quote_openings rewrite a submission's document when what it is made of changes.
 *
 * PostgreSQL: `lead_search_documents` holds each submission's document as a tsvector ('simple' configuration: names
 * are not English words; lower case, accents taken off, punctuation made spaces by lead_search_fold) with a GIN index,
 * kept by triggers calling lead_search_refresh.
 */

/** The columns of a submission its document is made of: an update of any other column leaves the index alone. */
const SEARCHED_COLUMNS = "first_name, last_name, email, phone, company, message, how_did_you_hear";

function sourceView(postgres: boolean) {
  const joined = postgres ? sql.raw("string_agg") : sql.raw("group_concat");
  return sql`
    create view lead_search_source as
    select
      s.id as submission_id,
      s.first_name || ' ' || s.last_name || ' ' || s.email || ' ' || s.phone || ' ' ||
      case when length(s.phone) = 10 and substr(s.phone, 1, 1) <> '+'
        then substr(s.phone, 1, 3) || ' ' || substr(s.phone, 4, 3) || ' ' || substr(s.phone, 7) || ' ' || substr(s.phone, 4)
        else '' end || ' ' ||
      coalesce(s.company, '') || ' ' || coalesce(s.how_did_you_hear, '') || ' ' || coalesce(s.message, '') || ' ' ||
      coalesce((select q.project_location from quote_requests q where q.submission_id = s.id), '') || ' ' ||
      coalesce((
        select ${joined}(o.product || ' ' || coalesce(p.title, ''), ' ')
        from quote_openings o left join products p on p.id = o.product
        where o.submission_id = s.id
      ), '') as document
    from submissions s`;
}

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`create table lead_search_documents (
    id integer primary key,
    submission_id text not null unique,
    document text not null
  )`.execute(db);
  await sql`create virtual table lead_search using fts5(
    document,
    content = 'lead_search_documents',
    content_rowid = 'id',
    tokenize = 'unicode61 remove_diacritics 2',
    prefix = '2 3'
  )`.execute(db);
  // The FTS5 index follows the documents table.
  await sql`create trigger lead_search_documents_insert after insert on lead_search_documents begin
    insert into lead_search (rowid, document) values (new.id, new.document);
  end`.execute(db);
  await sql`create trigger lead_search_documents_delete after delete on lead_search_documents begin
    insert into lead_search (lead_search, rowid, document) values ('delete', old.id, old.document);
  end`.execute(db);
  await sql`create trigger lead_search_documents_update after update on lead_search_documents begin
    insert into lead_search (lead_search, rowid, document) values ('delete', old.id, old.document);
    insert into lead_search (rowid, document) values (new.id, new.document);
  end`.execute(db);
  // The documents follow the tables they are made of.
  await sql`create trigger lead_search_submission_insert after insert on submissions begin
    insert into lead_search_documents (submission_id, document)
      select submission_id, document from lead_search_source where submission_id = new.id;
  end`.execute(db);
  await sql`create trigger lead_search_submission_update after update of ${sql.raw(SEARCHED_COLUMNS)} on submissions begin
    update lead_search_documents set document = (select document from lead_search_source where submission_id = new.id)
      where submission_id = new.id;
  end`.execute(db);
  await sql`create trigger lead_search_submission_delete after delete on submissions begin
    delete from lead_search_documents where submission_id = old.id;
  end`.execute(db);
  for (const table of ["quote_requests", "quote_openings"]) {
    const refresh = (row: "new" | "old") => sql`
      update lead_search_documents set document = (select document from lead_search_source where submission_id = ${sql.raw(row)}.submission_id)
        where submission_id = ${sql.raw(row)}.submission_id
          and exists (select 1 from submissions where id = ${sql.raw(row)}.submission_id);`;
    await sql`create trigger ${sql.raw(`lead_search_${table}_insert`)} after insert on ${sql.raw(table)} begin ${refresh("new")} end`.execute(db);
    await sql`create trigger ${sql.raw(`lead_search_${table}_update`)} after update on ${sql.raw(table)} begin ${refresh("old")} ${refresh("new")} end`.execute(db);
    await sql`create trigger ${sql.raw(`lead_search_${table}_delete`)} after delete on ${sql.raw(table)} begin ${refresh("old")} end`.execute(db);
  }
  // The rows already there.
  await sql`insert into lead_search_documents (submission_id, document) select submission_id, document from lead_search_source`.execute(db);
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`create table lead_search_documents (
    submission_id text primary key references submissions (id) on delete cascade,
    document tsvector not null
  )`.execute(db);
  await sql`create index lead_search_documents_document on lead_search_documents using gin (document)`.execute(db);
  // Lower case, accents off (decomposed, combining marks dropped), anything but letters and digits a space.
  await sql`create function lead_search_fold(document text) returns text language sql immutable strict
    as $$ select regexp_replace(regexp_replace(normalize(lower(document), NFD), '[\\u0300-\\u036f]', '', 'g'), '[^[:alnum:]]+', ' ', 'g') $$`.execute(db);
  await sql`create function lead_search_refresh(target text) returns void language sql
    as $$ insert into lead_search_documents (submission_id, document) select submission_id, to_tsvector('simple', lead_search_fold(document)) from lead_search_source where submission_id = target on conflict (submission_id) do update set document = excluded.document $$`.execute(
    db,
  );
  // Each body on one line: a backup's script is read statement by statement, a line ending in ";" ending one.
  await sql`create function lead_search_follow_submission() returns trigger language plpgsql
    as $$ begin perform lead_search_refresh(new.id); return null; end $$`.execute(db);
  await sql`create function lead_search_follow_part() returns trigger language plpgsql
    as $$ begin if tg_op <> 'INSERT' then perform lead_search_refresh(old.submission_id); end if; if tg_op <> 'DELETE' then perform lead_search_refresh(new.submission_id); end if; return null; end $$`.execute(
    db,
  );
  await sql`create trigger lead_search_submission after insert or update of ${sql.raw(SEARCHED_COLUMNS)} on submissions
    for each row execute function lead_search_follow_submission()`.execute(db);
  for (const table of ["quote_requests", "quote_openings"]) {
    await sql`create trigger ${sql.raw(`lead_search_${table}`)} after insert or update or delete on ${sql.raw(table)}
      for each row execute function lead_search_follow_part()`.execute(db);
  }
  // The rows already there.
  await sql`insert into lead_search_documents (submission_id, document)
    select submission_id, to_tsvector('simple', lead_search_fold(document)) from lead_search_source`.execute(db);
}

/**
 * The inbox's order (held first, then newest), as listSubmissions writes it, word for word: an index on it lets the
 * first page be read in order instead of sorting every lead, and holds the status for the count.
 */
export const INBOX_ORDER = "case when status = 'held' then 0 else 1 end";

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = await isPostgres(db);
  await sql`create index submissions_inbox_order on submissions ((${sql.raw(INBOX_ORDER)}), created_at desc, id desc, status)`.execute(db);
  await sourceView(postgres).execute(db);
  if (postgres) await upPostgres(db);
  else await upSqlite(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (await isPostgres(db)) {
    await sql`drop trigger if exists lead_search_quote_openings on quote_openings`.execute(db);
    await sql`drop trigger if exists lead_search_quote_requests on quote_requests`.execute(db);
    await sql`drop trigger if exists lead_search_submission on submissions`.execute(db);
    await sql`drop function if exists lead_search_follow_part()`.execute(db);
    await sql`drop function if exists lead_search_follow_submission()`.execute(db);
    await sql`drop function if exists lead_search_refresh(text)`.execute(db);
    await sql`drop function if exists lead_search_fold(text)`.execute(db);
    await sql`drop table if exists lead_search_documents`.execute(db);
  } else {
    for (const table of ["quote_openings", "quote_requests"]) {
      for (const event of ["insert", "update", "delete"]) await sql`drop trigger if exists ${sql.raw(`lead_search_${table}_${event}`)}`.execute(db);
    }
    for (const event of ["insert", "update", "delete"]) {
      await sql`drop trigger if exists ${sql.raw(`lead_search_submission_${event}`)}`.execute(db);
    }
    await sql`drop table if exists lead_search`.execute(db);
    await sql`drop table if exists lead_search_documents`.execute(db);
  }
  await sql`drop view if exists lead_search_source`.execute(db);
  await sql`drop index if exists submissions_inbox_order`.execute(db);
}
