// What staff and students read for the shipping speeds and statuses of SPEC §3: the tables live
// in the domain beside the values (one table per enumeration).
export {
  SHIPPING_SPEED_LABELS,
  SHIPPING_STATUS_LABELS,
} from '../../../domain/certificates/shipping.ts';
