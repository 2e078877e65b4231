import type { ComponentType, ReactNode } from 'react';
import { Card } from './card.js';

/** A card with an optional icon, a title and a short text: the unit of the home and About Patterns grids. */
export function TextCard({
  title,
  text,
  Icon,
  children,
}: {
  title: string;
  text: string;
  Icon?: ComponentType<{ 'aria-hidden'?: boolean; className?: string }>;
  children?: ReactNode;
}) {
  return (
    <Card className="h-full">
      {Icon && <Icon aria-hidden className="mb-3 text-brand-700" />}
      <h3 className="font-semibold">{title}</h3>
      <p className="mt-1 text-sm text-slate-700">{text}</p>
      {children}
    </Card>
  );
}
