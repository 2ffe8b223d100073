/** Helpers for writing the admin permission groups (`admin-permission-groups.ts`). */

/** The page-access action every group has (`access`), with its label. */
export const page = (label: string) => ({ access: label });
/**
 * What the activity log writes for an action (platform spec 6.1: "each action carries an activity-log wording,
 * a label and a description"; the texts are ours). `wording` fills `{actor}`, `{target}` and `{verb}` (what the
 * request did: created, updated, deleted, unless the handler names it), see contracts `renderActivityWording`.
 */
export const log = (wording: string, description: string) => ({ wording, description });
