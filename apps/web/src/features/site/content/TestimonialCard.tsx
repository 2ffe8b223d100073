import type { Testimonial } from '@chalkline/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { imageUrl } from '../website.api';

const initials = (names: string) =>
  names
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((n) => n[0]?.toUpperCase())
    .join('');

/** One testimonial: who, their rating in half stars (platform spec §9) and what they said. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const avatar = imageUrl(testimonial.avatar);
  return (
    <Paper
      variant="outlined"
      component="figure"
      sx={{ m: 0, p: 3, height: '100%', display: 'flex', flexDirection: 'column', gap: 2, borderRadius: 3 }}
    >
      <Rating
        value={testimonial.rating}
        precision={0.5}
        readOnly
        size="small"
        aria-label={`Rated ${testimonial.rating} out of 5`}
      />
      <Typography component="blockquote" sx={{ m: 0, flex: 1, color: 'text.secondary', lineHeight: 1.7 }}>
        “{testimonial.content}”
      </Typography>
      <Box component="figcaption" sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <Avatar src={avatar ?? undefined} alt="" sx={{ bgcolor: 'primary.main' }}>
          {initials(testimonial.names)}
        </Avatar>
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{testimonial.names}</Typography>
          {testimonial.occupation && (
            <Typography variant="body2" color="text.secondary">
              {testimonial.occupation}
            </Typography>
          )}
        </Box>
      </Box>
    </Paper>
  );
}
