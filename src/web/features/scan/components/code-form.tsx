import { Send } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '#web/lib/translation'
import { Button } from '#web/components/ui/button'
import { Card, CardTitle } from '#web/components/ui/card'
import { Input } from '#web/components/ui/input'
import { Label } from '#web/components/ui/label'
import { useTakenOver } from '#web/lib/use-taken-over'
import { unlockScanSound } from './scan-feedback'

/**
 * A typed short code (the 8 symbols under a student's QR, ADR 015; the server reads any case,
 * with or without the dash), a pasted signed code, or a USB/Bluetooth scanner that types the
 * code and presses Enter. The field empties and keeps the focus, so the next student can follow.
 */
export function CodeForm({ onSubmit }: { onSubmit: (code: string) => void }) {
  const { t } = useTranslation()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [code, setCode] = useState('')
  // A page the server rendered has its fields disabled until taken over (ADR 038): focus then.
  const takenOver = useTakenOver()

  useEffect(() => {
    // Ready for a scanner on a desk; on a touch screen the keyboard would only cover the camera.
    if (takenOver && window.matchMedia('(pointer: fine)').matches) input.current?.focus()
  }, [takenOver])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    unlockScanSound()
    if (code.trim()) onSubmit(code)
    setCode('')
    input.current?.focus()
  }

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardTitle id={`${id}-title`} className="mb-1">
        {t('scan.manual')}
      </CardTitle>
      <p id={`${id}-hint`} className="mb-3 text-sm text-muted">
        {t('shortCode.fieldHint')}
      </p>
      <form onSubmit={submit} className="space-y-1.5">
        <Label htmlFor={id}>{t('scan.code')}</Label>
        <div className="flex gap-2">
          <Input
            ref={input}
            id={id}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-describedby={`${id}-hint`}
            autoComplete="off"
            // Short codes are capitals; a phone's keyboard offers them (a pasted or scanned code is left as it is).
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="send"
            className="min-h-12 min-w-0 flex-1 font-mono text-xl tracking-wider"
          />
          <Button type="submit" className="shrink-0">
            <Send aria-hidden className="size-4" />
            {t('scan.submit')}
          </Button>
        </div>
      </form>
    </Card>
  )
}
