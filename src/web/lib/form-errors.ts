import { errorMessage, fieldErrors } from './error-message'

export interface FormErrors {
  /** Messages to show under the form's own fields. */
  fields: Record<string, string>
  /** Anything else, for one alert above the buttons. */
  message: string | null
}

/**
 * A failed save, split for a form: the server's field messages for fields the form has go under
 * them; a refusal about no field of the form (a 409 naming a rule, a network failure) is one message.
 */
export function formErrors(error: unknown, formFields: readonly string[]): FormErrors {
  const all = fieldErrors(error)
  const fields = Object.fromEntries(Object.entries(all).filter(([field]) => formFields.includes(field)))
  return { fields, message: Object.keys(fields).length > 0 ? null : errorMessage(error) }
}
