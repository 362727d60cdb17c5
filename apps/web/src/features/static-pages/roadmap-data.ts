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
 * SPEC.md §4's phases and lines, with what is true of each: SPEC.md marks Q3 and Q4 2025 done,
 * token generation and exchange listings included, none of which has happened (decision 075).
 * Static content, not derived from today's date (docs/decisions/005-token-figures.md).
 */
export const ROADMAP: readonly RoadmapPhase[] = [
  {
    period: 'Q3 2025',
    status: 'completed',
    items: [
      'Platform launch',
      'Smart contract deployment',
      { text: 'Token generation event', proposed: true },
      { text: 'Initial DEX listing', proposed: true },
    ],
  },
  {
    period: 'Q4 2025',
    status: 'proposed',
    items: ['Governance module', 'Staking', 'Major CEX listings'],
  },
  {
    period: 'Q1 2026',
    status: 'proposed',
    items: ['Mobile app', 'Enhanced staking rewards', 'Strategic partnerships'],
  },
  {
    period: 'Q2 2026',
    status: 'current',
    items: ['Cross-chain integration', 'Advanced analytics', 'Ecosystem expansion'],
  },
  {
    period: 'Beyond',
    status: 'upcoming',
    items: ['Decentralized identity', 'Institutional products', 'Global expansion'],
  },
];

export const ROADMAP_STATUS_LABEL: Record<RoadmapStatus, string> = {
  completed: 'Completed',
  current: 'In progress',
  proposed: 'Proposed',
  upcoming: 'Planned',
};

/** A completed phase with lines still only proposed is 'Partly done', not 'Completed'. */
export function phaseLabel(phase: RoadmapPhase): string {
  const proposedLines = phase.items.some((item) => typeof item !== 'string');
  return phase.status === 'completed' && proposedLines ? 'Partly done' : ROADMAP_STATUS_LABEL[phase.status];
}
