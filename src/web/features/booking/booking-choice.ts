// What the visitor chose on /book, read from the query string or a posted form: the lesson type,
// the state, the place (a meeting point, or the pickup address and ZIP), and a coupon. Kept in the
// URL so each step is a link.

export interface BookingChoice {
  type: string;
  state: string;
  address: string;
  zip: string;
  /** A meeting point's id; when set, the lesson starts there and the address and ZIP are unused. */
  meetingPoint: string;
  coupon: string;
}

const field = (source: URLSearchParams | FormData, name: string) => {
  const value = source.get(name);
  return typeof value === 'string' ? value.trim().slice(0, 200) : '';
};

export function readBookingChoice(source: URLSearchParams | FormData): BookingChoice {
  return {
    type: field(source, 'type'),
    state: field(source, 'state').toUpperCase(),
    address: field(source, 'address'),
    zip: field(source, 'zip'),
    meetingPoint: field(source, 'meetingPoint'),
    coupon: field(source, 'coupon'),
  };
}

export function bookingPath(choice: BookingChoice): string {
  const query = new URLSearchParams(
    Object.entries(choice).filter(([, value]) => value !== ''),
  ).toString();
  return query ? `/book?${query}` : '/book';
}
