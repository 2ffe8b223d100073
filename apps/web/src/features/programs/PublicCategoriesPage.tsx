import type { CategorySummary } from '@chalkline/contracts';
import { useQuery } from '@tanstack/react-query';
import { PlainContainer, skeleton } from '../../ui/plain/Container';
import styles from './PublicCategoriesPage.module.css';
import { PublicProgramCard } from './PublicProgramCard';
import { fetchCategories, fetchPrograms } from './programs.api';

/** The largest page the API serves: a category's programs fit on one (platform spec 2.7 page sizes). */
const programsPerCategory = 100;

/** An image's name, as before the page became plain. */
const imageName = (category: CategorySummary, index: number) => `${category.title}, image ${index + 1}`;

/** A category's images in a row that scrolls sideways and snaps to each (the URLs are our own file routes). */
function ImageStrip({ category }: { category: CategorySummary }) {
  if (!category.images.length) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of images, named as a list as it was
    <div role="list" aria-label={`${category.title} images`} className={styles.strip}>
      {category.images.map((src, index) => (
        // biome-ignore lint/a11y/useSemanticElements: the images themselves are the list's items, as before
        <img
          key={src}
          role="listitem"
          src={src}
          alt={imageName(category, index)}
          loading="lazy"
          className={styles.image}
        />
      ))}
    </div>
  );
}

/** One category: its title, images and programs as cards linking to `programs/{categorySlug}/{slug}`. */
function CategorySection({ category }: { category: CategorySummary }) {
  const programs = useQuery({
    queryKey: ['programs', 'public', { category: category.slug, limit: programsPerCategory }],
    queryFn: () => fetchPrograms(1, programsPerCategory, { category: category.slug }),
    enabled: category.programsCount > 0,
  });
  const headingId = `category-${category.key}`;
  return (
    <section aria-labelledby={headingId} className={styles.category}>
      <h2 id={headingId} className={styles.categoryTitle}>
        {category.title}
      </h2>
      <p className={styles.count}>
        {category.programsCount === 1 ? '1 program' : `${category.programsCount} programs`}
      </p>
      <ImageStrip category={category} />
      {category.programsCount === 0 ? (
        <p className={styles.text}>No programs in this category yet.</p>
      ) : (
        <div className={styles.grid}>
          {programs.isPending
            ? [1, 2, 3].map((n) => <span key={n} className={`${skeleton} ${styles.cardSkeleton}`} />)
            : programs.data?.items.map((program) => <PublicProgramCard key={program.key} program={program} />)}
        </div>
      )}
      {programs.isError && (
        <p className={`${styles.error} ${styles.programsError}`}>We couldn’t load these programs. Please try again.</p>
      )}
    </section>
  );
}

/**
 * /tutors/programs/categories: every program category with its images and programs. Plain React and CSS Modules
 * (no MUI, ADR 0046).
 */
export function PublicCategoriesPage() {
  const categories = useQuery({ queryKey: ['programs', 'categories', 'all'], queryFn: fetchCategories });
  return (
    <PlainContainer className={styles.page}>
      <h1 className={styles.title}>Program categories</h1>
      <p className={styles.text}>
        Find the right kind of lesson: each category gathers programs taught live by our tutors.
      </p>
      {categories.isPending && <span className={`${skeleton} ${styles.pageSkeleton}`} />}
      {categories.isError && (
        <p className={`${styles.error} ${styles.pageError}`}>We couldn’t load the categories. Please try again.</p>
      )}
      {categories.data?.length === 0 && <p className={styles.empty}>No program categories yet.</p>}
      {categories.data?.map((category) => (
        <CategorySection key={category.key} category={category} />
      ))}
    </PlainContainer>
  );
}
