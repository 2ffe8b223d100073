import { platform } from '@chalkline/contracts';
import compressionLibUrl from 'browser-image-compression/dist/browser-image-compression.js?url';

/**
 * Shrinks an image to at most 1 MB and 1920 px on its longest side (platform spec 9) before upload.
 * The library's web worker loads the library by URL: we serve our own copy instead of its CDN default,
 * which the Content-Security-Policy would refuse. A GIF already small enough is kept, animation and all.
 */
export async function compressImage(file: File): Promise<File> {
  const { maxSizeMB, maxWidthOrHeight } = platform.imageCompression;
  if (file.type === 'image/gif' && file.size <= maxSizeMB * 1024 * 1024) return file;
  // Loaded on the first upload, not with every page that offers one (ADR 0033).
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, {
    maxSizeMB,
    maxWidthOrHeight,
    useWebWorker: true,
    libURL: new URL(compressionLibUrl, window.location.href).href,
  });
}
