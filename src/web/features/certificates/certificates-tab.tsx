// The student's Certificates tab (SPEC §2): what was issued to them, each with its PDF, and for
// staff who issue certificates the "Issue certificate" dialog.
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { can } from '../../../domain/permissions.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { TabHeading } from '../students/tabs/tab-heading.tsx';
import { CertificateList } from './certificate-list.tsx';
import { CERTIFICATES_QUERY } from './certificates.queries.ts';
import { IssueCertificateDialog } from './issue-certificate-dialog.tsx';

const HEADING_ID = 'tab-heading-certificates';

export function CertificatesTab(props: { studentId: string; studentName: string }) {
  const { roles } = useStaffUser();
  const canIssue = can(roles, 'certificates.write');
  const [issuing, setIssuing] = useState(false);
  const { data, loading, error, refetch } = useQuery(CERTIFICATES_QUERY, {
    variables: { studentId: props.studentId, pageQuery: { first: 100 } },
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.certificates;
  const certificates = connection?.edges.map((edge) => edge.node) ?? [];

  return (
    <>
      <TabHeading
        id={HEADING_ID}
        title="Certificates"
        intro="Certificates issued to this student, newest first. Each number is used once and never again."
        action={
          canIssue && (
            <Button variant="contained" onClick={() => setIssuing(true)}>
              Issue certificate
            </Button>
          )
        }
      />
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          The certificates could not be loaded. {error.message}
        </Alert>
      ) : !connection ? (
        <Typography role="status" color="text.secondary">
          {loading ? 'Loading certificates…' : ''}
        </Typography>
      ) : (
        <CertificateList
          certificates={certificates}
          labelledBy={HEADING_ID}
          emptyText="No certificate issued to this student yet."
        />
      )}
      {issuing && (
        <IssueCertificateDialog
          studentId={props.studentId}
          studentName={props.studentName}
          onClose={() => setIssuing(false)}
          onIssued={() => {
            setIssuing(false);
            void refetch();
          }}
        />
      )}
    </>
  );
}
