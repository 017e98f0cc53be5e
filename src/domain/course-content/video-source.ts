// How a lecture video is played: links to YouTube or Vimeo become their embeddable player (an
// iframe), any other https address is played as a file by the browser's own video element.

export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export type VideoSource = { kind: 'embed'; src: string } | { kind: 'file'; src: string };

const YOUTUBE_ID = /^[\w-]{6,20}$/;

/** The player for an https video address, or null when the address is not https. */
export function videoSource(value: string): VideoSource | null {
  if (!isHttpsUrl(value)) return null;
  const url = new URL(value);
  const host = url.hostname.replace(/^www\./, '');
  const youtubeId =
    host === 'youtu.be'
      ? url.pathname.slice(1)
      : host === 'youtube.com' || host === 'm.youtube.com'
        ? url.pathname === '/watch'
          ? (url.searchParams.get('v') ?? '')
          : url.pathname.replace(/^\/(embed|shorts)\//, '')
        : null;
  if (youtubeId !== null && YOUTUBE_ID.test(youtubeId)) {
    return { kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${youtubeId}` };
  }
  const vimeoId = host === 'vimeo.com' ? /^\/(\d+)$/.exec(url.pathname)?.[1] : undefined;
  if (vimeoId) return { kind: 'embed', src: `https://player.vimeo.com/video/${vimeoId}` };
  if (host === 'player.vimeo.com') return { kind: 'embed', src: url.href };
  return { kind: 'file', src: url.href };
}
