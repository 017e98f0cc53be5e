// The student's certificates in the portal, each with its printable PDF (the same rows as the
// back-office shows, without links into the back-office).
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CertificateList } from '../certificates/certificate-list.tsx';
import { MY_CERTIFICATES_QUERY } from '../certificates/certificates.queries.ts';

const HEADING_ID = 'portal-certificates-heading';

export function PortalCertificates() {
  const { data, loading, error } = useQuery(MY_CERTIFICATES_QUERY);
  return (
    <Box component="section" aria-labelledby={HEADING_ID}>
      <Typography id={HEADING_ID} variant="h2" sx={{ fontSize: '1.375rem', mb: 1.5 }}>
        My certificates
      </Typography>
      {data ? (
        <CertificateList
          certificates={data.myCertificates}
          labelledBy={HEADING_ID}
          emptyText="No certificate yet. When the school issues one, you can download it here."
        />
      ) : (
        <Typography color="text.secondary" role="status">
          {error
            ? 'Your certificates could not be loaded. Please reload the page.'
            : loading
              ? 'Loading your certificates…'
              : ''}
        </Typography>
      )}
    </Box>
  );
}
