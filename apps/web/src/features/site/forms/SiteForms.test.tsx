import { formTexts, messages } from '@chalkline/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsOf, errorAnswer, stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { BookDemoForm } from './BookDemoForm';
import { CareerApplicationForm } from './CareerApplicationForm';
import { ContactForm } from './ContactForm';

const fill = (form: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });

describe('the public site forms (MUI-free, schemas loaded when first checked)', () => {
  it('contact: checks the fields with the contracts messages, then sends and thanks', async () => {
    const fetchMock = stubApi({ 'POST /website/contact-form': { message: formTexts.contactSent } });
    renderWithProviders(<ContactForm />);
    const form = screen.getByRole('form', { name: 'Contact form' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please provide your names')).toBeTruthy();
    expect(screen.getByText('Please write your message')).toBeTruthy();
    expect(
      within(form)
        .getByLabelText(/^Your names/)
        .getAttribute('aria-invalid'),
    ).toBe('true');

    fill(form, /^Your names/, 'Ada Obi');
    fill(form, /^Email address/, 'ada.obi@example.test');
    fill(form, /^Subject/, 'Weekend algebra');
    fill(form, /^Message/, 'Do you teach algebra on Saturdays?');
    fireEvent.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(formTexts.contactSent)).toBeTruthy();
    expect(callsOf(fetchMock)).toContainEqual([
      'POST',
      '/website/contact-form',
      expect.objectContaining({ names: 'Ada Obi', subject: 'Weekend algebra', website: '' }),
    ]);
  });

  it('contact: shows the server field messages under the inputs and its message above the form', async () => {
    stubApi({
      'POST /website/contact-form': errorAnswer(400, 'Please check the highlighted fields', 'VALIDATION_FAILED', {
        subject: 'Subject refused',
      }),
    });
    renderWithProviders(<ContactForm />);
    const form = screen.getByRole('form', { name: 'Contact form' });
    fill(form, /^Your names/, 'Ada Obi');
    fill(form, /^Email address/, 'ada.obi@example.test');
    fill(form, /^Subject/, 'Hello');
    fill(form, /^Message/, 'Hi');
    fireEvent.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Subject refused')).toBeTruthy();
    expect(screen.getByText('Please check the highlighted fields')).toBeTruthy();
  });

  it('careers: refuses a non-document CV, asks for one, and sends the uploaded key with the application', async () => {
    const fetchMock = stubApi({
      'POST /website/upload': { data: { key: 'cv/abc.pdf' } },
      'POST /website/career-application': { message: formTexts.careerSent },
    });
    renderWithProviders(<CareerApplicationForm />);
    const form = screen.getByRole('form', { name: 'Career application' });
    const input = form.querySelector<HTMLInputElement>('input[type="file"][name="cv"]');
    if (!input) throw new Error('no CV input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'me.png', { type: 'image/png' })] } });
    expect(screen.getByText(messages.uploadWrongType)).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Change CV' })).toBeTruthy();

    fireEvent.change(input, { target: { files: [] } });
    fill(form, /^First name/, 'Grace');
    fill(form, /^Last name/, 'Hopper');
    fill(form, /^Email address/, 'grace@example.test');
    fill(form, /^Role you are applying for/, 'Mathematics tutor');
    fireEvent.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(formTexts.cvRequired)).toBeTruthy();

    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'grace.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByText('grace.pdf')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(formTexts.careerSent)).toBeTruthy();
    expect(callsOf(fetchMock)).toContainEqual([
      'POST',
      '/website/career-application',
      expect.objectContaining({ firstName: 'Grace', position: 'Mathematics tutor', cv: 'cv/abc.pdf' }),
    ]);
  });

  it('book a demo: a free day, then a free time, then the learner; the booking is sent with the chosen age', async () => {
    const fetchMock = stubApi({
      'GET /website/booked-dates': { data: { booked: [] } },
      'POST /website/book-a-demo': { message: formTexts.demoBooked },
    });
    renderWithProviders(<BookDemoForm />);
    const form = await screen.findByRole('form', { name: 'Book a demo' });
    const submit = within(form).getByRole('button', { name: 'Book my demo' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect(within(form).getByText('Pick a date to see its times (shown in your own time zone).')).toBeTruthy();

    const calendar = within(form).getByRole('group', { name: 'Choose a date' });
    const freeDay = () => calendar.querySelector<HTMLButtonElement>('button[data-day]:not([disabled])');
    // Late on a month's last day its remaining days are full or past: the next month has free ones.
    if (!freeDay()) fireEvent.click(within(calendar).getByRole('button', { name: 'Next month' }));
    const day = freeDay();
    if (!day) throw new Error('no free day');
    fireEvent.click(day);
    expect(day.getAttribute('aria-pressed')).toBe('true');
    const slot = within(form).getByRole('group', { name: 'Times' }).querySelector('button[data-slot]:not([disabled])');
    if (!slot) throw new Error('no free time');
    fireEvent.click(slot);
    await waitFor(() => expect(slot.getAttribute('aria-pressed')).toBe('true'));
    expect(submit.hasAttribute('disabled')).toBe(false);

    fill(form, /^Your names/, 'Kemi Ade');
    fill(form, /^Email address/, 'kemi@example.test');
    fill(form, /^Learner's name/, 'Tobi Ade');
    fireEvent.change(within(form).getByLabelText(/^Learner's age/), { target: { value: '12-14' } });
    fireEvent.click(submit);
    expect(await screen.findByText(new RegExp(formTexts.demoBooked.replace(/[!.]/g, '\\$&')))).toBeTruthy();
    expect(callsOf(fetchMock)).toContainEqual([
      'POST',
      '/website/book-a-demo',
      expect.objectContaining({ names: 'Kemi Ade', ageBand: '12-14', time: slot.getAttribute('data-slot') }),
    ]);
  });
});
