/** The forms routes of the HTTP route map (ADR 0060). */
import { messageResponse } from '../common.js';
import {
  bookedDatesResponse,
  careerApplicationInput,
  careerApplicationListResponse,
  contactFormInput,
  contactFormListResponse,
  demoBookedResponse,
  demoBookingInput,
  demoBookingListResponse,
  formListQuery,
  formStatusInput,
  websiteUploadResponse,
} from '../forms.js';
import { multipart, type RouteTable } from '../route-map.js';

export const formsRoutes = {
  'POST /website/contact-form': { body: contactFormInput, response: messageResponse },
  'GET /website/booked-dates': { response: bookedDatesResponse },
  'POST /website/book-a-demo': { body: demoBookingInput, response: demoBookedResponse },
  'POST /website/upload': { body: multipart, response: websiteUploadResponse },
  'POST /website/career-application': { body: careerApplicationInput, response: messageResponse },
  'GET /admin/contact-forms': { query: formListQuery, response: contactFormListResponse },
  'PATCH /admin/contact-forms/:key': { body: formStatusInput, response: messageResponse },
  'DELETE /admin/contact-forms/:key': { response: messageResponse },
  'GET /admin/book-a-demo-forms': { query: formListQuery, response: demoBookingListResponse },
  'PATCH /admin/book-a-demo-forms/:key': { body: formStatusInput, response: messageResponse },
  'DELETE /admin/book-a-demo-forms/:key': { response: messageResponse },
  'GET /admin/career-applications': { query: formListQuery, response: careerApplicationListResponse },
  'PATCH /admin/career-applications/:key': { body: formStatusInput, response: messageResponse },
  'DELETE /admin/career-applications/:key': { response: messageResponse },
} as const satisfies RouteTable;
