import { z } from 'zod';
import { boundedString, maxLength } from '../validators.js';
import { dataEnvelope } from './common.js';

/** Who may read a stored file. */
export const fileAccess = ['public', 'user', 'room'] as const;
export type FileAccess = (typeof fileAccess)[number];

/** Multipart fields besides the files themselves (platform spec 7.1 chat file upload). */
export const uploadFields = z.object({
  folder: z.string().min(1, 'Please choose a folder').max(64),
  room: z.string().min(1).max(128).optional(),
  access: z.enum(fileAccess).optional(),
});
export type UploadFields = z.infer<typeof uploadFields>;

export const uploadResponse = dataEnvelope(z.object({ keys: z.array(z.string()) }));
export type UploadResponse = z.infer<typeof uploadResponse>;

const fileKeyMessage = 'Please provide a file key';
export const downloadQuery = z.object({ file: boundedString(maxLength.key, fileKeyMessage).min(1, fileKeyMessage) });
