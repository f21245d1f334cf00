import { useId, type ReactNode } from 'react'
import { FieldError } from './field-error'
import { Label } from './label'
import { Select } from './select'

interface SelectFieldProps {
  label: string
  value: string
  error?: string
  /** Under the select, announced with it; may hold a link to where the choice is made. */
  hint?: ReactNode
  onChange: (value: string) => void
  children: ReactNode
}

/** A labelled native select whose hint and error are announced with it (FormField's twin for choices). */
export function SelectField({ label, value, error, hint, onChange, children }: SelectFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} aria-invalid={error ? true : undefined} aria-describedby={describedBy} onChange={(e) => onChange(e.target.value)}>
        {children}
      </Select>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  )
}
