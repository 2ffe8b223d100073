import type { PlanSummary, SubscriptionSummary } from '@chalkline/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, type StubRequest, sessionAnswer, stubApi } from '../../test/apiStub';
import { renderRoutes } from '../../test/render';
import { MySubscriptionsPage } from './MySubscriptionsPage';

const student = makeUser('STUDENT');
const person = { key: student.key, firstName: 'Dami', lastName: 'Bello', email: 'dami@example.test' };
const plan = (key: string, programKey: string, title: string, priceCents: number): PlanSummary => ({
  key,
  programKey,
  title,
  kind: 'STANDARD',
  period: 'monthly',
  priceCents,
});
const maths = { key: 'p-maths', title: 'Foundations of Mathematics', slug: 'maths' };
const reading = { key: 'p-reading', title: 'Reading Club', slug: 'reading' };
const failed: SubscriptionSummary = {
  key: 'sub-1',
  status: 'RENEWAL_FAILED',
  plan: plan('plan-m', maths.key, 'Monthly', 4999),
  program: maths,
  student: person,
  payer: person,
  provider: 'stripe',
  currentPeriodEnd: '2026-11-20T09:00:00.000Z',
  graceUntil: null,
  hasAccess: true,
  accessEndsAt: '2026-11-23T09:00:00.000Z',
  sharedCard: null,
};

describe('MySubscriptionsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists subscriptions with their state, offers only programs not subscribed, and prices a coupon before subscribing', async () => {
    const posted: StubRequest[] = [];
    stubApi({
      'GET /auth/session': sessionAnswer(student),
      'GET /students/subscriptions': { data: { subscriptions: [failed], invoices: [] } },
      'GET /payments/plans': {
        data: {
          offers: [
            { program: maths, plans: [plan('plan-m', maths.key, 'Monthly', 4999)] },
            { program: reading, plans: [plan('plan-r', reading.key, 'Term', 10000)] },
          ],
        },
      },
      'POST /payments/coupons/verify': (request: StubRequest) => {
        posted.push(request);
        return { data: { code: 'SPRING20', amountCents: 10000, discountCents: 2000, totalCents: 8000 } };
      },
      'POST /students/subscriptions': (request: StubRequest) => {
        posted.push(request);
        return {
          message: 'Invoice created',
          data: { invoice: { key: 'inv-1' }, checkout: { kind: 'invoice' } },
        };
      },
    });
    renderRoutes([{ path: '/accounts/subscriptions', Component: MySubscriptionsPage }], {
      route: '/accounts/subscriptions',
    });

    const subscriptions = within(await screen.findByRole('region', { name: 'Subscriptions' }));
    expect(await subscriptions.findByText('Renewal failed')).toBeTruthy();
    expect(subscriptions.getByText('Classroom open until November 23rd, 2026')).toBeTruthy();
    expect(subscriptions.getByRole('button', { name: 'Renew now' })).toBeTruthy();
    expect(subscriptions.queryByRole('button', { name: 'Pause' })).toBeNull();

    const form = within(await screen.findByRole('region', { name: 'Subscribe to a program' }));
    // Maths is taken: only Reading Club is offered.
    expect(form.getByRole('radio', { name: 'Term — $100.00 monthly' })).toBeTruthy();
    expect(form.queryByRole('radio', { name: /Monthly — \$49.99/ })).toBeNull();
    expect(form.getByText('$100.00')).toBeTruthy();

    fireEvent.change(form.getByRole('textbox', { name: 'Coupon code' }), { target: { value: 'spring20' } });
    fireEvent.click(form.getByRole('button', { name: 'Apply' }));
    expect(await form.findByText('$20.00 off')).toBeTruthy();
    expect(form.getByText('$80.00')).toBeTruthy();
    expect(posted[0]?.body).toEqual({ code: 'SPRING20', planKey: 'plan-r' });

    fireEvent.click(form.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]?.body).toEqual({ planKey: 'plan-r', couponCode: 'SPRING20' });
  });
});
