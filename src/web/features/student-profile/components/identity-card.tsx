import { useTranslation } from '#web/lib/translation'
import type { StudentProfileResponse } from '#shared/contracts/student-profile'
import { StudentPhoto } from '#web/components/student-photo'
import { Card } from '#web/components/ui/card'
import { useLevelLabel } from '#web/lib/use-level-label'

/** Name, Student ID, Class, Department, Level; the NISN when known (ADR 046); the student's photo when staff have added one (ADR 025). */
export function IdentityCard({ student }: { student: StudentProfileResponse['student'] }) {
  const { t } = useTranslation()
  const levelLabel = useLevelLabel()
  const rows = [
    { label: t('profile.studentId'), value: student.studentNumber },
    ...(student.nisn ? [{ label: t('profile.nisn'), value: student.nisn }] : []),
    { label: t('profile.class'), value: student.className },
    { label: t('profile.department'), value: student.department },
    { label: t('profile.level'), value: levelLabel(student.level) },
  ]
  return (
    <Card aria-labelledby="student-name">
      <div className="mb-4 flex items-center gap-3">
        {student.photoUpdatedAt ? (
          <StudentPhoto studentId={student.id} name={student.name} updatedAt={student.photoUpdatedAt} className="size-16 rounded-full" />
        ) : (
          <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-soft text-lg font-bold text-accent-soft-fg">
            {initials(student.name)}
          </span>
        )}
        <h2 id="student-name" className="min-w-0 text-lg font-semibold break-words">
          {student.name}
        </h2>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        {rows.map((row) => (
          <div key={row.label} className="min-w-0">
            <dt className="text-sm text-muted">{row.label}</dt>
            <dd className="font-medium break-words">{row.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  )
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('')
}
