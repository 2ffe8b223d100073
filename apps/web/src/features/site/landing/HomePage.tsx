import { HeroSection } from './HeroSection';
import { HowItWorksSection } from './HowItWorksSection';
import { OfferingsSection } from './OfferingsSection';

/** The public landing page. */
export function HomePage() {
  return (
    <>
      <HeroSection />
      <OfferingsSection />
      <HowItWorksSection />
    </>
  );
}
