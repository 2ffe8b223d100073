import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** A titled card for one section of a page, labelled by its heading. */
export function SectionCard({ title, description, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={headingId} variant="h6" component="h2">
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {description}
        </Typography>
      )}
      <div style={{ marginTop: 20 }}>{children}</div>
    </Paper>
  );
}
