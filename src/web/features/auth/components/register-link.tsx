import { useTranslation } from '#web/lib/translation'
import { goToSignedOutPage, REGISTER_PATH } from '#web/lib/signed-out-path'

/** A parent's first visit: register with the link code from the school's slip (ADR 020). A plain link that opens the page in place. */
export function RegisterLink() {
  const { t } = useTranslation()
  return (
    <p className="mt-1 border-t border-border pt-3 text-sm">
      <a
        href={REGISTER_PATH}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
          event.preventDefault()
          goToSignedOutPage(REGISTER_PATH)
        }}
        className="inline-flex min-h-11 items-center rounded-md font-medium text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        {t('familySignIn.register')}
      </a>
    </p>
  )
}
