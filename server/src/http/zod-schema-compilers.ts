import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * Validates a route's body, query or params with its zod schema and hands the handler the parsed
 * (trimmed, normalised) value. A failure is reported with its first problem, as the error the API
 * answers with; an absent body is checked as `{}`, so its fields are named as missing. A value
 * that is not an object at all gets `notAnObject`, when the API has one message for that.
 */
export function zodValidatorCompiler(
  invalid: (message: string, field?: string) => Error,
  notAnObject?: string,
): FastifySchemaCompiler<z.ZodType> {
  return ({ schema }) =>
    (data) => {
      const result = schema.safeParse(data ?? {});
      if (result.success) return { value: result.data };
      const issue = result.error.issues[0]!;
      const message =
        notAnObject !== undefined && issue.code === 'invalid_type' && issue.path.length === 0
          ? notAnObject
          : issue.message;
      return { error: invalid(message, issue.path.join('.') || undefined) };
    };
}

/** The JSON Schema of a zod schema as fast-json-stringify and OpenAPI read it. */
function jsonSchemaOf(schema: z.ZodType) {
  const jsonSchema: Record<string, unknown> = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'any',
  });
  // fast-json-stringify would try to load the dialect's meta-schema.
  delete jsonSchema.$schema;
  return jsonSchema;
}

/**
 * Writes answers with fast-json-stringify, compiled from the route's response schema: faster than
 * `JSON.stringify`, and a key the schema does not name never leaves the server.
 */
export const zodSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) =>
  fastJson(jsonSchemaOf(schema) as unknown as Parameters<typeof fastJson>[0]);
