/**
 * The public site forms' schemas, imported only when a form is first checked (`lazyZodResolver`, ADR 0049): a
 * static import of zod and the contracts' schemas would add about 50 KiB to the contact, careers and book-a-demo
 * pages' first download.
 */
export { careerApplicationInput, contactFormInput, demoBookingInput } from '@chalkline/contracts';
