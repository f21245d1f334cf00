import { Mail } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import { useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { NOTICE_STATES, type Notice, type NoticeState } from '#shared/contracts/notices'
import { EmptyState } from '#web/components/empty-state'
import { PageHeader } from '#web/components/page-header'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { FormField } from '#web/components/ui/form-field'
import { SelectField } from '#web/components/ui/select-field'
import { Spinner } from '#web/components/ui/spinner'
import { errorMessage } from '#web/lib/error-message'
import { formatInstant } from '#web/lib/dates'
import { useMe } from '#web/lib/session'
import { useNotices } from '../api/get-notices'
import { useRetryNotice } from '../api/retry-notice'

const ANY = 'any'
const stateOf = (value: string | null): NoticeState | undefined =>
  (NOTICE_STATES as readonly string[]).includes(value ?? '') ? (value as NoticeState) : undefined

/** /notices (headmaster): every message the school has sent or is about to send, by day and state, with retry (ADR 021). */
export function NoticesPage() {
  const { t } = useTranslation()
  const { school } = useMe()
  const [search, setSearch] = useSearchParams()
  const date = search.get('date') ?? ''
  const state = stateOf(search.get('state'))
  const page = Math.max(1, Number(search.get('page') ?? 1) || 1)
  const notices = useNotices({ ...(date ? { date } : {}), ...(state ? { state } : {}), page })
  const retry = useRetryNotice()
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(search)
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value)
      else next.delete(key)
    }
    if (!('page' in changes)) next.delete('page')
    setSearch(next)
  }
  const when = (iso: string) => formatInstant(iso, school.timeZone)

  return (
    <>
      <PageHeader title={t('notices.page.title')} subtitle={t('notices.page.intro')} />
      {notices.data ? (
        <p className="mb-4 rounded-lg border border-border bg-surface px-3 py-2 text-sm text-muted">
          {t(`notices.page.transport${notices.data.transport === 'none' ? 'None' : notices.data.transport === 'smtp' ? 'Smtp' : 'Webhook'}`)}
        </p>
      ) : null}
      <div className="mb-4 grid max-w-xl gap-3 sm:grid-cols-2">
        <FormField label={t('notices.page.date')} type="date" value={date} onChange={(event) => set({ date: event.target.value })} />
        <SelectField label={t('notices.page.state')} value={state ?? ANY} onChange={(value) => set({ state: value === ANY ? '' : value })}>
          <option value={ANY}>{t('notices.page.anyState')}</option>
          {NOTICE_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`notices.page.states.${s}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {notices.isPending ? (
        <p role="status" className="flex items-center gap-2 py-8 text-muted">
          <Spinner /> {t('app.loading')}
        </p>
      ) : notices.isError ? (
        <div role="alert" className="space-y-3 rounded-lg border border-danger bg-danger-soft px-3 py-3 text-sm font-medium text-danger">
          <p>
            {t('notices.page.loadFailed')} {errorMessage(notices.error)}
          </p>
          <Button variant="secondary" onClick={() => void notices.refetch()}>
            {t('app.retry')}
          </Button>
        </div>
      ) : notices.data.notices.length === 0 ? (
        <EmptyState icon={Mail} title={t('notices.page.empty')} body={t('notices.page.emptyHint')} />
      ) : (
        <>
          <ul className="space-y-3" aria-busy={notices.isFetching || undefined}>
            {notices.data.notices.map((notice) => (
              <NoticeItem key={notice.id} notice={notice} when={when} onRetry={async () => {
                try {
                  await retry.mutateAsync(notice.id)
                  toast.success(t('notices.page.retried'))
                } catch (error) {
                  toast.error(errorMessage(error))
                }
              }} />
            ))}
          </ul>
          <Pages page={notices.data.page} total={notices.data.total} pageSize={notices.data.pageSize} onPage={(p) => set({ page: String(p) })} />
        </>
      )}
    </>
  )
}

function NoticeItem({ notice, when, onRetry }: { notice: Notice; when: (iso: string) => string; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <li className="rounded-xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-medium text-fg [overflow-wrap:anywhere]">{notice.subject}</p>
        <Badge tone={notice.state === 'sent' ? 'accent' : 'neutral'} className={notice.state === 'failed' ? 'border-danger text-danger' : undefined}>
          {t(`notices.page.states.${notice.state}`)}
        </Badge>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t('notices.page.recipient')}</dt>
        <dd className="text-fg [overflow-wrap:anywhere]">
          {notice.recipientName} · {notice.address}
        </dd>
        <dt className="text-muted">{t('notices.page.channel')}</dt>
        <dd className="text-fg">{t(`notices.page.channels.${notice.channel}`)}</dd>
        <dt className="text-muted">{t('notices.page.created')}</dt>
        <dd className="text-fg">{when(notice.createdAt)}</dd>
        {notice.sentAt ? (
          <>
            <dt className="text-muted">{t('notices.page.sent')}</dt>
            <dd className="text-fg">{when(notice.sentAt)}</dd>
          </>
        ) : null}
        <dt className="text-muted">{t('notices.page.tries')}</dt>
        <dd className="text-fg">{notice.tries}</dd>
        {notice.lastError ? (
          <>
            <dt className="text-muted">{t('notices.page.lastError')}</dt>
            <dd className="text-danger [overflow-wrap:anywhere]">{notice.lastError}</dd>
          </>
        ) : null}
      </dl>
      {notice.state === 'failed' ? (
        <Button variant="secondary" className="mt-3" onClick={onRetry}>
          {t('notices.page.retry')}
        </Button>
      ) : null}
    </li>
  )
}

function Pages({ page, total, pageSize, onPage }: { page: number; total: number; pageSize: number; onPage: (page: number) => void }) {
  const { t } = useTranslation()
  const last = Math.max(1, Math.ceil(total / pageSize))
  if (last === 1) return null
  return (
    <nav aria-label={t('notices.page.title')} className="mt-4 flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.previous')}
      </Button>
      <span className="text-sm text-muted">{`${page} / ${last}`}</span>
      <Button variant="secondary" disabled={page >= last} onClick={() => onPage(page + 1)}>
        {t('common.next')}
      </Button>
    </nav>
  )
}
