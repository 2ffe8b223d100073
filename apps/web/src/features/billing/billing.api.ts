/** Billing calls (contracts `http/billing.ts`, ADR 0042). */
import type {
  BillingSettingsInput,
  BillingSettingsView,
  CheckoutResponse,
  CouponInput,
  CouponSummary,
  GraceGrantInput,
  GraceGrantSummary,
  InvoiceSummary,
  MessageResponse,
  MySubscriptionsResponse,
  Paged,
  PlanInput,
  PlanSummary,
  SharedCardInput,
  SharedCardSummary,
  SubscriptionOffer,
  SubscriptionStatus,
  SubscriptionSummary,
} from '@chalkline/contracts';
import { api } from '../../lib/api';

export const billingKey = ['billing'] as const;
type Saved<K extends string, T> = { message: string; data: Record<K, T> };

// ---- plans ----
export const fetchPlans = async (programKey: string) =>
  (await api.get<{ data: { plans: PlanSummary[] } }>(`/programs/${programKey}/plans`)).data.plans;
export const savePlan = (programKey: string, input: PlanInput, planKey?: string) =>
  planKey
    ? api.put<Saved<'plan', PlanSummary>>(`/programs/${programKey}/plans/${planKey}`, input)
    : api.post<Saved<'plan', PlanSummary>>(`/programs/${programKey}/plans`, input);
export const deletePlan = (programKey: string, planKey: string) =>
  api.delete<MessageResponse>(`/programs/${programKey}/plans/${planKey}`);

// ---- the payer ----
export const fetchMySubscriptions = async () =>
  (await api.get<MySubscriptionsResponse>('/students/subscriptions')).data;
export const fetchOffers = async () =>
  (await api.get<{ data: { offers: SubscriptionOffer[] } }>('/payments/plans')).data.offers;
export const subscribe = (planKey: string, couponCode?: string) =>
  api.post<CheckoutResponse>('/students/subscriptions', { planKey, ...(couponCode ? { couponCode } : {}) });
export const verifyCoupon = async (code: string, planKey: string) =>
  (
    await api.post<{ data: { amountCents: number; discountCents: number; totalCents: number } }>(
      '/payments/coupons/verify',
      { code, planKey },
    )
  ).data;
export const payInvoice = (invoiceKey: string) => api.post<CheckoutResponse>('/payments/invoices/pay', { invoiceKey });
export const verifyPayment = async (invoiceKey: string) =>
  (await api.post<{ data: { invoice: InvoiceSummary } }>('/payments/verify', { invoiceKey })).data.invoice;
export const renewSubscription = (subscriptionKey: string) =>
  api.post<CheckoutResponse>('/payments/subscriptions/renew', { subscriptionKey });
export const enableSubscription = (subscriptionKey: string) =>
  api.post<Saved<'subscription', SubscriptionSummary>>('/payments/subscriptions/enable', { subscriptionKey });
export const manageSubscription = (subscriptionKey: string, action: 'pause' | 'cancel') =>
  api.post<Saved<'subscription', SubscriptionSummary>>('/payments/subscriptions/manage', { subscriptionKey, action });

// ---- admin ----
export interface SubscriberFilters {
  status?: SubscriptionStatus;
  program?: string;
  provider?: 'manual' | 'stripe';
  search?: string;
}
export const fetchSubscribers = async (filters: SubscriberFilters, page: number, limit: number) =>
  (await api.get<{ data: Paged<SubscriptionSummary> }>('/admin/subscriptions', { ...filters, page, limit })).data;
export const fetchInvoices = async (filters: { status?: string; search?: string }, page: number, limit: number) =>
  (await api.get<{ data: Paged<InvoiceSummary> }>('/admin/subscriptions/invoices', { ...filters, page, limit })).data;
export const markInvoicePaid = (invoiceKey: string) =>
  api.post<Saved<'invoice', InvoiceSummary>>(`/admin/subscriptions/invoices/${invoiceKey}/paid`, {});
export const changeSubscription = (key: string, action: 'pause' | 'enable' | 'cancel' | 'end') =>
  api.post<Saved<'subscription', SubscriptionSummary>>(`/admin/subscriptions/${key}/status`, { action });
export const fetchBillingSettings = async () =>
  (await api.get<{ data: { settings: BillingSettingsView } }>('/admin/billing/settings')).data.settings;
export const saveBillingSettings = (input: BillingSettingsInput) =>
  api.put<{ message: string; data: { settings: BillingSettingsView } }>('/admin/billing/settings', input);

export const fetchGraceBilling = async () =>
  (
    await api.get<{ data: { grants: GraceGrantSummary[]; needingGrace: SubscriptionSummary[] } }>(
      '/payments/grace-billing',
    )
  ).data;
export const grantGrace = (input: GraceGrantInput) =>
  api.post<Saved<'grant', GraceGrantSummary>>('/payments/grace-billing', input);

export const fetchSharedBilling = async () =>
  (
    await api.get<{ data: { cards: SharedCardSummary[]; subscriptions: SubscriptionSummary[] } }>(
      '/payments/shared-billing',
    )
  ).data;
export const saveSharedCard = (input: SharedCardInput, key?: string) =>
  key
    ? api.put<Saved<'card', SharedCardSummary>>(`/payments/shared-billing/${key}`, input)
    : api.post<Saved<'card', SharedCardSummary>>('/payments/shared-billing', input);
export const deleteSharedCard = (key: string) => api.delete<MessageResponse>(`/payments/shared-billing/${key}`);

export const fetchCoupons = async (search: string | undefined, page: number, limit: number) =>
  (await api.get<{ data: Paged<CouponSummary> }>('/admin/coupons', { search, page, limit })).data;
export const saveCoupon = (input: CouponInput, key?: string) =>
  key
    ? api.put<Saved<'coupon', CouponSummary>>(`/admin/coupons/${key}`, input)
    : api.post<Saved<'coupon', CouponSummary>>('/admin/coupons', input);
export const setCouponEnabled = (key: string, enabled: boolean) =>
  api.patch<Saved<'coupon', CouponSummary>>(`/admin/coupons/${key}/enabled`, { enabled });
export const deleteCoupon = (key: string) => api.delete<MessageResponse>(`/admin/coupons/${key}`);
