/**
 * Admin permission groups of the website, messages, billing and the school's administration: forms, articles,
 * notifications, website pages, subscriptions, coupons, admins, activity logs, data rights and policies.
 */
import { log, page } from './wording.js';

export const siteAndSchoolGroups = {
  contactForms: {
    label: 'Contact forms',
    restricted: false,
    actions: page('Read contact forms'),
    activity: {
      access: log('{actor} {verb} the contact form {target}', 'A contact form message was handled or removed.'),
    },
  },
  demoBookings: {
    label: 'Demo bookings',
    restricted: false,
    actions: page('Manage demo bookings and sessions'),
    activity: {
      access: log(
        '{actor} {verb} the demo session {target}',
        'A demo booking or demo session was booked, changed or removed.',
      ),
    },
  },
  careerApplications: {
    label: 'Career applications',
    restricted: false,
    actions: page('Read career applications'),
    activity: {
      access: log('{actor} {verb} the career application {target}', 'A career application was handled or removed.'),
    },
  },
  articleAuthors: {
    label: 'Article authors',
    restricted: false,
    actions: page('Manage article authors'),
    activity: {
      access: log('{actor} {verb} the article author {target}', 'An article author was created, changed or deleted.'),
    },
  },
  articleCategories: {
    label: 'Article categories',
    restricted: false,
    actions: page('Manage article categories'),
    activity: {
      access: log(
        '{actor} {verb} the article category {target}',
        'An article category was created, changed or deleted.',
      ),
    },
  },
  blogs: {
    label: 'Blogs',
    restricted: false,
    actions: page('Manage blogs'),
    activity: {
      access: log('{actor} {verb} the blog {target}', 'A blog article was written, changed or deleted.'),
    },
  },
  news: {
    label: 'News and updates',
    restricted: false,
    actions: page('Manage news and updates'),
    activity: {
      access: log('{actor} {verb} the news item {target}', 'A news and updates item was written, changed or deleted.'),
    },
  },
  notifications: {
    label: 'Account notifications',
    restricted: false,
    actions: { ...page('See account notifications'), send: 'Send notifications', delete: 'Delete notifications' },
    activity: {
      access: log(
        '{actor} {verb} the notification {target}',
        'A change made from the notifications page that no finer action covers.',
      ),
      send: log('{actor} sent the notification {target}', 'A notification was sent to accounts.'),
      delete: log('{actor} deleted the notification {target}', 'A sent notification was removed.'),
    },
  },
  about: {
    label: 'About',
    restricted: false,
    actions: page('Edit the about page'),
    activity: {
      access: log('{actor} {verb} the about page {target}', 'The public about page was changed.'),
    },
  },
  contactInformation: {
    label: 'Contact information',
    restricted: false,
    actions: page('Edit contact information'),
    activity: {
      access: log('{actor} {verb} the contact information {target}', 'The public contact information was changed.'),
    },
  },
  testimonials: {
    label: 'Testimonials',
    restricted: false,
    actions: page('Manage testimonials'),
    activity: {
      access: log('{actor} {verb} the testimonial {target}', 'A testimonial was added, changed or removed.'),
    },
  },
  faqs: {
    label: 'FAQs',
    restricted: false,
    actions: page('Manage FAQs'),
    activity: {
      access: log('{actor} {verb} the FAQ {target}', 'A frequently asked question was added, changed or removed.'),
    },
  },
  team: {
    label: 'Team',
    restricted: false,
    actions: page('Manage the team page'),
    activity: {
      access: log(
        '{actor} {verb} the team member {target}',
        'A member of the team page was added, changed or removed.',
      ),
    },
  },
  altMeetingLink: {
    label: 'Alternative meeting link',
    restricted: false,
    actions: page('Set the alternative meeting link'),
    activity: {
      access: log(
        '{actor} {verb} the alternative meeting link {target}',
        'The alternative meeting link was set or cleared.',
      ),
    },
  },
  subscriptions: {
    label: 'Subscriptions',
    restricted: true,
    actions: page('Manage subscriptions'),
    activity: {
      access: log('{actor} {verb} the subscription {target}', 'A subscription was changed.'),
    },
  },
  graceBilling: {
    label: 'Grace billing',
    restricted: true,
    actions: page('Manage grace billing'),
    activity: {
      access: log(
        '{actor} {verb} the grace subscription {target}',
        'A grace subscription was granted, changed or ended.',
      ),
    },
  },
  sharedBilling: {
    label: 'Shared card billing',
    restricted: true,
    actions: page('Manage shared card billing'),
    activity: {
      access: log(
        '{actor} {verb} the shared billing card {target}',
        'A shared billing card was set up, changed or removed.',
      ),
    },
  },
  coupons: {
    label: 'Coupons',
    restricted: true,
    actions: {
      ...page('See coupons'),
      create: 'Create coupons',
      edit: 'Edit, enable or disable coupons',
      delete: 'Delete coupons',
    },
    activity: {
      access: log(
        '{actor} {verb} the coupon {target}',
        'A change made from the coupons page that no finer action covers.',
      ),
      create: log('{actor} created the coupon {target}', 'A new coupon was made.'),
      edit: log('{actor} edited the coupon {target}', 'A coupon was changed, enabled or disabled.'),
      delete: log('{actor} deleted the coupon {target}', 'A coupon was removed.'),
    },
  },
  emailSettings: {
    label: 'Email settings',
    restricted: true,
    actions: page('Manage email settings'),
    activity: {
      access: log('{actor} {verb} the email settings {target}', 'The mailing settings were changed.'),
    },
  },
  admins: {
    label: 'Admin management',
    restricted: true,
    actions: { ...page('Manage admins'), create: 'Create admins', edit: 'Edit admins', delete: 'Delete admins' },
    activity: {
      access: log(
        '{actor} {verb} the admin {target}',
        'A change made from the admins page that no finer action covers.',
      ),
      create: log('{actor} created the admin {target}', 'A new master or manager account was made.'),
      edit: log('{actor} edited the admin {target}', "An admin's permission groups or account state were changed."),
      delete: log('{actor} deleted the admin {target}', 'An admin account was deleted (sign-in ends).'),
    },
  },
  activityLogs: {
    label: 'Activity logs',
    restricted: true,
    actions: page('Read activity logs'),
    activity: {
      access: log(
        '{actor} {verb} the activity log {target}',
        'The activity log is read-only; nothing should carry this wording.',
      ),
    },
  },
  /** Not in spec 6.1: exporting and erasing everything held about one person (issue 33, ADR 0072). */
  dataRights: {
    label: 'Data rights',
    restricted: true,
    actions: { ...page('See data rights'), export: 'Export a person’s data', erase: 'Erase a person' },
    activity: {
      access: log('{actor} {verb} the data of {target}', 'A data-rights action that no finer action covers.'),
      export: log(
        '{actor} exported the data of {target}',
        'Everything the platform holds about a person was downloaded.',
      ),
      erase: log(
        '{actor} erased {target}',
        'A person’s personal data was removed or anonymised and their files deleted.',
      ),
    },
  },
  /** Not in spec 6.1: the school-wide policies the spec leaves to each school (ADR 0045). */
  schoolPolicies: {
    label: 'School policies',
    restricted: true,
    actions: {
      ...page('Set school policies'),
      /** Chat moderation (ADR 0064): handle reports, delete a message, mute a person in the chat. */
      moderateChat: 'Handle chat reports, delete chat messages and mute people in the chat',
    },
    activity: {
      access: log('{actor} {verb} the school policies {target}', 'A school-wide policy was changed.'),
      moderateChat: log(
        '{actor} {verb} {target}',
        'A chat report was handled or dismissed, a message deleted, or a person muted or unmuted.',
      ),
    },
  },
  legalPages: {
    label: 'Legal pages',
    restricted: true,
    actions: page('Edit the legal pages'),
    activity: {
      access: log('{actor} {verb} the legal page {target}', 'A legal page (privacy, terms) was changed.'),
    },
  },
} as const;
