// Paths of the public site that several pages link to (SPEC §2 lists the public link targets).
export const SITE_PATHS = {
  home: '/',
  courses: '/courses',
  book: '/book',
  practiceTest: '/dmv-practice-test',
  texasParentTaught: '/tx/course/parent-taught',
  signIn: '/sign-in',
  signOut: '/sign-out',
} as const;

/** The course list of one state, e.g. /courses?state=wa. */
export function stateCoursesPath(code: string): string {
  return `${SITE_PATHS.courses}?state=${code.toLowerCase()}`;
}
