import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';

export interface AccordionItem {
  id: string;
  summary: ReactNode;
  details: ReactNode;
}

export interface AccordionListProps {
  items: readonly AccordionItem[];
  /** Only one item open at a time. */
  exclusive?: boolean;
  defaultExpanded?: readonly string[];
}

/** A list of expandable sections, e.g. FAQs (platform spec 2.4). */
export function AccordionList({ items, exclusive = false, defaultExpanded = [] }: AccordionListProps) {
  const [expanded, setExpanded] = useState<readonly string[]>(defaultExpanded);

  const handleToggle = (id: string) => (_event: unknown, isExpanded: boolean) => {
    setExpanded((current) => {
      if (!isExpanded) return current.filter((item) => item !== id);
      return exclusive ? [id] : [...current, id];
    });
  };

  return (
    <Box>
      {items.map((item) => (
        <Accordion key={item.id} expanded={expanded.includes(item.id)} onChange={handleToggle(item.id)}>
          <AccordionSummary
            expandIcon={<ExpandMoreRounded />}
            aria-controls={`${item.id}-content`}
            id={`${item.id}-header`}
          >
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {item.summary}
            </Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ color: 'text.secondary' }}>{item.details}</AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
