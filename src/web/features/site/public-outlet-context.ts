/** What the public layout hands to its pages through <Outlet context>. */
export interface PublicOutletContext {
  bookingPhone: string;
  /** Cards are paid on Stripe's Payment Element, on a payment page after the pay form. */
  cardInBrowser: boolean;
}
