import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { api } from '../../../test/requests.js';

const testimonial = (rating: number) => ({ names: 'Kemi Ade', occupation: 'Parent', rating, content: 'Great tutors.' });

describe('website settings (ADR 0041)', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let master: string;
  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
    master = (await t.signUp('MASTER')).cookie;
  });
  afterAll(() => t.close());

  it('answers null for keys never set, to anyone', async () => {
    const res = await call('GET', '/api/website/settings?keys=ABOUT_INFORMATION,GENERAL_FAQS,NOT_A_KEY');
    expect(res.status).toBe(200);
    expect(res.body.data.settings).toEqual({ ABOUT_INFORMATION: null, GENERAL_FAQS: null });
  });

  it('saves a key for its group, cleans rich text, logs the change and shows it to visitors', async () => {
    const faqsAdmin = (await t.signUp('MANAGER', { adminPermissions: ['faqs.access'] })).cookie;
    const faqs = [{ question: 'Who teaches?', answer: '<p>Our tutors<img src=x onerror="alert(1)"></p>' }];
    const saved = await call('PUT', '/api/admin/website-settings/general-faqs', { value: faqs }, faqsAdmin);
    expect(saved.status).toBe(200);
    expect(saved.body.data.value[0].answer).not.toContain('onerror');
    const read = await call('GET', '/api/website/settings?keys=GENERAL_FAQS');
    expect(read.body.data.settings.GENERAL_FAQS[0].question).toBe('Who teaches?');
    const log = await call('GET', '/api/admin/logs?action=faqs.access', undefined, master);
    expect(JSON.stringify(log.body.data)).toContain('General FAQs');
    // The group covers FAQs only.
    const about = { value: { title: 'About', content: '<p>Us</p>' } };
    expect((await call('PUT', '/api/admin/website-settings/about', about, faqsAdmin)).status).toBe(403);
  });

  it('keeps the legal pages to higher admins', async () => {
    const manager = (await t.signUp('MANAGER', { adminPermissions: ['about.access', 'faqs.access'] })).cookie;
    const page = { value: { title: 'Privacy Policy', content: '<p>We keep little.</p>' } };
    expect((await call('PUT', '/api/admin/website-settings/privacy-policy', page, manager)).status).toBe(403);
    expect((await call('PUT', '/api/admin/website-settings/privacy-policy', page, master)).status).toBe(200);
    expect((await call('PUT', '/api/admin/website-settings/privacy-policy', page)).status).toBe(401);
  });

  it('takes ratings in half steps and a WhatsApp number that builds a chat link', async () => {
    const ok = await call(
      'PUT',
      '/api/admin/website-settings/general-testimonials',
      { value: [testimonial(4.5)] },
      master,
    );
    expect(ok.status).toBe(200);
    const bad = await call(
      'PUT',
      '/api/admin/website-settings/general-testimonials',
      { value: [testimonial(4.3)] },
      master,
    );
    expect(bad.status).toBe(400);
    const contact = { value: { email: 'hello@example.test', socialHandles: { whatsApp: '+234 803 123 4567' } } };
    expect((await call('PUT', '/api/admin/website-settings/contact-information', contact, master)).status).toBe(200);
    const wrong = { value: { socialHandles: { whatsApp: 'call me' } } };
    expect((await call('PUT', '/api/admin/website-settings/contact-information', wrong, master)).status).toBe(400);
  });
});
