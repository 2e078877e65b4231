/**
 * The copy of /marketing-resources (spec section 2, "Marketing resources"): templates for outreach to
 * therapists and former clients, written by us. The page exists only in English (spec section 2), so
 * its text lives here rather than in the EN/ES catalogue. The figures are the static ones of spec
 * section 9; they are outreach examples, not the prices of the plans page.
 */

export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'scene'; time: string; title: string; onScreen: string; voiceOver: string }
  | { kind: 'email'; title: string; subject: string; body: string[] }
  | { kind: 'table'; caption: string; head: string[]; rows: string[][] };

export type MarketingSection = { id: string; title: string; intro: string; blocks: Block[] };

export const marketingIntro = [
  'Ready-to-use templates for telling therapists, practices and former clients about Patternwise. Adapt them freely, and keep them the way we try to keep the app: warm, honest and without promises.',
  'The figures in these templates are examples for outreach. The current plan prices are always the ones on the plans page.',
];

export const groundRules = {
  title: 'Before you send anything',
  items: [
    'Patternwise is an educational self-reflection tool. Never present it as therapy or as a replacement for it.',
    'Do not promise results. Say what the app does, and let people decide.',
    'Write only to people who agreed to hear from you, and always make it easy to say no.',
    'Use a demo account in screenshots and videos, never a real person’s entries.',
  ],
};

export const printLabel = 'Print/Save PDF';

export const marketingSections: MarketingSection[] = [
  {
    id: 'video-walkthrough',
    title: 'Video walkthrough script',
    intro:
      'A screen recording of about two and a half minutes with a voice-over. Speak slowly, leave a breath between scenes, and record on a demo account.',
    blocks: [
      {
        kind: 'scene',
        time: '0:00–0:15',
        title: 'Opening',
        onScreen: 'The home page: “Your Guide to Self-Understanding”.',
        voiceOver:
          'Have you ever caught yourself reacting the same way, again and again, and wondered why? Patternwise is a small daily companion for noticing those patterns, gently and at your own pace.',
      },
      {
        kind: 'scene',
        time: '0:15–0:45',
        title: 'The screener',
        onScreen: 'A few statements answered on the 1 to 5 scale, then the top patterns.',
        voiceOver:
          'It starts with a short screener: two or three minutes of statements you rate from “not at all” to “very often”. It is not a test and not a diagnosis. It points to the patterns that stand out for you right now, and you choose the two or three you want to explore.',
      },
      {
        kind: 'scene',
        time: '0:45–1:20',
        title: 'Daily check-ins',
        onScreen: 'The mood slider, a short entry, and the reflection that comes back.',
        voiceOver:
          'Each day you can rate your mood and write a few lines. Patternwise answers with a short, supportive reflection. When a pattern seems to show up, it offers a gentle exercise: what makes the thought feel true, what does not fit, and a more balanced way to see it.',
      },
      {
        kind: 'scene',
        time: '1:20–1:50',
        title: 'Lessons',
        onScreen: 'The lessons library, then one lesson and its three stages.',
        voiceOver:
          'Short lessons walk through each pattern in three steps: notice it, understand where it comes from, and practise responding differently. Your notes stay with you, so you can look back and see how far you have come.',
      },
      {
        kind: 'scene',
        time: '1:50–2:15',
        title: 'Plans',
        onScreen: 'The plans page.',
        voiceOver:
          'You can try everything free for 7 days. After that, plans are EUR 20 or EUR 30 a month, or USD 9.99 a month in the United States, and you can cancel whenever you like.',
      },
      {
        kind: 'scene',
        time: '2:15–2:30',
        title: 'Closing',
        onScreen: 'The footer with its note and the “Need help now?” link.',
        voiceOver:
          'Patternwise is a tool for learning and reflection. It does not replace talking with a professional, but it can be a kind place to practise in between. And if things ever feel too heavy, the “Need help now?” link is on every page.',
      },
    ],
  },
  {
    id: 'therapist-emails',
    title: 'Email templates for therapists',
    intro:
      'Three short emails for introducing Patternwise to therapists and practices. Replace the words in [brackets], and send the follow-up only once.',
    blocks: [
      {
        kind: 'email',
        title: 'First introduction',
        subject: 'A between-sessions companion for your clients',
        body: [
          'Hi [Name],',
          'I am [your name] from Patternwise. I am writing because you work with [schema-informed approaches / clients exploring recurring patterns], and I thought our app might be useful to them between sessions.',
          'Patternwise is a self-reflection app in English and Spanish, based on schema theory. People take a short screener, choose the patterns they want to explore, check in on their mood each day with a short written reflection, and work through brief lessons. It is educational, it says so on every page, and it is meant to support the work you do together, never to replace it.',
          'Practices can try it free for 30 days. If it fits, licenses start at USD 6 per person per month and get cheaper with volume.',
          'Would a 15-minute call next week help? I am happy to show you a demo account, with no real client data involved.',
          'Warm regards,\n[Your name]',
        ],
      },
      {
        kind: 'email',
        title: 'One gentle follow-up',
        subject: 'Re: A between-sessions companion for your clients',
        body: [
          'Hi [Name],',
          'A short follow-up on my note from last week, as inboxes fill up quickly. If a call is hard to fit in, I can send a two-minute video walkthrough instead.',
          'And if now is not the right time, that is completely fine: just let me know and I will not write again.',
          'Best wishes,\n[Your name]',
        ],
      },
      {
        kind: 'email',
        title: 'Recommending Patternwise to clients (referral partnership)',
        subject: 'How recommending Patternwise works',
        body: [
          'Hi [Name],',
          'Thank you for your interest. Since you would rather recommend Patternwise to some clients than license it for your whole practice, here is how the referral partnership works:',
          '• You share your personal code with clients you think might find it useful.\n• They get a 7-day free trial and then 20% off: USD 7.99 a month instead of USD 9.99.\n• We pay you a referral fee of USD 2–3 a month for each active subscriber who used your code.\n• You never see what your clients write in Patternwise. Their entries, moods and patterns stay theirs.',
          'Because you receive a fee, please mention it when you recommend the app, as your professional guidelines may require.',
          'Happy to answer any questions.\n[Your name]',
        ],
      },
    ],
  },
  {
    id: 'ex-client-outreach',
    title: 'Ex-client outreach email',
    intro:
      'For therapists writing once to former clients who agreed to hear from them. Keep it short and free of pressure, and remove the sentences that do not fit your situation.',
    blocks: [
      {
        kind: 'email',
        title: 'A note to a former client',
        subject: 'Something that might help you keep practising',
        body: [
          'Hi [First name],',
          'I hope you are doing well. I am writing because, when we worked together, you found it helpful to notice [the patterns we talked about] as they came up.',
          'Some people I have worked with use a small app called Patternwise to keep that habit going: a daily mood check-in with a short reflection, and lessons on the patterns they choose. It is an educational tool. It is not a replacement for our work, or for getting in touch again if you ever want to.',
          'If you would like to try it, there is a 7-day free trial, and with my code [CODE] it costs 20% less afterwards: USD 7.99 a month instead of USD 9.99. To be open with you: I receive a small referral fee if you subscribe with my code.',
          'There is no need to reply, and no need to use it at all. If you would rather not receive emails like this, just tell me and I will not send another.',
          'Wishing you well,\n[Your name]',
        ],
      },
    ],
  },
  {
    id: 'partnership-structures',
    title: 'Partnership structures',
    intro: 'Two ways to work with us, the individual plans for reference, and the principles behind all of them.',
    blocks: [
      { kind: 'heading', text: 'Practice licenses' },
      {
        kind: 'paragraph',
        text: 'For practices that want to offer Patternwise to the people they work with. The practice gets a 30-day free trial, then pays per license per month:',
      },
      {
        kind: 'table',
        caption: 'Price per license per month',
        head: ['Licenses', 'Price per license'],
        rows: [
          ['10–25', 'USD 6'],
          ['26–50', 'USD 5'],
          ['51 or more', 'USD 4'],
        ],
      },
      { kind: 'heading', text: 'Referral partnership' },
      {
        kind: 'list',
        items: [
          'For therapists who prefer to recommend the app to some clients.',
          'Clients who use the partner’s code get 20% off: USD 7.99 a month instead of USD 9.99, after a 7-day free trial.',
          'The partner receives USD 2–3 a month for each active subscriber they referred, and tells clients about it.',
        ],
      },
      { kind: 'heading', text: 'Individual plans, for reference' },
      {
        kind: 'list',
        items: [
          'EUR 20 a month for people currently in therapy, EUR 30 a month for former clients and everyone else.',
          'USD 9.99 a month in the United States.',
          'A 7-day free trial, and people can cancel whenever they like.',
        ],
      },
      { kind: 'heading', text: 'Principles for every partnership' },
      {
        kind: 'list',
        items: [
          'Patternwise is educational self-reflection. Partners never present it as therapy or as a substitute for it.',
          'What people write stays theirs: partners never see entries, moods or patterns.',
          'Fees are disclosed to the people they concern.',
          'No long contracts: a practice or a partner can stop at the end of any month.',
          'No promises of results, in any material.',
        ],
      },
    ],
  },
];
