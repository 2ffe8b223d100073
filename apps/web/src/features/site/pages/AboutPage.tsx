import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ImageCarousel } from '../../../ui/ImageCarousel';
import { PageLoader } from '../../../ui/PageLoader';
import { RichTextView } from '../../../ui/rich-text/RichTextView';
import { ContentSection, PageHero } from '../content/PageHero';
import { TeamGrid } from '../content/TeamGrid';
import { TestimonialCarousel } from '../content/TestimonialCarousel';
import { imageUrl, useWebsiteSettings } from '../website.api';

const keys = ['ABOUT_INFORMATION', 'MEET_THE_TEAM', 'GENERAL_TESTIMONIALS'] as const;

/** About Us (platform spec 2.1): the about page, mission and vision, the team grid and testimonials. */
export function AboutPage() {
  const { data, isPending } = useWebsiteSettings(keys);
  if (isPending) return <PageLoader />;
  const about = data?.ABOUT_INFORMATION;
  return (
    <>
      <PageHero title="About Us" subtitle={about?.title ?? 'Live lessons with tutors who know every child.'} />
      {about && (
        <ContentSection>
          <Box
            sx={{
              display: 'grid',
              gap: 4,
              alignItems: 'center',
              gridTemplateColumns: { xs: '1fr', md: about.images.length ? '3fr 2fr' : '1fr' },
            }}
          >
            <RichTextView html={about.content} sx={{ fontSize: '1.1rem', lineHeight: 1.8, maxWidth: 860 }} />
            <ImageCarousel
              label="Pictures of Chalkline"
              images={about.images.map((key, index) => ({
                src: imageUrl(key)!,
                alt: `Chalkline picture ${index + 1}`,
              }))}
            />
          </Box>
          {(about.mission || about.vision) && (
            <Box sx={{ display: 'grid', gap: 3, mt: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              {[
                ['Our mission', about.mission],
                ['Our vision', about.vision],
              ]
                .filter(([, text]) => text)
                .map(([title, text]) => (
                  <Paper key={title} variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
                    <Typography variant="h6" component="h3" sx={{ fontWeight: 700, color: 'primary.main' }}>
                      {title}
                    </Typography>
                    <Typography sx={{ mt: 1 }}>{text}</Typography>
                  </Paper>
                ))}
            </Box>
          )}
        </ContentSection>
      )}
      {data?.MEET_THE_TEAM?.length ? (
        <ContentSection title="Meet the Team" muted>
          <TeamGrid team={data.MEET_THE_TEAM} />
        </ContentSection>
      ) : null}
      {data?.GENERAL_TESTIMONIALS?.length ? (
        <ContentSection title="What families say">
          <TestimonialCarousel testimonials={data.GENERAL_TESTIMONIALS} />
        </ContentSection>
      ) : null}
    </>
  );
}
