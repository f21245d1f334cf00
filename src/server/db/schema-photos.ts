/**
 * A student's photo (migration 2026-11-26T1200_student_photos, ADR 025): the two images the server
 * made from an upload, of one type. Part of `Database` in schema.ts, which re-exports it.
 */
export interface StudentPhotosTable {
  school_id: string
  student_id: string
  /** At most 12 KB (a CHECK says so): what lists and the scanner's roster show. */
  thumb: Buffer
  large: Buffer
  mime_type: 'image/webp' | 'image/jpeg'
  updated_at: string
  /** The staff member who added it. */
  updated_by: string
}
