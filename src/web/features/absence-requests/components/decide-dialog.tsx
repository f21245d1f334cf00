import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from '#web/lib/translation'
import { toast } from 'sonner'
import { type AbsenceRequest, decideAbsenceRequestSchema, REQUEST_NOTE_MAX } from '#shared/contracts/absence-requests'
import { Button } from '#web/components/ui/button'
import { Dialog } from '#web/components/ui/dialog'
import { FieldError } from '#web/components/ui/field-error'
import { FormAlert } from '#web/components/ui/form-alert'
import { Label } from '#web/components/ui/label'
import { Spinner } from '#web/components/ui/spinner'
import { Textarea } from '#web/components/ui/textarea'
import { useFormErrors } from '#web/lib/use-form-errors'
import { zodFieldErrors } from '#web/lib/zod-errors'
import { useDecideAbsenceRequest } from '../api/decide-absence-request'
import { formatRequestDays } from './request-dates'

export interface Decision {
  request: AbsenceRequest
  decision: 'approve' | 'reject'
}

/** Approve or Reject, confirmed, with an optional note for whoever asked. A refusal (decided meanwhile) stays in the dialog. */
export function DecideDialog({ target, onClose, onDecided }: { target: Decision | null; onClose: () => void; onDecided: (decided: AbsenceRequest) => void }) {
  const { t } = useTranslation()
  const name = target?.request.student.name ?? ''
  const title = target?.decision === 'reject' ? t('requests.rejectTitle', { name }) : t('requests.approveTitle', { name })
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? null : onClose())} title={title} closeLabel={t('common.close')}>
      {target ? <DecideForm target={target} onClose={onClose} onDecided={onDecided} /> : null}
    </Dialog>
  )
}

function DecideForm({ target, onClose, onDecided }: { target: Decision; onClose: () => void; onDecided: (decided: AbsenceRequest) => void }) {
  const { t } = useTranslation()
  const id = useId()
  const [note, setNote] = useState('')
  const form = useFormErrors(['note'])
  const decide = useDecideAbsenceRequest()
  const { request, decision } = target
  const approve = decision === 'approve'

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    form.clear()
    const parsed = decideAbsenceRequestSchema.safeParse({ decision, note })
    if (!parsed.success) return form.showFieldErrors(zodFieldErrors(parsed.error))
    decide.mutate({ id: request.id, ...parsed.data }, {
      onSuccess: (decided) => {
        toast.success(approve ? t('requests.approved') : t('requests.rejected'))
        onDecided(decided)
        onClose()
      },
      onError: form.showServerError,
    })
  }

  const body = approve
    ? t('requests.approveBody', { days: formatRequestDays(request.schoolDays), status: t(`status.${request.reason}`) })
    : t('requests.rejectBody', { asker: request.requestedBy.name })
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={decide.isPending || undefined} className="space-y-4">
      <p className="text-sm text-muted">{body}</p>
      <div className="space-y-1.5">
        <Label htmlFor={id}>{t('requests.decisionNote')}</Label>
        <Textarea id={id} rows={3} value={note} maxLength={REQUEST_NOTE_MAX} aria-invalid={form.errors.note ? true : undefined}
          aria-describedby={[`${id}-hint`, form.errors.note ? `${id}-error` : null].filter(Boolean).join(' ')} onChange={(e) => setNote(e.target.value)} />
        <p id={`${id}-hint`} className="text-sm text-muted">{t('requests.decisionNoteHint')}</p>
        <FieldError id={`${id}-error`} error={form.errors.note} />
      </div>
      <FormAlert message={form.alert} />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={decide.isPending} onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant={approve ? 'primary' : 'danger'} disabled={decide.isPending} aria-busy={decide.isPending || undefined}>
          {decide.isPending ? <Spinner /> : null}
          {decide.isPending ? t('requests.deciding') : approve ? t('requests.approve') : t('requests.reject')}
        </Button>
      </div>
    </form>
  )
}
