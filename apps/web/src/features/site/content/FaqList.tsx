import type { Faq } from '@chalkline/contracts';
import Typography from '@mui/material/Typography';
import { AccordionList } from '../../../ui/AccordionList';
import { RichTextView } from '../../../ui/rich-text/RichTextView';

/** FAQs as accordions (platform spec 2.4), one open at a time. */
export function FaqList({ faqs, idPrefix }: { faqs: readonly Faq[] | null | undefined; idPrefix: string }) {
  if (!faqs?.length) return <Typography color="text.secondary">No questions yet.</Typography>;
  return (
    <AccordionList
      exclusive
      items={faqs.map((faq, index) => ({
        id: `${idPrefix}-${index}`,
        summary: faq.question,
        details: <RichTextView html={faq.answer} />,
      }))}
    />
  );
}
