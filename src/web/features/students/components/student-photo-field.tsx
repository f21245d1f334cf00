import { Camera, ImageUp, Trash2 } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import { toast } from 'sonner'
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES } from '#shared/contracts/student-photos'
import { StudentPhoto } from '#web/components/student-photo'
import { CameraAndFileInputs } from '#web/components/file-upload'
import { Button } from '#web/components/ui/button'
import { FormAlert } from '#web/components/ui/form-alert'
import { Spinner } from '#web/components/ui/spinner'
import { errorMessage } from '#web/lib/error-message'
import { useRemoveStudentPhoto } from '../api/remove-student-photo'
import { useUploadStudentPhoto } from '../api/upload-student-photo'

const MAX_MB = PHOTO_MAX_BYTES / (1024 * 1024)

interface StudentPhotoFieldProps {
  student: { id: string; name: string; photoUpdatedAt: string | null }
}

/**
 * The edit dialog's photo: "Take a photo" opens a phone's camera (capture), "Choose a
 * photo" its pictures; the chosen one shows before it is saved, on its own, apart from the form.
 * The server makes the kept images from it (ADR 025); the preview here is only the file as chosen.
 */
export function StudentPhotoField({ student }: StudentPhotoFieldProps) {
  const { t } = useTranslation()
  const id = useId()
  const cameraRef = useRef<HTMLInputElement>(null)
  const pickRef = useRef<HTMLInputElement>(null)
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const upload = useUploadStudentPhoto(student.id)
  const remove = useRemoveStudentPhoto(student.id)
  const busy = upload.isPending || remove.isPending

  // A chosen file's address lives while it is shown: let it go when another replaces it, or the dialog closes.
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.url) : undefined), [chosen])

  function onPicked(input: HTMLInputElement) {
    const file = input.files?.[0]
    input.value = '' // the same file may be chosen again
    if (!file) return
    setError(null)
    if (file.type && !file.type.startsWith('image/')) return setError(t('studentPhotos.errors.type'))
    if (file.size > PHOTO_MAX_BYTES) return setError(t('studentPhotos.errors.tooLarge', { size: String(MAX_MB) }))
    setChosen({ file, url: URL.createObjectURL(file) })
  }

  function save() {
    if (!chosen) return
    setError(null)
    upload.mutate(chosen.file, {
      onSuccess: () => {
        toast.success(t('studentPhotos.saved'))
        setChosen(null)
      },
      onError: (err) => setError(errorMessage(err)),
    })
  }

  function removePhoto() {
    setError(null)
    remove.mutate(undefined, {
      onSuccess: () => toast.success(t('studentPhotos.removed')),
      onError: (err) => setError(errorMessage(err)),
    })
  }

  return (
    <section aria-labelledby={`${id}-title`} aria-describedby={`${id}-hint`} className="space-y-3 border-b border-border pb-4">
      <h3 id={`${id}-title`} className="text-base font-semibold">
        {t('studentPhotos.photo')}
      </h3>
      <div className="flex items-start gap-4">
        <div className="relative size-28 shrink-0 overflow-hidden rounded-xl border border-border" data-testid="photo-preview">
          {chosen ? (
            <img src={chosen.url} alt={student.name} className="size-full object-cover" />
          ) : (
            <StudentPhoto studentId={student.id} name={student.name} updatedAt={student.photoUpdatedAt} size="large" className="size-full" />
          )}
          {!chosen && !student.photoUpdatedAt ? (
            <span className="absolute inset-x-0 bottom-0 bg-surface-muted/90 py-0.5 text-center text-xs font-semibold text-muted">
              {t('studentPhotos.noPhoto')}
            </span>
          ) : null}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          {chosen ? (
            <>
              <p className="text-sm font-medium text-fg">{t('studentPhotos.chosen')}</p>
              <Button onClick={save} disabled={busy}>
                {upload.isPending ? <Spinner /> : null}
                {upload.isPending ? t('studentPhotos.saving') : t('studentPhotos.save')}
              </Button>
              <Button variant="secondary" onClick={() => setChosen(null)} disabled={busy}>
                {t('studentPhotos.discard')}
              </Button>
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={() => cameraRef.current?.click()} disabled={busy}>
                <Camera aria-hidden className="size-4" />
                {t('studentPhotos.takePhoto')}
              </Button>
              <Button variant="secondary" onClick={() => pickRef.current?.click()} disabled={busy}>
                <ImageUp aria-hidden className="size-4" />
                {t('studentPhotos.choosePhoto')}
              </Button>
              {student.photoUpdatedAt ? (
                <Button variant="danger" onClick={removePhoto} disabled={busy}>
                  <Trash2 aria-hidden className="size-4" />
                  {t('studentPhotos.remove')}
                </Button>
              ) : null}
            </>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t('studentPhotos.hint', { size: String(MAX_MB) })}
      </p>
      <FormAlert message={error} />
      <CameraAndFileInputs cameraRef={cameraRef} pickRef={pickRef} cameraAccept={PHOTO_ACCEPT} accept={PHOTO_ACCEPT} label={t('studentPhotos.choosePhoto')} onPicked={onPicked} />
    </section>
  )
}
