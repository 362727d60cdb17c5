import type { Category } from '@crowdvault/shared/constants';
import {
  Briefcase,
  Cpu,
  GraduationCap,
  HeartPulse,
  Leaf,
  type LucideIcon,
  Palette,
  PawPrint,
  Siren,
  Trophy,
  Users,
} from 'lucide-react';

export const CATEGORY_ICONS: Record<Category, LucideIcon> = {
  Medical: HeartPulse,
  Education: GraduationCap,
  Emergency: Siren,
  Community: Users,
  Animals: PawPrint,
  Technology: Cpu,
  Environment: Leaf,
  Sports: Trophy,
  Arts: Palette,
  Business: Briefcase,
};

// Cover placeholders for campaigns without an image, mixed from the theme's own colours so they
// follow dark mode; the campaign id picks one, so a campaign always keeps its look.
const COVER_GRADIENTS = [
  'from-primary/85 via-primary/60 to-accent/70',
  'from-accent/80 via-accent/50 to-primary/60',
  'from-secondary-foreground/80 via-primary/55 to-secondary',
  'from-primary/70 via-secondary-foreground/50 to-accent/60',
] as const;

export function coverGradient(id: number): string {
  return COVER_GRADIENTS[id % COVER_GRADIENTS.length] ?? COVER_GRADIENTS[0];
}
