// @vitest-environment node
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { bindNamed, named, namedArgs } from '../../../../server/sql/named-parameters';

describe('named', () => {
  it.each([
    ['no parameter', 'SELECT 1', 'SELECT 1', []],
    ['one', 'SELECT * FROM leads WHERE email_key = :key', 'SELECT * FROM leads WHERE email_key = ?1', ['key']],
    ['in the order met', 'VALUES (:b, :a, :c)', 'VALUES (?1, ?2, ?3)', ['b', 'a', 'c']],
    [
      'a name used twice, one number',
      'WHERE a = :id OR b = :id OR c = :other',
      'WHERE a = ?1 OR b = ?1 OR c = ?2',
      ['id', 'other'],
    ],
    ['digits and underscores', 'LIMIT :page_rows2', 'LIMIT ?1', ['page_rows2']],
    ['nothing inside quotes', `SELECT ':not' || "x:y" || :yes`, `SELECT ':not' || "x:y" || ?1`, ['yes']],
    ['a time in a literal', `WHERE t > '10:00' AND u = :u`, `WHERE t > '10:00' AND u = ?1`, ['u']],
  ])('%s', (_, sql, numbered, names) => {
    expect(named(sql)).toEqual({ sql: numbered, names });
  });
});

describe('bindNamed', () => {
  const statement = named('SELECT :a AS a, :b AS b, :a AS again');

  it.each([
    ['values by number', { a: 'x', b: 2 }, ['x', 2]],
    ['in any order given', { b: null, a: 'y' }, ['y', null]],
  ])('%s', (_, values, params) => {
    expect(bindNamed(statement, values)).toEqual({ sql: 'SELECT ?1 AS a, ?2 AS b, ?1 AS again', params });
  });

  it.each([
    ['a missing name', { a: 'x' }, /No value for the parameter :b/],
    ['a value no parameter names', { a: 'x', b: 1, c: 2 }, /No parameter is named c/],
  ])('throws for %s', (_, values, error) => {
    expect(() => bindNamed(statement, values)).toThrow(error);
  });

  it('gives the arguments of a read: the SQL, then its values', () => {
    expect(namedArgs(statement, { b: 2, a: 'x' })).toEqual(['SELECT ?1 AS a, ?2 AS b, ?1 AS again', 'x', 2]);
  });

  it('binds as SQLite reads them: a name used twice is the same value', () => {
    const db = new DatabaseSync(':memory:');
    const { sql, params } = bindNamed(statement, { a: 'x', b: 2 });
    expect(db.prepare(sql).get(...params)).toEqual({ a: 'x', b: 2, again: 'x' });
    db.close();
  });
});
