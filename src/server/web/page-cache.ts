// Keeps the rendered HTML of public pages that say they may be shared, so a page that is the same
// for every visitor is rendered once per interval instead of once per request. Rendering a page
// costs ~100 ms of CPU on the one JavaScript thread (docs/benchmarks.md "Load"); served from here
// it costs a memory copy, and API requests no longer queue behind renders.
//
// A response is kept only when it is a 200 answer to a GET without a session cookie, sets no
// cookie, and its route opted in with `Cache-Control: s-maxage=N` (src/web/lib/shared-cache.ts):
// the shared-cache directive a CDN in front of us would honour too. Staff changes that alter a public page call `clear()`.
import type { NextFunction, Request, Response } from 'express';
import { carriesSessionCookie } from '../../domain/session-cookie.ts';

/** Pages kept at most (distinct path + query); the oldest go first. */
export const PAGE_CACHE_MAX_ENTRIES = 500;
/** A page larger than this is served but not kept. */
const MAX_PAGE_BYTES = 1_000_000;

interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  storedAt: number;
  expiresAt: number;
}

export interface PageCache {
  /** Express middleware: answers from the cache, or lets the request through and keeps the answer. */
  middleware: (req: Request, res: Response, next: NextFunction) => void;
  /** Forgets every page, e.g. after staff changed a course that public pages show. */
  clear(): void;
  readonly size: number;
}

export function createPageCache(
  options: { now?: () => number; maxEntries?: number } = {},
): PageCache {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? PAGE_CACHE_MAX_ENTRIES;
  const pages = new Map<string, CachedPage>();
  // Bumped by clear(): an answer rendered before a clear must not be stored after it.
  let generation = 0;

  function fresh(key: string): CachedPage | undefined {
    const page = pages.get(key);
    if (page && page.expiresAt > now()) return page;
    if (page) pages.delete(key);
    return undefined;
  }

  function store(key: string, page: CachedPage): void {
    pages.delete(key);
    pages.set(key, page);
    while (pages.size > maxEntries) pages.delete(pages.keys().next().value as string);
  }

  function middleware(req: Request, res: Response, next: NextFunction): void {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    // A signed-in visitor's page names them (the public header): never answered from, nor kept
    // in, the copy everyone else shares (src/server/auth/README.md "Signed in on public pages").
    if (carriesSessionCookie(req.headers.cookie)) {
      next();
      return;
    }
    const key = req.originalUrl;
    const hit = fresh(key);
    if (hit) {
      res.status(hit.status);
      for (const [name, value] of hit.headers) res.append(name, value);
      res.setHeader('Age', String(Math.floor((now() - hit.storedAt) / 1000)));
      res.end(req.method === 'HEAD' ? undefined : hit.body);
      return;
    }
    if (req.method === 'GET') capture(key, res, generation);
    next();
  }

  /** Collects what the renderer writes, and keeps it if the finished answer may be shared. */
  function capture(key: string, res: Response, startedIn: number): void {
    const chunks: Buffer[] = [];
    let bytes = 0;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    // A chunk this cannot read makes the copy unusable: the page is then served but not kept.
    let unreadable = false;
    const collect = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      let buffer: Buffer;
      if (typeof chunk === 'string') {
        buffer = Buffer.from(
          chunk,
          typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
        );
      } else if (chunk instanceof Uint8Array) {
        buffer = Buffer.from(chunk);
      } else {
        unreadable = true;
        return;
      }
      bytes += buffer.length;
      if (bytes <= MAX_PAGE_BYTES) chunks.push(buffer);
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as Response['end'];
    res.once('finish', () => {
      const seconds = sharedMaxAge(res);
      if (seconds === null || res.statusCode !== 200 || bytes > MAX_PAGE_BYTES || unreadable)
        return;
      if (res.getHeader('set-cookie') !== undefined || startedIn !== generation) return;
      store(key, {
        status: res.statusCode,
        headers: storedHeaders(res),
        body: Buffer.concat(chunks),
        storedAt: now(),
        expiresAt: now() + seconds * 1000,
      });
    });
  }

  return {
    middleware,
    clear() {
      generation += 1;
      pages.clear();
    },
    get size() {
      return pages.size;
    },
  };
}

/** The N of `s-maxage=N` in the answer's Cache-Control, or null when it may not be shared. */
export function sharedMaxAge(res: Pick<Response, 'getHeader'>): number | null {
  const header = res.getHeader('cache-control');
  if (typeof header !== 'string') return null;
  if (/\b(private|no-store|no-cache)\b/i.test(header)) return null;
  const match = /\bs-maxage=(\d+)\b/i.exec(header);
  const seconds = match ? Number(match[1]) : 0;
  return seconds > 0 ? seconds : null;
}

// Headers that describe this one transfer, not the page, are not replayed.
const PER_RESPONSE = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'x-request-id',
  'age',
]);

function storedHeaders(res: Response): [string, string][] {
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (PER_RESPONSE.has(name) || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.push([name, String(item)]);
  }
  return headers;
}
