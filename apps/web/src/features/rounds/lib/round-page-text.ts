import type { RoundPhase } from '@crowdvault/shared/api/rounds';
import type { ExclusionReason } from '@crowdvault/shared/rounds/round-file';
import { msg } from '@/lib/i18n/i18n';

// The round page's tables of texts, apart from round-text.ts so the campaign page's round parts
// (which reach that one) do not carry them. Each is shown through `t`.

/** One sentence per phase, under the round's name. */
export const PHASE_SENTENCES: Record<RoundPhase, string> = {
  upcoming: msg('Applications have not opened yet.'),
  applications: msg('Campaigns can apply. Gifts count once the donation window opens.'),
  donations: msg(
    'Gifts to the campaigns below are being matched. The figures are estimates until the round closes.',
  ),
  counting: msg(
    'The donation window has closed. The result is published once every gift in the window is recorded.',
  ),
  challenge: msg(
    'The result is published. Until the challenge window ends, moderators can still exclude a donor or a campaign, which recomputes it.',
  ),
  final: msg('The result is final.'),
  paid: msg('Every match is paid into its campaign’s vault, and what was left is returned to the sponsor.'),
};

/** Why a gift did not count (the match engine's reasons, decision 134), as the round page says it. */
export const EXCLUSION_REASON_LABELS: Record<ExclusionReason, string> = {
  campaign_excluded: msg('The campaign was excluded by a moderator'),
  excluded_by_moderator: msg('The donor was excluded by a moderator'),
  self_gift: msg("From the campaign's own creator or vault owner"),
  recipient_gift: msg('From the creator or owner of another campaign in the round'),
  weight_zero: msg("The donor's weight is zero"),
  below_minimum: msg("The donor's gifts to this campaign add up to less than the minimum"),
};
