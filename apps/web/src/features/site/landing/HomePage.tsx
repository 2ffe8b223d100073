import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { HeroSection } from './HeroSection';
import { HowItWorksSection } from './HowItWorksSection';
import { OfferingsSection } from './OfferingsSection';

// The carousel, its data and its code come only when the visitor scrolls near them (ADR 0033: the first load of
// a public page stays within its JavaScript budget).
const TestimonialsSection = lazy(() =>
  import('./TestimonialsSection').then((m) => ({ default: m.TestimonialsSection })),
);

/** Renders the testimonials once their place is within a screen of the viewport. */
function WhenNear() {
  const marker = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = marker.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '100% 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? (
    <Suspense fallback={null}>
      <TestimonialsSection />
    </Suspense>
  ) : (
    <div ref={marker} style={{ minHeight: 1 }} />
  );
}

/** The public landing page. */
export function HomePage() {
  return (
    <>
      <HeroSection />
      <OfferingsSection />
      <HowItWorksSection />
      <WhenNear />
    </>
  );
}
