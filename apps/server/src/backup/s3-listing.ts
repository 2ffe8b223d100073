/**
 * The objects of the S3 bucket, for a backup's `files.json`: the bytes stay in the object store (its own
 * versioning or replication keeps them), the listing tells what the database's rows expect to find there.
 */
import { AwsClient } from 'aws4fetch';
import { XMLParser } from 'fast-xml-parser';
import type { S3Settings } from '../storage/s3-file-store.js';

export interface S3Object {
  key: string;
  size: number;
  lastModified: string;
}

/**
 * ListObjectsV2's answer. Keys stay text as written (a key of digits is not a number, a trailing space is kept) and one
 * `Contents` is still a list; entities (`&amp;`, `&lt;`) are decoded.
 */
const parser = new XMLParser({
  parseTagValue: false,
  trimValues: false,
  isArray: (name) => name === 'Contents',
});

interface ListBucketResult {
  Contents?: { Key?: string; Size?: string; LastModified?: string }[];
  IsTruncated?: string;
  NextContinuationToken?: string;
}

/** Every object of the bucket (ListObjectsV2, `pageSize` at a time: S3's most, a thousand, unless told). */
export async function listS3Objects(settings: S3Settings, pageSize = 1000): Promise<S3Object[]> {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const base = new URL(settings.endpoint);
  const bucketUrl = settings.forcePathStyle
    ? `${base.origin}/${settings.bucket}`
    : `${base.protocol}//${settings.bucket}.${base.host}`;
  const objects: S3Object[] = [];
  let token: string | undefined;
  do {
    const url = new URL(bucketUrl);
    url.searchParams.set('list-type', '2');
    url.searchParams.set('max-keys', String(pageSize));
    if (token) url.searchParams.set('continuation-token', token);
    const res = await client.fetch(url.toString(), { method: 'GET' });
    const xml = await res.text();
    if (!res.ok) throw new Error(`S3 listing of ${settings.bucket} failed with ${res.status}: ${xml.slice(0, 200)}`);
    const page = (parser.parse(xml) as { ListBucketResult?: ListBucketResult }).ListBucketResult;
    if (!page) throw new Error(`S3 listing of ${settings.bucket} answered no ListBucketResult: ${xml.slice(0, 200)}`);
    for (const entry of page.Contents ?? [])
      objects.push({ key: entry.Key ?? '', size: Number(entry.Size ?? 0), lastModified: entry.LastModified ?? '' });
    token = page.IsTruncated === 'true' ? page.NextContinuationToken : undefined;
  } while (token);
  return objects;
}
