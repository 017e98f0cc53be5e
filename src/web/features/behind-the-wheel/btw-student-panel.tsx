// The behind-the-wheel panel of a student's page (docs/behind-the-wheel.md "Where it shows"):
// progress toward the licence state's requirement and, once it is met and the state names its
// certificate type, the certificate: issued from here by staff who issue certificates, or its
// number once issued.
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { can } from '../../../domain/permissions.ts';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { BtwProgressSummary } from './btw-progress-summary.tsx';
import { BTW_PROGRESS_QUERY } from './btw-progress.queries.ts';
import { ISSUE_BTW_CERTIFICATE } from './btw.queries.ts';

export function BtwStudentPanel({ studentId }: { studentId: string }) {
  const { roles } = useStaffUser();
  const { reportMutation, showMessage } = useSnackbar();
  const { data, error, refetch } = useQuery(BTW_PROGRESS_QUERY, { variables: { studentId } });
  const [issue, { loading: issuing }] = useMutation(ISSUE_BTW_CERTIFICATE);
  const view = data?.behindTheWheelProgress;
  if (error) return null; // the student's page says what failed; this panel is extra
  if (!view) return null;
  const { progress, certificateType, certificate } = view;
  const met = progress.status === 'Met';

  async function issueCertificate() {
    const issued = await reportMutation(issue({ variables: { studentId } }));
    const number = issued?.data?.issueBehindTheWheelCertificate.certificate.certNumber;
    if (!number) return;
    showMessage(`Certificate ${number} issued to ${progress.studentName}.`, 'success');
    await refetch();
  }

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="btw-heading"
      sx={{ p: 2, mb: 3 }}
    >
      <Typography id="btw-heading" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        Behind-the-wheel requirement
      </Typography>
      <BtwProgressSummary progress={progress} withSource />
      {met && certificate && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {certificateType?.label} certificate{' '}
          {/* Underlined: inside the alert a link is not told apart by its colour alone. */}
          <Link
            href={certificate.pdfUrl}
            underline="always"
            color="inherit"
            aria-label={`Download PDF of certificate ${certificate.certNumber}`}
          >
            {certificate.certNumber}
          </Link>{' '}
          issued.
        </Alert>
      )}
      {met && !certificate && certificateType && (
        <Alert
          severity="success"
          sx={{ mt: 2 }}
          action={
            can(roles, 'certificates.write') ? (
              <Button
                color="inherit"
                size="small"
                disabled={issuing}
                onClick={() => void issueCertificate()}
              >
                Issue certificate
              </Button>
            ) : undefined
          }
        >
          Requirement met: the {certificateType.label} certificate can be issued.
        </Alert>
      )}
      {met && !certificateType && (
        <Alert severity="info" sx={{ mt: 2 }}>
          Requirement met. {progress.rule?.stateName} has no behind-the-wheel certificate type: an
          Admin can choose one in State configs.
        </Alert>
      )}
    </Paper>
  );
}
