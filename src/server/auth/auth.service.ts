// Accounts, sessions and roles for the rest of the server. HTTP sign-in, sign-out and two-factor
// go through `handler` (better-auth's endpoints under /api/auth); resolvers ask `getViewer`.
import type { RequestHandler } from 'express';
import { isAPIError } from 'better-auth/api';
import { toNodeHandler } from 'better-auth/node';
import { normaliseRoles, type StaffRole } from '../../domain/roles.ts';
import type { Config } from '../config.ts';
import type { DbHandle } from '../db/client.ts';
import { AppError, conflict, notFound, validationError } from '../graphql/errors.ts';
import type { Logger } from '../logger.ts';
import type { Outbox } from '../mail/outbox.ts';
import { CLIENT_IP_HEADER, createBetterAuth, MIN_PASSWORD_LENGTH } from './auth-options.ts';
import { touchLastActive } from './auth.repository.ts';
import { createViewerCache } from './viewer-cache.ts';

export interface Viewer {
  userId: string;
  sessionId: string;
  email: string;
  name: string;
  roles: StaffRole[];
}

export interface AuthService {
  /** Express handler mounted by app.ts at `app.all('/api/auth/{*rest}', auth.handler)` before any body parser. */
  handler: RequestHandler;
  /**
   * Answers one request to the auth endpoints in-process, as `handler` answers it over HTTP, for
   * a server-rendered form acting for the visitor (the sign-in page). `clientIp` is the visitor's
   * address as Express computed it: the sign-in guard counts attempts per visitor, not per server.
   */
  respond(
    url: URL,
    init: { method: 'POST'; headers: Headers; body: string },
    clientIp: string | undefined,
  ): Promise<Response>;
  /** The signed-in user for these request headers (cookie), or null when signed out, expired or disabled. Records lastActive (throttled). */
  getViewer(headers: Headers): Promise<Viewer | null>;
  createUser(input: {
    email: string;
    password: string;
    name: string;
    roles: StaffRole[];
  }): Promise<{ id: string }>;
  setRoles(userId: string, roles: StaffRole[]): Promise<void>;
  /** Disables (bans) the user and revokes every session they have. */
  disableUser(userId: string, reason?: string): Promise<void>;
  enableUser(userId: string): Promise<void>;
  /**
   * Drops every cached viewer (docs/adr/0005). Call after committing any change to who a user
   * is (roles, disabled): the next request of every session reads the user again.
   */
  forgetViewers(): void;
}

/** last_active_at is written at most this often per user. */
export const LAST_ACTIVE_THROTTLE_SECONDS = 60;

/** The admin plugin stores roles as one comma-separated string. */
export const rolesFromColumn = (value: string | null | undefined): StaffRole[] =>
  normaliseRoles((value ?? '').split(',').map((role) => role.trim()));

export const rolesToColumn = (roles: readonly StaffRole[]): string =>
  normaliseRoles(roles).join(',');

export function createAuthService(deps: {
  config: Config;
  db: DbHandle;
  log: Logger;
  outbox: Outbox;
}): AuthService {
  const { config, log } = deps;
  const db = deps.db.db;
  const auth = createBetterAuth({ config, db, log, outbox: deps.outbox });
  const nodeHandler = toNodeHandler(auth);

  // Who each session cookie belongs to, for SESSION_CACHE_SECONDS (docs/adr/0005).
  const viewers = createViewerCache<Viewer>({ ttlSeconds: config.SESSION_CACHE_SECONDS });
  /** When this process last recorded each user's activity (the cached viewer has no lastActiveAt). */
  const lastTouched = new Map<string, number>();

  const handler: RequestHandler = (req, res) => {
    // Sign-in, sign-out, password and two-factor changes, revoked sessions: whatever an auth
    // endpoint changes, no cached viewer may outlive it.
    if (req.method !== 'GET') viewers.clear();
    // Express resolved the client IP with TRUST_PROXY; hand exactly that to better-auth.
    if (req.ip) req.headers[CLIENT_IP_HEADER] = req.ip;
    else delete req.headers[CLIENT_IP_HEADER];
    return nodeHandler(req, res);
  };

  async function respond(
    url: URL,
    init: { method: 'POST'; headers: Headers; body: string },
    clientIp: string | undefined,
  ): Promise<Response> {
    viewers.clear();
    const headers = new Headers(init.headers);
    if (clientIp) headers.set(CLIENT_IP_HEADER, clientIp);
    else headers.delete(CLIENT_IP_HEADER);
    return auth.handler(new Request(url, { ...init, headers }));
  }

  async function getViewer(headers: Headers): Promise<Viewer | null> {
    const cookie = headers.get('cookie');
    if (!cookie) return null;
    const cached = viewers.get(cookie);
    if (cached) {
      await recordActivity(cached.userId);
      return cached;
    }
    const found = await auth.api.getSession({ headers });
    if (!found) return null;
    const { user, session } = found;
    // Disabling deletes sessions; this also covers a session created in the same instant.
    if (user.banned) return null;
    const lastActive = user.lastActiveAt ? new Date(user.lastActiveAt).getTime() : 0;
    lastTouched.set(user.id, Math.max(lastActive, lastTouched.get(user.id) ?? 0));
    await recordActivity(user.id);
    const viewer: Viewer = {
      userId: user.id,
      sessionId: session.id,
      email: user.email,
      name: user.name,
      roles: rolesFromColumn(user.role),
    };
    viewers.set(cookie, viewer, new Date(session.expiresAt));
    return viewer;
  }

  /** Writes last_active_at at most once a LAST_ACTIVE_THROTTLE_SECONDS per user. */
  async function recordActivity(userId: string): Promise<void> {
    if (Date.now() - (lastTouched.get(userId) ?? 0) < LAST_ACTIVE_THROTTLE_SECONDS * 1000) return;
    // Bounded like the viewer cache: forgetting only costs one extra (throttled) write.
    if (lastTouched.size >= 10_000) lastTouched.clear();
    lastTouched.set(userId, Date.now());
    await touchLastActive(db, userId, LAST_ACTIVE_THROTTLE_SECONDS).catch((error: unknown) => {
      log.warn({ err: error, userId }, 'could not record last activity');
    });
  }

  async function createUser(input: {
    email: string;
    password: string;
    name: string;
    roles: StaffRole[];
  }): Promise<{ id: string }> {
    if (input.password.length < MIN_PASSWORD_LENGTH) {
      throw validationError([
        { path: 'password', message: `must be at least ${MIN_PASSWORD_LENGTH} characters` },
      ]);
    }
    try {
      const { user } = await auth.api.createUser({
        body: {
          email: input.email.trim(),
          password: input.password,
          name: input.name.trim(),
          // Typed by better-auth for its default roles; ours are free-form strings to it.
          role: rolesToColumn(input.roles) as 'user',
        },
      });
      return { id: user.id };
    } catch (error) {
      throw translateApiError(error);
    }
  }

  async function updateUser(userId: string, data: Record<string, unknown>): Promise<void> {
    const context = await auth.$context;
    if (!(await context.internalAdapter.findUserById(userId))) throw notFound('User');
    await context.internalAdapter.updateUser(userId, { ...data, updatedAt: new Date() });
    // Roles and the disabled flag are part of the viewer: no request may see the old ones.
    viewers.clear();
  }

  return {
    handler,
    respond,
    getViewer,
    createUser,
    setRoles: (userId, roles) => updateUser(userId, { role: rolesToColumn(roles) }),
    async disableUser(userId, reason) {
      // What better-auth's admin "ban-user" does, without an admin session to call it with.
      await updateUser(userId, {
        banned: true,
        banReason: reason ?? 'Disabled by an administrator',
        banExpires: null,
      });
      const context = await auth.$context;
      await context.internalAdapter.deleteUserSessions(userId);
      viewers.clear();
    },
    enableUser: (userId) =>
      updateUser(userId, { banned: false, banReason: null, banExpires: null }),
    forgetViewers: () => viewers.clear(),
  };
}

function translateApiError(error: unknown): unknown {
  if (!isAPIError(error)) return error;
  const code = (error.body as { code?: string } | undefined)?.code;
  if (code === 'INVALID_EMAIL')
    return new AppError('INVALID_EMAIL', 'The email address is not valid.');
  if (code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' || code === 'USER_ALREADY_EXISTS') {
    return conflict('A user with this email already exists.');
  }
  return error;
}
