import { useId, type ReactNode } from 'react'
import { FieldError } from './field-error'
import { Label } from './label'
import { Select } from './select'

interface SelectFieldProps {
  label: string
  value: string
  error?: string
  onChange: (value: string) => void
  children: ReactNode
}

/** A labelled native select whose error is announced with it (FormField's twin for choices). */
export function SelectField({ label, value, error, onChange, children }: SelectFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} onChange={(e) => onChange(e.target.value)}>
        {children}
      </Select>
      <FieldError id={errorId} error={error} />
    </div>
  )
}
