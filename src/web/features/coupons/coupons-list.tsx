// The coupons grid's columns. Expired coupons say so; Edit and Delete appear on the coupons whose
// scope the signed-in role may write.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { DATE_FORMAT, formatDate } from '../../../domain/date-format.ts';
import { actionsColumn, type ListGridColumn } from '../../ui/list-grid.tsx';
import { COUPON_SCOPE_LABELS, describeDiscount, type CouponView } from './coupon-form.ts';

export interface CouponActions {
  canWrite: (coupon: CouponView) => boolean;
  onEdit: (coupon: CouponView) => void;
  onDelete: (coupon: CouponView) => void;
}

const isExpired = (coupon: CouponView, now: number) => new Date(coupon.expiration).getTime() < now;

/** What restricts the coupon, in a few words. */
function restrictions(coupon: CouponView, regionNames: ReadonlyMap<string, string>): string {
  const parts: string[] = [];
  if (coupon.scope === 'course') {
    if (coupon.courseId) parts.push(`Course ${coupon.courseId}`);
    if (coupon.state) parts.push(coupon.state);
    if (coupon.isDailyCoupon) parts.push('Daily');
  } else {
    if (coupon.regionIds.length > 0) {
      parts.push(coupon.regionIds.map((id) => regionNames.get(id) ?? 'Unknown region').join(', '));
    }
    if (coupon.onlyFirstPurchase) parts.push('First purchase only');
    if (coupon.displayInLandingPages) parts.push('On landing pages');
  }
  return parts.join(' · ') || 'None';
}

function Expiry({ coupon, now }: { coupon: CouponView; now: number }) {
  return (
    <span>
      {formatDate(coupon.expiration, DATE_FORMAT)}
      {isExpired(coupon, now) && (
        <Chip
          size="small"
          label="Expired"
          sx={{ ml: 1, bgcolor: '#E8EAED', color: 'text.primary' }}
        />
      )}
    </span>
  );
}

function Actions({ coupon, actions }: { coupon: CouponView; actions: CouponActions }) {
  if (!actions.canWrite(coupon)) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button
        size="small"
        variant="outlined"
        onClick={() => actions.onEdit(coupon)}
        aria-label={`Edit ${coupon.code}`}
      >
        Edit
      </Button>
      <Button
        size="small"
        color="error"
        onClick={() => actions.onDelete(coupon)}
        aria-label={`Delete ${coupon.code}`}
      >
        Delete
      </Button>
    </Box>
  );
}

export function couponColumns(
  actions: CouponActions | null,
  regionNames: ReadonlyMap<string, string>,
  now: number,
): ListGridColumn<CouponView>[] {
  return [
    { field: 'code', header: 'Code', text: (coupon) => coupon.code, mono: true, minWidth: 110 },
    { field: 'title', header: 'Title', text: (coupon) => coupon.title, flex: 1.5, minWidth: 150 },
    {
      field: 'scope',
      header: 'Scope',
      text: (coupon) => COUPON_SCOPE_LABELS[coupon.scope],
      hideOnPhone: true,
      minWidth: 90,
    },
    {
      field: 'discount',
      header: 'Discount',
      text: (coupon) => describeDiscount(coupon.type, coupon.discount),
      minWidth: 100,
    },
    {
      field: 'expiration',
      header: 'Valid until',
      text: (coupon) =>
        `${formatDate(coupon.expiration, DATE_FORMAT)}${isExpired(coupon, now) ? ' (expired)' : ''}`,
      render: (coupon) => <Expiry coupon={coupon} now={now} />,
      minWidth: 140,
    },
    {
      field: 'restrictions',
      header: 'Restrictions',
      text: (coupon) => restrictions(coupon, regionNames),
      flex: 1.5,
      minWidth: 150,
      hideOnPhone: true,
    },
    ...(actions
      ? [actionsColumn((coupon: CouponView) => <Actions coupon={coupon} actions={actions} />)]
      : []),
  ];
}
