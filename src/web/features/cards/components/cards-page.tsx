import { Printer } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import { toast } from 'sonner'
import type { ClassCardsResponse } from '#shared/contracts/cards'
import { PageHeader } from '#web/components/page-header'
import { Button } from '#web/components/ui/button'
import { Label } from '#web/components/ui/label'
import { Select } from '#web/components/ui/select'
import { Spinner } from '#web/components/ui/spinner'
import { errorMessage } from '#web/lib/error-message'
import { useClasses } from '#web/lib/use-classes'
import { usePrintClassCards } from '../api/print-class-cards'
import { useReplaceCard } from '../api/replace-card'
import { StudentCardSlip } from './student-card-slip'

/**
 * /student-cards: a page of cards for a class (ADR 027), for students without a phone. Printing again
 * prints the same cards; "New card" replaces one student's (a lost or copied card stops working).
 */
export function CardsPage() {
  const { t } = useTranslation()
  const classes = useClasses()
  const [classId, setClassId] = useState('')
  const [sheet, setSheet] = useState<ClassCardsResponse | null>(null)
  const print = usePrintClassCards()
  const replace = useReplaceCard()
  const pickerId = useId()

  const load = (id: string) =>
    print.mutate(id, { onSuccess: setSheet, onError: (error) => toast.error(errorMessage(error)) })
  const renew = (studentId: string, name: string) => {
    if (!window.confirm(t('cards.replaceConfirm', { name }))) return
    replace.mutate(studentId, {
      onSuccess: () => {
        toast.success(t('cards.replaced', { name }))
        load(classId)
      },
      onError: (error) => toast.error(errorMessage(error)),
    })
  }

  return (
    <>
      <PageHeader
        title={t('cards.title')}
        subtitle={t('cards.subtitle')}
        actions={sheet ? (
          <Button onClick={() => window.print()}>
            <Printer aria-hidden className="size-4" />
            {t('cards.print')}
          </Button>
        ) : undefined}
      />
      <div className="mb-6 flex flex-wrap items-end gap-2 print:hidden">
        <div className="min-w-48 space-y-1.5">
          <Label htmlFor={pickerId}>{t('cards.class')}</Label>
          <Select id={pickerId} value={classId} onChange={(event) => setClassId(event.target.value)}>
            <option value="">{t('cards.pickClass')}</option>
            {classes.data?.classes.map((klass) => (
              <option key={klass.id} value={klass.id}>{klass.name}</option>
            ))}
          </Select>
        </div>
        <Button disabled={!classId || print.isPending} onClick={() => load(classId)}>
          {print.isPending ? <Spinner /> : null}
          {t('cards.show')}
        </Button>
      </div>
      {sheet ? (
        <section aria-label={sheet.className} className="student-cards">
          <p className="mb-3 text-sm text-muted print:hidden">{t('cards.count', { count: sheet.cards.length, className: sheet.className })}</p>
          <ul className="grid gap-3 sm:grid-cols-2 print:grid-cols-2 print:gap-0">
            {sheet.cards.map((card) => (
              <StudentCardSlip key={card.studentId} card={card} schoolName={sheet.schoolName} onReplace={() => renew(card.studentId, card.name)} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}
