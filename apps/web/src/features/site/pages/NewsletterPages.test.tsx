import { formTexts } from '@chalkline/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/apiStub';
import { renderRoutes } from '../../../test/render';
import { NewsletterConfirmPage, NewsletterUnsubscribePage } from './NewsletterPages';

afterEach(() => vi.unstubAllGlobals());

const pages = [
  { path: '/newsletter/confirm', Component: NewsletterConfirmPage },
  { path: '/newsletter/unsubscribe', Component: NewsletterUnsubscribePage },
];

describe('the newsletter pages', () => {
  it('say a confirm link without a token is no longer valid', async () => {
    stubApi({});
    renderRoutes(pages, { route: '/newsletter/confirm' });
    expect((await screen.findByRole('alert')).textContent).toBe(formTexts.newsletterBadLink);
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeTruthy();
  });

  it('confirm the subscription when the page opens', async () => {
    const fetchMock = stubApi({ 'POST /website/newsletter/confirm': { message: formTexts.newsletterConfirmed } });
    renderRoutes(pages, { route: '/newsletter/confirm?token=t1' });
    expect((await screen.findByRole('alert')).textContent).toBe(formTexts.newsletterConfirmed);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('unsubscribe only when the button is pressed', async () => {
    const fetchMock = stubApi({
      'POST /website/newsletter/unsubscribe': { message: formTexts.newsletterUnsubscribed },
    });
    renderRoutes(pages, { route: '/newsletter/unsubscribe?token=t1' });
    expect(screen.getByText('Stop receiving our mailings at this address?')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe(formTexts.newsletterUnsubscribed);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('token=t1');
  });

  it('keep the unsubscribe button disabled without a token', () => {
    stubApi({});
    renderRoutes(pages, { route: '/newsletter/unsubscribe' });
    expect((screen.getByRole('button', { name: 'Unsubscribe' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
