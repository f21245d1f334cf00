import type { TFunction } from 'i18next'
import { type ReactNode, useId } from 'react'
import { useTranslation } from '#web/lib/translation'
import { Link } from 'react-router'
import type { ClassSummary } from '#shared/contracts/classes'
import { splitSubjects, type TeacherSummary } from '#shared/contracts/teachers'
import { FormField } from '#web/components/ui/form-field'
import { SelectField } from '#web/components/ui/select-field'
import { useClasses } from '#web/lib/use-classes'
import { useDepartments } from '#web/lib/use-departments'

/** The form as typed: Subjects is the comma-separated text; toTeacherInput gives the contract's shape. */
export interface TeacherFormValues {
  name: string
  email: string
  departmentId: string
  subjects: string
  isHomeroom: boolean
  homeroomClassId: string
}
export type TeacherTextField = Exclude<keyof TeacherFormValues, 'isHomeroom'>
export const TEACHER_FIELDS = ['name', 'email', 'departmentId', 'subjects', 'isHomeroom', 'homeroomClassId'] as const

export const EMPTY_TEACHER: TeacherFormValues = { name: '', email: '', departmentId: '', subjects: '', isHomeroom: false, homeroomClassId: '' }

export function teacherValues(teacher: TeacherSummary): TeacherFormValues {
  return {
    name: teacher.name,
    email: teacher.email,
    departmentId: teacher.department.id,
    subjects: teacher.subjects.join(', '),
    isHomeroom: teacher.homeroomClass !== null,
    homeroomClassId: teacher.homeroomClass?.id ?? '',
  }
}

/** Unparsed input for the zod schema: subjects split on commas, no homeroom class unless the box is checked. */
export function toTeacherInput(values: TeacherFormValues) {
  return {
    ...values,
    subjects: splitSubjects(values.subjects),
    homeroomClassId: values.isHomeroom && values.homeroomClassId !== '' ? values.homeroomClassId : null,
  }
}

interface TeacherFieldsProps {
  /** The teacher being edited (their own homeroom class counts as free); none when adding. */
  teacherId?: string
  values: TeacherFormValues
  errors: Record<string, string>
  onChange: <F extends keyof TeacherFormValues>(field: F, value: TeacherFormValues[F]) => void
}

/** The teacher form: Name, Email, Department, Subjects, Is Homeroom Teacher and, when checked, Homeroom Class. */
export function TeacherFields({ teacherId, values, errors, onChange }: TeacherFieldsProps) {
  const { t } = useTranslation()
  const departments = useDepartments()
  // The options are rendered here, with the select: a select re-rendered with new options shows its value among them.
  const classes = useClasses().data?.classes
  const text = (field: TeacherTextField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  })
  return (
    <>
      <FormField label={t('teacherManagement.name')} autoComplete="off" {...text('name')} />
      <FormField label={t('teacherManagement.email')} type="email" autoComplete="off" spellCheck={false} {...text('email')} />
      <SelectField label={t('teacherManagement.department')} value={values.departmentId} error={errors.departmentId} onChange={(v) => onChange('departmentId', v)}>
        <option value="">{t('teacherManagement.chooseDepartment')}</option>
        {departments.data?.departments.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </SelectField>
      <FormField label={t('teacherManagement.subjects')} hint={t('teacherManagement.subjectsHint')} autoComplete="off" {...text('subjects')} />
      <HomeroomCheckbox checked={values.isHomeroom} onChange={(checked) => onChange('isHomeroom', checked)} />
      {values.isHomeroom ? (
        <SelectField
          label={t('teacherManagement.homeroomClass')}
          value={values.homeroomClassId}
          error={errors.homeroomClassId}
          hint={classes ? homeroomClassHint(t, classes, teacherId) : null}
          onChange={(v) => onChange('homeroomClassId', v)}
        >
          <option value="">{t('teacherManagement.chooseClass')}</option>
          {classes?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
      ) : null}
    </>
  )
}

function HomeroomCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className="flex min-h-11 items-center gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-5 shrink-0 cursor-pointer rounded border-input accent-primary"
      />
      <label htmlFor={id} className="cursor-pointer py-2 text-sm font-medium text-fg">
        {t('teacherManagement.isHomeroom')}
      </label>
    </div>
  )
}

/**
 * A homeroom class is chosen from classes that have no homeroom teacher. When there is none (a new
 * school's classes come after its teachers), says where one is made: the class form, whose Teacher
 * becomes the class's homeroom teacher. Null while there are classes to choose from.
 */
function homeroomClassHint(t: TFunction, classes: ClassSummary[], teacherId: string | undefined): ReactNode {
  if (classes.some((c) => c.homeroomTeacherId === null || c.homeroomTeacherId === teacherId)) return null
  return (
    <>
      {classes.length === 0 ? t('teacherManagement.homeroomNoClasses') : t('teacherManagement.homeroomNoFreeClass')}{' '}
      <Link to="/classes" className="font-medium text-accent underline underline-offset-2">
        {t('emptyState.goToClasses')}
      </Link>
    </>
  )
}
