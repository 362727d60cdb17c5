import { z } from 'zod';

/** What a follower hears about (issue 16): each kind can be turned off in settings. */
export const NOTIFICATION_KINDS = ['update', 'withdrawal', 'goal', 'ending'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
