// The column types of schema.generated.ts: what our two drivers return for a column, and what an
// insert or update may send. Kept by hand; the generator names them (src/db/schema-types.ts).
import type { ColumnType } from 'kysely';

/** A column the database fills when an insert leaves it out (a default, a serial). */
export type Generated<T> =
  T extends ColumnType<infer S, infer I, infer U>
    ? ColumnType<S, I | undefined, U>
    : ColumnType<T, T | undefined, T>;
/** int8: a string from pg, a number from PGlite. */
export type Int8 = ColumnType<string | number, string | number | bigint, string | number | bigint>;
/** date and timestamptz: read as Date, written as Date or an ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
declare const jsonParam: unique symbol;
/** A value written to jsonb: only jsonb() in kysely.ts makes one, so both drivers store the same. */
export type JsonParam = string & { readonly [jsonParam]: true };
/** jsonb: read as its value; written through jsonb(). */
export type Json = ColumnType<JsonValue, JsonParam, JsonParam>;
