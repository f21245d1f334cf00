import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from '#web/lib/translation'
import { toast } from 'sonner'
import { createSchoolRequestSchema } from '#shared/contracts/schools'
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_NAMES, LANGUAGES } from '#shared/school'
import { DialogForm } from '#web/components/dialog-form'
import { TimeZoneSelect } from '#web/components/time-zone-select'
import { Label } from '#web/components/ui/label'
import { Select } from '#web/components/ui/select'
import { Dialog } from '#web/components/ui/dialog'
import { FormField } from '#web/components/ui/form-field'
import { useFormErrors } from '#web/lib/use-form-errors'
import { zodPathErrors } from '#web/lib/zod-errors'
import { useCreateSchool } from '../api/district-schools'

const FIELDS = ['name', 'code', 'timeZone', 'language', 'headmaster.name', 'headmaster.email', 'headmaster.password'] as const
type Field = (typeof FIELDS)[number]
const EMPTY: Record<Field, string> = { name: '', code: '', timeZone: 'Asia/Jakarta', language: '', 'headmaster.name': '', 'headmaster.email': '', 'headmaster.password': '' }

/** Add school: the school and its first headmaster, in one request (createSchoolRequestSchema); the server's field errors under their fields. */
export function AddSchoolDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? null : onClose())} title={t('district.addSchool')} closeLabel={t('common.close')}>
      {open ? <AddSchoolForm onDone={onClose} /> : null}
    </Dialog>
  )
}

function AddSchoolForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation()
  // The new school's language starts as the one this form is read in: a district working in Indonesian adds Indonesian schools.
  const [values, setValues] = useState<Record<Field, string>>(() => ({ ...EMPTY, language: isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE }))
  const zoneId = useId()
  const languageId = useId()
  const { errors, alert, clear, showFieldErrors, showServerError } = useFormErrors(FIELDS)
  const create = useCreateSchool()

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    clear()
    const body = {
      name: values.name,
      code: values.code,
      timeZone: values.timeZone,
      language: isLanguage(values.language) ? values.language : DEFAULT_LANGUAGE,
      headmaster: { name: values['headmaster.name'], email: values['headmaster.email'], password: values['headmaster.password'] },
    }
    const parsed = createSchoolRequestSchema.safeParse(body)
    if (!parsed.success) return showFieldErrors(zodPathErrors(parsed.error))
    create.mutate(body, {
      onSuccess: ({ school }) => {
        toast.success(t('district.added', { name: school.name, code: school.code }))
        onDone()
      },
      onError: showServerError,
    })
  }

  const field = (name: Field, label: string, extra: { type?: string; hint?: string; autoComplete?: string } = {}) => (
    <FormField
      label={label}
      name={name}
      autoComplete={extra.autoComplete ?? 'off'}
      type={extra.type}
      hint={extra.hint}
      value={values[name]}
      error={errors[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
    />
  )

  return (
    <DialogForm onSubmit={onSubmit} busy={create.isPending} alert={alert} onCancel={onDone} submitLabel={t('district.addSchool')} busyLabel={t('district.adding')}>
      {field('name', t('district.schoolName'))}
      {field('code', t('district.schoolCode'), { hint: t('district.schoolCodeHint') })}
      <div className="space-y-1.5">
        <Label htmlFor={zoneId}>{t('district.timeZone')}</Label>
        <TimeZoneSelect id={zoneId} name="timeZone" value={values.timeZone} aria-invalid={errors.timeZone ? true : undefined} onChange={(e) => setValues((v) => ({ ...v, timeZone: e.target.value }))} />
        {errors.timeZone ? <p className="text-sm font-medium text-danger">{errors.timeZone}</p> : null}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={languageId}>{t('district.language')}</Label>
        <Select id={languageId} name="language" value={values.language} aria-describedby={`${languageId}-hint`} onChange={(e) => setValues((v) => ({ ...v, language: e.target.value }))}>
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </Select>
        <p id={`${languageId}-hint`} className="text-sm text-muted">
          {t('district.languageHint')}
        </p>
      </div>
      {field('headmaster.name', t('district.headmasterName'))}
      {field('headmaster.email', t('district.headmasterEmail'), { type: 'email' })}
      {field('headmaster.password', t('district.headmasterPassword'), { type: 'password', autoComplete: 'new-password' })}
    </DialogForm>
  )
}
