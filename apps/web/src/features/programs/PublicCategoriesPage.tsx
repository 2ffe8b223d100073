import type { CategorySummary } from '@chalkline/contracts';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { ProgramCard } from './ProgramCard';
import { fetchCategories, fetchPrograms } from './programs.api';

/** The largest page the API serves: a category's programs fit on one (platform spec 2.7 page sizes). */
const programsPerCategory = 100;

/** A category's images in a row that scrolls sideways and snaps to each (the URLs are our own file routes). */
function ImageStrip({ category }: { category: CategorySummary }) {
  if (!category.images.length) return null;
  return (
    <Box
      role="list"
      aria-label={`${category.title} images`}
      sx={{
        display: 'flex',
        gap: 1.5,
        overflowX: 'auto',
        scrollSnapType: 'x mandatory',
        pb: 1,
        mb: 2,
      }}
    >
      {category.images.map((src, index) => (
        <Box
          key={src}
          role="listitem"
          component="img"
          src={src}
          alt={`${category.title}, image ${index + 1}`}
          loading="lazy"
          sx={{
            flex: '0 0 auto',
            width: { xs: '80%', sm: 280 },
            height: { xs: 160, sm: 180 },
            objectFit: 'cover',
            borderRadius: 2,
            scrollSnapAlign: 'start',
            bgcolor: 'action.hover',
          }}
        />
      ))}
    </Box>
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
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 6 }}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ fontWeight: 800, mb: 0.5 }}>
        {category.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {category.programsCount === 1 ? '1 program' : `${category.programsCount} programs`}
      </Typography>
      <ImageStrip category={category} />
      {category.programsCount === 0 ? (
        <Typography color="text.secondary">No programs in this category yet.</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {programs.isPending
            ? [1, 2, 3].map((n) => <Skeleton key={n} variant="rounded" height={240} />)
            : programs.data?.items.map((program) => <ProgramCard key={program.key} program={program} />)}
        </Box>
      )}
      {programs.isError && (
        <Typography color="error" sx={{ mt: 2 }}>
          We couldn’t load these programs. Please try again.
        </Typography>
      )}
    </Box>
  );
}

/** /tutors/programs/categories: every program category with its images and programs. */
export function PublicCategoriesPage() {
  const categories = useQuery({ queryKey: ['programs', 'categories', 'all'], queryFn: fetchCategories });
  return (
    <Container sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 800, mb: 1, fontSize: { xs: '2rem', md: '3rem' } }}>
        Program categories
      </Typography>
      <Typography color="text.secondary">
        Find the right kind of lesson: each category gathers programs taught live by our tutors.
      </Typography>
      {categories.isPending && <Skeleton variant="rounded" height={240} sx={{ mt: 6 }} />}
      {categories.isError && (
        <Typography color="error" sx={{ mt: 6 }}>
          We couldn’t load the categories. Please try again.
        </Typography>
      )}
      {categories.data?.length === 0 && <Typography sx={{ py: 6 }}>No program categories yet.</Typography>}
      {categories.data?.map((category) => (
        <CategorySection key={category.key} category={category} />
      ))}
    </Container>
  );
}
