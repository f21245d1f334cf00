import { KeyRound } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import { useNavigate } from 'react-router'
import { ClassOptions } from '#web/components/class-options'
import { Button } from '#web/components/ui/button'
import { Dialog } from '#web/components/ui/dialog'
import { FormAlert } from '#web/components/ui/form-alert'
import { SelectField } from '#web/components/ui/select-field'
import { Spinner } from '#web/components/ui/spinner'
import { errorMessage } from '#web/lib/error-message'
import { useCreatePasswords } from './create-passwords'
import { keepSignInSheet, SIGN_IN_SHEET_PATH } from './sheet-store'

/**
 * "Create passwords" on Student (Teacher) Management: one-time passwords for everyone who has none,
 * optionally for one class (and, for a class, new ones for all), then the sign-in sheet to print.
 */
export function CreatePasswordsButton({ kind }: { kind: 'students' | 'teachers' }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <KeyRound aria-hidden className="size-4" />
        {t('signInSheet.createButton')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('signInSheet.dialogTitle')}
        description={kind === 'students' ? t('signInSheet.studentsHint') : t('signInSheet.teachersHint')}
        closeLabel={t('common.close')}
      >
        {open ? <CreatePasswordsForm kind={kind} onCancel={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  )
}

function CreatePasswordsForm({ kind, onCancel }: { kind: 'students' | 'teachers'; onCancel: () => void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const reissueId = useId()
  const [classId, setClassId] = useState('')
  const [reissue, setReissue] = useState(false)
  const [nothing, setNothing] = useState(false)
  const mutation = useCreatePasswords()

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    setNothing(false)
    const request = kind === 'students'
      ? { kind, body: { classId: classId || undefined, reissue: Boolean(classId) && reissue } } as const
      : { kind } as const
    mutation.mutate(request, {
      onSuccess: (sheet) => {
        if (sheet.slips.length === 0) return setNothing(true)
        keepSignInSheet(sheet)
        void navigate(SIGN_IN_SHEET_PATH)
      },
    })
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {kind === 'students' ? (
        <>
          <SelectField label={t('signInSheet.class')} value={classId} onChange={setClassId}>
            <option value="">{t('signInSheet.allClasses')}</option>
            <ClassOptions />
          </SelectField>
          {classId ? (
            <div className="flex items-start gap-3">
              <input id={reissueId} type="checkbox" className="mt-1 size-4 accent-primary" checked={reissue} onChange={(e) => setReissue(e.target.checked)} aria-describedby={`${reissueId}-hint`} />
              <div>
                <label htmlFor={reissueId} className="text-sm font-medium">{t('signInSheet.reissue')}</label>
                <p id={`${reissueId}-hint`} className="text-sm text-muted">{t('signInSheet.reissueHint')}</p>
              </div>
            </div>
          ) : null}
        </>
      ) : null}
      {nothing ? <p role="status" className="rounded-lg border border-border bg-surface-muted px-3 py-2 text-sm">{t('signInSheet.nonePending')}</p> : null}
      <FormAlert message={mutation.isError ? errorMessage(mutation.error) : null} />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending || undefined}>
          {mutation.isPending ? <Spinner /> : null}
          {mutation.isPending ? t('signInSheet.creating') : t('signInSheet.create')}
        </Button>
      </div>
    </form>
  )
}
