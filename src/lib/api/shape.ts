/**
 * Declared shapes for data from outside, checked where it arrives: each endpoint of src/lib/api/
 * states what it accepts, once, and reads nothing it did not check. A handful of checks rather
 * than a schema library: measured on these shapes, valibot adds 1.9 KB (gzip) and zod/mini 6.4 KB
 * to /analysis, a page within 2 KB of its 85 KB budget.
 */
import { isRecord } from '../is-record.ts';

/** A check that tells TypeScript what the value is once it passes. */
export type Shape<T> = (value: unknown) => value is T;
type ShapeOf<S> = S extends Shape<infer T> ? T : never;

export const unknown: Shape<unknown> = (_value): _value is unknown => true;
export const number: Shape<number> = (value): value is number => typeof value === 'number' && Number.isFinite(value);

export const literal =
  <const T extends string>(expected: T): Shape<T> =>
  (value): value is T =>
    value === expected;

export const either =
  <A, B>(a: Shape<A>, b: Shape<B>): Shape<A | B> =>
  (value): value is A | B =>
    a(value) || b(value);

/** A JSON object with at least these fields, each of its shape; other fields are ignored. */
export function object<F extends Record<string, Shape<unknown>>>(fields: F): Shape<{ [K in keyof F]: ShapeOf<F[K]> }> {
  const entries = Object.entries(fields);
  return (value): value is { [K in keyof F]: ShapeOf<F[K]> } =>
    isRecord(value) && entries.every(([name, shape]) => shape(value[name]));
}
