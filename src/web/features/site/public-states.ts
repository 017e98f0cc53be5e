import { findUsState, US_STATES } from '../../../domain/us-states.ts';

/** The 11 states the public site sells in, in alphabetical order, for menus and lists. */
export const PUBLIC_STATES = US_STATES.filter((state) => state.isSupported).sort((a, b) =>
  a.name.localeCompare(b.name),
);

/** A state's name for a two-letter code in any case ("tx" → "Texas"), the code itself if unknown. */
export function stateName(code: string): string {
  return findUsState(code)?.name ?? code.toUpperCase();
}
