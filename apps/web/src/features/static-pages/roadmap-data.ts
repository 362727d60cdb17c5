export type RoadmapStatus = 'completed' | 'current' | 'upcoming';

export interface RoadmapPhase {
  period: string;
  status: RoadmapStatus;
  items: readonly string[];
}

/**
 * SPEC.md §4, kept exactly as published: static marketing content, not derived from today's date
 * (see docs/decisions/005-token-figures.md).
 */
export const ROADMAP: readonly RoadmapPhase[] = [
  {
    period: 'Q3 2025',
    status: 'completed',
    items: ['Platform launch', 'Smart contract deployment', 'Token generation event', 'Initial DEX listing'],
  },
  {
    period: 'Q4 2025',
    status: 'completed',
    items: ['Governance module', 'Staking', 'Major CEX listings'],
  },
  {
    period: 'Q1 2026',
    status: 'current',
    items: ['Mobile app', 'Enhanced staking rewards', 'Strategic partnerships'],
  },
  {
    period: 'Q2 2026',
    status: 'upcoming',
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
  upcoming: 'Planned',
};
