import { type FormEvent, useState } from 'react'
import { changePasswordSchema, type ChangePasswordRequest } from '#shared/contracts/account'
import { zodFieldErrors } from '#web/lib/zod-errors'
import { useChangePassword } from '../api/change-password'

const EMPTY: ChangePasswordRequest = { currentPassword: '', newPassword: '', confirmPassword: '' }

/**
 * The change-password form's state, shared by Settings' dialog and the first sign-in's screen: the
 * three fields, checked with the shared contract before the server is asked, and the request.
 */
export function useChangePasswordForm(handlers: { onSuccess: () => void; onError: (error: unknown) => Record<string, string> | void }) {
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const mutation = useChangePassword()
  const field = (key: keyof ChangePasswordRequest) => ({
    name: key,
    type: 'password',
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value })),
  })

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = changePasswordSchema.safeParse(values)
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error))
    setErrors({})
    mutation.mutate(values, {
      onSuccess: handlers.onSuccess,
      onError: (error) => {
        const fields = handlers.onError(error)
        if (fields) setErrors(fields)
      },
    })
  }

  return { field, onSubmit, mutation }
}
