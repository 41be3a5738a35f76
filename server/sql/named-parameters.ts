/**
 * Statements written with named parameters (`:email`), run with numbered ones (`?1`): D1 binds
 * values by position only. A statement is numbered once (`named`, for a constant when its module
 * loads), and each run binds an object of values by name. A name used twice is one number; a
 * value missing for a name, or given for none, throws rather than binding NULL or the wrong column.
 */

export interface NamedStatement {
  /** The SQL with each name written as its number, `?1` for the first name met. */
  readonly sql: string;
  /** The names in the order of their numbers. */
  readonly names: readonly string[];
}

/** A parameter's name: a colon, then a letter or `_`, then letters, digits and `_`. */
const NAME = /:([A-Za-z_]\w*)/g;
/** SQL string literals and quoted identifiers, which hold no parameter: left as they are. */
const QUOTED = /'[^']*'|"[^"]*"/g;

/** Numbers the names of `sql`, outside its quoted text. */
export function named(sql: string): NamedStatement {
  const names: string[] = [];
  const numbered = (text: string) =>
    text.replace(NAME, (_, name: string) => {
      const index = names.indexOf(name);
      if (index !== -1) return `?${index + 1}`;
      names.push(name);
      return `?${names.length}`;
    });
  let out = '';
  let last = 0;
  for (const quoted of sql.matchAll(QUOTED)) {
    out += numbered(sql.slice(last, quoted.index)) + quoted[0];
    last = quoted.index + quoted[0].length;
  }
  return { sql: out + numbered(sql.slice(last)), names };
}

/** The statement's values in the order of its numbers, from an object of them by name. */
export function bindNamed<Value>(
  statement: NamedStatement,
  values: Readonly<Record<string, Value>>,
): { sql: string; params: Value[] } {
  const unused = Object.keys(values).filter((name) => !statement.names.includes(name));
  if (unused.length > 0) throw new Error(`No parameter is named ${unused.join(', ')} in: ${statement.sql}`);
  const params = statement.names.map((name) => {
    if (!Object.hasOwn(values, name)) throw new Error(`No value for the parameter :${name} of: ${statement.sql}`);
    return values[name] as Value;
  });
  return { sql: statement.sql, params };
}

/** bindNamed as the arguments of a read (SqlRunner's `all`): the SQL, then its values. */
export function namedArgs<Value>(
  statement: NamedStatement,
  values: Readonly<Record<string, Value>>,
): [string, ...Value[]] {
  const { sql, params } = bindNamed(statement, values);
  return [sql, ...params];
}
