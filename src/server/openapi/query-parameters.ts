import { z, type ZodType } from 'zod'

interface JsonSchema {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  allOf?: JsonSchema[]
  description?: string
}

/**
 * A query that is not one zod object (an export's `format` joined with a report's query by `.and()`):
 * zod-openapi takes only objects as parameters, so the query's input JSON Schema (zod's own
 * z.toJSONSchema) is flattened into one parameter per property.
 */
export function queryParameters(schema: ZodType) {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  const parts = json.allOf ?? [json]
  return parts.flatMap((part) =>
    Object.entries(part.properties ?? {}).map(([name, property]) => ({
      in: 'query' as const,
      name,
      required: (part.required ?? []).includes(name),
      ...(property.description ? { description: property.description } : {}),
      schema: property as Record<string, unknown>,
    })),
  )
}
