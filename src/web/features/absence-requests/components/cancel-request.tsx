import { useTranslation } from '#web/lib/translation'
import { toast } from 'sonner'
import type { AbsenceRequest } from '#shared/contracts/absence-requests'
import { zonedParts } from '#shared/dates'
import { ConfirmDialog } from '#web/components/confirm-dialog'
import { useMe } from '#web/lib/session'
import { useSchoolSettings } from '#web/lib/use-school-settings'
import { useCancelAbsenceRequest } from '../api/cancel-absence-request'
import { DECIDER_ROLES } from '../roles'
import { formatRequestDays } from './request-dates'

/**
 * The school's today as the server says it (a device's clock can be days off); the device's date in the
 * school's zone only until the server has answered.
 */
function useSchoolToday(): string {
  const { school } = useMe()
  return useSchoolSettings().data?.today ?? zonedParts(new Date(), school.timeZone).date
}

/**
 * Whether the user may cancel this request (the server's rule, absence-requests.policy.ts): approved, a day
 * still to come, and they made it or decide it (a decider lists only the requests they decide).
 */
export function useMayCancel(): (request: AbsenceRequest) => boolean {
  const { user } = useMe()
  const today = useSchoolToday()
  return (request) =>
    request.state === 'approved' && request.to >= today && (request.requestedBy.id === user.id || DECIDER_ROLES.includes(user.role))
}

/** "Cancel request?", saying which recorded days go back to how they read before the approval; the server's refusal stays in the dialog. */
export function CancelRequestDialog({ request, onClose }: { request: AbsenceRequest | null; onClose: () => void }) {
  const { t } = useTranslation()
  const today = useSchoolToday()
  const cancel = useCancelAbsenceRequest()
  const days = request ? request.schoolDays.filter((d) => d >= today && !request.skippedDays.includes(d)) : []
  const description = !request
    ? ''
    : days.length
      ? t('requests.cancelBody', { name: request.student.name, days: formatRequestDays(days) })
      : t('requests.cancelBodyNoDays', { name: request.student.name })
  return (
    <ConfirmDialog
      open={request !== null}
      title={t('requests.cancelTitle')}
      description={description}
      confirmLabel={t('requests.cancel')}
      busyLabel={t('requests.cancelling')}
      dismissLabel={t('requests.keepRequest')}
      onConfirm={async () => {
        await cancel.mutateAsync(request!.id)
        toast.success(t('requests.cancelled'))
        onClose()
      }}
      onClose={onClose}
    />
  )
}
