/**
 * Where a student's photo is (ADR 025), without zod: the profile's and the lists' pictures
 * need only this. The contract (contracts/student-photos.ts) checks the same query.
 */
export const PHOTO_SIZES = ['thumb', 'large'] as const
export type PhotoSize = (typeof PHOTO_SIZES)[number]

/** A photo's address for an <img>, with its updatedAt so a new photo is never a cached old one. */
export function studentPhotoUrl(studentId: string, size: PhotoSize, updatedAt: string): string {
  return `/api/students/${encodeURIComponent(studentId)}/photo?${new URLSearchParams({ size, v: updatedAt })}`
}
