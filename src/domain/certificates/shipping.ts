// Mailing a printed certificate (SPEC §3 shipping speeds) and the states of its shipping order in
// the fulfilment queue (docs/certificates.md "Mailing").

export const SHIPPING_SPEEDS = [
  'standard',
  'express',
  'expressTracking',
  'priority',
  'guaranteed',
] as const;
export type ShippingSpeed = (typeof SHIPPING_SPEEDS)[number];

/**
 * Requested: written with the certificate; Queued: the shipping-order job placed it in the
 * fulfilment queue; Shipped: staff mailed it.
 */
export const SHIPPING_ORDER_STATUSES = ['Requested', 'Queued', 'Shipped'] as const;
export type ShippingOrderStatus = (typeof SHIPPING_ORDER_STATUSES)[number];

/** What staff and students read for each shipping speed. */
export const SHIPPING_SPEED_LABELS: Readonly<Record<ShippingSpeed, string>> = {
  standard: 'Standard mail',
  express: 'Express',
  expressTracking: 'Express with tracking',
  priority: 'Priority',
  guaranteed: 'Guaranteed delivery',
};

/** What staff read for each state of a certificate's shipping order. */
export const SHIPPING_STATUS_LABELS: Readonly<Record<ShippingOrderStatus, string>> = {
  Requested: 'Requested',
  Queued: 'To mail',
  Shipped: 'Shipped',
};
