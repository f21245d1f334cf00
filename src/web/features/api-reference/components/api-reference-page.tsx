import { FileJson } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import { PageHeader } from '#web/components/page-header'
import { Button } from '#web/components/ui/button'
import { Spinner } from '#web/components/ui/spinner'
import { errorMessage } from '#web/lib/error-message'
import { useApiDescription } from '../api/get-api-description'
import type { ApiDescription, Listed } from '../openapi-types'
import { OperationItem } from './operation-item'

/** The document's operations under each of its tags, in the document's order. */
function byTag(description: ApiDescription) {
  const listed: Listed[] = Object.entries(description.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method, path, operation })),
  )
  return description.tags
    .map((tag) => ({ tag, operations: listed.filter((l) => l.operation.tags[0] === tag.name) }))
    .filter((group) => group.operations.length > 0)
}

/**
 * /api-reference (headmaster): the API as the server describes itself at GET /api/openapi.json (ADR 031), grouped
 * by tag, each operation with its method, path, summary, who may call it and its fields. The operations' own texts
 * are the document's (English); this page's own are translated.
 */
export function ApiReferencePage() {
  const { t } = useTranslation()
  const description = useApiDescription()
  return (
    <>
      <PageHeader
        title={t('apiReference.title')}
        subtitle={t('apiReference.intro')}
        actions={
          <a href="/api/openapi.json" className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-border px-3 text-sm font-medium text-fg hover:bg-surface-muted">
            <FileJson aria-hidden className="size-4" />
            {t('apiReference.download')}
          </a>
        }
      />
      {description.isPending ? (
        <p role="status" className="flex items-center gap-2 py-8 text-muted">
          <Spinner /> {t('apiReference.loading')}
        </p>
      ) : description.isError ? (
        <div role="alert" className="space-y-3 rounded-lg border border-danger bg-danger-soft px-3 py-3 text-sm font-medium text-danger">
          <p>
            {t('apiReference.loadFailed')} {errorMessage(description.error)}
          </p>
          <Button variant="secondary" onClick={() => void description.refetch()}>
            {t('app.retry')}
          </Button>
        </div>
      ) : (
        <div className="space-y-8">
          {byTag(description.data).map(({ tag, operations }) => (
            <section key={tag.name} aria-labelledby={`tag-${tag.name}`}>
              <h2 id={`tag-${tag.name}`} className="text-lg font-semibold text-fg">
                {tag['x-displayName'] ?? tag.name}
              </h2>
              <p className="mb-3 text-sm text-muted">
                {tag.description} · {t('apiReference.operations', { count: operations.length })}
              </p>
              <ul className="space-y-3">
                {operations.map((listed) => (
                  <OperationItem key={listed.operation.operationId} listed={listed} schemas={description.data.components?.schemas ?? {}} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </>
  )
}
