import { useState, type FormEvent } from 'react'
import { useTranslation } from '#web/lib/translation'
import { toast } from 'sonner'
import { CLASS_NAME_MAX_LENGTH, classFormSchema, type ClassSummary } from '#shared/contracts/classes'
import { DialogForm } from '#web/components/dialog-form'
import { Dialog } from '#web/components/ui/dialog'
import { FormField } from '#web/components/ui/form-field'
import { SelectField } from '#web/components/ui/select-field'
import { useDepartments } from '#web/lib/use-departments'
import { useFormErrors } from '#web/lib/use-form-errors'
import { useMe } from '#web/lib/session'
import { zodFieldErrors } from '#web/lib/zod-errors'
import { useCreateClass } from '../api/create-class'
import { useTeacherOptions } from '../api/get-teacher-options'
import { useUpdateClass } from '../api/update-class'

export type ClassDialogTarget = { mode: 'add' } | { mode: 'edit'; klass: ClassSummary }

const CLASS_FIELDS = ['name', 'departmentId', 'teacherId'] as const
type ClassFieldName = (typeof CLASS_FIELDS)[number]
type ClassFormValues = Record<ClassFieldName, string>

function initialValues(target: ClassDialogTarget): ClassFormValues {
  if (target.mode === 'add') return { name: '', departmentId: '', teacherId: '' }
  const { klass } = target
  return { name: klass.name, departmentId: klass.departmentId, teacherId: klass.teacher?.id ?? '' }
}

/** Add Class / Edit Class: Class Name, Department and Teacher, all required (classFormSchema). */
export function ClassDialog({ target, onClose }: { target: ClassDialogTarget | null; onClose: () => void }) {
  const { t } = useTranslation()
  const title = target?.mode === 'edit' ? t('classManagement.editClass') : t('classManagement.addClass')
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? null : onClose())} title={title} closeLabel={t('common.close')}>
      {/* Mounted only while open, so each opening starts from the saved values. */}
      {target ? <ClassForm target={target} onDone={onClose} /> : null}
    </Dialog>
  )
}

function ClassForm({ target, onDone }: { target: ClassDialogTarget; onDone: () => void }) {
  const { t } = useTranslation()
  const departments = useDepartments()
  const teachers = useTeacherOptions()
  // Saved by someone who may edit teachers, the class's teacher becomes its homeroom teacher (contracts/classes.ts).
  const { permissions } = useMe()
  const [values, setValues] = useState(() => initialValues(target))
  const { errors, alert, clear, showFieldErrors, showServerError } = useFormErrors(CLASS_FIELDS)
  const create = useCreateClass()
  const update = useUpdateClass()
  const busy = create.isPending || update.isPending

  const onChange = (field: ClassFieldName, value: string) => setValues((current) => ({ ...current, [field]: value }))
  const select = (field: ClassFieldName) => ({ value: values[field], error: errors[field], onChange: (value: string) => onChange(field, value) })

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    clear()
    const parsed = classFormSchema.safeParse(values)
    if (!parsed.success) return showFieldErrors(zodFieldErrors(parsed.error))
    const callbacks = {
      onSuccess: () => {
        toast.success(target.mode === 'edit' ? t('classManagement.updated') : t('classManagement.added'))
        onDone()
      },
      onError: showServerError,
    }
    if (target.mode === 'edit') update.mutate({ id: target.klass.id, body: parsed.data }, callbacks)
    else create.mutate(parsed.data, callbacks)
  }

  return (
    <DialogForm onSubmit={onSubmit} busy={busy} alert={alert} onCancel={onDone}>
      <FormField
        label={t('classManagement.className')}
        hint={t('classManagement.classNameHint')}
        name="name"
        autoComplete="off"
        maxLength={CLASS_NAME_MAX_LENGTH}
        value={values.name}
        error={errors.name}
        onChange={(e) => onChange('name', e.target.value)}
      />
      <SelectField label={t('classManagement.department')} {...select('departmentId')}>
        <option value="">{t('classManagement.chooseDepartment')}</option>
        {departments.data?.departments.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('classManagement.teacher')}
        hint={permissions.canEditTeacher ? t('classManagement.teacherIsHomeroom') : undefined}
        {...select('teacherId')}
      >
        <option value="">{t('classManagement.chooseTeacher')}</option>
        {teachers.data?.teachers.map((teacher) => (
          <option key={teacher.id} value={teacher.id}>
            {teacher.name}
          </option>
        ))}
      </SelectField>
    </DialogForm>
  )
}
