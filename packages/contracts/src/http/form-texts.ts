/**
 * What the visitor sees after sending a public form (ADR 0041), in a module that imports nothing: the public pages
 * show these without loading zod and the forms' schemas (ADR 0049). forms.ts re-exports them.
 */
export const formTexts = {
  contactSent: 'Thank you! Your message has been sent. We will get back to you shortly.',
  demoBooked: 'Your demo is booked! We have emailed you the link to join it.',
  careerSent: 'Thank you for applying! We will be in touch.',
  newsletterPending: 'Almost there! Please confirm your subscription from the email we just sent you.',
  newsletterConfirmed: 'You are subscribed to our newsletter. Thank you!',
  newsletterUnsubscribed: 'You have been unsubscribed. You will get no more newsletters from us.',
  newsletterBadLink: 'This link is no longer valid.',
  slotTaken: 'This time has just been booked. Please choose another one.',
  slotPast: 'Please choose a time in the future.',
  slotOutside: 'Please choose one of the offered times.',
  tooMany: 'Too many submissions. Please try again later.',
  cvRequired: 'Please attach your CV',
} as const;
