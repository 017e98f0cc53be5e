// The public page of one area (/{state}/driving-lessons/{slug}): lesson prices, current offers,
// meeting points, the instructors who teach there, how to book (online, with the area's ZIP or a
// meeting point already chosen, or by phone), and the standard questions.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { bookingLink } from '../../../domain/booking/lesson-product-types.ts';
import { formatCents } from '../../../domain/currency.ts';
import type { FaqEntry } from '../../../domain/landing-pages/landing-faq.ts';
import { phoneHref } from '../../../domain/phone-link.ts';
import { zipOfAddress } from '../../../domain/zip-code.ts';
import { stateName } from '../site/public-states.ts';
import { GridList } from '../../ui/grid-list.tsx';
import { FaqSection } from './faq-section.tsx';
import type { PublicLandingPage } from './landing-pages.queries.ts';

const card = { p: 2, border: 1, borderColor: 'divider', borderRadius: 2 } as const;

/** A titled section of cards, two to a row from small screens up; nothing when there are none. */
function CardsSection<Item>(props: {
  id: string;
  title: string;
  items: readonly Item[];
  keyOf: (item: Item) => string;
  /** Plain style additions to each card. */
  cardSx?: Record<string, string | number>;
  children: (item: Item) => ReactNode;
}) {
  if (props.items.length === 0) return null;
  const titleId = `${props.id}-title`;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mb: 4 }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.375rem', mb: 2 }}>
        {props.title}
      </Typography>
      <GridList columns={{ xs: '1fr', sm: 'repeat(2, 1fr)' }} gap={2}>
        {props.items.map((item) => (
          <Box component="li" key={props.keyOf(item)} sx={{ ...card, ...props.cardSx }}>
            {props.children(item)}
          </Box>
        ))}
      </GridList>
    </Box>
  );
}

const couponDiscount = (coupon: { type: string; discount: number }) =>
  coupon.type === 'percent'
    ? `${coupon.discount / 100}% off`
    : `${formatCents(coupon.discount)} off`;

const expires = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

interface LandingPageViewProps {
  page: PublicLandingPage;
  faq: readonly FaqEntry[];
  bookingPhone: string;
}

export function LandingPageView({ page, faq, bookingPhone }: LandingPageViewProps) {
  const state = stateName(page.state);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      {page.metro && (
        <Box component="nav" aria-label="Breadcrumb" sx={{ mb: 2 }}>
          <Link component={RouterLink} to={page.metro.path}>
            Driving lessons in {page.metro.name}
          </Link>
        </Box>
      )}
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 2 }}>
        Driving lessons in {page.name}, {state}
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', mb: 3 }}>
        Behind-the-wheel lessons with licensed instructors around {page.centerAddress}.
      </Typography>
      <Box sx={{ mb: 4, display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1 }}>
        <Link
          component={RouterLink}
          to={bookingLink('standard', { state: page.state, zip: zipOfAddress(page.centerAddress) })}
          sx={{ fontWeight: 700, fontSize: '1.25rem' }}
        >
          Book online
        </Link>
        <Link href={phoneHref(bookingPhone)} sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
          Book by phone: {bookingPhone}
        </Link>
      </Box>

      <CardsSection
        id="prices"
        title={`Lesson prices in ${page.name}`}
        items={page.prices}
        keyOf={(price) => price.productId}
      >
        {(price) => (
          <>
            <Typography component="h3" sx={{ fontWeight: 700 }}>
              {price.name}
            </Typography>
            {price.description && <Typography>{price.description}</Typography>}
            <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, mt: 1 }}>
              {formatCents(price.priceCents)}
              {price.perMinute && (
                <Box component="span" sx={{ fontSize: '1rem', fontWeight: 400 }}>
                  {' '}
                  per minute
                </Box>
              )}
            </Typography>
          </>
        )}
      </CardsSection>

      <CardsSection
        id="offers"
        title="Current offers"
        items={page.coupons}
        keyOf={(coupon) => coupon.id}
        cardSx={{ bgcolor: 'background.paper' }}
      >
        {(coupon) => (
          <>
            <Typography component="h3" sx={{ fontWeight: 700 }}>
              {coupon.title}: {couponDiscount(coupon)}
            </Typography>
            <Typography>
              Code <strong>{coupon.code}</strong>, valid until {expires(coupon.expiration)}.
            </Typography>
          </>
        )}
      </CardsSection>

      <CardsSection
        id="meeting"
        title="Meeting points"
        items={page.meetingPoints}
        keyOf={(point) => point.id}
      >
        {(point) => (
          <>
            <Typography component="h3" sx={{ fontWeight: 700 }}>
              {point.label}
            </Typography>
            <Typography>{point.address}</Typography>
            {point.description && (
              <Typography sx={{ color: 'text.secondary' }}>{point.description}</Typography>
            )}
            <Link
              component={RouterLink}
              to={bookingLink('standard', { state: page.state, meetingPoint: point.id })}
            >
              Book a lesson at {point.label}
            </Link>
          </>
        )}
      </CardsSection>

      <CardsSection
        id="instructors"
        title={`Your instructors in ${page.name}`}
        items={page.instructors}
        keyOf={(instructor) => instructor.id}
        cardSx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}
      >
        {(instructor) => (
          <>
            {instructor.portraitImage && (
              <Box
                component="img"
                src={instructor.portraitImage}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                sx={{ borderRadius: '50%', objectFit: 'cover', flexShrink: 0 }}
              />
            )}
            <div>
              <Typography component="h3" sx={{ fontWeight: 700 }}>
                {instructor.name}
              </Typography>
              {instructor.title && (
                <Typography sx={{ color: 'text.secondary' }}>{instructor.title}</Typography>
              )}
              {instructor.about && <Typography>{instructor.about}</Typography>}
              <Typography sx={{ color: 'text.secondary' }}>
                Speaks {instructor.languages.join(', ')}
              </Typography>
            </div>
          </>
        )}
      </CardsSection>

      <FaqSection entries={faq} title={`Driving lessons in ${page.name}: questions`} />

      {page.googleMyBusinessUrl && (
        <Typography>
          <Link href={page.googleMyBusinessUrl} rel="noopener">
            RoadReady {page.name} on the map
          </Link>
        </Typography>
      )}
    </Container>
  );
}
