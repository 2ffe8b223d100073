/** The file store on any S3-compatible object store (AWS S3, MinIO, Ceph, R2 …), signed with SigV4. */
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { FileStore } from './file-store.js';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` (MinIO and most self-hosted stores) instead of `https://bucket.host/key`. */
  forcePathStyle: boolean;
}

export function createS3FileStore(settings: S3Settings): FileStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const base = new URL(settings.endpoint);
  const urlOf = (key: string) => {
    const path = key.split('/').map(encodeURIComponent).join('/');
    if (settings.forcePathStyle) return `${base.origin}/${settings.bucket}/${path}`;
    return `${base.protocol}//${settings.bucket}.${base.host}/${path}`;
  };
  const fail = async (res: Response, what: string) => {
    throw new Error(`S3 ${what} failed with ${res.status}: ${(await res.text()).slice(0, 200)}`);
  };

  return {
    async put(key, content) {
      // A plain PUT needs its length up front: a stream (at most the upload limit, 10 MB) is gathered first.
      const body = Buffer.isBuffer(content) ? content : Buffer.concat(await content.toArray());
      const res = await client.fetch(urlOf(key), { method: 'PUT', body });
      if (!res.ok) await fail(res, `put ${key}`);
    },
    async get(key) {
      const res = await client.fetch(urlOf(key), { method: 'GET' });
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok || !res.body) return fail(res, `get ${key}`);
      return Readable.fromWeb(res.body as unknown as WebReadableStream);
    },
    async delete(key) {
      const res = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!res.ok && res.status !== 404) await fail(res, `delete ${key}`);
    },
  };
}
