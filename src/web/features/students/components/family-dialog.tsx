import { KeyRound, Trash2, UserRound } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import { toast } from 'sonner'
import type { GuardiansResponse, LinkCodeResponse } from '#shared/contracts/families'
import type { StudentSummary } from '#shared/contracts/students'
import { zonedParts } from '#shared/dates'
import { ConfirmDialog } from '#web/components/confirm-dialog'
import { Button } from '#web/components/ui/button'
import { Dialog } from '#web/components/ui/dialog'
import { FormAlert } from '#web/components/ui/form-alert'
import { Spinner } from '#web/components/ui/spinner'
import { formatShortDate } from '#web/lib/dates'
import { errorMessage } from '#web/lib/error-message'
import { useMe } from '#web/lib/session'
import { useCreateLinkCode } from '../api/create-link-code'
import { useGuardians } from '../api/get-guardians'
import { useRemoveGuardian } from '../api/remove-guardian'
import { LinkCodeShown } from './link-code-shown'

type Guardian = GuardiansResponse['guardians'][number]

interface FamilyDialogProps {
  student: StudentSummary | null
  onClose: () => void
}

/**
 * A student's family (ADR 020): the adults linked to them, how many link codes are still out, and
 * for staff who may edit the student, Remove and "Create link code" (the code shown once, with its slip).
 */
export function FamilyDialog({ student, onClose }: FamilyDialogProps) {
  const { t } = useTranslation()
  const [created, setCreated] = useState<LinkCodeResponse | null>(null)
  const close = () => {
    setCreated(null)
    onClose()
  }
  return (
    <Dialog
      open={student !== null}
      onOpenChange={(open) => (open ? null : close())}
      title={created ? t('families.code.title', { name: created.student.name }) : t('families.staff.title', { name: student?.name ?? '' })}
      description={created ? t('families.code.once') : t('families.staff.description')}
      closeLabel={t('common.close')}
    >
      {student && created ? <LinkCodeShown created={created} onDone={() => setCreated(null)} /> : null}
      {student && !created ? <Family student={student} onCreated={setCreated} /> : null}
    </Dialog>
  )
}

function Family({ student, onCreated }: { student: StudentSummary; onCreated: (code: LinkCodeResponse) => void }) {
  const { t } = useTranslation()
  const guardians = useGuardians(student.id)
  const create = useCreateLinkCode(student.id)
  const [removing, setRemoving] = useState<Guardian | null>(null)

  if (guardians.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-4 text-muted">
        <Spinner /> {t('app.loading')}
      </p>
    )
  }
  if (guardians.isError) return <FormAlert message={`${t('families.staff.loadFailed')} ${errorMessage(guardians.error)}`} />

  const { guardians: adults, openCodes, max, mayLink } = guardians.data
  const full = adults.length >= max
  return (
    <div className="space-y-5">
      <section aria-labelledby="family-adults-title">
        <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3">
          <h3 id="family-adults-title" className="text-sm font-semibold">
            {t('families.staff.linkedAdults')}
          </h3>
          <p className="text-sm text-muted">{t('families.staff.places', { count: adults.length, max: String(max) })}</p>
        </div>
        {adults.length === 0 ? (
          <p className="rounded-lg border border-dashed border-input px-3 py-3 text-sm text-muted">{t('families.staff.none')}</p>
        ) : (
          <ul aria-labelledby="family-adults-title" className="divide-y divide-border rounded-lg border border-border">
            {adults.map((adult) => (
              <GuardianRow key={adult.id} adult={adult} onRemove={mayLink ? () => setRemoving(adult) : undefined} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="family-codes-title" className="space-y-3">
        <h3 id="family-codes-title" className="sr-only">
          {t('families.code.label')}
        </h3>
        <p data-open-codes={openCodes} className="text-sm">
          {t('families.staff.openCodes', { count: openCodes })}
        </p>
        {mayLink ? (
          <>
            {full ? <p className="text-sm text-muted">{t('families.staff.full')}</p> : null}
            <FormAlert message={create.isError ? errorMessage(create.error) : null} />
            <Button
              className="w-full sm:w-auto"
              disabled={full || create.isPending}
              aria-busy={create.isPending || undefined}
              onClick={() => create.mutate(undefined, { onSuccess: onCreated })}
            >
              {create.isPending ? <Spinner /> : <KeyRound aria-hidden className="size-4" />}
              {create.isPending ? t('families.staff.creatingCode') : t('families.staff.createCode')}
            </Button>
          </>
        ) : (
          <p className="text-sm text-muted">{t('families.staff.notResponsible')}</p>
        )}
      </section>

      <RemoveGuardian student={student} adult={removing} onClose={() => setRemoving(null)} />
    </div>
  )
}

function GuardianRow({ adult, onRemove }: { adult: Guardian; onRemove?: () => void }) {
  const { t } = useTranslation()
  const { school } = useMe()
  const linkedOn = formatShortDate(zonedParts(new Date(adult.linkedAt), school.timeZone).date)
  return (
    <li data-guardian-id={adult.id} className="flex items-start gap-3 px-3 py-2.5">
      <div className="flex min-w-0 flex-1 items-start gap-2.5">
        <UserRound aria-hidden className="mt-0.5 size-5 shrink-0 text-muted" />
        <div className="min-w-0 text-sm">
          <p className="font-semibold break-words">{adult.name}</p>
          <p className="text-muted [overflow-wrap:anywhere]">{adult.email}</p>
          <p className="text-muted">{t('families.staff.linkedOn', { date: linkedOn })}</p>
        </div>
      </div>
      {onRemove ? (
        <Button variant="danger" className="shrink-0" onClick={onRemove}>
          <Trash2 aria-hidden className="size-4" />
          {t('families.staff.remove')}
          <span className="sr-only"> {adult.name}</span>
        </Button>
      ) : null}
    </li>
  )
}

function RemoveGuardian({ student, adult, onClose }: { student: StudentSummary; adult: Guardian | null; onClose: () => void }) {
  const { t } = useTranslation()
  const remove = useRemoveGuardian(student.id)
  return (
    <ConfirmDialog
      open={adult !== null}
      title={t('families.staff.removeTitle', { name: adult?.name ?? '' })}
      description={t('families.staff.removeBody', { name: adult?.name ?? '', student: student.name })}
      confirmLabel={t('families.staff.remove')}
      busyLabel={t('families.staff.removing')}
      onClose={onClose}
      onConfirm={async () => {
        if (!adult) return
        await remove.mutateAsync(adult.id)
        toast.success(t('families.staff.removed', { name: adult.name }))
        onClose()
      }}
    />
  )
}
