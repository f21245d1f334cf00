import { useTranslation } from '#web/lib/translation'
import { Badge } from '#web/components/ui/badge'
import type { JsonSchema } from '../openapi-types'

export type Schemas = Record<string, JsonSchema>

const REF = '#/components/schemas/'
const MAX_DEPTH = 5

/** A `$ref` to a shared schema, followed. */
export function resolve(schema: JsonSchema, schemas: Schemas): JsonSchema {
  return schema.$ref?.startsWith(REF) ? resolve(schemas[schema.$ref.slice(REF.length)] ?? {}, schemas) : schema
}

const alternatives = (schema: JsonSchema) => schema.oneOf ?? schema.anyOf ?? []
const isNull = (schema: JsonSchema) => schema.type === 'null'

/** A schema's type in one line, as a programmer reads it: `string`, `"csv" | "xlsx"`, `object[]`, `string | null`. */
export function typeOf(given: JsonSchema, schemas: Schemas): string {
  const schema = resolve(given, schemas)
  if (schema.const !== undefined) return JSON.stringify(schema.const)
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ')
  if (alternatives(schema).length > 0) return [...new Set(alternatives(schema).map((s) => typeOf(s, schemas)))].join(' | ')
  if (Array.isArray(schema.type)) return schema.type.join(' | ')
  if (schema.type === 'array') {
    const items = schema.items ? typeOf(schema.items, schemas) : 'unknown'
    return items.includes(' | ') ? `(${items})[]` : `${items}[]`
  }
  if (schema.properties || schema.allOf) return 'object'
  if (schema.type === 'string' && schema.format) return `string (${schema.format})`
  return schema.type ?? 'unknown'
}

/** The objects whose fields a schema shows: itself, an array's items, the one object of a nullable union, or each alternative of a union. */
function objectsIn(given: JsonSchema, schemas: Schemas): JsonSchema[] {
  const schema = resolve(given, schemas)
  if (schema.properties) return [schema]
  if (schema.allOf) return [{ properties: Object.assign({}, ...schema.allOf.map((s) => resolve(s, schemas).properties)), required: schema.allOf.flatMap((s) => resolve(s, schemas).required ?? []) }]
  if (schema.type === 'array' && schema.items) return objectsIn(schema.items, schemas)
  return alternatives(schema).filter((s) => !isNull(s)).flatMap((s) => objectsIn(s, schemas))
}

/** A schema's fields, nested as deep as they go (a few levels): name, type, whether it may be left out, what it means. */
export function SchemaFields({ schema, schemas, depth = 0 }: { schema: JsonSchema; schemas: Schemas; depth?: number }) {
  const { t } = useTranslation()
  const objects = depth < MAX_DEPTH ? objectsIn(schema, schemas) : []
  if (objects.length === 0) return null
  const lists = objects.map((object, index) => (
    <ul key={index} className="space-y-1 border-l border-border pl-3">
      {Object.entries(object.properties ?? {}).map(([name, property]) => (
        <li key={name} className="text-sm">
          <code className="font-mono font-semibold text-fg">{name}</code> <code className="font-mono text-muted [overflow-wrap:anywhere]">{typeOf(property, schemas)}</code>
          {/* Most fields are required: the few that may be left out say so. */}
          {object.required?.includes(name) ? null : (
            <Badge tone="neutral" className="ml-2 align-middle">
              {t('apiReference.optional')}
            </Badge>
          )}
          {resolve(property, schemas).description ? <span className="block text-muted">{resolve(property, schemas).description}</span> : null}
          <SchemaFields schema={property} schemas={schemas} depth={depth + 1} />
        </li>
      ))}
    </ul>
  ))
  if (objects.length === 1) return <div className="mt-1">{lists}</div>
  return (
    <div className="mt-1 space-y-2">
      <p className="text-sm text-muted">{t('apiReference.oneOf')}</p>
      {lists}
    </div>
  )
}
