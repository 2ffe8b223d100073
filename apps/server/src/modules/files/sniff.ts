/** Decides a file's type from its bytes, never from its name or the type the client claimed. */
import { fileTypeFromBuffer } from 'file-type';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** How much of a file is read to decide its type (and, for text, to look for markup and control bytes). */
export const sniffBytes = 64 * 1024;

/** Text has no magic number: accept it as plain text when it decodes as UTF-8 with no control bytes. */
function sniffText(content: Buffer, complete: boolean): string {
  const head = content.subarray(0, sniffBytes);
  let decoded: string;
  try {
    decoded = utf8.decode(head.length < content.length || !complete ? trimPartialCharacter(head) : head);
  } catch {
    return 'application/octet-stream';
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control bytes are exactly what marks binary data
  if (/[\u0000-\u0008\u000e-\u001f]/.test(decoded)) return 'application/octet-stream';
  // Markup is refused later: served from our origin it could run script.
  if (/^\s*(<!doctype html|<html|<svg|<\?xml[^>]*>\s*<svg|<script)/i.test(decoded)) return 'text/html';
  return 'text/plain';
}

/** A UTF-8 character cut at the end of a slice would read as invalid; drop its leading bytes. */
function trimPartialCharacter(buf: Buffer): Buffer {
  const end = buf.length;
  for (let i = 1; i <= 3 && end - i >= 0; i++) {
    const byte = buf[end - i]!;
    if ((byte & 0xc0) === 0xc0) return buf.subarray(0, end - i);
    if ((byte & 0x80) === 0) break;
  }
  return buf;
}

/** The type of `content`: a whole file, or (`complete: false`) its first `sniffBytes` while the rest streams. */
export async function sniffMimeType(content: Buffer, complete = true): Promise<string> {
  const detected = await fileTypeFromBuffer(content);
  if (detected) return detected.mime;
  return sniffText(content, complete);
}
