import { Camera } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import { Button, type ButtonProps } from '#web/components/ui/button'
import { unlockScanSound } from './scan-feedback'

/**
 * "Start camera", on the scan page and in gate mode. The tap is also the one a browser wants before a
 * page may play sound, so the scan tones are unlocked with it.
 */
export function StartCameraButton({ start, variant, className }: { start: () => Promise<void>; variant?: ButtonProps['variant']; className?: string }) {
  const { t } = useTranslation()
  return (
    <Button
      variant={variant}
      className={className}
      onClick={() => {
        unlockScanSound()
        void start()
      }}
    >
      <Camera aria-hidden className="size-4" />
      {t('scan.startCamera')}
    </Button>
  )
}
