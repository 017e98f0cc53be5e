// What staff and students read for the shipping speeds and statuses of SPEC §3.
import type { ShippingOrderStatus, ShippingSpeed } from '../../../domain/certificates/shipping.ts';

export const SHIPPING_SPEED_LABELS: Record<ShippingSpeed, string> = {
  standard: 'Standard mail',
  express: 'Express',
  expressTracking: 'Express with tracking',
  priority: 'Priority',
  guaranteed: 'Guaranteed delivery',
};

export const SHIPPING_STATUS_LABELS: Record<ShippingOrderStatus, string> = {
  Requested: 'Requested',
  Queued: 'To mail',
  Shipped: 'Shipped',
};
