import type { ReactNode } from 'react';

/**
 * A page's title and one line under it, above the page's content: the same markup in the app and
 * in the page's static first paint (src/client/first-paint.tsx), so the title stays where it is
 * when the app takes over.
 */
export function PageIntro({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-1 text-slate-700">{subtitle}</p>
      </header>
      {children}
    </div>
  );
}
