import { UserRound } from 'lucide-react'
import { type PhotoSize, studentPhotoUrl } from '#shared/student-photo-url'
import { cn } from '#web/lib/cn'

interface StudentPhotoProps {
  studentId: string
  /** The student's name: the photo's alternative text. */
  name: string
  /** When the photo last changed (the contracts' photoUpdatedAt), or null for none: a placeholder. */
  updatedAt: string | null
  /** The 12 KB square for anything up to 64 px; the large one for a face to check. */
  size?: PhotoSize
  /** Its box: size and rounding. */
  className?: string
}

/**
 * A student's photo, from GET /api/students/:id/photo (for those the server lets see it, with the
 * session's cookie: never a public address), or a neutral placeholder when there is none.
 */
export function StudentPhoto({ studentId, name, updatedAt, size = 'thumb', className }: StudentPhotoProps) {
  if (!updatedAt) {
    return (
      <span aria-hidden className={cn('flex shrink-0 items-center justify-center bg-surface-muted text-muted', className)}>
        <UserRound className="size-1/2" />
      </span>
    )
  }
  return (
    <img
      src={studentPhotoUrl(studentId, size, updatedAt)}
      alt={name}
      loading="lazy"
      decoding="async"
      className={cn('shrink-0 bg-surface-muted object-cover', className)}
    />
  )
}
