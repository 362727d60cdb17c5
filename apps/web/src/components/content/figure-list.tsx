import type { ComponentProps, ReactNode } from 'react';
import { Card } from '@/components/ui/card';

export interface Figure {
  label: string;
  value: ReactNode;
}

interface FigureListProps extends ComponentProps<'dl'> {
  figures: readonly Figure[];
  /** Each figure in a card rather than a plain group. */
  card?: boolean;
  itemClassName?: string;
  labelClassName?: string;
  valueClassName?: string;
}

/**
 * Figures as a description list, each label (dt) before its value (dd) in the markup so a screen
 * reader says what a number is first; the classes put the value on top where a band shows it so.
 * The stat bands of Home, About, Token and the whitepaper.
 */
export function FigureList({
  figures,
  card = false,
  itemClassName,
  labelClassName,
  valueClassName,
  ...props
}: FigureListProps) {
  const Item = card ? Card : 'div';
  return (
    <dl {...props}>
      {figures.map((figure) => (
        <Item key={figure.label} className={itemClassName}>
          <dt className={labelClassName}>{figure.label}</dt>
          <dd className={valueClassName}>{figure.value}</dd>
        </Item>
      ))}
    </dl>
  );
}
