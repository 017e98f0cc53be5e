// Which image an uploaded file really is, from its first bytes (its "magic number"), so a file's
// name or the Content-Type a client claims never decides what the server stores and serves.
// Instructor portraits and lecture images accept the same types (src/server/http/image-upload.ts).

export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length &&
  signature.every((value, index) => bytes[at + index] === value);

/** The image type the bytes hold (JPEG, PNG or WebP), or null for anything else. */
export function detectImageType(bytes: Uint8Array): UploadImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return 'image/webp';
  }
  return null;
}

/** The largest image any upload accepts (SPEC §9's 2,000,000-byte body limit). */
export const MAX_IMAGE_BYTES = 2_000_000;

/**
 * Why a chosen file cannot be uploaded, checked in the browser before sending (the server checks
 * again by the bytes), or null when it may be sent.
 */
export function imageFileProblem(file: { size: number; type: string }): string | null {
  if (file.type && !(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return 'The file is not a JPEG, PNG or WebP image.';
  }
  if (file.size > MAX_IMAGE_BYTES) return 'The image is larger than 2 MB (2,000,000 bytes).';
  return null;
}
