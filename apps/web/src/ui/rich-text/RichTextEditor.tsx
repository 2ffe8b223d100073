import FormatBoldRounded from '@mui/icons-material/FormatBoldRounded';
import FormatItalicRounded from '@mui/icons-material/FormatItalicRounded';
import FormatListBulletedRounded from '@mui/icons-material/FormatListBulletedRounded';
import FormatListNumberedRounded from '@mui/icons-material/FormatListNumberedRounded';
import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
import FormatUnderlinedRounded from '@mui/icons-material/FormatUnderlinedRounded';
import ImageRounded from '@mui/icons-material/ImageRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import TitleRounded from '@mui/icons-material/TitleRounded';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Image from '@tiptap/extension-image';
import Placeholder from '@tiptap/extension-placeholder';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { LinkDialog } from './LinkDialog';

export interface RichTextEditorProps {
  /** HTML. The server sanitises whatever is sent; the editor only produces its own tags. */
  value: string;
  onChange: (html: string) => void;
  label?: string;
  placeholder?: string;
  error?: string;
  disabled?: boolean;
  /** Platform spec 9: min 180, max 500 for the editor; the chat editor passes 50 and '50vh'. */
  minHeight?: number | string;
  maxHeight?: number | string;
  /** Trims the text to this many characters (platform spec 5.1). */
  maxLength?: number;
  /** Uploads a picked image and answers its address; without it the image button is hidden. */
  onImageUpload?: (file: File) => Promise<string>;
  /** Hides the toolbar (the chat composer keeps it small). */
  toolbar?: 'full' | 'compact' | 'none';
  /** Enter without Shift calls this instead of a new line (the chat composer). */
  onEnter?: () => void;
  /** Aria label for the editable area when there is no visible label. */
  ariaLabel?: string;
}

/** Whether editor HTML holds no visible text and no image. */
export function isRichTextEmpty(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}

/** The product's rich-text editor (Tiptap) with a small MUI toolbar. */
export function RichTextEditor({
  value,
  onChange,
  label,
  placeholder,
  error,
  disabled = false,
  minHeight = 180,
  maxHeight = 500,
  maxLength,
  onImageUpload,
  toolbar = 'full',
  onEnter,
  ariaLabel,
}: RichTextEditorProps) {
  const labelId = useId();
  const [linkOpen, setLinkOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const onEnterRef = useRef(onEnter);
  onEnterRef.current = onEnter;
  const editor = useEditor({
    immediatelyRender: true,
    editable: !disabled,
    extensions: [
      StarterKit.configure({
        link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'] },
      }),
      Image,
      Placeholder.configure({ placeholder: placeholder ?? '' }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        ...(label ? { 'aria-labelledby': labelId } : { 'aria-label': ariaLabel ?? placeholder ?? 'Text' }),
      },
      handleKeyDown: (_view, event) => {
        if (onEnterRef.current && event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
          onEnterRef.current();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => {
      let html = current.getHTML();
      if (maxLength !== undefined && current.getText().length > maxLength) {
        current.commands.setContent(current.getText().slice(0, maxLength));
        html = current.getHTML();
      }
      onChange(isRichTextEmpty(html) ? '' : html);
    },
  });

  // Outside changes (a form reset, a sent chat message) replace the content.
  useEffect(() => {
    // Tiptap may hand back an editor it has already destroyed while it makes the next one (no schema left).
    if (!editor || editor.isDestroyed) return;
    const current = editor.getHTML();
    if (value !== current && !(value === '' && isRichTextEmpty(current))) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setEditable(!disabled);
  }, [editor, disabled]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      heading: e?.isActive('heading', { level: 2 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });

  const button = (title: string, icon: ReactNode, on: boolean, run: () => void) => (
    <Tooltip title={title} key={title}>
      <span>
        <IconButton
          size="small"
          aria-label={title}
          aria-pressed={on}
          disabled={disabled}
          onClick={run}
          color={on ? 'primary' : 'default'}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );

  const chain = () => editor.chain().focus();
  return (
    <Box>
      {label ? (
        <Typography id={labelId} variant="body2" component="p" sx={{ mb: 0.5, fontWeight: 600 }}>
          {label}
        </Typography>
      ) : null}
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 2,
          bgcolor: disabled ? 'action.hover' : 'background.paper',
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main' },
        }}
      >
        {toolbar === 'none' ? null : (
          <Box
            role="toolbar"
            aria-label="Formatting"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
          >
            {button('Bold', <FormatBoldRounded fontSize="small" />, active?.bold ?? false, () =>
              chain().toggleBold().run(),
            )}
            {button('Italic', <FormatItalicRounded fontSize="small" />, active?.italic ?? false, () =>
              chain().toggleItalic().run(),
            )}
            {button('Underline', <FormatUnderlinedRounded fontSize="small" />, active?.underline ?? false, () =>
              chain().toggleUnderline().run(),
            )}
            {toolbar === 'full'
              ? [
                  button('Heading', <TitleRounded fontSize="small" />, active?.heading ?? false, () =>
                    chain().toggleHeading({ level: 2 }).run(),
                  ),
                  button('Bulleted list', <FormatListBulletedRounded fontSize="small" />, active?.bullet ?? false, () =>
                    chain().toggleBulletList().run(),
                  ),
                  button(
                    'Numbered list',
                    <FormatListNumberedRounded fontSize="small" />,
                    active?.ordered ?? false,
                    () => chain().toggleOrderedList().run(),
                  ),
                  button('Quote', <FormatQuoteRounded fontSize="small" />, active?.quote ?? false, () =>
                    chain().toggleBlockquote().run(),
                  ),
                ]
              : null}
            {button('Link', <LinkRounded fontSize="small" />, active?.link ?? false, () => setLinkOpen(true))}
            {onImageUpload
              ? button('Image', <ImageRounded fontSize="small" />, false, () => fileInput.current?.click())
              : null}
          </Box>
        )}
        <Box
          sx={{
            px: 1.5,
            overflowY: 'auto',
            minHeight,
            maxHeight,
            '& .tiptap': { outline: 'none', minHeight },
            '& .tiptap p.is-editor-empty:first-of-type::before': {
              content: 'attr(data-placeholder)',
              color: 'text.disabled',
              float: 'left',
              height: 0,
              pointerEvents: 'none',
            },
            '& img': { maxWidth: '100%', height: 'auto' },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
      {onImageUpload ? (
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/jpg,image/gif"
          hidden
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            const src = await onImageUpload(file);
            editor.chain().focus().setImage({ src, alt: file.name }).run();
          }}
        />
      ) : null}
      {linkOpen ? (
        <LinkDialog
          open
          initialUrl={editor.getAttributes('link').href ?? ''}
          onClose={() => setLinkOpen(false)}
          onInsert={(url) => {
            setLinkOpen(false);
            chain().extendMarkRange('link').setLink({ href: url }).run();
          }}
        />
      ) : null}
    </Box>
  );
}
