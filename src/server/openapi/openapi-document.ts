import { z } from 'zod'

/** The answer of GET /api/openapi.json, as far as a schema says anything useful about an OpenAPI document. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string().meta({ description: '3.1.x' }),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
})
