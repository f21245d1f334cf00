import { useState } from 'react'
import { loginRequestSchema, type LoginKind } from '#shared/contracts/auth'
import { isApiError } from '#web/lib/api-client'
import { errorMessage, fieldErrors } from '#web/lib/error-message'
import { zodFieldErrors } from '#web/lib/zod-errors'
import { useLogin } from '../api/login'

export type SignInField = 'identifier' | 'password'
type FieldErrors = Partial<Record<SignInField, string>>

/** Sign-in form state: the tab, one identifier per tab, validation shown on blur and submit. */
export function useSignInForm() {
  const [kind, setKindState] = useState<LoginKind>('student')
  const [identifiers, setIdentifiers] = useState<Record<LoginKind, string>>({ student: '', staff: '' })
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [submitted, setSubmitted] = useState(false)
  const loginMutation = useLogin()

  const identifier = identifiers[kind]
  const values = { identifier, password }

  function validate(next: { kind: LoginKind; identifier: string; password: string }): FieldErrors {
    const result = loginRequestSchema.safeParse(next)
    return result.success ? {} : zodFieldErrors(result.error)
  }

  /** Re-checks one field when it already shows an error, so the message clears as the user fixes it. */
  function recheck(field: SignInField, next: { identifier: string; password: string }) {
    if (!errors[field]) return
    setErrors((current) => ({ ...current, [field]: validate({ kind, ...next })[field] }))
  }

  return {
    kind,
    identifier,
    password,
    errors,
    formError,
    busy: loginMutation.isPending,
    setKind(next: LoginKind) {
      setKindState(next)
      setErrors((current) => ({ password: current.password }))
      setFormError(null)
    },
    setIdentifier(value: string) {
      setIdentifiers((current) => ({ ...current, [kind]: value }))
      recheck('identifier', { identifier: value, password })
    },
    setPassword(value: string) {
      setPassword(value)
      recheck('password', { identifier, password: value })
    },
    blur(field: SignInField) {
      if (!values[field] && !submitted) return
      setErrors((current) => ({ ...current, [field]: validate({ kind, ...values })[field] }))
    },
    fill(account: { kind: LoginKind; identifier: string; password: string }) {
      setKindState(account.kind)
      setIdentifiers((current) => ({ ...current, [account.kind]: account.identifier }))
      setPassword(account.password)
      setErrors({})
      setFormError(null)
    },
    /** Returns the first invalid field, if any, so the form can focus it. */
    submit(): SignInField | null {
      setSubmitted(true)
      setFormError(null)
      const found = validate({ kind, ...values })
      setErrors(found)
      const firstInvalid = (['identifier', 'password'] as const).find((field) => found[field])
      if (firstInvalid) return firstInvalid
      loginMutation.mutate(
        { kind, identifier, password },
        {
          onError: (error) => {
            const fields = fieldErrors(error)
            if (isApiError(error, 400) && (fields.identifier || fields.password)) {
              setErrors({ identifier: fields.identifier, password: fields.password })
            } else {
              setFormError(errorMessage(error))
            }
          },
        },
      )
      return null
    },
  }
}
