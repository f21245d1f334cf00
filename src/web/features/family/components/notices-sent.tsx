import { useTranslation } from '#web/lib/translation'
import type { ChildNoticesResponse } from '#shared/contracts/families'
import { Card, CardDescription, CardTitle } from '#web/components/ui/card'
import { Spinner } from '#web/components/ui/spinner'
import { formatInstant } from '#web/lib/dates'
import { useMe } from '#web/lib/session'
import { useChildNotices } from '../api/get-child-notices'

type Notice = ChildNoticesResponse['notices'][number]

/** The notices the school sent this parent about the child, on the parent's home (ADR 021). */
export function NoticesSent({ childId }: { childId: string }) {
  const { t } = useTranslation()
  const { school } = useMe()
  const notices = useChildNotices(childId)
  const when = (iso: string) => formatInstant(iso, school.timeZone)
  const state = (n: Notice) =>
    n.state === 'sent' && n.sentAt
      ? t('families.notices.sentAt', { time: when(n.sentAt) })
      : n.state === 'held'
        ? t('families.notices.held')
        : n.state === 'failed'
          ? t('families.notices.failed')
          : t('families.notices.waiting')
  return (
    <Card className="space-y-3">
      <div>
        <CardTitle>{t('families.notices.title')}</CardTitle>
        <CardDescription>{t('families.notices.hint')}</CardDescription>
      </div>
      {notices.data ? (
        notices.data.notices.length ? (
          <ul className="divide-y divide-border">
            {notices.data.notices.map((n) => (
              <li key={n.id} className="py-2">
                <p className="text-sm font-medium text-fg [overflow-wrap:anywhere]">{n.subject}</p>
                <p className="text-xs text-muted">{state(n)}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">{t('families.notices.empty')}</p>
        )
      ) : notices.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t('families.notices.loadFailed')}
        </p>
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner /> {t('app.loading')}
        </p>
      )}
    </Card>
  )
}
