import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from '#web/lib/translation'
import { toast } from 'sonner'
import { ABSENCE_REASONS, type AbsenceRequest, createAbsenceRequestSchema, REQUEST_NOTE_MAX, type RequestWindow } from '#shared/contracts/absence-requests'
import type { ParentChildrenResponse } from '#shared/contracts/families'
import { DialogForm } from '#web/components/dialog-form'
import { Dialog } from '#web/components/ui/dialog'
import { FieldError } from '#web/components/ui/field-error'
import { FormAlert } from '#web/components/ui/form-alert'
import { FormField } from '#web/components/ui/form-field'
import { Label } from '#web/components/ui/label'
import { SelectField } from '#web/components/ui/select-field'
import { Spinner } from '#web/components/ui/spinner'
import { Textarea } from '#web/components/ui/textarea'
import { cn } from '#web/lib/cn'
import { errorMessage } from '#web/lib/error-message'
import { formatShortDate } from '#web/lib/dates'
import { useFormErrors } from '#web/lib/use-form-errors'
import { useMe } from '#web/lib/session'
import { zodFieldErrors } from '#web/lib/zod-errors'
import { useAttachFile } from '../api/attach-file'
import { useCreateAbsenceRequest } from '../api/create-absence-request'
import { useChildren } from '../api/get-children'
import { useRequestWindow } from '../api/get-request-window'
import { AttachmentField, fileProblem } from './attachment-field'

const FIELDS = ['studentId', 'from', 'to', 'reason', 'note'] as const

/** "Request an absence": a sheet from the bottom on a phone, mounted only while open so each opening starts afresh. */
export function RequestAbsenceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? null : onClose())} title={t('requests.request')} closeLabel={t('common.close')}>
      {open ? <RequestAbsenceLoader onDone={onClose} /> : null}
    </Dialog>
  )
}

/** The dates a request may cover (the server's rule) and, for a parent, their children, before the form. */
function RequestAbsenceLoader({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation()
  const { user } = useMe()
  const isParent = user.role === 'parent'
  const dates = useRequestWindow()
  const children = useChildren(isParent)
  const failed = dates.error ?? children.error
  if (failed) return <FormAlert message={`${t('requests.form.loadFailed')} ${errorMessage(failed)}`} />
  if (!dates.data || (isParent && !children.data)) {
    return (
      <p role="status" className="flex items-center gap-2 py-4 text-muted">
        <Spinner /> {t('app.loading')}
      </p>
    )
  }
  if (isParent && children.data?.children.length === 0) return <p className="text-sm text-muted">{t('requests.form.noChildren')}</p>
  return <RequestAbsenceForm window={dates.data} choices={isParent ? children.data!.children : null} onDone={onDone} />
}

interface FormProps {
  window: RequestWindow
  /** A parent's children to choose from; null for a student (their own request). */
  choices: ParentChildrenResponse['children'] | null
  onDone: () => void
}

function RequestAbsenceForm({ window, choices, onDone }: FormProps) {
  const { t } = useTranslation()
  const [values, setValues] = useState({
    studentId: choices?.[0]?.id ?? '',
    from: window.suggested,
    to: window.suggested,
    reason: 'sick' as (typeof ABSENCE_REASONS)[number],
    note: '',
  })
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | undefined>()
  // Once the request is in and only its file failed, the form sends the file alone.
  const [created, setCreated] = useState<AbsenceRequest | null>(null)
  const form = useFormErrors(FIELDS)
  const create = useCreateAbsenceRequest()
  const attach = useAttachFile()
  const set = <K extends keyof typeof values>(field: K, value: (typeof values)[K]) => setValues((v) => ({ ...v, [field]: value }))

  function finish() {
    toast.success(t('requests.form.sent'))
    onDone()
  }

  function upload(request: AbsenceRequest, chosen: File) {
    attach.mutate({ requestId: request.id, file: chosen }, {
      onSuccess: finish,
      onError: (error) => {
        setCreated(request)
        setFileError(errorMessage(error))
      },
    })
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    form.clear()
    setFileError(undefined)
    const problem = file ? fileProblem(file) : null
    if (problem) return setFileError(problem)
    if (created) return file ? upload(created, file) : finish()
    const parsed = createAbsenceRequestSchema.safeParse({ ...values, studentId: choices ? values.studentId : undefined })
    if (!parsed.success) return form.showFieldErrors(zodFieldErrors(parsed.error))
    create.mutate(parsed.data, {
      onSuccess: (request) => (file ? upload(request, file) : finish()),
      onError: form.showServerError,
    })
  }

  const busy = create.isPending || attach.isPending
  const range = { from: formatShortDate(window.first), to: formatShortDate(window.last) }
  return (
    <DialogForm
      onSubmit={onSubmit}
      busy={busy}
      alert={created ? t('requests.form.sentFileFailed') : form.alert}
      onCancel={created ? finish : onDone}
      submitLabel={created ? t('requests.form.sendFile') : t('requests.form.submit')}
      busyLabel={attach.isPending ? t('requests.form.uploading') : t('requests.form.sending')}
    >
      <fieldset disabled={created !== null} className="space-y-4">
        {choices && choices.length > 1 ? (
          <SelectField label={t('requests.form.child')} value={values.studentId} error={form.errors.studentId} onChange={(v) => set('studentId', v)}>
            {choices.map((child) => (
              <option key={child.id} value={child.id}>
                {child.name} · {child.className}
              </option>
            ))}
          </SelectField>
        ) : choices?.[0] ? (
          <p className="text-sm">
            <span className="text-muted">{t('requests.form.child')}: </span>
            <span className="font-medium">{choices[0].name} · {choices[0].className}</span>
          </p>
        ) : null}
        <div className="space-y-1.5">
          <div className="grid grid-cols-2 gap-3">
            <FormField label={t('requests.form.from')} type="date" value={values.from} min={window.first} max={window.last}
              error={form.errors.from} onChange={(e) => {
                const from = e.target.value
                // A later start moves the end with it: a one-day request stays one tap.
                setValues((v) => ({ ...v, from, to: v.to < from ? from : v.to }))
              }} />
            <FormField label={t('requests.form.to')} type="date" value={values.to} min={values.from || window.first} max={window.last}
              error={form.errors.to} onChange={(e) => set('to', e.target.value)} />
          </div>
          <p className="text-sm text-muted">{t('requests.form.window', range)}</p>
        </div>
        <ReasonChoice value={values.reason} error={form.errors.reason} onChange={(reason) => set('reason', reason)} />
        <NoteField value={values.note} error={form.errors.note} onChange={(note) => set('note', note)} />
      </fieldset>
      <AttachmentField file={file} error={fileError} disabled={busy} onChange={(chosen) => {
        setFile(chosen)
        setFileError(chosen ? (fileProblem(chosen) ?? undefined) : undefined)
      }} />
    </DialogForm>
  )
}

/** Sick or Permission: two large radio buttons side by side, named as the statuses are everywhere. */
function ReasonChoice({ value, error, onChange }: { value: string; error?: string; onChange: (reason: (typeof ABSENCE_REASONS)[number]) => void }) {
  const { t } = useTranslation()
  const errorId = useId()
  return (
    <fieldset className="space-y-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-fg">{t('requests.form.reason')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {ABSENCE_REASONS.map((reason) => (
          <label
            key={reason}
            className={cn(
              'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 text-sm font-semibold',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              value === reason ? 'border-primary bg-accent-soft text-accent-soft-fg' : 'border-input bg-surface text-fg hover:bg-surface-muted',
            )}
          >
            <input type="radio" name="reason" value={reason} checked={value === reason} onChange={() => onChange(reason)} className="size-4 accent-current" />
            {t(`statusOption.${reason}`)}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  )
}

function NoteField({ value, error, onChange }: { value: string; error?: string; onChange: (note: string) => void }) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{t('requests.form.note')}</Label>
      <Textarea id={id} value={value} rows={3} maxLength={REQUEST_NOTE_MAX} placeholder={t('requests.form.notePlaceholder')}
        aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} onChange={(e) => onChange(e.target.value)} />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}
