import type { Category } from '@crowdvault/shared/constants';
import { msg } from '@/lib/i18n/i18n';

/** Each category's name for a reader, shown through `t(CATEGORY_LABELS[category])`: the stored
 *  value stays the English key the API filters by, only its label is translated. */
export const CATEGORY_LABELS: Record<Category, string> = {
  Medical: msg('Medical'),
  Education: msg('Education'),
  Emergency: msg('Emergency'),
  Community: msg('Community'),
  Animals: msg('Animals'),
  Technology: msg('Technology'),
  Environment: msg('Environment'),
  Sports: msg('Sports'),
  Arts: msg('Arts'),
  Business: msg('Business'),
};
