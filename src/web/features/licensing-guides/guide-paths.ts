// Public addresses of the licensing guides: /licensing-guides lists them, and each state ×
// audience has /{state}/licensing-guide/{audience}, e.g. /tx/licensing-guide/teen-parent-taught.
export const LICENSING_GUIDES_PATH = '/licensing-guides';

export function licensingGuidePath(state: string, audience: string): string {
  return `/${state.toLowerCase()}/licensing-guide/${audience}`;
}
