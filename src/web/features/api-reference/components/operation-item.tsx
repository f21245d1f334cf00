import { useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import type { Content, Listed, Operation } from '../openapi-types'
import { ErrorAnswers } from './error-answers'
import { type Schemas, SchemaFields, typeOf } from './schema-fields'

const JSON_TYPE = 'application/json'
const EVENTS_TYPE = 'text/event-stream'

/** What a body or an answer holds: JSON fields, a stream of events, or a file of these types. */
function ContentFields({ content, schemas, file }: { content: Content | undefined; schemas: Schemas; file: 'file' | 'upload' }) {
  const { t } = useTranslation()
  if (!content) return <p className="text-sm text-muted">{t('apiReference.noBody')}</p>
  const json = content[JSON_TYPE]?.schema
  const events = content[EVENTS_TYPE]?.schema
  if (json) return <SchemaFields schema={json} schemas={schemas} />
  if (events) {
    return (
      <>
        <p className="text-sm text-muted">{t('apiReference.events')}</p>
        <SchemaFields schema={events} schemas={schemas} />
      </>
    )
  }
  const types = Object.keys(content).join(', ')
  return <p className="text-sm text-muted">{file === 'upload' ? t('apiReference.upload', { types }) : t('apiReference.file', { types })}</p>
}

function Who({ operation }: { operation: Operation }) {
  const { t } = useTranslation()
  if (operation.security.length === 0) return <>{t('apiReference.anyone')}</>
  return <>{operation['x-roles'].map((role) => t(`roles.${role}`)).join(', ')}</>
}

/**
 * One operation: method and path, what it does, who may call it, and (opened on demand) its fields. The fields are
 * put into the page when first opened: all of them closed were 19,000 of the page's 21,000 elements, which a phone
 * lays out and keeps for nothing (they are all in the JSON description too).
 */
export function OperationItem({ listed, schemas }: { listed: Listed; schemas: Schemas }) {
  const { t } = useTranslation()
  const { method, path, operation } = listed
  const [opened, setOpened] = useState(false)
  return (
    <li className="rounded-xl border border-border bg-surface p-4" data-testid={`operation-${operation.operationId}`}>
      <h3 className="flex flex-wrap items-center gap-2">
        <span className="rounded-md bg-surface-muted px-2 py-0.5 font-mono text-xs font-bold text-fg">{method.toUpperCase()}</span>
        <code className="font-mono text-sm text-fg [overflow-wrap:anywhere]">{path}</code>
      </h3>
      <p className="mt-1 font-medium text-fg">{operation.summary}</p>
      {/* The document's description ends with the access in its own words; the page says it below, in the reader's language. */}
      <p className="text-sm text-muted">{operation.description.split('\n\n')[0]}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 text-sm">
        <dt className="text-muted">{t('apiReference.who')}</dt>
        <dd className="text-fg">
          <Who operation={operation} />
        </dd>
      </dl>
      <details className="mt-2" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
        <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium text-fg">{t('apiReference.fields')}</summary>
        {opened ? <OperationFields operation={operation} schemas={schemas} /> : null}
      </details>
    </li>
  )
}

/** An operation's parameters, body, answer and errors. */
function OperationFields({ operation, schemas }: { operation: Operation; schemas: Schemas }) {
  const { t } = useTranslation()
  const [status, success] = Object.entries(operation.responses).find(([code]) => code.startsWith('2')) ?? ['200', undefined]
  const parameters = operation.parameters ?? []
  return (
    <div className="space-y-3">
      {parameters.length > 0 ? (
        <div>
          <h4 className="text-sm font-semibold text-fg">{t('apiReference.parameters')}</h4>
          <ul className="space-y-1 border-l border-border pl-3">
            {parameters.map((p) => (
              <li key={`${p.in}-${p.name}`} className="text-sm">
                <code className="font-mono font-semibold text-fg">{p.name}</code> <span className="text-muted">({p.in})</span>{' '}
                <code className="font-mono text-muted [overflow-wrap:anywhere]">{p.schema ? typeOf(p.schema, schemas) : ''}</code>
                {p.required ? <span className="ml-2 text-xs font-semibold text-fg">{t('apiReference.required')}</span> : null}
                {p.description ? <span className="block text-muted">{p.description}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {operation.requestBody ? (
        <div>
          <h4 className="text-sm font-semibold text-fg">{t('apiReference.body')}</h4>
          <ContentFields content={operation.requestBody.content} schemas={schemas} file="upload" />
        </div>
      ) : null}
      <div>
        <h4 className="text-sm font-semibold text-fg">
          {t('apiReference.response')} <code className="font-mono text-muted">{status}</code>
        </h4>
        <ContentFields content={success?.content} schemas={schemas} file="file" />
      </div>
      <ErrorAnswers responses={operation.responses} />
    </div>
  )
}
