import { RefreshCw } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import type { StudentCard } from '#shared/contracts/cards'
import { QrImage } from '#web/components/qr-image'
import { StudentPhoto } from '#web/components/student-photo'
import { Button } from '#web/components/ui/button'

/** One card as printed: the school, the photo, the name, class, Student ID and NISN (when known), and the card's QR. */
export function StudentCardSlip({ card, schoolName, onReplace }: { card: StudentCard; schoolName: string; onReplace: () => void }) {
  const { t } = useTranslation()
  return (
    <li className="student-card rounded-xl border border-border p-3 print:rounded-none print:border-dashed" data-student-card={card.studentId}>
      <p className="mb-2 text-xs font-semibold tracking-wide text-muted uppercase">{schoolName}</p>
      <div className="flex items-start gap-3">
        <StudentPhoto studentId={card.studentId} name={card.name} updatedAt={card.photoUpdatedAt} size="large" className="size-24 rounded-lg" />
        <div className="min-w-0 flex-1">
          <p className="text-lg font-bold break-words">{card.name}</p>
          <p className="text-sm">{card.className}</p>
          <p className="text-sm text-muted break-words">{t('cards.studentId', { id: card.studentNumber })}</p>
          {card.nisn ? <p className="text-sm text-muted">{t('cards.nisn', { nisn: card.nisn })}</p> : null}
          {card.photoUpdatedAt ? null : <p className="mt-1 text-xs font-semibold print:hidden">{t('cards.noPhoto')}</p>}
        </div>
        <div className="w-28 shrink-0">
          <QrImage value={card.code} label={t('cards.qrLabel', { name: card.name })} />
        </div>
      </div>
      <Button variant="secondary" size="compact" className="mt-2 print:hidden" onClick={onReplace}>
        <RefreshCw aria-hidden className="size-4" />
        {t('cards.replace')}
      </Button>
    </li>
  )
}
