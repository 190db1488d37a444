import type { SiteContent } from '../../../../../shared/site-content/schema.ts';

type Prefixed<Key extends string, T, V> =
  ([T] extends [V] ? Key : never) | (T extends object ? `${Key}.${PathIn<T, V>}` : never);

/** Every dotted path in `T` (`about.founders.0.name`) whose value is a `V`. */
type PathIn<T, V> = T extends readonly (infer Item)[]
  ? Prefixed<`${number}`, Item, V>
  : T extends object
    ? { [Key in keyof T & string]: Prefixed<Key, T[Key], V> }[keyof T & string]
    : never;

/**
 * A place in the content document, as the schema's issues and the server's refusals name it
 * (`about.founders.0.name`); typed by what it holds, so a field cannot name a wrong one.
 */
export type ContentPath<V> = PathIn<SiteContent, V>;

const steps = (path: string) => path.split('.');

/** What the document holds at `path`. */
export function valueAt<V>(content: SiteContent, path: ContentPath<V>): V {
  let value: unknown = content;
  for (const step of steps(path)) value = (value as Record<string, unknown>)[step];
  return value as V;
}

function replaced(container: unknown, [step, ...rest]: string[], value: unknown): unknown {
  const inside = rest.length === 0 ? value : replaced((container as never)[step!], rest, value);
  if (Array.isArray(container)) {
    return container.map((item, index) => (String(index) === step ? inside : item));
  }
  return { ...(container as object), [step!]: inside };
}

/** The document with `value` at `path`, everything else shared with `content`. */
export const withValueAt = <V>(content: SiteContent, path: ContentPath<V>, value: V) =>
  replaced(content, steps(path), value) as SiteContent;

/** `path` is `ancestor` or lies inside it. */
export const isWithin = (path: string, ancestor: string) =>
  path === ancestor || path.startsWith(`${ancestor}.`);
