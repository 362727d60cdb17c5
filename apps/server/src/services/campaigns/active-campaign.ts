import { sql } from 'drizzle-orm';
import { campaigns } from '../../db/schema';

/**
 * What "active" means wherever a count or a filter says it (issue 20, item 7; decision 045):
 * status active and not yet ended, i.e. taking donations. Home's "Active Campaigns", Discover's
 * Active filter and "Showing N active campaigns", and the creator's dashboard all use this one
 * predicate, so they cannot disagree about a campaign whose end date has passed.
 */
export const activeCampaign = () => sql`(${campaigns.status} = 'active' and ${campaigns.endDate} > now())`;
