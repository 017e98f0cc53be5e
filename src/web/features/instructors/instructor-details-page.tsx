// One instructor: profile with portrait (upload with preview), private info (only for roles the
// server shows it to), admin info with badges, and reviews with moderation for staff who may.
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatCents } from '../../../domain/currency.ts';
import { can } from '../../../domain/permissions.ts';
import { formatPhoneNumber } from '../../../domain/phone-number.ts';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { InstructorDialog } from './instructor-dialog.tsx';
import { PortraitUpload } from './portrait-upload.tsx';
import {
  INSTRUCTOR_QUERY,
  INSTRUCTOR_REVIEWS_QUERY,
  MODERATE_REVIEW_MUTATION,
} from './instructors.queries.ts';

function Section(props: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={props.title} sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {props.title}
      </Typography>
      {props.children}
    </Paper>
  );
}

function Facts(props: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(8rem, auto) 1fr', gap: 1, m: 0 }}
    >
      {props.rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value ?? '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function InstructorDetailsPage(props: { instructorId: string }) {
  const { id: viewerId, roles } = useStaffUser();
  const { reportMutation } = useSnackbar();
  const [editing, setEditing] = useState(false);
  const { data, loading, error, refetch } = useQuery(INSTRUCTOR_QUERY, {
    variables: { id: props.instructorId },
  });
  const moderator = can(roles, 'instructorReviews.moderate');
  const reviews = useQuery(INSTRUCTOR_REVIEWS_QUERY, {
    variables: { instructorId: props.instructorId, status: null },
  });
  const [moderate] = useMutation(MODERATE_REVIEW_MUTATION);
  const instructor = data?.instructor;
  if (error)
    return <Alert severity="error">The instructor could not be loaded: {error.message}</Alert>;
  if (!instructor)
    return <Typography role="status">{loading ? 'Loading the instructor…' : ''}</Typography>;
  const own = instructor.adminInfo?.userId === viewerId;
  const canEdit = can(roles, 'instructors.write');
  // Editing and the portrait go together: any instructor with instructors.write, else your own.
  const canChangePortrait = canEdit || (own && can(roles, 'instructors.updateProfile'));
  const priv = instructor.privateInfo;

  return (
    <>
      <Typography
        component={RouterLink}
        to="/admin/instructors"
        sx={{ display: 'inline-block', mb: 1 }}
      >
        ← All instructors
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}>
        <Avatar src={instructor.portraitImage ?? undefined} alt="" sx={{ width: 72, height: 72 }}>
          {instructor.name.charAt(0)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h1">{instructor.name}</Typography>
          <Typography color="text.secondary">
            {[instructor.title, instructor.status, instructor.region?.name, instructor.usStateId]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
        {canChangePortrait && (
          <Button variant="contained" onClick={() => setEditing(true)}>
            Edit instructor
          </Button>
        )}
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Section title="Profile">
          <Facts
            rows={[
              ['Summary', instructor.summary || null],
              ['About', instructor.about || null],
              ['Languages', instructor.languages.join(', ')],
              ['Time zone', instructor.timeZone],
              [
                'Service regions',
                instructor.serviceRegions.map((region) => region.name).join(', ') || null,
              ],
            ]}
          />
          {canChangePortrait && (
            <PortraitUpload
              instructorId={instructor.id}
              current={instructor.portraitImage ?? null}
              onChanged={() => void refetch()}
            />
          )}
        </Section>
        {priv && (
          <Section title="Private info">
            <Facts
              rows={[
                ['Legal name', `${priv.firstName} ${priv.lastName}`],
                ['Status', priv.status],
                ['Email', priv.email],
                ['Phone', priv.phoneNumber ? formatPhoneNumber(priv.phoneNumber) : null],
                ['Slack', priv.slackUsername],
                [
                  'Licence',
                  [
                    priv.licenseNumber,
                    priv.licenseExpirationDate && `expires ${priv.licenseExpirationDate}`,
                  ]
                    .filter(Boolean)
                    .join(', ') || null,
                ],
                ['Base', priv.baseAddress],
                [
                  'Base coordinates',
                  priv.baseLatitude == null || priv.baseLongitude == null
                    ? null
                    : `${priv.baseLatitude}, ${priv.baseLongitude}`,
                ],
                [
                  'Max travel from base',
                  priv.maxBaseTravelMinutes == null
                    ? 'No limit'
                    : `${priv.maxBaseTravelMinutes} min`,
                ],
                [
                  'Max travel between lessons',
                  priv.maxBetweenTravelMinutes == null
                    ? 'No limit'
                    : `${priv.maxBetweenTravelMinutes} min`,
                ],
                ['Breaks', priv.breakTimes.length ? `${priv.breakTimes.length} a week` : 'None'],
                ...(priv.teachingPay != null || priv.nonTeachingPay != null
                  ? ([
                      [
                        'Teaching pay',
                        priv.teachingPay == null ? null : `${formatCents(priv.teachingPay)}/h`,
                      ],
                      [
                        'Non-teaching pay',
                        priv.nonTeachingPay == null
                          ? null
                          : `${formatCents(priv.nonTeachingPay)}/h`,
                      ],
                    ] as [string, ReactNode][])
                  : []),
              ]}
            />
          </Section>
        )}
        {instructor.adminInfo && (
          <Section title="Admin info">
            <Facts
              rows={[
                [
                  'Payroll name',
                  [instructor.adminInfo.payrollFirstName, instructor.adminInfo.payrollLastName]
                    .filter(Boolean)
                    .join(' ') || null,
                ],
                ['Payroll title', instructor.adminInfo.payrollTitle],
                ['Regional manager', instructor.adminInfo.regionalManager?.name ?? null],
                ['Sign-in account', instructor.adminInfo.userId ? 'Linked' : 'None'],
              ]}
            />
            <Typography component="h3" sx={{ fontWeight: 600, mt: 2, mb: 1 }}>
              Badges
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {instructor.adminInfo.badges.length === 0 && (
                <Typography color="text.secondary">No badges yet.</Typography>
              )}
              {instructor.adminInfo.badges.map((badge) => (
                <Chip key={badge.badge} label={badge.title} variant="outlined" />
              ))}
            </Stack>
          </Section>
        )}
        <Section title="Reviews">
          {(reviews.data?.instructorReviews.edges ?? []).length === 0 && (
            <Typography color="text.secondary">No reviews yet.</Typography>
          )}
          <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
            {(reviews.data?.instructorReviews.edges ?? []).map(({ node: review }) => (
              <Box
                component="li"
                key={review.id}
                sx={{ listStyle: 'none', borderBottom: 1, borderColor: 'divider', pb: 1 }}
              >
                <Typography>
                  {'★'.repeat(review.rating)}
                  <Box component="span" sx={{ position: 'absolute', left: -10000 }}>
                    {review.rating} of 5 stars
                  </Box>{' '}
                  <Chip size="small" label={review.status} sx={{ ml: 1 }} />
                </Typography>
                <Typography variant="body2">{review.text}</Typography>
                {moderator && review.status === 'Pending' && (
                  <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                    {(['Approved', 'Rejected'] as const).map((status) => (
                      <Button
                        key={status}
                        size="small"
                        variant="outlined"
                        onClick={() =>
                          void reportMutation(moderate({ variables: { id: review.id, status } }), {
                            success: `The review was ${status.toLowerCase()}.`,
                          }).then(() => reviews.refetch())
                        }
                      >
                        {status === 'Approved' ? 'Approve' : 'Reject'}
                      </Button>
                    ))}
                  </Stack>
                )}
              </Box>
            ))}
          </Stack>
        </Section>
      </Box>

      {editing && (
        <InstructorDialog
          instructor={{
            ...instructor,
            managerName: instructor.adminInfo?.regionalManager?.name ?? null,
          }}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            void refetch();
          }}
        />
      )}
    </>
  );
}
