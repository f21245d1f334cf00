import { Check, X } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import { Button } from '#web/components/ui/button'
import { Card, CardTitle } from '#web/components/ui/card'
import { StudentPhoto } from '#web/components/student-photo'
import type { PendingCard } from './use-scan-queue'

/**
 * A scanned card waiting for the teacher's tap (schools that confirm cards, ADR 027): the photo large with
 * the name and class, "Yes, record" or "Not this student". A photo of a card is no use without the face.
 */
export function CardConfirm({ card, onSettle }: { card: PendingCard; onSettle: (confirmed: boolean) => void }) {
  const { t } = useTranslation()
  const { student } = card
  return (
    <Card aria-labelledby="card-confirm-title" className="border-2 border-sky-700 dark:border-sky-400" data-card-confirm>
      <CardTitle id="card-confirm-title" className="mb-1">
        {t('scan.card.title')}
      </CardTitle>
      <p className="mb-3 text-sm text-muted">{t('scan.card.hint')}</p>
      <div className="flex items-center gap-4">
        {student ? (
          <StudentPhoto studentId={student.id} name={student.name} updatedAt={student.photoUpdatedAt} size="large" className="size-32 rounded-xl" />
        ) : null}
        <div className="min-w-0">
          <p className="text-2xl font-bold break-words">{student?.name ?? t('scan.card.unknown')}</p>
          {student ? <p className="text-lg">{student.className}</p> : null}
          {student && !student.photoUpdatedAt ? <p className="mt-1 text-sm font-semibold">{t('scan.card.noPhoto')}</p> : null}
        </div>
      </div>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <Button className="min-h-12" onClick={() => onSettle(true)} autoFocus>
          <Check aria-hidden className="size-5" />
          {t('scan.card.confirm')}
        </Button>
        <Button variant="secondary" className="min-h-12" onClick={() => onSettle(false)}>
          <X aria-hidden className="size-5" />
          {t('scan.card.decline')}
        </Button>
      </div>
    </Card>
  )
}
