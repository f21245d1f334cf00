import { type Ref, useMemo, useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import type { ImportAction, ImportCreation, ImportIssue, ImportPreview } from '#shared/contracts/csv-import'
import { Button } from '#web/components/ui/button'
import { cn } from '#web/lib/cn'
import { formatCount } from '#web/lib/numbers'

/** Rows drawn at first and per "Show more": a 5,000-row file stays quick on a phone; the counts stay exact. */
const ROWS_PER_STEP = 100

/** The counts, what happens next, and the rows with their errors: what a person checks before Apply. */
export function ImportPreviewView({ preview, fileName, headingRef }: { preview: ImportPreview; fileName: string; headingRef?: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation()
  const { counts } = preview
  const facts = [
    ['toAdd', counts.add],
    ['toUpdate', counts.update],
    ['unchanged', counts.unchanged],
    ['withErrors', counts.invalid],
  ] as const
  return (
    <section aria-labelledby="import-summary" className="space-y-4">
      <div>
        <h3 id="import-summary" ref={headingRef} tabIndex={-1} className="text-base font-semibold outline-none">
          {t('import.dialog.summary')}
        </h3>
        <p className="mt-0.5 text-sm break-all text-muted">{t('import.dialog.fileName', { name: fileName })}</p>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {facts.map(([key, value]) => (
          <div
            key={key}
            className={cn(
              'rounded-lg border border-border bg-surface-muted px-3 py-2',
              key === 'withErrors' && value > 0 && 'border-danger bg-danger-soft text-danger',
            )}
          >
            <dt className="text-xs font-medium">{t(`import.dialog.${key}`)}</dt>
            <dd className="text-xl font-bold tabular-nums">{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
      {counts.invalid > 0 ? (
        <p role="alert" className="rounded-lg border border-danger bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
          {t('import.dialog.fixAndRetry', { count: counts.invalid })}
        </p>
      ) : (
        <p role="status" className="text-sm text-fg">
          {counts.add + counts.update === 0 ? t('import.dialog.nothingToDo') : t('import.dialog.ready')}
        </p>
      )}
      {preview.ignoredColumns.length > 0 ? (
        <p className="text-sm text-muted">{t('import.dialog.ignoredColumns', { columns: preview.ignoredColumns.join(', ') })}</p>
      ) : null}
      <ImportRows preview={preview} />
    </section>
  )
}

function ImportRows({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation()
  const hasErrors = preview.counts.invalid > 0
  const [onlyErrors, setOnlyErrors] = useState(hasErrors)
  const [limit, setLimit] = useState(ROWS_PER_STEP)
  const issuesByLine = useMemo(() => {
    const byLine = new Map<number, ImportIssue[]>()
    for (const issue of preview.issues) byLine.set(issue.line, [...(byLine.get(issue.line) ?? []), issue])
    return byLine
  }, [preview.issues])
  const createsByLine = useMemo(() => {
    const byLine = new Map<number, ImportCreation[]>()
    for (const creation of preview.creates) byLine.set(creation.line, [...(byLine.get(creation.line) ?? []), creation])
    return byLine
  }, [preview.creates])
  const rows = useMemo(
    () => (onlyErrors ? preview.rows.filter((r) => issuesByLine.has(r.line)) : preview.rows),
    [onlyErrors, preview.rows, issuesByLine],
  )
  const shown = rows.slice(0, limit)
  const choose = (errors: boolean) => {
    setOnlyErrors(errors)
    setLimit(ROWS_PER_STEP)
  }

  return (
    <div className="space-y-2">
      {hasErrors && preview.counts.invalid < preview.counts.rows ? (
        <div role="group" aria-label={t('import.dialog.showRows')} className="flex flex-wrap gap-2">
          {([true, false] as const).map((errors) => (
            <Button
              key={String(errors)}
              variant={onlyErrors === errors ? 'primary' : 'secondary'}
              aria-pressed={onlyErrors === errors}
              onClick={() => choose(errors)}
            >
              {errors ? t('import.dialog.showErrors') : t('import.dialog.showAll')}
            </Button>
          ))}
        </div>
      ) : null}
      <div className="max-h-[40dvh] overflow-auto rounded-lg border border-border" tabIndex={0} role="region" aria-label={t('import.dialog.rows')}>
        <table className="w-full border-collapse text-left text-sm">
          <thead className="sticky top-0 z-10 bg-surface-muted text-xs text-muted">
            <tr>
              <th scope="col" className="px-2 py-2 font-semibold">{t('import.dialog.line')}</th>
              <th scope="col" className="px-2 py-2 font-semibold">{t('import.dialog.name')}</th>
              <th scope="col" className="px-2 py-2 font-semibold">{t('import.dialog.action')}</th>
              <th scope="col" className="px-2 py-2 font-semibold">{t('import.dialog.problems')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => {
              const issues = issuesByLine.get(row.line)
              return (
                <tr key={row.line} className="border-t border-border align-top">
                  <td className="px-2 py-2 tabular-nums">{row.line}</td>
                  <td className="px-2 py-2 break-words">{row.name || '—'}</td>
                  <td className="px-2 py-2">
                    <ActionBadge action={row.action} />
                    {createsByLine.get(row.line)?.map((creation) => (
                      <span key={creation.field} className="mt-1 block text-xs font-medium text-accent-soft-fg">
                        {t(creation.kind === 'class' ? 'importMissing.newClass' : 'importMissing.newDepartment')}: {creation.name}
                      </span>
                    ))}
                  </td>
                  <td className="px-2 py-2">
                    {issues ? (
                      <ul className="space-y-1 text-danger">
                        {issues.map((issue, i) => (
                          <li key={i}>{issue.field ? t('import.dialog.issue', { field: issue.field, message: issue.message }) : issue.message}</li>
                        ))}
                      </ul>
                    ) : (
                      <span className="text-muted">—</span>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      {rows.length > shown.length ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted">
            {t('import.dialog.showing', { shown: formatCount(shown.length), total: formatCount(rows.length) })}
          </p>
          <Button variant="secondary" onClick={() => setLimit((n) => n + ROWS_PER_STEP * 5)}>
            {t('import.dialog.showMore')}
          </Button>
        </div>
      ) : null}
    </div>
  )
}

const ACTION_TONES: Record<ImportAction, string> = {
  add: 'border-accent bg-accent-soft text-accent-soft-fg',
  update: 'border-input text-fg bg-surface',
  unchanged: 'border-border text-muted bg-surface-muted',
}

function ActionBadge({ action }: { action: ImportAction }) {
  const { t } = useTranslation()
  return (
    <span className={cn('inline-flex rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap', ACTION_TONES[action])}>
      {t(`import.dialog.actions.${action}`)}
    </span>
  )
}
