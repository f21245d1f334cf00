import { CalendarPlus } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import { Button } from '#web/components/ui/button'
import { useEver } from '#web/lib/use-ever'

// The form's code comes when it is first asked for: the pages that offer the button stay light.
const RequestAbsenceDialog = lazy(() => import('./request-absence-dialog').then((m) => ({ default: m.RequestAbsenceDialog })))

/** "Request an absence": the Requests page's button and the student profile's entry point. */
export function RequestAbsenceButton() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const asked = useEver(open)
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <CalendarPlus aria-hidden className="size-4" />
        {t('requests.request')}
      </Button>
      {asked ? (
        <Suspense fallback={null}>
          <RequestAbsenceDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
