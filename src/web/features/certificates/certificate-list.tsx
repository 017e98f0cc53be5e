// A list of issued certificates with their PDF links: the student's tab, the back-office page and
// the portal show the same rows; `showStudent` adds whose certificate it is.
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DATE_FORMAT, formatDate } from '../../../domain/date-format.ts';
import { studentPath } from '../students/student-paths.ts';
import { SHIPPING_SPEED_LABELS } from './certificate-labels.ts';
import type { CertificateView } from './certificates.queries.ts';
import { CardList, RecordCard } from '../../ui/card-list.tsx';

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
    <CardList labelledBy={props.labelledBy} single>
      {props.certificates.map((certificate) => (
        <RecordCard
          key={certificate.id}
          side
          title={certificate.certNumber}
          actions={
            <Link
              href={certificate.pdfUrl}
              target="_blank"
              rel="noopener"
              aria-label={`Download PDF of certificate ${certificate.certNumber}`}
            >
              Download PDF
            </Link>
          }
        >
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
        </RecordCard>
      ))}
    </CardList>
  );
}
