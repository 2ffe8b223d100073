/** The accounts, billing and settings part of the personal-data map (`personal-data.ts`, ADR 0072). */
import { named, others, owner, personal, secret, type TableRule } from './personal-data-rules.js';

export const accountTables: Record<string, TableRule> = {
  users: {
    columns: {
      id: named,
      email: personal('id', (id) => `erased-${id}@erased.invalid`),
      passwordHash: secret('id'),
      title: personal('id'),
      firstName: personal('id', () => 'Erased'),
      lastName: personal('id', () => 'person'),
      otherNames: personal('id'),
      gender: personal('id'),
      avatar: personal('id'),
      phone: personal('id'),
      countryCode: personal('id'),
      countryName: personal('id'),
      stateCode: personal('id'),
      stateName: personal('id'),
      googleSubject: secret('id'),
      meetingId: personal('id'),
      suspended: personal('id', () => true),
      deletedAt: personal('id', (_, now) => now),
      adminPermissions: personal('id', () => []),
      totpSecret: secret('id'),
      totpEnabledAt: personal('id'),
      totpLastStep: personal('id'),
      passkeysEnabledAt: personal('id'),
      ...others('memberRole', 'signUpMethod', 'createdAt', 'updatedAt'),
    },
  },
  sessions: {
    columns: {
      userId: owner,
      tokenHash: secret('userId'),
      userAgent: personal('userId'),
      ip: personal('userId'),
      ...others('id', 'createdAt', 'lastUsedAt', 'expiresAt', 'revokedAt', 'signedInAt', 'verifiedAt'),
    },
  },
  password_resets: {
    columns: { userId: owner, tokenHash: secret('userId'), ...others('id', 'createdAt', 'expiresAt', 'usedAt') },
  },
  recovery_codes: { columns: { userId: owner, codeHash: secret('userId'), ...others('id', 'createdAt', 'usedAt') } },
  passkeys: {
    columns: {
      userId: owner,
      credentialId: secret('userId'),
      publicKey: secret('userId'),
      name: personal('userId'),
      ...others('id', 'counter', 'transports', 'createdAt', 'lastUsedAt'),
    },
  },
  passkey_challenges: {
    columns: { userId: owner, challenge: secret('userId'), ...others('id', 'purpose', 'expiresAt', 'createdAt') },
  },
  calendar_feeds: { columns: { userId: owner, tokenHash: secret('userId'), ...others('createdAt', 'lastFetchedAt') } },
  student_profiles: {
    columns: {
      userId: owner,
      ...Object.fromEntries(
        [
          'preferredNames',
          'age',
          'grade',
          'school',
          'referredBy',
          'referee',
          'guardianNames',
          'guardianEmail',
          'guardianPhone',
          'guardianOccupation',
          'guardianRelationship',
          'language',
          'languageInfo',
          'curriculum',
          'curriculumInfo',
          'days',
          'timezone',
          'scheduleTime',
          'learningGoals',
          'specialNeeds',
          'communicationPreference',
        ].map((key) => [key, personal('userId')]),
      ),
      ...others('onboarded', 'createdAt', 'updatedAt'),
    },
  },
  shared_billing_cards: {
    columns: {
      payerId: owner,
      createdBy: named,
      label: personal('payerId'),
      customerRef: secret('payerId'),
      paymentMethodRef: secret('payerId'),
      ...others('id', 'provider', 'createdAt', 'updatedAt'),
    },
  },
  subscriptions: {
    // Kept: invoices hang on them. The payer's saved payment method goes.
    columns: {
      studentId: named,
      payerId: named,
      customerRef: secret('payerId'),
      paymentMethodRef: secret('payerId'),
      ...others('id', 'programId', 'planId', 'status', 'provider', 'sharedCardId', 'currentPeriodStart'),
      ...others('currentPeriodEnd', 'graceUntil', 'failedAt', 'createdAt', 'updatedAt'),
    },
  },
  billing_invoices: {
    // Accounting records: kept with the anonymised party.
    columns: {
      studentId: named,
      payerId: named,
      ...others('id', 'planId', 'subscriptionId', 'reason', 'status', 'provider', 'providerRef', 'amountCents'),
      ...others('discountCents', 'couponId', 'periodStart', 'paidAt', 'createdAt', 'updatedAt'),
    },
  },
  coupon_redemptions: {
    columns: { studentId: named, ...others('id', 'couponId', 'invoiceId', 'discountCents', 'createdAt') },
  },
  grace_grants: { columns: { grantedBy: named, ...others('id', 'subscriptionId', 'until', 'reason', 'createdAt') } },
  billing_ledger: {
    retain:
      'the ledger of money movements is append-only (a trigger refuses changes) and kept as accounting law requires; it holds only ids, which now name an anonymous account',
    columns: {
      studentId: named,
      payerId: named,
      actorId: named,
      ...others('id', 'at', 'kind', 'amountCents', 'currency', 'subscriptionId', 'invoiceId', 'provider'),
      ...others('providerRef', 'note'),
    },
  },
  billing_settings: { columns: { updatedBy: named, ...others('key', 'value', 'updatedAt') } },
  school_settings: { columns: { updatedBy: named, ...others('key', 'value', 'updatedAt') } },
  website_settings: { columns: { updatedBy: named, ...others('key', 'value', 'updatedAt') } },
  activity_log: {
    retain:
      'the activity log is append-only (a trigger refuses changes, ADR 0028): it is the record of what admins did, erasures included',
    columns: {
      actorId: named,
      actorName: personal('actorId'),
      actorEmail: personal('actorId'),
      actorRole: personal('actorId'),
      ...others('id', 'at', 'action', 'targetKind', 'targetId', 'targetLabel', 'wording', 'details'),
      ...others('requestId', 'ip'),
    },
  },
};
