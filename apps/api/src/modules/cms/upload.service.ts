import { responsiveImage, type UploadAnswer } from '@sahay/contracts';
import { HttpError } from '../../lib/http-error.ts';

/**
 * What an upload answers: the file the media plugin already checked by its bytes and stored under a random
 * name (its `file` field of the form now holds the stored path), and how to show it.
 */
export function storedUpload(multipart: boolean, form: unknown): UploadAnswer {
  if (!multipart) throw new HttpError(415, 'Send the file as multipart/form-data in the field `file`.');
  const path = (form as { file?: unknown } | undefined)?.file;
  if (typeof path !== 'string' || !path.startsWith('/media/')) throw new HttpError(400, { file: ['Choose a file to upload.'] });
  return { path, kind: path.endsWith('.pdf') ? 'pdf' : 'image', ...responsiveImage(path) };
}
