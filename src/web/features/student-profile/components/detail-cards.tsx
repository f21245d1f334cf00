import { useId } from 'react'
import { useTranslation } from '#web/lib/translation'
import type { StudentProfileResponse } from '#shared/contracts/student-profile'
import { Card, CardTitle } from '#web/components/ui/card'

type Student = StudentProfileResponse['student']

/** Contact Information, Academic Details, Medical Information (the prototype's titles, word for word), from real fields. */
export function DetailCards({ student }: { student: Student }) {
  const { t } = useTranslation()
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <DetailCard
        title={t('profile.contact')}
        rows={[
          [t('profile.parentNumber'), student.parentNumber],
          [t('profile.emergencyContact'), student.emergencyContact],
        ]}
      />
      <DetailCard
        title={t('profile.academic')}
        rows={[
          [t('profile.gpa'), student.gpa === null ? null : student.gpa.toFixed(2)],
          [t('profile.major'), student.major],
        ]}
      />
      <DetailCard
        title={t('profile.medical')}
        rows={[
          [t('profile.bloodType'), student.bloodType],
          [t('profile.allergies'), student.allergies],
        ]}
      />
    </div>
  )
}

function DetailCard({ title, rows }: { title: string; rows: [label: string, value: string | null][] }) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId} className="mb-3">
        {title}
      </CardTitle>
      <dl className="space-y-3">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted">{label}</dt>
            <dd className={value ? 'font-medium break-words' : 'text-muted italic'}>{value || t('profile.notProvided')}</dd>
          </div>
        ))}
      </dl>
    </Card>
  )
}
