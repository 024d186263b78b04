// Kysely as a typed query builder only: queries are compiled here and run through our own Db
// (db.ts), so transactions, both drivers, statement timeouts and the tests' failing Dbs still apply.
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type Compilable,
  type RawBuilder,
  type InferResult,
} from 'kysely';
import { json, type Queryable } from './db.ts';
import type { JsonParam } from './column-types.ts';
import type { Database } from './schema.generated.ts';

/** Builds queries against the generated schema; it has no connection and never executes one. */
export const qb = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** Runs a built query on `db` (the database or an open transaction); returns its typed rows. */
export async function run<Q extends Compilable>(db: Queryable, query: Q): Promise<InferResult<Q>[number][]> {
  const compiled = query.compile();
  return db.query<InferResult<Q>[number]>(compiled.sql, compiled.parameters);
}

/** Runs a built query and returns its first row, or undefined when there is none. */
export async function runOne<Q extends Compilable>(
  db: Queryable,
  query: Q,
): Promise<InferResult<Q>[number] | undefined> {
  const rows = await run(db, query);
  return rows[0];
}

/** A value for a jsonb column, sent as text and cast, so that pg and PGlite store the same JSON. */
export function jsonb(value: unknown): RawBuilder<JsonParam> {
  return sql<JsonParam>`${json(value)}::text::jsonb`;
}

/** A calendar day written YYYY-MM-DD, compared with a date column as a date. */
export function calendarDay(isoDay: string): RawBuilder<Date> {
  return sql<Date>`${isoDay}::date`;
}

/** Runs a statement written as a `sql` template (what the builder can't say better); its typed rows. */
export async function runSql<R>(db: Queryable, query: RawBuilder<R>): Promise<R[]> {
  const compiled = query.compile(qb);
  return db.query<R>(compiled.sql, compiled.parameters);
}

/**
 * A query whose shape never changes, built and compiled once: `build` runs once with a placeholder
 * for each of its arguments, and each call sends that SQL with its own values. For reads on a hot
 * path, where building and compiling a query (~70 µs for a detail read) is a tenth of the statement.
 * `build` must not branch on its arguments.
 */
export function prepared<A extends unknown[], Q extends Compilable>(build: (...args: A) => Q) {
  const placeholders = Array.from({ length: build.length }, (_, index) => Symbol(`argument ${index}`));
  // The placeholders stand for the arguments only while compiling; no value is ever sent for them.
  const compiled = build(...(placeholders as unknown as A)).compile();
  const slots = compiled.parameters.map((value) => placeholders.indexOf(value as symbol));
  return (db: Queryable, ...args: A): Promise<InferResult<Q>[number][]> =>
    db.query<InferResult<Q>[number]>(
      compiled.sql,
      compiled.parameters.map((value, index) => {
        const slot = slots[index] as number;
        return slot === -1 ? value : args[slot];
      }),
    );
}
