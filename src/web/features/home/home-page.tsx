import Container from '@mui/material/Container';
import { FaqSection } from '../landing-pages/faq-section.tsx';
import { BookingBand } from './booking-band.tsx';
import { homeFaq } from './home-faq.ts';
import { HomeHero } from './home-hero.tsx';
import { ServicesSection } from './services-section.tsx';
import { StatesSection } from './states-section.tsx';
import { TestimonialsSection } from './testimonials-section.tsx';

export function HomePage({ bookingPhone }: { bookingPhone: string }) {
  return (
    <>
      <HomeHero />
      <ServicesSection />
      <StatesSection />
      <TestimonialsSection />
      <Container maxWidth="lg" sx={{ pt: { xs: 5, md: 7 }, pb: 1 }}>
        <FaqSection entries={homeFaq(bookingPhone)} title="Questions we hear often" />
      </Container>
      <BookingBand bookingPhone={bookingPhone} />
    </>
  );
}
