/**
 * The composer's attachments (platform spec 2.7, 5.2, 9): one category at a time; images are compressed in the
 * browser to at most 1 MB and 1920 px, other files may be at most 10 MB.
 */
import { messages, platform } from '@chalkline/contracts';

export const attachmentCategories = ['images', 'videos', 'audios', 'documents'] as const;
export type AttachmentCategory = (typeof attachmentCategories)[number];

/** What each picker offers (the server checks again by sniffing). */
export const categoryAccept: Record<AttachmentCategory, string> = {
  images: 'image/jpeg,image/png,image/gif,image/webp',
  videos: 'video/*',
  audios: 'audio/*',
  documents: '.pdf,.txt,.doc,.docx,.xls,.xlsx,.ppt,.pptx,application/pdf,text/plain',
};

export const categoryLabels: Record<AttachmentCategory, string> = {
  images: 'Add images',
  videos: 'Add videos',
  audios: 'Add audio',
  documents: 'Add documents',
};

/** How many files of each category one message may carry (contracts' `outgoingMessage`). */
export const categoryLimits: Record<AttachmentCategory, number> = { images: 10, videos: 5, audios: 5, documents: 5 };

const documentTypes = [
  'application/pdf',
  'text/plain',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
];

/** Whether a file belongs to the category. */
export function fitsCategory(file: Pick<File, 'type' | 'name'>, category: AttachmentCategory): boolean {
  if (category === 'images') return ['image/jpeg', 'image/png', 'image/gif', 'image/webp'].includes(file.type);
  if (category === 'videos') return file.type.startsWith('video/');
  if (category === 'audios') return file.type.startsWith('audio/');
  return documentTypes.includes(file.type) || /\.(pdf|txt|docx?|xlsx?|pptx?)$/i.test(file.name);
}

/** The spec's message for a file the composer refuses, or null when it may be attached. */
export function checkAttachment(
  file: Pick<File, 'type' | 'name' | 'size'>,
  category: AttachmentCategory,
): string | null {
  if (!fitsCategory(file, category)) return messages.uploadWrongType;
  // Images are compressed before upload; every other file keeps the 10 MB limit.
  if (category !== 'images' && file.size > platform.maxNonImageUploadBytes) return messages.uploadTooLarge;
  return null;
}
