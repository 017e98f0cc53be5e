// The certificates of the account's student records in the portal, each with its printable PDF
// (the same rows as the back-office shows, without links into the back-office). With more than
// one record (a parent's teens) they are grouped under each student's name.
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CertificateList } from '../certificates/certificate-list.tsx';
import { MY_CERTIFICATES_QUERY } from '../certificates/my-certificates.queries.ts';

const HEADING_ID = 'portal-certificates-heading';
const EMPTY = 'No certificate yet. When the school issues one, you can download it here.';

export function PortalCertificates(props: { students: readonly { id: string; name: string }[] }) {
  const { data, loading, error } = useQuery(MY_CERTIFICATES_QUERY);
  const grouped = props.students.length > 1;
  return (
    <Box component="section" aria-labelledby={HEADING_ID}>
      <Typography id={HEADING_ID} variant="h2" sx={{ fontSize: '1.375rem', mb: 1.5 }}>
        {grouped ? 'Certificates' : 'My certificates'}
      </Typography>
      {data && !grouped && (
        <CertificateList
          certificates={data.myCertificates}
          labelledBy={HEADING_ID}
          emptyText={EMPTY}
        />
      )}
      {data && grouped && (
        <Stack spacing={2}>
          {props.students.map((student) => {
            const headingId = `portal-certificates-${student.id}`;
            return (
              <Box key={student.id}>
                <Typography id={headingId} component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                  {student.name}
                </Typography>
                <CertificateList
                  certificates={data.myCertificates.filter(
                    (certificate) => certificate.issuedTo === student.id,
                  )}
                  labelledBy={headingId}
                  emptyText="No certificate yet."
                />
              </Box>
            );
          })}
        </Stack>
      )}
      {!data && (
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
