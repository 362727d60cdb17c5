import { msg } from '@/lib/i18n/i18n';

/** Done; partly done; being built; proposed (no work on it, a plan that may change); planned. */
export type RoadmapStatus = 'completed' | 'current' | 'proposed' | 'upcoming';

/** A roadmap line: done with its phase, unless marked `proposed` (not built, not listed anywhere). */
export type RoadmapItem = string | { text: string; proposed: true };

export interface RoadmapPhase {
  period: string;
  status: RoadmapStatus;
  items: readonly RoadmapItem[];
}

/**
 * Every text English, marked for the catalogue and shown through `t` (decision 140).
 * SPEC.md §4's phases and lines, with what is true of each: SPEC.md marks Q3 and Q4 2025 done,
 * token generation and exchange listings included, none of which has happened (decision 075).
 * Static content, not derived from today's date (docs/decisions/005-token-figures.md).
 */
export const ROADMAP: readonly RoadmapPhase[] = [
  {
    period: msg('Q3 2025'),
    status: 'completed',
    items: [
      msg('Platform launch'),
      msg('Smart contract deployment'),
      { text: msg('Token generation event'), proposed: true },
      { text: msg('Initial DEX listing'), proposed: true },
    ],
  },
  {
    period: msg('Q4 2025'),
    status: 'proposed',
    items: [msg('Governance module'), msg('Staking'), msg('Major CEX listings')],
  },
  {
    period: msg('Q1 2026'),
    status: 'proposed',
    items: [msg('Mobile app'), msg('Enhanced staking rewards'), msg('Strategic partnerships')],
  },
  {
    period: msg('Q2 2026'),
    status: 'current',
    items: [msg('Cross-chain integration'), msg('Advanced analytics'), msg('Ecosystem expansion')],
  },
  {
    period: msg('Beyond'),
    status: 'upcoming',
    items: [msg('Decentralized identity'), msg('Institutional products'), msg('Global expansion')],
  },
];

export const ROADMAP_STATUS_LABEL: Record<RoadmapStatus, string> = {
  completed: msg('Completed'),
  current: msg('In progress'),
  proposed: msg('Proposed'),
  upcoming: msg('Planned'),
};

/** A completed phase with lines still only proposed is 'Partly done', not 'Completed' (English,
 *  marked for the catalogue: the caller shows it through `t`). */
export function phaseLabel(phase: RoadmapPhase): string {
  const proposedLines = phase.items.some((item) => typeof item !== 'string');
  return phase.status === 'completed' && proposedLines
    ? msg('Partly done')
    : ROADMAP_STATUS_LABEL[phase.status];
}
