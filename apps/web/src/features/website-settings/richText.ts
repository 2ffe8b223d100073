export { RichTextEditor } from '../../ui/rich-text';

/** The words of rich text, for one-line summaries. */
export const richTextToText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
