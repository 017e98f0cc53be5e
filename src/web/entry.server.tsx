// Renders every document on the server. The whole page is rendered before anything is sent
// (onAllReady) because Emotion's critical CSS can only be extracted from complete HTML; public
// pages are small, so the wait is short, and pages arrive styled without a flash.
import { Writable } from 'node:stream';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { carriesSessionCookie } from '../domain/session-cookie.ts';
import { createEmotionCache } from './ui/emotion-cache.ts';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> | Response {
  // A signed-in visitor's page names them in the header: private, even where the route lets
  // everyone else's copy be shared (src/server/auth/README.md "Signed in on public pages").
  if (carriesSessionCookie(request.headers.get('cookie')))
    responseHeaders.set('Cache-Control', 'private, no-store');
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const cache = createEmotionCache();
  // Must run before rendering: it switches the cache to collecting styles instead of inlining them.
  const emotion = createEmotionServer(cache);

  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    let settled = false;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    });
    sink.on('finish', () => {
      clearTimeout(timeout);
      const html = Buffer.concat(chunks).toString('utf8');
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      resolve(new Response(injectStyles(html, emotion), { status, headers: responseHeaders }));
    });

    const { pipe, abort } = renderToPipeableStream(
      <CacheProvider value={cache}>
        <ServerRouter context={routerContext} url={request.url} />
      </CacheProvider>,
      {
        onAllReady() {
          settled = true;
          pipe(sink);
        },
        onShellError(error: unknown) {
          settled = true;
          clearTimeout(timeout);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          status = 500;
          // Errors before the shell is ready reach onShellError and are logged by React Router.
          if (settled) console.error(error);
        },
      },
    );
    // Give rejected boundaries time to render their fallbacks, then stop waiting.
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
  });
}

type EmotionServer = ReturnType<typeof createEmotionServer>;

function injectStyles(html: string, emotion: EmotionServer): string {
  const critical = emotion.extractCriticalToChunks(html);
  // A stylesheet may not contain "</style": the browser would end the element there.
  for (const style of critical.styles) style.css = style.css.replace(/<(?=\/?style\b)/gi, '\\3c ');
  const tags = emotion.constructStyleTagsFromChunks(critical);
  // A function replacement keeps "$&" and friends in the CSS literal.
  return tags ? html.replace('</head>', () => `${tags}</head>`) : html;
}
