import Box, { type BoxProps } from '@mui/material/Box';

/**
 * Shows rich text that the server has already sanitised (every rich-text field is cleaned by
 * `sanitizeRichText` before it is stored), with the product's typography.
 */
export function RichTextView({ html, sx, ...props }: { html: string } & Omit<BoxProps, 'children'>) {
  return (
    <Box
      {...props}
      sx={[
        {
          wordBreak: 'break-word',
          '& p': { my: 0.75 },
          '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
          '& a': { color: 'primary.main' },
          '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 1.5, ml: 0, color: 'text.secondary' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server before storage
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
