import { type AuthUser, type LayoutKind, layoutOf, type MemberRole } from '@chalkline/contracts';
import AccountCircleRounded from '@mui/icons-material/AccountCircleRounded';
import AdminPanelSettingsRounded from '@mui/icons-material/AdminPanelSettingsRounded';
import ArticleRounded from '@mui/icons-material/ArticleRounded';
import AssignmentRounded from '@mui/icons-material/AssignmentRounded';
import AutoStoriesRounded from '@mui/icons-material/AutoStoriesRounded';
import CardMembershipRounded from '@mui/icons-material/CardMembershipRounded';
import ChatRounded from '@mui/icons-material/ChatRounded';
import CoPresentRounded from '@mui/icons-material/CoPresentRounded';
import DashboardRounded from '@mui/icons-material/DashboardRounded';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import FamilyRestroomRounded from '@mui/icons-material/FamilyRestroomRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import LocalOfferRounded from '@mui/icons-material/LocalOfferRounded';
import MailRounded from '@mui/icons-material/MailRounded';
import NotificationsActiveRounded from '@mui/icons-material/NotificationsActiveRounded';
import NotificationsRounded from '@mui/icons-material/NotificationsRounded';
import PrivacyTipRounded from '@mui/icons-material/PrivacyTipRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import VideoCameraFrontRounded from '@mui/icons-material/VideoCameraFrontRounded';
import type SvgIcon from '@mui/material/SvgIcon';
import { adminPagePermission } from '../../../features/admin/routes';
import { accountsPaths, adminPaths } from '../../../lib/paths';
import { userCan } from '../../../lib/permissions';

/** The signed-in layouts (platform spec 2.3), and the guardian's (ADR 0079). */
export type { LayoutKind };

/** Master and manager get the admin layout; students and tutors their own (the vocabulary's `layoutOf`). */
export const layoutKindFor = (role: MemberRole): LayoutKind => layoutOf(role);

export interface SidebarLink {
  label: string;
  to: string;
  /** Shows the unread notification count (capped at 99), or unread direct or group chat messages ("N+"). */
  badge?: SidebarBadge;
}

export type SidebarBadge = 'notifications' | 'chatContacts' | 'chatGroups';

export type SidebarEntry =
  | (SidebarLink & { kind: 'link'; icon: typeof SvgIcon })
  | { kind: 'group'; label: string; icon: typeof SvgIcon; items: readonly SidebarLink[] };

const link = (label: string, to: string, icon: typeof SvgIcon, badge?: SidebarBadge): SidebarEntry => ({
  kind: 'link',
  label,
  to,
  icon,
  ...(badge ? { badge } : {}),
});

const group = (label: string, icon: typeof SvgIcon, items: readonly [string, string][]): SidebarEntry => ({
  kind: 'group',
  label,
  icon,
  items: items.map(([itemLabel, to]) => ({ label: itemLabel, to })),
});

const a = adminPaths;
const s = accountsPaths;
const groupsChat = `${s.chat}?tab=groups`;

const adminSidebar: readonly SidebarEntry[] = [
  link('Dashboard', a.dashboard, DashboardRounded),
  group('My Account', AccountCircleRounded, [
    ['Profile', a.profile],
    ['Account Settings', a.profileSettings],
  ]),
  link('Tutors', a.tutors, CoPresentRounded),
  link('Students', a.students, SchoolRounded),
  // Ours, not spec 2.3's (ADR 0085): guardian accounts and their children.
  link('Guardians', a.guardians, FamilyRestroomRounded),
  group('Subscriptions', CardMembershipRounded, [
    ['Subscribers', a.subscriptions],
    ['Grace Subscription', a.graceSubscriptions],
    ['Shared Billing Card', a.sharedBilling],
  ]),
  link('Coupons', a.coupons, LocalOfferRounded),
  link('Schedules', a.schedules, EventRounded),
  group('Assessments', AssignmentRounded, [
    ['Quiz Collection', a.quiz],
    ['Question Bank', a.questionBank],
    ['Quiz Assignments', a.quizAssessments],
    ['Class Assignments', a.classAssessments],
    ['Home Assignments', a.homeAssessments],
  ]),
  group('Live Classes', VideoCameraFrontRounded, [
    ["Students' Classrooms", a.studentMeetings],
    ["Programs' Classrooms", a.programMeetings],
  ]),
  link('Chat', a.chat, ChatRounded),
  group('Forms', DescriptionRounded, [
    ['Contact Forms', a.contactForms],
    ['Demo Booking', a.demoForms],
    ['Career Applications', a.careerForms],
  ]),
  group('Programs', AutoStoriesRounded, [
    ['Categories', a.programCategories],
    ['All Programs', a.programs],
  ]),
  group('Articles', ArticleRounded, [
    ['Categories', a.articleCategories],
    ['Authors', a.articleAuthors],
    ['Articles & Blogs', a.blogs],
    ['News & Updates', a.news],
  ]),
  link('Manage Mailing', a.mailing, MailRounded),
  link('Manage Admins', a.admins, AdminPanelSettingsRounded),
  link('Account Notifications', a.notifications, NotificationsActiveRounded),
  link('Activity Logs', a.logs, HistoryRounded),
  // Ours, not spec 2.3's (ADR 0085): guardians' export and erasure requests, for the Data rights group.
  link('Data requests', a.dataRequests, PrivacyTipRounded),
  group('Website Settings', SettingsRounded, [
    ['About page', a.about],
    ['Contact Information', a.contactInformation],
    ['Testimonials', a.testimonials],
    ['FAQs', a.faqs],
    ['Meet the Team', a.team],
    ['Alternative Meeting Link', a.altMeetingLink],
    ['Legal Pages', a.legal],
    ['School Policies', a.schoolPolicies],
  ]),
];

const studentSidebar: readonly SidebarEntry[] = [
  link('Dashboard', s.dashboard, DashboardRounded),
  group('My Account', AccountCircleRounded, [
    ['Profile', s.profile],
    ['My Subscriptions', s.subscriptions],
    ['Account Settings', s.profileSettings],
  ]),
  link('Programs', s.programs, AutoStoriesRounded),
  group('My Assessments', AssignmentRounded, [
    ['Quiz', s.quiz],
    ['Class', s.classAssignments],
    ['Home Assignments', s.homeAssignments],
  ]),
  link('My Schedules', s.schedules, EventRounded),
  link('Grading & Performance', s.performance, InsightsRounded),
  link('Chat', s.chat, ChatRounded, 'chatContacts'),
  link('Groups', groupsChat, GroupsRounded, 'chatGroups'),
  link('Notifications', s.notifications, NotificationsRounded, 'notifications'),
];

const tutorSidebar: readonly SidebarEntry[] = [
  link('Dashboard', a.dashboard, DashboardRounded),
  group('My Account', AccountCircleRounded, [
    ['Profile', s.profile],
    ['Account Settings', s.profileSettings],
  ]),
  link('Programs', s.programs, AutoStoriesRounded),
  link('Students', s.students, SchoolRounded),
  link('My Schedules', s.schedules, EventRounded),
  group('Assessments', AssignmentRounded, [
    ['My Quiz Collection', s.manageQuiz],
    ['Question Bank', s.questionBank],
    ['Quiz Assignments', s.quizAssignments],
    ['Class Assignments', s.classAssignments],
    ['Home Assignments', s.homeAssignments],
  ]),
  link('Chat', s.chat, ChatRounded, 'chatContacts'),
  link('Groups', groupsChat, GroupsRounded, 'chatGroups'),
  link('Notifications', s.notifications, NotificationsRounded, 'notifications'),
];

/** A guardian's sidebar (ADR 0079): their children first, then their own account, chat and notifications. */
const guardianSidebar: readonly SidebarEntry[] = [
  link('My children', s.children, FamilyRestroomRounded),
  link('Data requests', s.dataRequests, PrivacyTipRounded),
  group('My Account', AccountCircleRounded, [
    ['Profile', s.profile],
    ['Account Settings', s.profileSettings],
  ]),
  link('Chat', s.chat, ChatRounded, 'chatContacts'),
  link('Notifications', s.notifications, NotificationsRounded, 'notifications'),
];

/**
 * Sidebar entries per layout, exactly as platform spec 2.3 lists them; Sign Out follows them in every layout.
 * Student and tutor items lead into /accounts, admin items into /admin; the tutor's Dashboard is /admin.
 */
export const sidebarEntries: Record<LayoutKind, readonly SidebarEntry[]> = {
  admin: adminSidebar,
  student: studentSidebar,
  tutor: tutorSidebar,
  guardian: guardianSidebar,
};

/** Whether the item's page is one the user may open: admin pages need their group's permission (ADR 0026). */
const mayOpen = (user: Pick<AuthUser, 'key' | 'memberRole' | 'permissions'>, to: string) => {
  const permission = adminPagePermission(to.split('?')[0]!);
  return !permission || userCan(user, permission);
};

/**
 * The entries `user` sees in their layout: admin items only when their groups allow the page, and a group only
 * while one of its items is left. The server refuses the calls either way; this only hides.
 */
export function visibleSidebarEntries(
  kind: LayoutKind,
  user: Pick<AuthUser, 'key' | 'memberRole' | 'permissions'>,
): readonly SidebarEntry[] {
  return sidebarEntries[kind].flatMap((entry): SidebarEntry[] => {
    if (entry.kind === 'link') return mayOpen(user, entry.to) ? [entry] : [];
    const items = entry.items.filter((item) => mayOpen(user, item.to));
    return items.length ? [{ ...entry, items }] : [];
  });
}
