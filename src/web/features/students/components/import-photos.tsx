import { Images } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import { Button } from '#web/components/ui/button'
import { Dialog } from '#web/components/ui/dialog'

// What the dialog does (the upload, the preview, the contract's schemas) comes when it is first opened: the
// Students page, where this button waits under More, stays light.
const PhotoImport = lazy(() => import('./photo-import').then((m) => ({ default: m.PhotoImport })))

/** The "Import photos" button and its dialog (ADR 025): a ZIP named by Student ID → preview → import. */
export function ImportPhotos() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Images aria-hidden className="size-4" />
        {t('studentPhotos.import.button')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('studentPhotos.import.title')}
        description={t('studentPhotos.import.description')}
        closeLabel={t('common.close')}
        className="sm:max-w-2xl"
      >
        {/* Mounted only while open: every opening starts again from "choose a file". */}
        {open ? (
          <Suspense fallback={null}>
            <PhotoImport onClose={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </Dialog>
    </>
  )
}

