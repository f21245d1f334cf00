import type { Role } from '#shared/roles'

/** The parts of the OpenAPI 3.1 document (src/server/openapi/document.ts) this page reads. */
export interface JsonSchema {
  $ref?: string
  type?: string | string[]
  format?: string
  enum?: unknown[]
  const?: unknown
  default?: unknown
  description?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  additionalProperties?: JsonSchema | boolean
  contentMediaType?: string
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie'
  name: string
  required?: boolean
  description?: string
  schema?: JsonSchema
}

export interface Content {
  [mediaType: string]: { schema?: JsonSchema }
}

export interface Operation {
  operationId: string
  tags: string[]
  summary: string
  description: string
  parameters?: Parameter[]
  requestBody?: { description?: string; content: Content }
  responses: Record<string, { description: string; content?: Content }>
  'x-access': string
  'x-roles': Role[]
  security: Record<string, string[]>[]
}

export interface ApiDescription {
  openapi: string
  info: { title: string; version: string }
  tags: { name: string; description: string; 'x-displayName'?: string }[]
  paths: Record<string, Record<string, Operation>>
  components?: { schemas?: Record<string, JsonSchema> }
}

/** One operation as the page lists it. */
export interface Listed {
  method: string
  path: string
  operation: Operation
}
