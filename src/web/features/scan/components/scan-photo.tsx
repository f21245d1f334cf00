import { UserRoundX } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import { studentPhotoUrl } from '#shared/student-photo-url'
import { cn } from '#web/lib/cn'
import { storedPhoto } from '../offline/scan-store'

/**
 * The scanned student's face, large, to check against the one at the gate (ADR 028): the large photo
 * from the server, or with no network the thumbnail this device kept with its roster (ADR 027). A
 * student with no photo is flagged, so the teacher checks the name instead.
 */
export function ScanPhoto({ studentId, name, updatedAt, online, className }: { studentId: string; name: string; updatedAt: string | null; online: boolean; className?: string }) {
  const { t } = useTranslation()
  const [kept, setKept] = useState<string | null>(null)
  const [serverFailed, setServerFailed] = useState(false)
  const fromDevice = !online || serverFailed
  useEffect(() => {
    if (!updatedAt || !fromDevice) return
    let url: string | null = null
    let cancelled = false
    void storedPhoto(studentId).then((photo) => {
      if (cancelled || !photo) return
      url = URL.createObjectURL(photo.blob)
      setKept(url)
    })
    return () => {
      cancelled = true
      if (url) URL.revokeObjectURL(url)
    }
  }, [studentId, updatedAt, fromDevice])

  if (!updatedAt) {
    return (
      <span data-no-photo className={cn('flex shrink-0 flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-current p-2 text-center text-xs font-semibold', className)}>
        <UserRoundX aria-hidden className="size-8" />
        {t('scan.noPhoto')}
      </span>
    )
  }
  const src = fromDevice ? kept : studentPhotoUrl(studentId, 'large', updatedAt)
  if (!src) return <span aria-hidden className={cn('shrink-0 rounded-xl bg-black/10', className)} />
  return <img src={src} alt={name} data-scan-photo className={cn('shrink-0 rounded-xl bg-white object-cover', className)} onError={() => setServerFailed(true)} />
}
