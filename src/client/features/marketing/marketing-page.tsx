import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Printer } from 'lucide-react';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import {
  groundRules,
  marketingIntro,
  marketingSections,
  printLabel,
  type Block,
  type MarketingSection,
} from './content.js';
import { printSection } from './print-section.js';

/** /marketing-resources: printable outreach templates (English only, no sign-in needed: spec section 2). */
export default function MarketingPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold">{t('pages.marketing')}</h1>
        {marketingIntro.map((text) => (
          <p key={text} className="text-slate-700">
            {text}
          </p>
        ))}
        <Card className="bg-brand-50">
          <h2 className="font-semibold">{groundRules.title}</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
            {groundRules.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Card>
      </header>
      {marketingSections.map((section) => (
        <PrintableSection key={section.id} section={section} />
      ))}
    </div>
  );
}

function PrintableSection({ section }: { section: MarketingSection }) {
  const ref = useRef<HTMLElement>(null);
  const titleId = `${section.id}-title`;
  return (
    <section
      ref={ref}
      id={section.id}
      aria-labelledby={titleId}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm print:border-0 print:p-0 print:shadow-none"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={titleId} className="text-2xl font-semibold">
          {section.title}
        </h2>
        <Button
          variant="secondary"
          className="print:hidden"
          aria-label={`${printLabel}: ${section.title}`}
          onClick={() => ref.current && printSection(ref.current)}
        >
          <Printer aria-hidden size={16} />
          {printLabel}
        </Button>
      </div>
      <p className="text-slate-700">{section.intro}</p>
      {section.blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </section>
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'heading':
      return <h3 className="pt-2 text-lg font-semibold">{block.text}</h3>;
    case 'list':
      return (
        <ul className="list-disc space-y-1 pl-5">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'scene':
      return (
        <div className="break-inside-avoid rounded-lg border border-slate-200 p-4">
          <h3 className="font-semibold">
            <span className="mr-2 font-mono text-sm text-slate-600">{block.time}</span>
            {block.title}
          </h3>
          <p className="mt-2 text-sm">
            <span className="font-medium">On screen: </span>
            {block.onScreen}
          </p>
          <p className="mt-1">
            <span className="font-medium">Voice-over: </span>“{block.voiceOver}”
          </p>
        </div>
      );
    case 'email':
      return (
        <article className="break-inside-avoid space-y-3 rounded-lg border border-slate-200 p-4">
          <h3 className="font-semibold">{block.title}</h3>
          <p className="text-sm">
            <span className="font-medium">Subject: </span>
            {block.subject}
          </p>
          <div className="space-y-3 whitespace-pre-line border-l-4 border-brand-100 pl-4">
            {block.body.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </article>
      );
    case 'table':
      return (
        <table className="w-full max-w-md text-left text-sm">
          <caption className="mb-2 text-left font-medium">{block.caption}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              {block.head.map((cell) => (
                <th key={cell} scope="col" className="py-2 pr-4">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row) => (
              <tr key={row.join('|')} className="border-b border-slate-100">
                {row.map((cell) => (
                  <td key={cell} className="py-2 pr-4">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
  }
}
