/** What the public layout hands to its pages through <Outlet context>. */
export interface PublicOutletContext {
  bookingPhone: string;
}
