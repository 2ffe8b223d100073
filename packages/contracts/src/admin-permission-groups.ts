/**
 * The admin permission groups of platform spec 6.1: page access (`access`) plus the actions the spec names.
 * The spec does not show the labels, so these short English ones are ours. Restricted groups are only for
 * higher admins (a MASTER; managers get them only if a later grant says so).
 */
const page = (label: string) => ({ access: label });

export const adminPermissionGroups = {
  accountStats: { label: 'Account stats', restricted: false, actions: page('See account statistics') },
  tutors: {
    label: 'Manage tutors',
    restricted: false,
    actions: { ...page('See tutors'), create: 'Create tutors', edit: 'Edit tutors', delete: 'Delete tutors' },
  },
  students: {
    label: 'Manage students',
    restricted: false,
    actions: { ...page('See students'), create: 'Create students', edit: 'Edit students', delete: 'Delete students' },
  },
  classrooms: {
    label: 'Student and program classrooms',
    restricted: false,
    actions: page('See and join every classroom'),
  },
  schedules: {
    label: 'Schedules',
    restricted: false,
    actions: {
      ...page('See every schedule'),
      create: 'Create schedules',
      edit: 'Edit and mark schedules',
      delete: 'Delete schedules',
    },
  },
  programs: {
    label: 'Programs',
    restricted: false,
    actions: {
      ...page('See programs'),
      create: 'Create programs',
      edit: 'Edit programs',
      delete: 'Delete programs',
      deletePlan: 'Delete program plans',
    },
  },
  programCategories: { label: 'Program categories', restricted: false, actions: page('Manage program categories') },
  quiz: { label: 'Quiz', restricted: false, actions: page('Manage the quiz collection') },
  quizAssignments: { label: 'Quiz assignments', restricted: false, actions: page('Manage quiz assignments') },
  assignments: {
    label: 'Class and home assignments',
    restricted: false,
    actions: {
      ...page('See class and home assignments'),
      record: 'Record assignments',
      edit: 'Edit assignments',
      delete: 'Delete assignments',
    },
  },
  contactForms: { label: 'Contact forms', restricted: false, actions: page('Read contact forms') },
  demoBookings: { label: 'Demo bookings', restricted: false, actions: page('Manage demo bookings and sessions') },
  careerApplications: { label: 'Career applications', restricted: false, actions: page('Read career applications') },
  articleAuthors: { label: 'Article authors', restricted: false, actions: page('Manage article authors') },
  articleCategories: { label: 'Article categories', restricted: false, actions: page('Manage article categories') },
  blogs: { label: 'Blogs', restricted: false, actions: page('Manage blogs') },
  news: { label: 'News and updates', restricted: false, actions: page('Manage news and updates') },
  notifications: {
    label: 'Account notifications',
    restricted: false,
    actions: { ...page('See account notifications'), send: 'Send notifications', delete: 'Delete notifications' },
  },
  about: { label: 'About', restricted: false, actions: page('Edit the about page') },
  contactInformation: { label: 'Contact information', restricted: false, actions: page('Edit contact information') },
  testimonials: { label: 'Testimonials', restricted: false, actions: page('Manage testimonials') },
  faqs: { label: 'FAQs', restricted: false, actions: page('Manage FAQs') },
  team: { label: 'Team', restricted: false, actions: page('Manage the team page') },
  altMeetingLink: {
    label: 'Alternative meeting link',
    restricted: false,
    actions: page('Set the alternative meeting link'),
  },
  subscriptions: { label: 'Subscriptions', restricted: true, actions: page('Manage subscriptions') },
  graceBilling: { label: 'Grace billing', restricted: true, actions: page('Manage grace billing') },
  sharedBilling: { label: 'Shared card billing', restricted: true, actions: page('Manage shared card billing') },
  coupons: {
    label: 'Coupons',
    restricted: true,
    actions: {
      ...page('See coupons'),
      create: 'Create coupons',
      edit: 'Edit, enable or disable coupons',
      delete: 'Delete coupons',
    },
  },
  emailSettings: { label: 'Email settings', restricted: true, actions: page('Manage email settings') },
  admins: {
    label: 'Admin management',
    restricted: true,
    actions: { ...page('Manage admins'), create: 'Create admins', edit: 'Edit admins', delete: 'Delete admins' },
  },
  activityLogs: { label: 'Activity logs', restricted: true, actions: page('Read activity logs') },
  legalPages: { label: 'Legal pages', restricted: true, actions: page('Edit the legal pages') },
} as const;
