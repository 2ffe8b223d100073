export { isValidLinkUrl, LinkDialog } from './LinkDialog';
export { isRichTextEmpty, RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
export { RichTextView } from './RichTextView';
