/** The joins billing reads subscriptions and invoices through: with their plan, program, student and payer. */
import { eq, ilike, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { containing } from '../../db/query-helpers.js';
import {
  billingInvoices,
  billingPlans,
  coupons,
  programs,
  sharedBillingCards,
  subscriptions,
  users,
} from '../../db/schema/index.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Conn = Db | Tx;

export const student = alias(users, 'student');
export const payer = alias(users, 'payer');
const studentLine = { id: student.id, firstName: student.firstName, lastName: student.lastName, email: student.email };
export const payerLine = { id: payer.id, firstName: payer.firstName, lastName: payer.lastName, email: payer.email };

export const subscriptionColumns = {
  subscription: subscriptions,
  plan: billingPlans,
  program: { id: programs.id, title: programs.title, slug: programs.slug },
  student: studentLine,
  payer: payerLine,
  card: { id: sharedBillingCards.id, label: sharedBillingCards.label },
};

export const invoiceColumns = {
  invoice: billingInvoices,
  plan: billingPlans,
  program: { id: programs.id, title: programs.title },
  student: studentLine,
  couponCode: coupons.code,
};

export const searchPeople = (search: string | undefined) => {
  if (!search?.trim()) return undefined;
  const like = containing(search.trim());
  return or(
    ilike(student.email, like),
    ilike(student.firstName, like),
    ilike(student.lastName, like),
    ilike(programs.title, like),
  );
};

/** Subscriptions with their plan, program, student, payer and shared card. */
export function subscriptionQuery(conn: Conn) {
  return conn
    .select(subscriptionColumns)
    .from(subscriptions)
    .innerJoin(billingPlans, eq(billingPlans.id, subscriptions.planId))
    .innerJoin(programs, eq(programs.id, subscriptions.programId))
    .innerJoin(student, eq(student.id, subscriptions.studentId))
    .innerJoin(payer, eq(payer.id, subscriptions.payerId))
    .leftJoin(sharedBillingCards, eq(sharedBillingCards.id, subscriptions.sharedCardId));
}

/** Invoices with their plan, program, student and coupon code. */
export function invoiceQuery(conn: Conn) {
  return conn
    .select(invoiceColumns)
    .from(billingInvoices)
    .innerJoin(billingPlans, eq(billingPlans.id, billingInvoices.planId))
    .innerJoin(programs, eq(programs.id, billingPlans.programId))
    .innerJoin(student, eq(student.id, billingInvoices.studentId))
    .leftJoin(coupons, eq(coupons.id, billingInvoices.couponId));
}
