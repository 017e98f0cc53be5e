// Private calendar links (docs/messages.md "Calendar feed"): one live link per account, made on
// request, shown again whenever the portal or the instructor's lessons page is opened, and revoked
// by making a new one (or turning it off). The feed behind it needs no sign-in: calendar apps
// cannot sign in, so the token, 32 random bytes, is the key.
import { randomBytes } from 'node:crypto';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Platform } from '../../platform.ts';
import { lessonsRepository } from '../lessons/lessons.repository.ts';
import { lessonsCalendar } from './lesson-calendar.ts';
import { lessonMessagesRepository } from './lesson-messages.repository.ts';

/** Tokens are base64url of 32 bytes: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The feed shows lessons from this long ago on, and at most this many. */
const FEED_PAST_DAYS = 30;
const FEED_LIMIT = 500;

export interface CalendarLink {
  url: string;
  createdAt: Date;
}

export const feedPath = (token: string) => `/calendar/${token}.ics`;

const linkOf = (platform: Pick<Platform, 'config'>, row: { token: string; createdAt: Date }) => ({
  url: new URL(feedPath(row.token), platform.config.PUBLIC_URL).toString(),
  createdAt: row.createdAt,
});

/** The account's live link, or null when it has none (never made, or turned off). */
export async function myCalendarLink(
  platform: Pick<Platform, 'db' | 'config'>,
  viewer: Viewer,
): Promise<CalendarLink | null> {
  const row = await lessonMessagesRepository.liveFeed(platform.db.db, viewer.userId);
  return row ? linkOf(platform, row) : null;
}

/** Makes a new link; the old one (if any) stops working at once, in the same transaction. */
export async function renewCalendarLink(
  platform: Pick<Platform, 'db' | 'config' | 'log'>,
  viewer: Viewer,
): Promise<CalendarLink> {
  const now = new Date();
  const row = await platform.db.transaction(async (tx) => {
    await lessonMessagesRepository.revokeFeeds(tx, viewer.userId, now);
    return lessonMessagesRepository.insertFeed(
      tx,
      viewer.userId,
      randomBytes(32).toString('base64url'),
      now,
    );
  });
  platform.log.info({ userId: viewer.userId }, 'calendar link made; any earlier one revoked');
  return linkOf(platform, row);
}

/** Turns the account's link off; true when there was one. */
export async function revokeCalendarLink(
  platform: Pick<Platform, 'db'>,
  viewer: Viewer,
): Promise<boolean> {
  const had = await lessonMessagesRepository.liveFeed(platform.db.db, viewer.userId);
  if (!had) return false;
  await platform.db.transaction((tx) =>
    lessonMessagesRepository.revokeFeeds(tx, viewer.userId, new Date()),
  );
  return true;
}

/** The calendar text behind a live token; null for anything else (unknown, revoked, malformed). */
export async function calendarOfToken(
  platform: Pick<Platform, 'db'>,
  token: string,
  now: Date = new Date(),
): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const db = platform.db.db;
  const feed = await lessonMessagesRepository.feedByToken(db, token);
  if (!feed) return null;
  const ids = await lessonMessagesRepository.feedLessonIds(
    db,
    feed.userId,
    new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000),
    FEED_LIMIT,
  );
  return lessonsCalendar(await lessonsRepository.views(db, ids), 'RoadReady lessons');
}
