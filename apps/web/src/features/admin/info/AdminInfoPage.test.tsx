import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/apiStub';
import { renderRoutes } from '../../../test/render';
import { adminPagePermission } from '../routes';
import { AdminInfoPage } from './AdminInfoPage';

afterEach(() => vi.unstubAllGlobals());

const info = {
  version: '0.1.0',
  environment: 'production',
  database: 'embedded',
  mediaEngine: 'janus',
  nodes: 'redis',
  storage: 's3',
  mail: 'outbox',
  googleSignIn: false,
  payments: 'manual',
  backgroundJobs: [
    { name: 'lesson-reminder', state: '2 queued' },
    { name: 'mailing', state: 'idle' },
  ],
  uptimeSeconds: 7500,
  apiDocs: '/api/docs',
  deploymentGuide: 'docs/deployment.md',
};

const facts = () =>
  Object.fromEntries(
    screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );

describe('AdminInfoPage', () => {
  it('shows the platform information from GET /admin/info in words', async () => {
    stubApi({ 'GET /admin/info': { data: info } });
    renderRoutes([{ path: '/admin/info', Component: AdminInfoPage }], { route: '/admin/info' });
    await screen.findByText('0.1.0');
    expect(facts()).toMatchObject({
      Version: '0.1.0',
      'Up for': '2 h 5 min',
      Database: 'Embedded PostgreSQL (in the data folder)',
      'Media engine': 'Janus VideoRoom',
      'Server nodes': 'Several nodes sharing state through Redis',
      'File storage': 'S3-compatible object store',
      Mail: 'Not configured: messages are written to the outbox folder',
      'Payment provider': 'Manual (invoices marked paid by an admin)',
      'Background jobs': 'lesson-reminder: 2 queued, mailing: idle',
      'Deployment guide': 'docs/deployment.md',
    });
    expect(screen.getByRole('link', { name: 'OpenAPI (/api/docs)' }).getAttribute('href')).toBe('/api/docs');
  });

  it('is behind the account statistics permission', () => {
    expect(adminPagePermission('/admin/info')).toBe('accountStats.access');
  });
});
