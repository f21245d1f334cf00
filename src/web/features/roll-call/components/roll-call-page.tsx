import { useId } from 'react'
import { useTranslation } from '#web/lib/translation'
import { useSearchParams } from 'react-router'
import { PageHeader } from '#web/components/page-header'
import { Input } from '#web/components/ui/input'
import { Label } from '#web/components/ui/label'
import { Select } from '#web/components/ui/select'
import { useSchoolSettings } from '#web/lib/use-school-settings'
import { useRoll } from '../api/get-roll'
import { rollCallAddress } from '../roll-call-address'
import { ClassPicker } from './class-picker'
import { RollCallSheet } from './roll-call-sheet'
import { ClassOptions } from '#web/components/class-options'

/** /roll-call?classId=…&date=… — class and date live in the URL, like the dashboard's filters. */
export function RollCallPage() {
  const { t } = useTranslation()
  const [search, setSearch] = useSearchParams()
  const { classId, date } = rollCallAddress(search)
  const ids = { class: useId(), date: useId() }
  // The same query as the sheet's (one request): its answer says which day is today. Without a class chosen
  // there is no roll, and the school's settings say it (a rendered roll call asks nothing more on start, ADR 058).
  const roll = useRoll(classId, date)
  const school = useSchoolSettings({ enabled: !classId })
  const today = roll.data?.today ?? school.data?.today

  const go = (change: { classId?: string; date?: string }) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous)
      for (const [key, value] of Object.entries(change)) {
        if (value) next.set(key, value)
        else next.delete(key)
      }
      return next
    })

  return (
    <>
      <PageHeader title={t('rollCall.title')} subtitle={t('rollCall.subtitle')} />
      <div className="mb-4 grid grid-cols-2 gap-3">
        <div className="space-y-1.5">
          <Label htmlFor={ids.class}>{t('rollCall.class')}</Label>
          <Select id={ids.class} value={classId ?? ''} onChange={(e) => go({ classId: e.target.value })}>
            <option value="">{t('rollCall.chooseClass')}</option>
            <ClassOptions />
          </Select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={ids.date}>{t('rollCall.date')}</Label>
          <Input id={ids.date} type="date" max={today} value={date ?? roll.data?.date ?? today ?? ''} onChange={(e) => e.target.value && go({ date: e.target.value })} />
        </div>
      </div>
      {classId ? <RollCallSheet key={`${classId}|${date ?? ''}`} classId={classId} date={date} /> : <ClassPicker date={date} />}
    </>
  )
}
