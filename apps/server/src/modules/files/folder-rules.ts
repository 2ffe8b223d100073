/** What each upload folder accepts and who may read what lands in it. */
import {
  type FileAccess,
  type FileTypeRule,
  platform,
  proctoringTexts,
  type RuleAction,
  type UploadFolder,
} from '@chalkline/contracts';

const images = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
const documents = [
  'application/pdf',
  'text/plain',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/x-cfb',
  'application/zip',
] as const;
const media = ['video/*', 'audio/*'] as const;
/** Never stored, whatever the folder: markup and programs could run in a reader's browser or machine. */
export const alwaysRejected = [
  'text/html',
  'image/svg+xml',
  'application/x-msdownload',
  'application/x-elf',
  'application/x-mach-binary',
  'application/wasm',
  'application/x-sh',
  'application/octet-stream',
] as const;

export interface FolderRule extends FileTypeRule {
  /** The access given when the upload names no room and asks for none. */
  defaultAccess: FileAccess;
  /** Accesses a client may ask for in this folder. */
  allowedAccess: readonly FileAccess[];
  /** The permission needed to upload here (file.policy decides); absent means every signed-in person. */
  uploader?: Extract<RuleAction, `files.upload${string}`>;
  /** Files one upload may carry here; `uploadLimits.filesPerUpload` unless told. */
  maxFiles?: number;
  /**
   * Never written through the general upload: only the named route writes here, with its own rules (the proctoring
   * folders: only the student's own proctored attempt in progress, ADR 0082). The text is the refusal.
   */
  onlyThrough?: string;
}

/**
 * What one upload may hold (ADR 0032). Non-images keep the spec's 10 MB; images are compressed by the client to
 * about 1 MB and 1920 px (platform spec §9), so the server refuses only what is far beyond that.
 */
export const uploadLimits = {
  filesPerUpload: 10,
  nonImageBytes: platform.maxNonImageUploadBytes,
  imageBytes: 5 * 1024 * 1024,
  /** Longest side of an image, in pixels. */
  imageSide: 4096,
  /** Text fields of the form (folder, room, access) and their length. */
  fields: 10,
  fieldBytes: 1024,
} as const;

const admins = 'files.uploadSiteContent';
const staff = 'files.uploadQuizMaterial';
const everything = [...images, ...documents, ...media];

const proctoringOnly: FolderRule = {
  accept: images,
  defaultAccess: 'user',
  allowedAccess: ['user'],
  onlyThrough: proctoringTexts.onlyThroughAttempt,
};

export const folderRules: Record<UploadFolder, FolderRule> = {
  general: { accept: everything, defaultAccess: 'user', allowedAccess: ['user', 'room'] },
  chats: { accept: everything, defaultAccess: 'user', allowedAccess: ['user', 'room'] },
  avatars: { accept: images, defaultAccess: 'public', allowedAccess: ['public'], maxFiles: 1 },
  'general-testimonials': { accept: images, defaultAccess: 'public', allowedAccess: ['public'], uploader: admins },
  'tutor-testimonials': { accept: images, defaultAccess: 'public', allowedAccess: ['public'], uploader: admins },
  team: { accept: images, defaultAccess: 'public', allowedAccess: ['public'], uploader: admins },
  programs: { accept: images, defaultAccess: 'public', allowedAccess: ['public'], uploader: admins },
  /** Article thumbnails, images inside articles and author photos: shown on the public site. */
  articles: { accept: images, defaultAccess: 'public', allowedAccess: ['public'], uploader: admins },
  quiz: {
    accept: [...images, ...documents],
    defaultAccess: 'public',
    allowedAccess: ['public', 'user'],
    uploader: staff,
  },
  'quiz-attempts': { accept: [...images, ...documents], defaultAccess: 'user', allowedAccess: ['user'] },
  /** Written only by a proctored attempt in progress through `/quiz/proctoring/…` (ADR 0082), read by its assigner. */
  'quiz-proctoring': proctoringOnly,
  'quiz-proctoring-screen': proctoringOnly,
  'quiz-proctoring-selfie': proctoringOnly,
  // Sent by visitors through /website/upload (never /files/upload, where only site-content admins may), read by admins.
  'career-applications': {
    accept: documents,
    defaultAccess: 'user',
    allowedAccess: ['user'],
    uploader: admins,
    maxFiles: 1,
  },
  whiteboard: { accept: images, defaultAccess: 'room', allowedAccess: ['room'] },
  /** A student's hand-in files (ADR 0074): shared with the assignment's room (`assignment:{key}`), never public. */
  'assignment-submissions': { accept: [...images, ...documents], defaultAccess: 'room', allowedAccess: ['room'] },
};
