// The fulfilment queue: certificates to mail, oldest first, with their speed. Staff who issue
// certificates mark one shipped once it is in the post; shipped ones leave the list.
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DATE_TIME_FORMAT, formatDate } from '../../../domain/date-format.ts';
import { can } from '../../../domain/permissions.ts';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { studentPath } from '../students/student-paths.ts';
import { SHIPPING_SPEED_LABELS, SHIPPING_STATUS_LABELS } from './certificate-labels.ts';
import { MARK_SHIPPED_MUTATION, SHIPPING_ORDERS_QUERY } from './certificates.queries.ts';
import { CardList, RecordCard, RowActions } from '../../ui/card-list.tsx';

const HEADING_ID = 'shipping-queue-heading';

export function ShippingQueueSection() {
  const { roles } = useStaffUser();
  const canShip = can(roles, 'certificates.write');
  const { reportMutation } = useSnackbar();
  const { data, loading, error, refetch } = useQuery(SHIPPING_ORDERS_QUERY, {
    variables: { pageQuery: { first: 100 } },
    fetchPolicy: 'cache-and-network',
  });
  const [markShipped, shipState] = useMutation(MARK_SHIPPED_MUTATION);
  const orders = data?.shippingOrders.edges.map((edge) => edge.node) ?? [];
  const total = data?.shippingOrders.totalCount ?? 0;

  async function ship(id: string, certNumber: string) {
    const done = await reportMutation(markShipped({ variables: { id } }), {
      success: `Certificate ${certNumber} marked shipped.`,
    });
    if (done) void refetch();
  }

  return (
    <Box component="section" aria-labelledby={HEADING_ID} sx={{ mt: 5 }}>
      <Typography id={HEADING_ID} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Fulfilment queue
      </Typography>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 2 }}>
        {error
          ? `The fulfilment queue could not be loaded. ${error.message}`
          : loading && !data
            ? 'Loading the fulfilment queue…'
            : total === 0
              ? 'Nothing to mail.'
              : `${total} certificate${total === 1 ? '' : 's'} to mail, oldest first.`}
      </Typography>
      {orders.length > 0 && (
        <CardList labelledBy={HEADING_ID} single>
          {orders.map((order) => (
            <RecordCard
              key={order.id}
              side
              title={`${order.certNumber} · ${SHIPPING_SPEED_LABELS[order.speed]}`}
              actions={
                canShip && (
                  <RowActions
                    name={order.certNumber}
                    actions={[
                      {
                        label: 'Mark shipped',
                        look: 'main',
                        disabled: shipState.loading,
                        onClick: () => void ship(order.id, order.certNumber),
                      },
                    ]}
                  />
                )
              }
            >
              <Typography variant="body2">
                {order.certTypeLabel} for{' '}
                <Link component={RouterLink} to={studentPath(order.studentId)}>
                  {order.studentName}
                </Link>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {SHIPPING_STATUS_LABELS[order.status]} since{' '}
                {formatDate(order.createdAt, DATE_TIME_FORMAT)}
              </Typography>
            </RecordCard>
          ))}
        </CardList>
      )}
    </Box>
  );
}
