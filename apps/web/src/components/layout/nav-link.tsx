import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { cn } from '@/lib/cn';

export function isActivePath(location: string, href: string): boolean {
  return location === href || location.startsWith(`${href}/`);
}

interface NavLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  activeClassName?: string;
  onClick?: () => void;
}

/** A link that is highlighted (and marked aria-current) while its section is shown. */
export function NavLink({ href, children, className, activeClassName, onClick }: NavLinkProps) {
  const [location] = useLocation();
  const active = isActivePath(location, href);
  return (
    <Link
      href={href}
      onClick={onClick}
      aria-current={active ? 'page' : undefined}
      className={cn(className, active && activeClassName)}
    >
      {children}
    </Link>
  );
}
