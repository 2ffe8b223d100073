import type { Faq } from '@chalkline/contracts';
import { useState } from 'react';
import { ExpandMoreRoundedIcon } from '../../../ui/plain/icons';
import { PlainRichText } from '../../../ui/plain/PlainRichText';
import styles from './FaqList.module.css';

/**
 * FAQs as accordions (platform spec 2.4), one open at a time. Plain React and a CSS Module (no MUI, ADR 0046) with
 * the look and the markup of `ui/AccordionList`: each question an h3 holding a button that opens its answer region.
 */
export function FaqList({ faqs, idPrefix }: { faqs: readonly Faq[] | null | undefined; idPrefix: string }) {
  const [open, setOpen] = useState<string | null>(null);
  if (!faqs?.length) return <p className={styles.empty}>No questions yet.</p>;
  return (
    <div>
      {faqs.map((faq, index) => {
        const id = `${idPrefix}-${index}`;
        const expanded = open === id;
        return (
          <div key={id} className={expanded ? `${styles.item} ${styles.expanded}` : styles.item}>
            <h3 className={styles.heading}>
              <button
                type="button"
                id={`${id}-header`}
                className={styles.summary}
                aria-expanded={expanded}
                aria-controls={`${id}-content`}
                onClick={() => setOpen(expanded ? null : id)}
              >
                <span className={styles.question}>{faq.question}</span>
                <span className={styles.expandIcon}>
                  <ExpandMoreRoundedIcon />
                </span>
              </button>
            </h3>
            <section id={`${id}-content`} aria-labelledby={`${id}-header`} hidden={!expanded}>
              <div className={styles.details}>
                <PlainRichText html={faq.answer} />
              </div>
            </section>
          </div>
        );
      })}
    </div>
  );
}
