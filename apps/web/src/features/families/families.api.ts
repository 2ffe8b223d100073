/** Families calls (contracts `http/families.ts`, ADR 0079). */
import type { ConsentInput, GuardianLinkInput } from '@chalkline/contracts';
import { api, apiBase } from '../../lib/api';

export const familiesKey = ['families'] as const;
export const childKey = (key: string, part: string) => [...familiesKey, 'child', key, part] as const;

// ---- the guardian ----
export const fetchChildren = async () => (await api.get('/accounts/children')).data.children;
export const redeemCode = (code: string) => api.post('/accounts/children/pair', { code });
export const fetchChildLessons = async (key: string) =>
  (await api.get('/accounts/children/:key/schedules', { params: { key }, query: { time: new Date().toISOString() } }))
    .data;
export const fetchChildQuizzes = async (key: string) =>
  (await api.get('/accounts/children/:key/quizzes', { params: { key } })).data;
export const fetchChildAssignments = async (key: string, kind: 'class' | 'home') =>
  (await api.get('/accounts/children/:key/assignments/:kind', { params: { key, kind } })).data;
export const fetchChildBilling = async (key: string) =>
  (await api.get('/accounts/children/:key/subscriptions', { params: { key } })).data;
export const payChildInvoice = (key: string, invoiceKey: string) =>
  api.post('/accounts/children/:key/invoices/pay', { invoiceKey }, { params: { key } });
export const fetchConsent = async (key: string) =>
  (await api.get('/accounts/children/:key/consent', { params: { key } })).data.consent;
export const saveConsent = (key: string, input: ConsentInput) =>
  api.put('/accounts/children/:key/consent', input, { params: { key } });
/** The recordings of the child's lessons, while the school shares recordings with students. */
export const fetchChildRecordings = async (key: string) =>
  (await api.get('/accounts/children/:key/recordings', { params: { key } })).data.recordings;
export const fetchChildReports = async (key: string) =>
  (await api.get('/accounts/children/:key/lesson-reports', { params: { key } })).data.items;
export const fetchChildReport = async (key: string, report: string) =>
  (await api.get('/accounts/children/:key/lesson-reports/:report', { params: { key, report } })).data.report;
/** A file of a child's report (its board picture, a shared file), read through the guardian's own route. */
export const childReportFileUrl = (key: string, report: string, file: string) =>
  `${apiBase}/accounts/children/${encodeURIComponent(key)}/lesson-reports/${encodeURIComponent(report)}/files/${encodeURIComponent(file)}`;

// ---- tutors and admins ----
export const issuePairingCode = async (studentKey: string) =>
  (await api.post('/accounts/students/:key/pairing-code', undefined, { params: { key: studentKey } })).data;
export const fetchGuardians = async (studentKey: string) =>
  (await api.get('/admin/students/:key/guardians', { params: { key: studentKey } })).data;
export const linkGuardian = (input: GuardianLinkInput) => api.post('/admin/guardian-links', input);
export const unlinkGuardian = (input: GuardianLinkInput) =>
  api.delete('/admin/guardian-links/:guardianKey/:studentKey', { params: input });
export const saveConsentAsAdmin = (studentKey: string, input: ConsentInput) =>
  api.put('/admin/students/:key/consent', input, { params: { key: studentKey } });
