import type { CompiledQuery, Compilable } from 'kysely';
import type { Queryable } from './queryable.ts';

/**
 * A query for the hottest paths, compiled on its first run; later runs only swap in their
 * parameters. Kysely's builder costs more than SQLite's own primary-key lookup, so a query made on
 * every authenticated request is built once instead of on each call. One instance per store: the
 * compiled SQL is that store's dialect.
 */
export function reusableQuery<Row, Args extends string[]>(
  build: (db: Queryable, ...placeholders: Args) => Compilable<Row>,
) {
  let compiled: CompiledQuery<Row> | undefined;
  // One marker per parameter after `db`, counted from `build`'s declared arity.
  const placeholders = Array.from(
    { length: build.length - 1 },
    (_, index) => `\u0000placeholder-${index}\u0000`,
  ) as Args;

  return async function run(db: Queryable, ...args: Args): Promise<Row[]> {
    compiled ??= build(db, ...placeholders).compile();
    const parameters = compiled.parameters.map((value) => {
      const index = placeholders.indexOf(value as Args[number]);
      return index === -1 ? value : args[index];
    });
    const result = await db.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  };
}
