import { Upload } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import { Button } from '#web/components/ui/button'
import { useEver } from '#web/lib/use-ever'

// The dialog (the CSV preview, the contract's limits and schemas) comes when it is first opened: the Students
// page, where this button waits under More, stays light.
const ImportStudentsDialog = lazy(() => import('./import-students-dialog').then((m) => ({ default: m.ImportStudentsDialog })))

/** The Import button and its dialog (ADR 007): students from a CSV file with the export's columns. */
export function ImportStudents() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const asked = useEver(open)
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Upload aria-hidden className="size-4" />
        {t('import.students.button')}
      </Button>
      {asked ? (
        <Suspense fallback={null}>
          <ImportStudentsDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
