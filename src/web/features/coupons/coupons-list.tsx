// One page of coupons: a table on wider screens, cards at phone width. Expired coupons say so.
// Edit and Delete appear on the coupons whose scope the signed-in role may write.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DATE_FORMAT, formatDate } from '../../../domain/date-format.ts';
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
    <>
      {formatDate(coupon.expiration, DATE_FORMAT)}
      {isExpired(coupon, now) && (
        <Chip
          size="small"
          label="Expired"
          sx={{ ml: 1, bgcolor: '#E8EAED', color: 'text.primary' }}
        />
      )}
    </>
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

interface ListProps {
  coupons: readonly CouponView[];
  captionId: string;
  actions: CouponActions | null;
  regionNames: ReadonlyMap<string, string>;
  now: number;
}

export function CouponsTable(props: ListProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-labelledby={props.captionId}>
        <TableHead>
          <TableRow>
            <TableCell>Code</TableCell>
            <TableCell>Title</TableCell>
            <TableCell>Scope</TableCell>
            <TableCell>Discount</TableCell>
            <TableCell>Valid until</TableCell>
            <TableCell>Restrictions</TableCell>
            {props.actions && <TableCell>Actions</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.coupons.map((coupon) => (
            <TableRow key={coupon.id} sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ fontWeight: 600, fontFamily: 'monospace' }}>{coupon.code}</TableCell>
              <TableCell sx={{ maxWidth: 260, overflowWrap: 'anywhere' }}>{coupon.title}</TableCell>
              <TableCell>{COUPON_SCOPE_LABELS[coupon.scope]}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {describeDiscount(coupon.type, coupon.discount)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Expiry coupon={coupon} now={props.now} />
              </TableCell>
              <TableCell sx={{ maxWidth: 260 }}>
                {restrictions(coupon, props.regionNames)}
              </TableCell>
              {props.actions && (
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Actions coupon={coupon} actions={props.actions} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function CouponsCards(props: ListProps) {
  return (
    <Box
      component="ul"
      aria-labelledby={props.captionId}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {props.coupons.map((coupon) => (
        <Paper component="li" key={coupon.id} variant="outlined" sx={{ p: 2 }}>
          <Typography sx={{ fontWeight: 600, fontFamily: 'monospace' }}>{coupon.code}</Typography>
          <Typography>{coupon.title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {COUPON_SCOPE_LABELS[coupon.scope]} · {describeDiscount(coupon.type, coupon.discount)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Valid until <Expiry coupon={coupon} now={props.now} />
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: props.actions ? 1 : 0 }}>
            Restrictions: {restrictions(coupon, props.regionNames)}
          </Typography>
          {props.actions && <Actions coupon={coupon} actions={props.actions} />}
        </Paper>
      ))}
    </Box>
  );
}
