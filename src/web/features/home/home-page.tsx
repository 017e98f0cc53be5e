import { BookingBand } from './booking-band.tsx';
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
      <BookingBand bookingPhone={bookingPhone} />
    </>
  );
}
