/** The student-photos module as other code may use it; everything else in this folder is its own (ADR 051). */
export { photoImportRoutes } from './photo-import.routes'
export { studentPhotoRoutes } from './student-photos.routes'
