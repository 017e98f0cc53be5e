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
