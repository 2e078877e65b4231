import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn.js';

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-400',
  secondary: 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50 disabled:text-slate-500',
  ghost: 'text-slate-800 hover:bg-slate-100',
  link: 'text-brand-700 underline underline-offset-2 hover:text-brand-800 px-0 py-0',
} as const;

type ButtonProps = ComponentProps<'button'> & { variant?: keyof typeof variants; asChild?: boolean };

export function Button({ variant = 'primary', asChild = false, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
