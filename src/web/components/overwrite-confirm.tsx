import { useTranslation } from '#web/lib/translation'
import type { OverwrittenRecord, RecordedByOtherResponse } from '#shared/contracts/attendance'
import { ApiError } from '#web/lib/api-client'
import { schoolTime } from '#web/lib/dates'
import { useMe } from '#web/lib/session'
import { ConfirmDialog } from './confirm-dialog'

/** The records a write would replace, when the server refused it as someone else's (409 `recorded_by_other`); else null. */
export function overwritesOf(error: unknown): OverwrittenRecord[] | null {
  if (!(error instanceof ApiError) || error.code !== 'recorded_by_other') return null
  return (error.payload as RecordedByOtherResponse | null)?.overwrites ?? null
}

/** At most this many students are named; the rest are counted. */
const NAMED = 5

/**
 * "Recorded by X at 07:35 as Present. Replace it?": shown when a manual record or a roll call would
 * replace records other people made. Confirming sends the same request again with `overwrite: true`.
 */
export function OverwriteConfirm({ overwrites, onConfirm, onClose }: { overwrites: OverwrittenRecord[] | null; onConfirm: () => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation()
  const { school } = useMe()
  const who = (o: OverwrittenRecord) => ({
    name: o.recordedBy?.name ?? t('overwrite.unknown'),
    time: schoolTime(o.recordedAt, school.timeZone).slice(0, 5),
    status: t(`statusOption.${o.status}`),
  })
  let description = ''
  if (overwrites?.length === 1) description = t('overwrite.one', who(overwrites[0]!))
  else if (overwrites?.length) {
    const lines = overwrites.slice(0, NAMED).map((o) => t('overwrite.line', { student: o.studentName, ...who(o) }))
    const more = overwrites.length - NAMED
    description = [t('overwrite.many', { count: overwrites.length }), `${lines.join('; ')}${more > 0 ? `; ${t('overwrite.more', { count: more })}` : ''}.`].join(' ')
  }
  return (
    <ConfirmDialog
      open={overwrites !== null}
      title={t('overwrite.title')}
      description={description}
      confirmLabel={t('overwrite.confirm')}
      busyLabel={t('rollCall.saving')}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  )
}
