/**
 * The admin permission groups of platform spec 6.1: page access (`access`) plus the actions the spec names.
 * The spec does not show the labels, so these short English ones are ours. Restricted groups are only for
 * higher admins (a MASTER; managers get them only if a later grant says so).
 */
import { peopleAndTeachingGroups } from './admin-permissions/people-and-teaching.js';
import { siteAndSchoolGroups } from './admin-permissions/site-and-school.js';

/** Every group, in the order admin pages list them. */
export const adminPermissionGroups = { ...peopleAndTeachingGroups, ...siteAndSchoolGroups } as const;
