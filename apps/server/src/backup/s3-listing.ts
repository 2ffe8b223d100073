/**
 * The objects of the S3 bucket, for a backup's `files.json`: the bytes stay in the object store (its own
 * versioning or replication keeps them), the listing tells what the database's rows expect to find there.
 */
import { AwsClient } from 'aws4fetch';
import type { S3Settings } from '../storage/s3-file-store.js';

export interface S3Object {
  key: string;
  size: number;
  lastModified: string;
}

const unescapeXml = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

const field = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];

/** Every object of the bucket (ListObjectsV2, a thousand at a time). */
export async function listS3Objects(settings: S3Settings): Promise<S3Object[]> {
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
    if (token) url.searchParams.set('continuation-token', token);
    const res = await client.fetch(url.toString(), { method: 'GET' });
    const xml = await res.text();
    if (!res.ok) throw new Error(`S3 listing of ${settings.bucket} failed with ${res.status}: ${xml.slice(0, 200)}`);
    for (const [, entry] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g))
      objects.push({
        key: unescapeXml(field(entry as string, 'Key') ?? ''),
        size: Number(field(entry as string, 'Size') ?? 0),
        lastModified: field(entry as string, 'LastModified') ?? '',
      });
    token = field(xml, 'IsTruncated') === 'true' ? unescapeXml(field(xml, 'NextContinuationToken') ?? '') : undefined;
  } while (token);
  return objects;
}
