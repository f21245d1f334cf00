import { useTranslation } from '#web/lib/translation'
import type { StudentDetail } from '#shared/contracts/students'
import { LEVELS } from '#shared/school'
import { FormField } from '#web/components/ui/form-field'
import { SelectField } from '#web/components/ui/select-field'
import { useDepartments } from '#web/lib/use-departments'
import { useLevelLabel } from '#web/lib/use-level-label'
import { ClassOptions } from '#web/components/class-options'

/** The form keeps every field as typed text; toStudentInput turns it into the contract's shape. */
export const STUDENT_FIELDS = [
  'name',
  'studentNumber',
  'nisn',
  'parentNumber',
  'classId',
  'level',
  'departmentId',
  'emergencyContact',
  'gpa',
  'major',
  'bloodType',
  'allergies',
] as const
export type StudentFieldName = (typeof STUDENT_FIELDS)[number]
export type StudentFormValues = Record<StudentFieldName, string>

export const DETAIL_FIELDS: readonly StudentFieldName[] = ['emergencyContact', 'gpa', 'major', 'bloodType', 'allergies']

export const EMPTY_STUDENT: StudentFormValues = Object.fromEntries(STUDENT_FIELDS.map((f) => [f, ''])) as StudentFormValues

export function studentValues(student: StudentDetail): StudentFormValues {
  return {
    name: student.name,
    studentNumber: student.studentNumber,
    nisn: student.nisn ?? '',
    parentNumber: student.parentNumber,
    classId: student.class.id,
    level: student.level,
    departmentId: student.department.id,
    emergencyContact: student.emergencyContact ?? '',
    gpa: student.gpa === null ? '' : String(student.gpa),
    major: student.major ?? '',
    bloodType: student.bloodType ?? '',
    allergies: student.allergies ?? '',
  }
}

/** Unparsed input for the zod schema: an empty GPA means none; anything else must be a number. */
export function toStudentInput(values: StudentFormValues): Record<string, unknown> {
  const gpa = values.gpa.trim()
  return { ...values, gpa: gpa === '' ? null : Number(gpa) }
}

interface StudentFieldsProps {
  values: StudentFormValues
  errors: Record<string, string>
  onChange: (field: StudentFieldName, value: string) => void
  detailsOpen: boolean
  onDetailsOpen: (open: boolean) => void
  /** Editing a saved student: their Student ID is shown, and kept when left empty. */
  editing?: boolean
}

/**
 * The name, the school's Student ID (NIS; empty: the server numbers a new student) and the optional NISN, the
 * four other required fields, then the optional "More details" that feed the profile cards.
 */
export function StudentFields({ values, errors, onChange, detailsOpen, onDetailsOpen, editing = false }: StudentFieldsProps) {
  const { t } = useTranslation()
  const departments = useDepartments()
  const levelLabel = useLevelLabel()
  const text = (field: StudentFieldName) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  })
  const select = (field: StudentFieldName) => ({
    value: values[field],
    error: errors[field],
    onChange: (value: string) => onChange(field, value),
  })

  return (
    <>
      <FormField label={t('studentManagement.name')} autoComplete="off" {...text('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('studentManagement.studentNumberField')}
          hint={t(editing ? 'studentManagement.studentNumberEditHint' : 'studentManagement.studentNumberHint')}
          autoComplete="off"
          spellCheck={false}
          {...text('studentNumber')}
        />
        <FormField label={t('studentManagement.nisnField')} hint={t('studentManagement.nisnHint')} inputMode="numeric" autoComplete="off" {...text('nisn')} />
      </div>
      {/* No maxLength: a browser would silently cut "08123456789" to "08123"; the form refuses it with the message instead. */}
      <FormField label={t('studentManagement.parentNumberField')} hint={t('parentNumberField.hint')} inputMode="numeric" autoComplete="off" {...text('parentNumber')} />
      <SelectField label={t('studentManagement.class')} {...select('classId')}>
        <option value="">{t('studentManagement.chooseClass')}</option>
        <ClassOptions />
      </SelectField>
      <SelectField label={t('studentManagement.level')} {...select('level')}>
        <option value="">{t('studentManagement.chooseLevel')}</option>
        {LEVELS.map((level) => (
          <option key={level} value={level}>
            {levelLabel(level)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('studentManagement.department')} {...select('departmentId')}>
        <option value="">{t('studentManagement.chooseDepartment')}</option>
        {departments.data?.departments.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </SelectField>
      <details open={detailsOpen} onToggle={(e) => onDetailsOpen(e.currentTarget.open)} className="rounded-lg border border-border">
        <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold">{t('studentManagement.moreDetails')}</summary>
        <div className="space-y-4 border-t border-border p-3">
          <FormField label={t('studentManagement.emergencyContact')} autoComplete="off" {...text('emergencyContact')} />
          <FormField label={t('studentManagement.gpa')} hint={t('studentManagement.gpaHint')} inputMode="decimal" autoComplete="off" {...text('gpa')} />
          <FormField label={t('studentManagement.major')} autoComplete="off" {...text('major')} />
          <FormField label={t('studentManagement.bloodType')} autoComplete="off" {...text('bloodType')} />
          <FormField label={t('studentManagement.allergies')} autoComplete="off" {...text('allergies')} />
        </div>
      </details>
    </>
  )
}
