// Certificates (Learning): every issued certificate, filtered by type and state and paged, the
// certificate types with their number ranges, and the fulfilment queue of mailed certificates.
// Filters and page live in the address (?type=…&state=…&page=…).
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { ListPagination } from '../../ui/list-pagination.tsx';
import { pageQueryOf, pagingSummary, readPaging, writePaging } from '../../ui/list-paging.ts';
import { ListResultsStatus } from '../../ui/list-results-status.tsx';
import { CertificateList } from './certificate-list.tsx';
import { CertificateTypesSection } from './certificate-types-section.tsx';
import { CERTIFICATE_TYPES_QUERY, CERTIFICATES_QUERY } from './certificates.queries.ts';
import { ShippingQueueSection } from './shipping-queue-section.tsx';

const RESULTS_HEADING_ID = 'certificates-results';

export function CertificatesPage() {
  const [params, setParams] = useSearchParams();
  const paging = readPaging(params);
  const certTypeId = params.get('type') ?? '';
  const usStateId = params.get('state') ?? '';
  const types = useQuery(CERTIFICATE_TYPES_QUERY);
  const { data, previousData, loading, error, refetch } = useQuery(CERTIFICATES_QUERY, {
    variables: {
      certTypeId: certTypeId || null,
      usStateId: usStateId || null,
      pageQuery: pageQueryOf(paging),
    },
    fetchPolicy: 'cache-and-network',
  });
  const connection = (data ?? previousData)?.certificates;
  const certificates = connection?.edges.map((edge) => edge.node) ?? [];
  const total = connection?.totalCount ?? 0;
  const typeList = types.data?.certificateTypes ?? [];
  const states = [...new Set(typeList.map((type) => type.usStateId))].sort();

  const setFilter = (key: 'type' | 'state', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next);
  };

  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Certificates
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        Certificates are issued from a student&apos;s Certificates tab. Each type numbers its
        certificates from its own range; a number is never used twice.
      </Typography>

      <Box
        component="form"
        role="search"
        aria-label="Filter certificates"
        onSubmit={(event) => event.preventDefault()}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}
      >
        <TextField
          select
          size="small"
          label="Certificate type"
          value={certTypeId}
          onChange={(event) => setFilter('type', event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="">All types</MenuItem>
          {typeList.map((type) => (
            <MenuItem key={type.id} value={type.id}>
              {type.label} ({type.usStateId})
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="State"
          value={usStateId}
          onChange={(event) => setFilter('state', event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">All states</MenuItem>
          {states.map((state) => (
            <MenuItem key={state} value={state}>
              {state}
            </MenuItem>
          ))}
        </TextField>
      </Box>

      <ListResultsStatus
        headingId={RESULTS_HEADING_ID}
        heading="Issued certificates"
        summary={
          connection
            ? pagingSummary(paging, certificates.length, total, {
                one: 'certificate',
                many: 'certificates',
              })
            : 'Loading certificates…'
        }
        loading={loading}
        rowsName="certificates"
        errorText="The certificates could not be loaded."
        error={error}
        onRetry={() => void refetch()}
      />
      {connection && (
        <CertificateList
          certificates={certificates}
          labelledBy={RESULTS_HEADING_ID}
          showStudent
          emptyText="No certificate matches these filters."
        />
      )}
      <ListPagination
        paging={paging}
        total={total}
        rowsName="certificates"
        onChange={(next) => setParams(writePaging(new URLSearchParams(params), next))}
      />

      <CertificateTypesSection
        types={typeList}
        loading={types.loading}
        onChanged={() => void types.refetch()}
      />
      <ShippingQueueSection />
    </>
  );
}
