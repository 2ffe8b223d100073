/** What the platform runs on, read from the configuration: kinds and states, never addresses or secrets. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AdminInfoResponse } from '@chalkline/contracts';
import { type Config, serverRoot } from '../../config.js';

export type PlatformInfo = AdminInfoResponse['data'];
/** What changes while the platform runs: read at each request. */
export type LiveFacts = 'payments' | 'backgroundJobs';
export type LiveInfo = () => Promise<Pick<PlatformInfo, LiveFacts>>;

const version = (): string => {
  const manifest = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as { version?: string };
  return manifest.version ?? 'unknown';
};

/** The platform information of `GET /admin/info`, from the configuration (uptime is read at each request). */
export function describePlatform(config: Config): Omit<PlatformInfo, 'uptimeSeconds' | LiveFacts> {
  return {
    version: version(),
    environment: config.env,
    database: config.database.kind,
    mediaEngine: config.media.engine,
    nodes: config.redis ? 'redis' : 'single',
    storage: config.files.s3 ? 's3' : 'local',
    mail: config.mail.smtpUrl ? 'smtp' : 'outbox',
    googleSignIn: config.google !== null,
    apiDocs: '/api/docs',
    deploymentGuide: 'docs/deployment.md',
  };
}
