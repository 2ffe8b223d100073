import { ContentSection, PageHero } from '../content/PageHero';
import { BookDemoForm } from '../forms/BookDemoForm';

/** Book a Demo (tutors site `/book-a-demo`): a free first lesson on a free slot. */
export function BookDemoPage() {
  return (
    <>
      <PageHero
        title="Book a Demo"
        subtitle="Meet a tutor in a free one-hour lesson. Choose a time that suits you and we will email you the link."
      />
      <ContentSection>
        <BookDemoForm />
      </ContentSection>
    </>
  );
}
