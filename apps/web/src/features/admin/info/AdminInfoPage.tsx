import type { AdminInfoResponse } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { api } from '../../../lib/api';
import { ListPage } from '../../../ui/ListPage';
import { SectionCard } from '../../../ui/SectionCard';

type PlatformInfo = AdminInfoResponse['data'];

/** GET /admin/info: what the platform runs on (read-only, account statistics permission). */
export const fetchPlatformInfo = async (): Promise<PlatformInfo> => (await api.get('/admin/info')).data;

const databaseText: Record<PlatformInfo['database'], string> = {
  embedded: 'Embedded PostgreSQL (in the data folder)',
  postgres: 'PostgreSQL server (DATABASE_URL)',
  pglite: 'PGlite (benchmark mode)',
};
const mediaText: Record<PlatformInfo['mediaEngine'], string> = {
  werift: 'In-process engine (werift)',
  janus: 'Janus VideoRoom',
};
const nodesText: Record<PlatformInfo['nodes'], string> = {
  single: '1 node (state kept in memory)',
  redis: 'Several nodes sharing state through Redis',
};
const storageText: Record<PlatformInfo['storage'], string> = {
  local: 'Local disk (data folder)',
  s3: 'S3-compatible object store',
};
const mailText: Record<PlatformInfo['mail'], string> = {
  smtp: 'Configured (SMTP)',
  outbox: 'Not configured: messages are written to the outbox folder',
};

const paymentsText: Record<PlatformInfo['payments'], string> = {
  manual: 'Manual (invoices marked paid by an admin)',
  stripe: 'Stripe',
};

const uptimeText = (seconds: number): string => {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return days ? `${days} d ${hours} h` : hours ? `${hours} h ${minutes} min` : `${minutes} min`;
};

/** Label and value rows that stack on phones. */
function Facts({ rows }: { rows: readonly [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '14rem 1fr' }, columnGap: 3, rowGap: 1 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** /admin/info: version, database, media engine, nodes, storage, mail, payments, background jobs and docs. */
export function AdminInfoPage() {
  const info = useQuery({ queryKey: ['admin', 'info'], queryFn: fetchPlatformInfo });
  return (
    <ListPage title="Platform information">
      {info.isError ? (
        <Alert severity="error">We couldn’t load the platform information. Please try again.</Alert>
      ) : info.data ? (
        <PlatformFacts d={info.data} />
      ) : (
        <Skeleton variant="rounded" height={320} />
      )}
    </ListPage>
  );
}

/** The platform, its services and where its documentation is, in words. */
function PlatformFacts({ d }: { d: PlatformInfo }) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <SectionCard
        title="Platform"
        description="What this installation runs on. Read-only: it changes with the server's configuration."
      >
        <Facts
          rows={[
            ['Version', d.version],
            ['Environment', d.environment],
            ['Up for', uptimeText(d.uptimeSeconds)],
            ['Database', databaseText[d.database]],
            ['Media engine', mediaText[d.mediaEngine]],
            ['Server nodes', nodesText[d.nodes]],
            ['File storage', storageText[d.storage]],
          ]}
        />
      </SectionCard>
      <SectionCard title="Services">
        <Facts
          rows={[
            ['Mail', mailText[d.mail]],
            ['Google sign-in', d.googleSignIn ? 'Configured' : 'Not configured'],
            ['Payment provider', paymentsText[d.payments]],
            [
              'Background jobs',
              d.backgroundJobs.length
                ? d.backgroundJobs.map((job) => `${job.name}: ${job.state}`).join(', ')
                : 'None registered',
            ],
          ]}
        />
      </SectionCard>
      <SectionCard title="Documentation">
        <Facts
          rows={[
            [
              'API description',
              <Link key="api" href={d.apiDocs} target="_blank" rel="noopener">
                OpenAPI ({d.apiDocs})
              </Link>,
            ],
            ['Deployment guide', <code key="guide">{d.deploymentGuide}</code>],
          ]}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          The deployment guide is in the project's repository, at the path above.
        </Typography>
      </SectionCard>
    </Box>
  );
}
