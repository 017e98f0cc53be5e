import { describe, expect, it } from 'vitest';
import { isHttpsUrl, videoSource } from './video-source.ts';

describe('videoSource', () => {
  it('accepts only https addresses', () => {
    expect(isHttpsUrl('https://v.test/a.mp4')).toBe(true);
    expect(isHttpsUrl('http://v.test/a.mp4')).toBe(false);
    expect(isHttpsUrl('not a url')).toBe(false);
    expect(videoSource('http://v.test/a.mp4')).toBeNull();
  });

  it('embeds YouTube and Vimeo links, plays other addresses as files', () => {
    expect(videoSource('https://www.youtube.com/watch?v=abcDEF12345')).toEqual({
      kind: 'embed',
      src: 'https://www.youtube-nocookie.com/embed/abcDEF12345',
    });
    expect(videoSource('https://youtu.be/abcDEF12345')?.src).toBe(
      'https://www.youtube-nocookie.com/embed/abcDEF12345',
    );
    expect(videoSource('https://vimeo.com/76979871')).toEqual({
      kind: 'embed',
      src: 'https://player.vimeo.com/video/76979871',
    });
    expect(videoSource('https://cdn.school.test/lesson.mp4')).toEqual({
      kind: 'file',
      src: 'https://cdn.school.test/lesson.mp4',
    });
  });
});
