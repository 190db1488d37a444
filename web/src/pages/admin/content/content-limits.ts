import { z } from 'zod';
import { siteContentSchema } from '../../../../../shared/site-content/schema.ts';

/** The schema of a field inside a photo (nullable) or an address that may be empty (a union). */
function unwrapped(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodNullable) return unwrapped(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodUnion) return unwrapped(schema.options[0] as z.ZodType);
  return schema;
}

function schemaAt(path: string): z.ZodType | undefined {
  let schema: z.ZodType | undefined = siteContentSchema;
  for (const step of path.split('.')) {
    const container: z.ZodType = unwrapped(schema);
    if (container instanceof z.ZodObject) schema = container.shape[step] as z.ZodType | undefined;
    else if (container instanceof z.ZodArray) schema = container.element as z.ZodType;
    else return undefined;
    if (!schema) return undefined;
  }
  return unwrapped(schema);
}

/**
 * How many characters the shared schema takes at `path`, so the form counts against the same
 * limit the server checks.
 */
export function maxLengthAt(path: string): number | undefined {
  const schema = schemaAt(path);
  return schema && 'maxLength' in schema && typeof schema.maxLength === 'number'
    ? schema.maxLength
    : undefined;
}
