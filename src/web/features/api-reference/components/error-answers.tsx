import { useTranslation } from '#web/lib/translation'
import type { Operation } from '../openapi-types'

/** "- `code`: what it means", one line per code, after the status's own meaning (server openapi/document.ts). */
const CODE_LINE = /^- `([^`]+)`: ?(.*)$/

/** Every error status an operation may answer, each with the codes it comes with and what they mean. */
export function ErrorAnswers({ responses }: { responses: Operation['responses'] }) {
  const { t } = useTranslation()
  const errors = Object.entries(responses).filter(([status]) => !status.startsWith('2'))
  if (errors.length === 0) return null
  return (
    <div>
      <h4 className="text-sm font-semibold text-fg">{t('apiReference.errors')}</h4>
      <ul className="space-y-2 border-l border-border pl-3">
        {errors.map(([status, { description }]) => {
          const [meaning = '', ...rest] = description.split('\n')
          const codes = rest.map((line) => CODE_LINE.exec(line)).filter((match) => match !== null)
          return (
            <li key={status} className="text-sm" data-testid={`error-${status}`}>
              <code className="font-mono font-semibold text-fg">{status}</code> <span className="text-muted">{meaning}</span>
              <ul className="mt-1 space-y-0.5">
                {codes.map(([, code, says]) => (
                  <li key={code}>
                    <code className="font-mono text-fg [overflow-wrap:anywhere]">{code}</code>
                    {says ? <span className="text-muted"> · {says}</span> : null}
                  </li>
                ))}
              </ul>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
