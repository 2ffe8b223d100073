import styles from './PlainRichText.module.css';

/**
 * `ui/rich-text/RichTextView` without MUI (ADR 0046), for public pages: shows rich text the server has already
 * sanitised (every rich-text field is cleaned by `sanitizeRichText` before it is stored), with the same
 * typography. `className` adds the page's own rules.
 */
export function PlainRichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `${styles.richText} ${className}` : styles.richText}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server before storage
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
