import { describe, expect, it } from 'vitest';
import { detectImageType, imageFileProblem } from './image-type.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('detectImageType', () => {
  it('recognises JPEG, PNG and WebP by their first bytes', () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'image/png',
    );
    const webp = [...'RIFF'].map((c) => c.charCodeAt(0));
    expect(
      detectImageType(bytes(...webp, 1, 2, 3, 4, ...[...'WEBP'].map((c) => c.charCodeAt(0)))),
    ).toBe('image/webp');
  });

  it('refuses other files, truncated headers and a RIFF that is not WebP', () => {
    expect(detectImageType(bytes())).toBeNull();
    expect(detectImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(detectImageType(new TextEncoder().encode('GIF89a....'))).toBeNull();
    expect(detectImageType(new TextEncoder().encode('<svg xmlns='))).toBeNull();
    expect(detectImageType(new TextEncoder().encode('RIFF1234WAVEfmt '))).toBeNull();
  });
});

describe('imageFileProblem', () => {
  it('accepts JPEG, PNG and WebP up to 2,000,000 bytes', () => {
    expect(imageFileProblem({ size: 2_000_000, type: 'image/png' })).toBeNull();
    expect(imageFileProblem({ size: 10, type: '' })).toBeNull();
    expect(imageFileProblem({ size: 2_000_001, type: 'image/jpeg' })).toMatch(/larger than 2 MB/);
    expect(imageFileProblem({ size: 10, type: 'image/svg+xml' })).toMatch(/not a JPEG/);
  });
});
