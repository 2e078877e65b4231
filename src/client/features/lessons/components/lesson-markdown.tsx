import Markdown, { type Components } from 'react-markdown';

/**
 * Our own elements for the lesson's markdown. Raw HTML is never rendered (`skipHtml`, and no
 * rehype-raw), images are dropped, and react-markdown's default URL check keeps `javascript:` and
 * other unsafe links out. Headings start at h2, under the lesson's title.
 */
const components: Components = {
  h1: ({ children }) => <h2 className="mt-8 text-xl font-semibold text-slate-900">{children}</h2>,
  h2: ({ children }) => <h2 className="mt-8 text-xl font-semibold text-slate-900">{children}</h2>,
  h3: ({ children }) => <h3 className="mt-6 text-lg font-semibold text-slate-900">{children}</h3>,
  p: ({ children }) => <p className="mt-3 leading-relaxed text-slate-800">{children}</p>,
  ul: ({ children }) => <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800">{children}</ul>,
  ol: ({ children }) => <ol className="mt-3 list-decimal space-y-2 pl-6 text-slate-800">{children}</ol>,
  li: ({ children }) => <li className="leading-relaxed">{children}</li>,
  strong: ({ children }) => <strong className="font-semibold text-slate-900">{children}</strong>,
  blockquote: ({ children }) => (
    <blockquote className="mt-3 border-l-4 border-brand-100 pl-4 text-slate-700">{children}</blockquote>
  ),
  a: ({ children, href }) => (
    <a href={href} className="text-brand-700 underline underline-offset-2" rel="noreferrer">
      {children}
    </a>
  ),
};

/** The lesson's reading, from the reviewed content files. */
export function LessonMarkdown({ children }: { children: string }) {
  return (
    <div className="lesson-content">
      <Markdown components={components} skipHtml disallowedElements={['img']} unwrapDisallowed={false}>
        {children}
      </Markdown>
    </div>
  );
}
