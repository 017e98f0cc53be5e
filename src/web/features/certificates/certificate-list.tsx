// A list of issued certificates with their PDF links: the student's tab, the back-office page and
// the portal show the same rows; `showStudent` adds whose certificate it is.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DATE_FORMAT, formatDate } from '../../../domain/date-format.ts';
import { studentPath } from '../students/student-paths.ts';
import { SHIPPING_SPEED_LABELS } from './certificate-labels.ts';
import type { CertificateView } from './certificates.queries.ts';

export function CertificateList(props: {
  certificates: readonly CertificateView[];
  labelledBy: string;
  showStudent?: boolean;
  emptyText: string;
}) {
  if (props.certificates.length === 0) {
    return <Typography color="text.secondary">{props.emptyText}</Typography>;
  }
  return (
    <Box
      component="ul"
      aria-labelledby={props.labelledBy}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {props.certificates.map((certificate) => (
        <Paper
          component="li"
          key={certificate.id}
          variant="outlined"
          sx={{
            p: 2,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Box sx={{ minWidth: 0, flex: '1 1 280px' }}>
            <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {certificate.certNumber}
            </Typography>
            <Typography variant="body2">
              {certificate.certTypeLabel} ({certificate.usStateId})
              {props.showStudent && (
                <>
                  {' · '}
                  <Link component={RouterLink} to={studentPath(certificate.issuedTo)}>
                    {certificate.studentName}
                  </Link>
                </>
              )}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Issued {formatDate(certificate.issuedAt, DATE_FORMAT)} by {certificate.createdBy}
              {certificate.shippingSpeed &&
                ` · ${certificate.shippingStatus === 'Shipped' ? 'Mailed' : 'To be mailed'} (${SHIPPING_SPEED_LABELS[certificate.shippingSpeed]})`}
            </Typography>
          </Box>
          <Link
            href={certificate.pdfUrl}
            target="_blank"
            rel="noopener"
            aria-label={`Download PDF of certificate ${certificate.certNumber}`}
          >
            Download PDF
          </Link>
        </Paper>
      ))}
    </Box>
  );
}
