// Sending an image file to one of the server's upload endpoints (instructor portraits, lecture
// images): the raw file as the body, errors read from the API's error shape. The 2,000,000-byte
// and type checks run first in the browser (imageFileProblem) and again on the server.
import { UPLOAD_IMAGE_TYPES } from '../../domain/image-type.ts';

/** The `accept` attribute of every image file input. */
export const IMAGE_ACCEPT = UPLOAD_IMAGE_TYPES.join(',');

/** Sends the request; answers the JSON body (null when empty) or throws the server's message. */
export async function sendToImageEndpoint(url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, { credentials: 'same-origin', ...init });
  const body = (await response.json().catch(() => null)) as {
    errors?: { message: string }[];
  } | null;
  if (response.ok) return body;
  if (response.status === 413) throw new Error('The image is larger than 2 MB (2,000,000 bytes).');
  throw new Error(body?.errors?.[0]?.message ?? `The server answered ${response.status}.`);
}

/** The request init that uploads `file` as a raw body. */
export const imageBody = (file: File, method: 'PUT' | 'POST'): RequestInit => ({
  method,
  body: file,
  headers: { 'Content-Type': file.type || 'application/octet-stream' },
});
