import { PHOTO_TYPES, photoImportPreviewSchema, photoImportResultSchema, photoQuerySchema, photoResponseSchema } from '#shared/contracts/student-photos'
import { idParams, type OperationDoc } from './operation'

export const photosDocs: OperationDoc[] = [
  {
    method: 'PUT', url: '/api/students/:id/photo', tag: 'photos',
    summary: 'Set a student’s photo',
    description: 'The image is the body (up to 5 MB); what it is comes from its bytes, and it is stored as WebP in two sizes.',
    params: idParams, upload: { types: PHOTO_TYPES, description: 'The photo itself.' }, response: photoResponseSchema,
  },
  {
    method: 'GET', url: '/api/students/:id/photo', tag: 'photos',
    summary: 'A student’s photo',
    description: 'The photo at one of its sizes; staff may see any student’s, a student their own, a parent their children’s. Answers 304 to a matching If-None-Match.',
    params: idParams, query: photoQuerySchema, file: ['image/webp'],
  },
  {
    method: 'DELETE', url: '/api/students/:id/photo', tag: 'photos',
    summary: 'Remove a student’s photo',
    description: 'Removes the photo.',
    params: idParams, response: photoResponseSchema,
  },
  {
    method: 'POST', url: '/api/students/photos/preview', tag: 'photos',
    summary: 'Preview a ZIP of photos',
    description: 'The body is a ZIP of images named by Student ID; answers which files match a student, which match none, and which are not photos. Nothing is saved.',
    upload: { types: ['application/zip'], description: 'The ZIP itself.' }, response: photoImportPreviewSchema,
  },
  {
    method: 'POST', url: '/api/students/photos/apply', tag: 'photos',
    summary: 'Apply a ZIP of photos',
    description: 'Saves every matching photo, or nothing: a ZIP with a file that is not a photo answers 400 `photo_import_invalid` with its preview.',
    upload: { types: ['application/zip'], description: 'The ZIP itself.' }, response: photoImportResultSchema,
  },
]
