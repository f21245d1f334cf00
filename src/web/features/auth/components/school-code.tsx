import { School } from 'lucide-react'
import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '#web/lib/translation'
import { Button } from '#web/components/ui/button'
import { FormField } from '#web/components/ui/form-field'
import { Spinner } from '#web/components/ui/spinner'
import { isApiError } from '#web/lib/api-client'
import { useChooseSchool, useCurrentSchool } from '../api/school-code'

/**
 * Where one address serves several schools and nothing names one (ADR 034): the school code, asked
 * once and remembered on the device. The server checks the code and answers in the reader's words.
 */
export function SchoolCodeForm() {
  const { t } = useTranslation()
  const { choose } = useChooseSchool()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  const inputRef = useRef<HTMLInputElement>(null)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setError(undefined)
    try {
      await choose.mutateAsync({ code })
    } catch (failure) {
      setError(isApiError(failure) ? (failure.body.fields?.code ?? failure.message) : String(failure))
      inputRef.current?.focus()
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" aria-labelledby="school-code-title">
      <div>
        <h2 id="school-code-title" className="flex items-center gap-2 text-lg font-semibold">
          <School aria-hidden className="size-5" />
          {t('schoolCode.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('schoolCode.intro')}</p>
      </div>
      <FormField
        ref={inputRef}
        label={t('schoolCode.label')}
        hint={t('schoolCode.hint')}
        name="schoolCode"
        autoComplete="organization"
        autoCapitalize="none"
        spellCheck={false}
        value={code}
        error={error}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" size="lg" className="w-full" disabled={choose.isPending}>
        {choose.isPending ? <Spinner /> : null}
        {choose.isPending ? t('schoolCode.submitting') : t('schoolCode.submit')}
      </Button>
    </form>
  )
}

/** The school this screen signs in to, when a code or the address chose it; a chosen code may be changed. */
export function SchoolLine() {
  const { t } = useTranslation()
  const { data } = useCurrentSchool()
  const { forget } = useChooseSchool()
  if (!data?.school || data.namedBy === 'only') return null
  return (
    <p className="mb-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg bg-surface-muted px-3 py-2 text-sm">
      <span className="font-medium">{t('schoolCode.current', { name: data.school.name })}</span>
      {data.namedBy === 'device' ? (
        <Button variant="ghost" size="compact" onClick={() => forget.mutate()} disabled={forget.isPending}>
          {t('schoolCode.change')}
        </Button>
      ) : null}
    </p>
  )
}
