/**
 * English snippet bank of the built-in reflection engine (reviewed copy; see
 * shared/spec/content-guide.md). Placeholders: {label} = the pattern's name from
 * content/patterns/en.json, {quote} = the person's own words in quotation marks.
 * Voice: warm, plain, specific; validate first; tentative about patterns; one small invitation;
 * no "should", no diagnostic words, never "you have".
 */
import type { SnippetBank } from './compose.js';

export const snippetsEn: SnippetBank = {
  checkin: {
    open: {
      low: [
        'That sounds like a hard day, and it makes sense that it weighs on you.',
        'Thank you for writing this down on a heavy day. What you feel makes sense.',
        'It sounds like today took a lot out of you, and that deserves some care.',
      ],
      mid: [
        'Thank you for checking in. It sounds like a day with a bit of everything.',
        'It makes sense to pause on a day like this and notice what stood out.',
        'Thanks for taking a moment to put today into words.',
      ],
      high: [
        'It’s good to hear there is some lightness in today.',
        'It sounds like today had some good in it, and that is worth noticing.',
        'Thank you for checking in on a brighter day.',
      ],
    },
    quote: ['You wrote {quote}.', 'You mentioned {quote}.', 'Part of what you wrote was {quote}.'],
    close: {
      low: [
        'Be gentle with yourself tonight.',
        'You don’t need to sort it all out today.',
        'Small steps count, especially on days like this.',
      ],
      mid: ['Take what’s useful and leave the rest.', 'Noticing is already a step.', 'Go at your own pace.'],
      high: ['Enjoy the good parts of today.', 'Let yourself take in what went well.', 'Keep noticing what helps.'],
    },
    none: {
      reflect: {
        low: [
          'You wrote {quote}. Feelings like these deserve room, without needing to be fixed right away.',
          'You wrote {quote}. It’s okay for a day to simply be hard.',
          'You wrote {quote}. That sounds like a lot to carry, and you don’t have to carry it perfectly.',
        ],
        mid: [
          'You wrote {quote}. Days like this can hold a mix of things at once.',
          'You wrote {quote}. It sounds like an ordinary day with its own ups and downs.',
          'You wrote {quote}. There is value in noticing even the quiet, in-between days.',
        ],
        high: [
          'You wrote {quote}. That sounds like something worth savouring.',
          'You wrote {quote}. Moments like this are worth remembering.',
          'You wrote {quote}. It’s lovely that today gave you this.',
        ],
      },
      empty: {
        low: ['Even a few words, or none at all, can be a way of checking in with yourself.'],
        mid: ['Checking in, even without many words, is a way of paying attention to yourself.'],
        high: ['Even on a good day, a quick check-in helps you notice what is working.'],
      },
      step: {
        low: [
          'If it helps, one small kind thing for yourself tonight, like a warm drink, a shower or an early night, may be enough.',
          'You could write one line about what you need most right now, even if you can’t get it yet.',
          'If you like, take three slow breaths and let your shoulders drop before you do anything else.',
        ],
        mid: [
          'You could note one thing that gave you energy today and one thing that drained it.',
          'If you like, pick one small thing for tomorrow that would make the day a little easier.',
          'You could take a minute to notice how your body feels right now, without changing anything.',
        ],
        high: [
          'You could write down what helped today go well, so you can come back to it.',
          'If you like, share one good moment from today with someone you care about.',
          'You could take a moment to notice what you did that helped make today good.',
        ],
      },
    },
    patternIntro: [
      'It sounds like the {label} pattern may be part of this.',
      'This may be the {label} pattern showing up.',
      'There may be a familiar {label} theme here.',
    ],
  },

  patterns: {
    abandonment: {
      reflect: [
        'It can show up as a worry that the people who matter to you will drift away or leave.',
        'It is the part of you that watches closely for signs that someone is pulling away.',
        'With it, a quiet moment or a slow reply can start to feel like the beginning of an ending.',
      ],
      step: {
        low: [
          'For tonight, it may be enough to notice the fear without acting on it straight away, and let it rise and fall like a wave.',
          'If it helps, you could name one person who has stayed with you, even in a small way.',
        ],
        mid: [
          'One small step: before you read meaning into a silence, you could write down two other reasons it might be happening.',
          'You could try waiting a little before sending another message, and notice what the fear does in that time.',
        ],
        high: [
          'Since today has some steadiness in it, you could notice one moment when someone showed up for you, and let it count.',
          'You could jot down one sign from today that a connection is still there.',
        ],
      },
      identify: [
        'Noticing when the fear of being left flares up, and what set it off, is exactly the kind of observation that helps.',
        'Spotting the moments when it shows up, like a slow reply or a change of plans, makes the pattern easier to see.',
      ],
      understand: [
        'This pattern often grows from times when closeness felt unsteady. Underneath it is a real need: to feel that the people you love will stay.',
        'It usually makes sense in light of earlier losses or unpredictable care. The need beneath it, for steady connection, is a healthy one.',
      ],
      challenge: [
        'A useful question: what evidence is there, in this relationship, that the person is still here? A kind, realistic thought might be that distance is not the same as leaving.',
        'You could test the fear gently: share a small need with someone you trust, and notice how they respond.',
      ],
      reframeStep: [
        'Next time a silence feels like an ending, you could try this new thought first and see how it sits.',
        'A small experiment: when the fear rises this week, wait a little before acting on it, and notice what actually happens.',
      ],
    },

    mistrust_abuse: {
      reflect: [
        'It can show up as an expectation that people will end up using, lying to or letting you down.',
        'It is the part of you that keeps its guard up, even when someone seems kind.',
        'It often makes sense after trust was broken before, and it can make ordinary kindness feel suspicious.',
      ],
      step: {
        low: [
          'For now, it may help simply to notice the guarded feeling and remind yourself that you are safe right here.',
          'If it helps, you could name one person who has been trustworthy with you in a small way.',
        ],
        mid: [
          'One small step: you could write down what actually happened, separately from what you fear it means.',
          'You could notice one small thing today that someone did without asking for anything back.',
        ],
        high: [
          'On a steadier day, you could notice one person who has earned a little more of your trust over time.',
          'You could jot down one recent moment when someone was straightforward with you.',
        ],
      },
      identify: [
        'Noticing the moment your guard goes up, and what triggered it, is a clear first step.',
        'Spotting when you start looking for a hidden motive helps you see the pattern in action.',
      ],
      understand: [
        'This pattern usually grows from times when trust was broken. The need underneath is real: to feel safe with the people around you.',
        'Keeping your guard up once protected you. The need for safety and honesty behind it is a healthy one.',
      ],
      challenge: [
        'A useful question: what has this particular person actually done, and what am I expecting from the past? A balanced thought can hold both caution and openness.',
        'You could try a small, low-risk act of trust with someone who has been reliable, and notice what happens.',
      ],
      reframeStep: [
        'This week, you could look for one piece of evidence that someone can be trusted a little, and note it down.',
        'A small experiment: share something low-risk with someone steady, and see how they handle it.',
      ],
    },

    emotional_deprivation: {
      reflect: [
        'It can show up as a quiet sense that no one will really understand you or be there when you need it.',
        'It is the feeling of giving care but rarely receiving it, and learning not to expect much.',
        'With it, even people around you can feel far away when you need them most.',
      ],
      step: {
        low: [
          'For tonight, you could offer yourself the words you wish someone would say to you.',
          'If it helps, you could name one small way to care for yourself right now, like a warm drink or a blanket.',
        ],
        mid: [
          'One small step: you could tell one person one true thing about how you are, and see how it lands.',
          'You could write down what kind of support you wish you had today, as clearly as you can.',
        ],
        high: [
          'On a good day, you could notice one moment when someone showed interest in you, and let it in.',
          'You could reach out to someone and ask for one small thing, just to practise asking.',
        ],
      },
      identify: [
        'Noticing when you feel unseen, and what you were hoping for in that moment, is a helpful observation.',
        'Spotting the times you hold back from asking for care shows how the pattern works.',
      ],
      understand: [
        'This pattern often forms when warmth or understanding was hard to reach. The need under it, to be cared for and understood, is a healthy one.',
        'Learning not to expect much once spared you disappointment. Underneath is a real need for closeness and comfort.',
      ],
      challenge: [
        'A useful question: have I let anyone know what I need? People often can’t meet needs they don’t know about.',
        'You could try naming one need out loud to someone safe, and notice how they respond.',
      ],
      reframeStep: [
        'This week, you could ask one person for one small thing you need, and notice what happens.',
        'A small experiment: tell someone how you really are, in one sentence, and see how it feels.',
      ],
    },

    defectiveness_shame: {
      reflect: [
        'It can show up as a painful sense that something about you is not good enough.',
        'It is the voice that turns a hard moment into a verdict about who you are.',
        'With it, mistakes can feel huge and kind words can be hard to believe.',
      ],
      step: {
        low: [
          'For tonight, you could try speaking to yourself the way you would speak to a friend who felt this way.',
          'If it helps, you could put a hand on your heart and remind yourself that a hard moment is not the whole of you.',
        ],
        mid: [
          'One small step: you could write down one thing you did today that took effort, however small.',
          'You could notice whether the harsh thought is about an action or about you as a person, and gently separate the two.',
        ],
        high: [
          'On a brighter day, you could write down one quality that people who know you value.',
          'You could let one compliment or kind word land today, without brushing it off.',
        ],
      },
      identify: [
        'Noticing when the harsh inner voice appears, and what it says, is exactly the observation that helps.',
        'Spotting the moments when you feel exposed or not enough makes the pattern easier to see.',
      ],
      understand: [
        'This pattern often grows from early criticism or rejection. The need underneath is real: to be accepted as you are.',
        'Hiding parts of yourself once felt safer. The need for acceptance and belonging behind it is a healthy one.',
      ],
      challenge: [
        'A useful question: would I judge a friend this harshly for the same thing? A kinder, realistic thought can make room for mistakes and worth at the same time.',
        'You could collect small pieces of evidence that you are valued, and read them when the harsh voice gets loud.',
      ],
      reframeStep: [
        'This week, when the old thought shows up, you could answer it with this new one and notice the difference.',
        'A small experiment: share one imperfect thing with someone safe, and notice how they actually respond.',
      ],
    },

    dependence_incompetence: {
      reflect: [
        'It can show up as a belief that you can’t handle things on your own.',
        'It is the part of you that reaches for someone else before trusting your own judgement.',
        'With it, small decisions can start to feel heavy.',
      ],
      step: {
        low: [
          'For tonight, it may be enough to notice one thing you did manage today, even if it felt small.',
          'If it helps, you could remind yourself that asking for help is fine, and that you are also learning.',
        ],
        mid: [
          'One small step: you could make one small decision on your own tomorrow and notice how it turns out.',
          'You could write down one task you handled before, to remind yourself what you are capable of.',
        ],
        high: [
          'On a steady day, you could try one small task you usually hand to someone else.',
          'You could note one decision you made recently that worked out well.',
        ],
      },
      identify: [
        'Noticing when you reach for someone else’s opinion, and what you feared would happen, is a useful observation.',
        'Spotting the moments you doubt your ability helps you see the pattern clearly.',
      ],
      understand: [
        'This pattern often develops when there was little room to try and learn. The need beneath it, to feel capable and supported, is a healthy one.',
        'Relying on others once kept you steady. Underneath is a real wish to feel confident in your own choices.',
      ],
      challenge: [
        'A useful question: what have I already handled on my own, even imperfectly? A balanced thought can include both asking for help and trusting yourself.',
        'You could try one small decision without checking with anyone, and notice what actually happens.',
      ],
      reframeStep: [
        'This week, you could test this new thought with one small decision you make on your own.',
        'A small experiment: do one task without asking for input first, then notice how it went.',
      ],
    },

    vulnerability_to_harm: {
      reflect: [
        'It can show up as a strong sense that something bad is about to happen.',
        'It is the part of you that stays on alert, picturing what could go wrong.',
        'With it, ordinary uncertainty can feel like danger.',
      ],
      step: {
        low: [
          'For now, you could try slow breathing, with the out-breath a little longer than the in-breath, and notice your feet on the floor.',
          'If it helps, you could name five things you can see around you, to bring yourself back to this moment.',
        ],
        mid: [
          'One small step: you could write the worry down, then write what you would do if it happened, and what is more likely to happen.',
          'You could set aside ten minutes as worry time, and gently postpone the worry until then.',
        ],
        high: [
          'On a calmer day, you could notice one time recently when you expected the worst and things turned out okay.',
          'You could do one small thing that worry has kept you from doing, and notice how it goes.',
        ],
      },
      identify: [
        'Noticing when the sense of danger appears, and what set it off, is a helpful observation.',
        'Spotting the moments your mind jumps to the worst case makes the pattern easier to see.',
      ],
      understand: [
        'This pattern often grows in settings that felt unpredictable. The need underneath is real: to feel safe.',
        'Staying alert once felt like a way to keep safe. The need for safety behind it is a healthy one.',
      ],
      challenge: [
        'A useful question: how likely is this, really, and how would I cope if it happened? A balanced thought can hold both care and calm.',
        'You could notice how often feared events actually happened in the past month.',
      ],
      reframeStep: [
        'This week, when the worry spikes, you could try this new thought and notice what happens in your body.',
        'A small experiment: do one thing with a little less checking than usual, and see what happens.',
      ],
    },

    subjugation: {
      reflect: [
        'It can show up as going along with others to keep the peace, even when you want something else.',
        'It is the part of you that puts your own wishes on mute to avoid conflict.',
        'With it, your own needs can start to feel like they don’t count.',
      ],
      step: {
        low: [
          'For tonight, you could simply name, just to yourself, what you would have liked.',
          'If it helps, you could remind yourself that your wishes are allowed to exist, even when you don’t say them out loud.',
        ],
        mid: [
          'One small step: you could share one small preference tomorrow, like where to eat or what to watch.',
          'You could practise one gentle sentence, like “I’d prefer something else,” and keep it ready.',
        ],
        high: [
          'On a good day, you could try saying a small, kind “no” to something that doesn’t suit you.',
          'You could notice one moment today when you said what you wanted, and how it went.',
        ],
      },
      identify: [
        'Noticing the moment you give in, and what you were afraid would happen, is a useful observation.',
        'Spotting when you swallow a preference helps you see the pattern at work.',
      ],
      understand: [
        'This pattern often forms where speaking up led to anger or punishment. The need underneath, to have a voice and be respected, is a healthy one.',
        'Going along once helped keep the peace. Beneath it is a real need for your wishes to matter too.',
      ],
      challenge: [
        'A useful question: what happened the last time I said what I wanted? A balanced thought can respect others and your own needs.',
        'You could try voicing one small preference this week and notice how people actually respond.',
      ],
      reframeStep: [
        'This week, you could test this new thought by voicing one small preference.',
        'A small experiment: say one gentle “no” or “I’d rather…” and notice what follows.',
      ],
    },

    self_sacrifice: {
      reflect: [
        'It can show up as a strong pull to meet everyone else’s needs first, at a cost to your own.',
        'It is the part of you that cares deeply, and feels guilty when it turns towards yourself.',
        'With it, rest can feel selfish and tiredness can go unmentioned.',
      ],
      step: {
        low: [
          'For tonight, you could give yourself permission to do one thing just for you, without earning it.',
          'If it helps, you could notice how tired you are and let that be enough reason to rest.',
        ],
        mid: [
          'One small step: you could block out twenty minutes tomorrow that belong only to you.',
          'You could ask yourself once tomorrow, “What do I need right now?”, and act on the answer in a small way.',
        ],
        high: [
          'On a good day, you could let someone help you with something small.',
          'You could notice one moment when taking care of yourself also helped the people around you.',
        ],
      },
      identify: [
        'Noticing when you step in for others, and how you feel afterwards, is a helpful observation.',
        'Spotting the guilt that shows up when you think of yourself makes the pattern easier to see.',
      ],
      understand: [
        'This pattern usually comes from real care, and may have grown when someone close needed looking after. The need underneath, to matter and be cared for too, is a healthy one.',
        'Helping once gave you a way to feel useful and safe. Your own needs deserve a place as well.',
      ],
      challenge: [
        'A useful question: what would I say to a friend who gives this much? A balanced thought can include caring for others and for yourself.',
        'You could try saying no to one small request and notice what actually happens.',
      ],
      reframeStep: [
        'This week, you could test this new thought by keeping one small promise to yourself.',
        'A small experiment: let one request wait, or say no kindly, and notice how people respond.',
      ],
    },

    insufficient_self_control: {
      reflect: [
        'It can show up as a hard time holding back an impulse or sticking with something dull.',
        'It often makes sense as a quick way out of discomfort, even if it leaves you frustrated afterwards.',
        'With it, the pull of “right now” can feel much stronger than what you want for later.',
      ],
      step: {
        low: [
          'For tonight, you could go easy on yourself: frustration rarely helps change stick.',
          'If it helps, you could notice what you were feeling just before the urge, without judging it.',
        ],
        mid: [
          'One small step: you could make the next task tiny, like five minutes, and stop when the time is up.',
          'You could add a small pause before the urge, like a glass of water or a short walk, and notice what happens.',
        ],
        high: [
          'On a good day, you could plan one small reward for after a boring task, and enjoy it fully.',
          'You could notice one moment today when you did stick with something, and what helped.',
        ],
      },
      identify: [
        'Noticing what happens just before the impulse, like boredom or stress, is a very useful observation.',
        'Spotting the moments you reach for quick relief helps you see the pattern clearly.',
      ],
      understand: [
        'This pattern often develops when quick relief was the main way to cope with hard feelings. The need underneath, for comfort and ease, is a real one.',
        'It makes sense as a way out of discomfort. Beneath it is a wish to feel better, which deserves kinder ways to be met.',
      ],
      challenge: [
        'A useful question: what would help me wait just a few minutes longer? A balanced thought can hold both the urge and your longer-term goal.',
        'You could try delaying one urge by ten minutes and notice whether it changes.',
      ],
      reframeStep: [
        'This week, you could test this new thought by adding one small pause before an urge.',
        'A small experiment: break one task into a five-minute first step and see how it goes.',
      ],
    },

    unrelenting_standards: {
      reflect: [
        'It can show up as a sense that nothing is quite good enough unless it is perfect.',
        'It is the part of you that keeps raising the bar, even after you reach it.',
        'With it, rest and pride can be hard to come by.',
      ],
      step: {
        low: [
          'For tonight, you could let “good enough” be enough, just for today.',
          'If it helps, you could notice how much effort today took and allow yourself some rest.',
        ],
        mid: [
          'One small step: you could pick one task tomorrow to do at about 80 percent, and notice what happens.',
          'You could write down one thing you did well today before moving on to the next task.',
        ],
        high: [
          'On a good day, you could pause to take in one thing you did well, before moving on.',
          'You could plan a small break tomorrow and keep it, even if your list isn’t finished.',
        ],
      },
      identify: [
        'Noticing when the bar goes up, and how you feel when you reach it, is a useful observation.',
        'Spotting the moments you can’t let something go until it is perfect helps you see the pattern.',
      ],
      understand: [
        'This pattern often grows where approval depended on doing well. The need underneath, to feel worthy without having to earn it, is a healthy one.',
        'High standards once helped you feel safe or accepted. You also deserve rest and ease.',
      ],
      challenge: [
        'A useful question: what would a “good enough” version look like, and what would really happen if I handed it in? A balanced thought can value effort and rest.',
        'You could try doing one thing imperfectly on purpose and notice the actual outcome.',
      ],
      reframeStep: [
        'This week, you could test this new thought by finishing one task at “good enough” and noticing the result.',
        'A small experiment: take a real break before everything is done, and see what happens.',
      ],
    },

    negativity_pessimism: {
      reflect: [
        'It can show up as expecting things to go wrong, even when there is good news.',
        'It is the part of you that braces for the worst, so it won’t be caught off guard.',
        'With it, hope can feel risky.',
      ],
      step: {
        low: [
          'For tonight, you don’t need to feel hopeful; it may be enough to notice one small thing that was okay.',
          'If it helps, you could write down one thing that didn’t go wrong today, however small.',
        ],
        mid: [
          'One small step: next to each worry, you could write one other way things might turn out.',
          'You could notice one thing today that went better than you expected.',
        ],
        high: [
          'On a brighter day, you could write down what went well and let yourself enjoy it for a moment.',
          'You could tell someone about one good thing from today.',
        ],
      },
      identify: [
        'Noticing when your mind jumps to the worst outcome is a helpful observation.',
        'Spotting the moments you brace for disappointment shows how the pattern works.',
      ],
      understand: [
        'This pattern often grows after real disappointments. Expecting the worst once protected you. The need underneath, to feel secure, is a healthy one.',
        'Bracing for bad news can feel safer than hoping. Beneath it is a wish not to be hurt again.',
      ],
      challenge: [
        'A useful question: what actually happened the last few times I expected the worst? A balanced thought can hold both the risks and the possibilities.',
        'You could keep a short list this week of predictions and what really happened.',
      ],
      reframeStep: [
        'This week, you could test this new thought by writing down one prediction and checking it later.',
        'A small experiment: notice one good thing each evening, even a tiny one.',
      ],
    },

    emotional_inhibition: {
      reflect: [
        'It can show up as keeping your feelings inside, even with people you trust.',
        'It is the part of you that holds back emotions to stay in control or avoid feeling exposed.',
        'With it, feelings can build up with nowhere to go.',
      ],
      step: {
        low: [
          'For tonight, you could let yourself feel what is there, without having to show anyone.',
          'If it helps, you could write a few lines about how you feel, just for you.',
        ],
        mid: [
          'One small step: you could name one feeling out loud to someone you trust, even briefly.',
          'You could try finishing the sentence “Right now I feel…” in writing.',
        ],
        high: [
          'On a good day, you could share one warm feeling with someone, like gratitude or joy.',
          'You could notice one moment today when you let a feeling show, and how it went.',
        ],
      },
      identify: [
        'Noticing the moment you hold a feeling back, and what you feared would happen, is a useful observation.',
        'Spotting when you say “fine” but feel something else helps you see the pattern.',
      ],
      understand: [
        'This pattern often grows where feelings were not welcome or felt unsafe to show. The need underneath, to be seen and accepted with your feelings, is a healthy one.',
        'Holding back once helped you stay in control. Your feelings still deserve a place.',
      ],
      challenge: [
        'A useful question: what would happen if I shared one small feeling with someone safe? A balanced thought can allow both privacy and openness.',
        'You could try naming one feeling to someone this week and notice how they respond.',
      ],
      reframeStep: [
        'This week, you could test this new thought by sharing one small feeling with someone you trust.',
        'A small experiment: write down one feeling a day, then choose one to share.',
      ],
    },
  },

  reframe: {
    open: [
      'Thank you for working through this thought step by step. That takes honesty and effort.',
      'You took a painful thought and looked at it from more than one side. That is real work.',
      'Well done for slowing down and looking at this thought, instead of just accepting it.',
    ],
    mirror: [
      'Your new way of seeing it is: {quote}.',
      'You arrived at this: {quote}.',
      'The thought you came to is: {quote}.',
    ],
    noAlternative: [
      'You haven’t landed on a new thought yet, and that’s okay: looking at the evidence is already a step.',
      'It’s fine that a new thought hasn’t come yet. Some thoughts take a few rounds to soften.',
    ],
    evidence: [
      'You also found evidence that doesn’t fit the old thought, and that matters.',
      'Noticing facts that don’t fit the old thought is what gives a new one its footing.',
    ],
    balanced: [
      'It holds more than one side at once, which often makes a thought easier to believe.',
      'It sounds fair and balanced, not just more positive, and that tends to last.',
    ],
    absolute: [
      'You might notice a word like “always” or “never” in it; softening that word could make the thought feel even more true.',
      'If a word like “everything” or “nothing” is in there, a gentler word might fit the facts better.',
    ],
    same: [
      'It is still close to where you started, which is fine; some thoughts need a few rounds.',
      'It sounds close to the original thought, and that’s okay. You could come back to it another day.',
    ],
    close: {
      low: ['Go gently with yourself as you try it.', 'Even trying this on a hard day counts.'],
      mid: ['See how it sits over the next few days.', 'Take it one small step at a time.'],
      high: ['Enjoy trying it out.', 'Notice what changes, even a little.'],
    },
    patternLine: ['This kind of work is how the {label} pattern loosens over time.'],
  },

  lesson: {
    identify: {
      open: ['Thank you for these notes on {label}.', 'These are thoughtful notes about {label}.'],
      quote: ['You wrote {quote}.', 'One line stood out: {quote}.'],
      empty: ['Even a short note is a good start.'],
      close: [
        'Keep noticing: each time you spot it, it loosens a little.',
        'Noticing, without judging yourself, is the heart of this step.',
      ],
    },
    understand: {
      open: [
        'Thank you for reflecting on where {label} comes from.',
        'It takes courage to look at the roots of {label}.',
      ],
      quote: ['You wrote {quote}.', 'One line stood out: {quote}.'],
      empty: ['Even a few words about this are a start.'],
      close: [
        'Being kind to the part of you that learned this can make change feel safer.',
        'Understanding where it comes from is not blaming anyone; it is making sense of it.',
      ],
    },
    challenge: {
      open: [
        'Thank you for taking on the challenge step for {label}.',
        'Well done for questioning {label} instead of just going along with it.',
      ],
      quote: ['You wrote {quote}.', 'One line stood out: {quote}.'],
      empty: ['Even thinking about a small experiment is a start.'],
      close: ['Try it at your own pace, and notice what happens.', 'Small experiments add up.'],
    },
  },

  quotes: { open: '“', close: '”' },
};
