import { useState } from 'react'
import { formErrors } from './form-errors'

/**
 * A dialog form's errors, shown the one way every dialog shows them: a message under its field, and
 * anything that belongs to no field of the form (a 409 naming a rule, a 404, a network failure) in
 * one alert inside the form, next to its buttons (DialogForm's FormAlert, role="alert"). Never a toast:
 * it stays while the person reads it and fixes the form, and a screen reader hears it where they are.
 */
export function useFormErrors(formFields: readonly string[], onFieldErrors?: (fields: Record<string, string>) => void) {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [alert, setAlert] = useState<string | null>(null)
  function show(fields: Record<string, string>, message: string | null) {
    setErrors(fields)
    setAlert(message)
    onFieldErrors?.(fields)
  }
  return {
    errors,
    alert,
    /** Before a new attempt. */
    clear: () => show({}, null),
    /** What the form's own check (its zod contract) found. */
    showFieldErrors: (fields: Record<string, string>) => show(fields, null),
    /** A failed request: its field messages under the fields, the rest in the alert. */
    showServerError: (error: unknown) => {
      const { fields, message } = formErrors(error, formFields)
      show(fields, message)
    },
  }
}
