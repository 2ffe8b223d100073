/** Billing calls (contracts `http/billing.ts`, ADR 0042). */
import type {
  BillingSettingsInput,
  CouponInput,
  GraceGrantInput,
  InvoiceSummary,
  PlanInput,
  SharedCardInput,
  SubscriptionStatus,
} from '@chalkline/contracts';
import { api } from '../../lib/api';

export const billingKey = ['billing'] as const;

// ---- plans ----
export const fetchPlans = async (programKey: string) =>
  (await api.get('/programs/:key/plans', { params: { key: programKey } })).data.plans;
export const savePlan = (programKey: string, input: PlanInput, planKey?: string) =>
  planKey
    ? api.put('/programs/:key/plans/:planKey', input, { params: { key: programKey, planKey } })
    : api.post('/programs/:key/plans', input, { params: { key: programKey } });
export const deletePlan = (programKey: string, planKey: string) =>
  api.delete('/programs/:key/plans/:planKey', { params: { key: programKey, planKey } });

// ---- the payer ----
export const fetchMySubscriptions = async () => (await api.get('/students/subscriptions')).data;
export const fetchOffers = async () => (await api.get('/payments/plans')).data.offers;
export const subscribe = (planKey: string, couponCode?: string) =>
  api.post('/students/subscriptions', { planKey, ...(couponCode ? { couponCode } : {}) });
export const verifyCoupon = async (code: string, planKey: string) =>
  (await api.post('/payments/coupons/verify', { code, planKey })).data;
export const payInvoice = (invoiceKey: string) => api.post('/payments/invoices/pay', { invoiceKey });
export const verifyPayment = async (invoiceKey: string) =>
  (await api.post('/payments/verify', { invoiceKey })).data.invoice;
export const renewSubscription = (subscriptionKey: string) =>
  api.post('/payments/subscriptions/renew', { subscriptionKey });
export const enableSubscription = (subscriptionKey: string) =>
  api.post('/payments/subscriptions/enable', { subscriptionKey });
export const manageSubscription = (subscriptionKey: string, action: 'pause' | 'cancel') =>
  api.post('/payments/subscriptions/manage', { subscriptionKey, action });

// ---- admin ----
export interface SubscriberFilters {
  status?: SubscriptionStatus;
  program?: string;
  provider?: 'manual' | 'stripe';
  search?: string;
}
export const fetchSubscribers = async (filters: SubscriberFilters, page: number, limit: number) =>
  (await api.get('/admin/subscriptions', { query: { ...filters, page, limit } })).data;
export const fetchInvoices = async (
  filters: { status?: InvoiceSummary['status']; search?: string },
  page: number,
  limit: number,
) => (await api.get('/admin/subscriptions/invoices', { query: { ...filters, page, limit } })).data;
export const markInvoicePaid = (invoiceKey: string) =>
  api.post('/admin/subscriptions/invoices/:key/paid', {}, { params: { key: invoiceKey } });
export const changeSubscription = (key: string, action: 'pause' | 'enable' | 'cancel' | 'end') =>
  api.post('/admin/subscriptions/:key/status', { action }, { params: { key } });
export const fetchBillingSettings = async () => (await api.get('/admin/billing/settings')).data.settings;
export const saveBillingSettings = (input: BillingSettingsInput) => api.put('/admin/billing/settings', input);

export const fetchGraceBilling = async () => (await api.get('/payments/grace-billing')).data;
export const grantGrace = (input: GraceGrantInput) => api.post('/payments/grace-billing', input);

export const fetchSharedBilling = async () => (await api.get('/payments/shared-billing')).data;
export const saveSharedCard = (input: SharedCardInput, key?: string) =>
  key
    ? api.put('/payments/shared-billing/:key', input, { params: { key } })
    : api.post('/payments/shared-billing', input);
export const deleteSharedCard = (key: string) => api.delete('/payments/shared-billing/:key', { params: { key } });

export const fetchCoupons = async (search: string | undefined, page: number, limit: number) =>
  (await api.get('/admin/coupons', { query: { search, page, limit } })).data;
export const saveCoupon = (input: CouponInput, key?: string) =>
  key ? api.put('/admin/coupons/:key', input, { params: { key } }) : api.post('/admin/coupons', input);
export const setCouponEnabled = (key: string, enabled: boolean) =>
  api.patch('/admin/coupons/:key/enabled', { enabled }, { params: { key } });
export const deleteCoupon = (key: string) => api.delete('/admin/coupons/:key', { params: { key } });
