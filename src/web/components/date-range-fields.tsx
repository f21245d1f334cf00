import { useId } from 'react'
import { Input } from '#web/components/ui/input'
import { Label } from '#web/components/ui/label'

interface DateRangeFieldsProps {
  from: string
  to: string
  labels: { from: string; to: string }
  /** The latest date each end may take (such as the school's today), if any. */
  max?: { from?: string; to?: string }
  /** What is wrong with the range, shown under it and announced (the fields named invalid). */
  error?: string | null
  /** A typed date; an emptied field is not passed on. */
  onChange: (end: 'from' | 'to', value: string) => void
}

/** From and To, side by side even on a phone, with the range's error under them: the reports' and the district's. */
export function DateRangeFields({ from, to, labels, max, error, onChange }: DateRangeFieldsProps) {
  const ids = { from: useId(), to: useId(), error: useId() }
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-3">
        <div className="space-y-1.5">
          <Label htmlFor={ids.from}>{labels.from}</Label>
          <Input id={ids.from} type="date" max={max?.from} value={from} onChange={(e) => e.target.value && onChange('from', e.target.value)} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={ids.to}>{labels.to}</Label>
          <Input
            id={ids.to}
            type="date"
            max={max?.to}
            value={to}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            onChange={(e) => e.target.value && onChange('to', e.target.value)}
          />
        </div>
      </div>
      {error ? (
        <p id={ids.error} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
