import { useState } from 'react'
import type * as AuthContract from '#shared/contracts/auth'
import type { LoginKind } from '#shared/contracts/auth'
import { isApiError } from '#web/lib/api-client'
import { errorMessage, fieldErrors } from '#web/lib/error-message'
import { zodFieldErrors } from '#web/lib/zod-errors'
import { useLogin } from '../api/login'

export type SignInField = 'identifier' | 'password'
type FieldErrors = Partial<Record<SignInField, string>>
type SignInValues = { kind: LoginKind; identifier: string; password: string }

// The sign-in contract (and zod with it) is fetched when the form is first used, not with the page.
let contract: Promise<typeof AuthContract> | undefined
export const loadSignInContract = () => (contract ??= import('#shared/contracts/auth'))

async function validate(next: SignInValues): Promise<FieldErrors> {
  const { loginRequestSchema } = await loadSignInContract()
  const result = loginRequestSchema.safeParse(next)
  return result.success ? {} : zodFieldErrors(result.error)
}

/** Sign-in form state: the tab, one identifier per tab, validation shown on blur and submit. */
export function useSignInForm() {
  const [kind, setKindState] = useState<LoginKind>('student')
  const [identifiers, setIdentifiers] = useState<Record<LoginKind, string>>({ student: '', staff: '', parent: '' })
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [submitted, setSubmitted] = useState(false)
  const loginMutation = useLogin()

  const identifier = identifiers[kind]
  const values = { identifier, password }

  /** Re-checks one field when it already shows an error, so the message clears as the user fixes it. */
  function recheck(field: SignInField, next: { identifier: string; password: string }) {
    if (!errors[field]) return
    void validate({ kind, ...next }).then((found) => setErrors((current) => ({ ...current, [field]: found[field] })))
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
      void validate({ kind, ...values }).then((found) => setErrors((current) => ({ ...current, [field]: found[field] })))
    },
    fill(account: { kind: LoginKind; identifier: string; password: string }) {
      setKindState(account.kind)
      setIdentifiers((current) => ({ ...current, [account.kind]: account.identifier }))
      setPassword(account.password)
      setErrors({})
      setFormError(null)
    },
    /** Resolves to the first invalid field, if any, so the form can focus it. */
    async submit(): Promise<SignInField | null> {
      setSubmitted(true)
      setFormError(null)
      const found = await validate({ kind, ...values })
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
