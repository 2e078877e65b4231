/**
 * Pattern detector of the built-in reflection engine (reflection-engine.md §2.3 b).
 *
 * A weighted cue lexicon per pattern, in English and Spanish, run over the normalized text (both
 * languages, whatever the locale, so mixed entries work). A pattern fires when the weights of its
 * distinct, ungated cues reach THRESHOLD. The cues come in four layers:
 *
 * - explicit statements of the belief (LEXICON_DEFS): weight 3 fires on its own ("everyone leaves
 *   me", "no valgo nada");
 * - behavioural families (BEHAVIOUR_DEFS): what the writer did, often as two word families close
 *   together in one sentence ("checked his location" near "again", "dije que sí" near "para no
 *   discutir");
 * - indirect paraphrases (PARAPHRASE_DEFS) of each belief;
 * - facets (FACET_DEFS): three broad word families per pattern, weight 1 each, that only add up
 *   when they converge in one entry.
 *
 * A cue does not count when it is negated ("I'm not worried he'll leave", "sin revisarlo"), set in
 * the past ("I used to think…", "antes pensaba…"), or about someone else, either as their belief
 * ("my sister thinks everyone will leave her") or because the entry is about them ("mi abuelo vive
 * esperando una desgracia…"). Precision first: the reply never depends on a pattern being found.
 */
import type { Locale } from '../../../shared/locale.js';
import type { SchemaKey } from '../../../shared/patterns.js';
import { cutQuote, normalizeWithMap, spanAt, splitClauses } from './normalize.js';
import type { DetectedPattern } from './types.js';

type Cue = { re: RegExp; w: number };

/** A pattern fires when the weights of its distinct, ungated cues add up to this. */
export const THRESHOLD = 3;
/** At most this many patterns are returned. */
export const MAX_PATTERNS = 3;
/** Quotes are cut to this many characters. */
export const MAX_PHRASE = 120;

/** Splits a regex source at its top-level "|", so each alternative counts as its own cue. */
function alternatives(source: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let k = 0; k < source.length; k++) {
    const ch = source[k];
    if (ch === '\\') {
      k++;
      continue;
    }
    if (inClass) {
      if (ch === ']') inClass = false;
    } else if (ch === '[') inClass = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === '|' && depth === 0) {
      parts.push(source.slice(start, k));
      start = k + 1;
    }
  }
  parts.push(source.slice(start));
  return parts;
}

let cueCount = 0;
/** `others: true` marks a cue about what other people do ("he found someone else"), never gated by its subject. */
type CueDef = Cue & { id: number; others: boolean };
const cue = (w: number, re: RegExp, options: { others?: boolean } = {}): CueDef[] =>
  alternatives(re.source).map((source) => ({
    re: new RegExp(source, 'g'),
    w,
    id: cueCount++,
    others: options.others ?? false,
  }));

// Shared vocabulary (normalized text: lowercase, no accents, apostrophes kept, "can't"/"i'm").
const PEOPLE = String.raw`(?:everyone|everybody|people|others|other people|the people i love|everyone i love|anyone i love|anyone i get close to|everyone i get close to|they all|all of them|friends|my friends|men|women|guys)`;

const LEXICON_DEFS: Record<SchemaKey, CueDef[][]> = {
  abandonment: [
    // English
    cue(
      3,
      new RegExp(
        String.raw`\b${PEOPLE} (?:\w+ ){0,2}(?:leave|leaves|will leave|'ll leave|are going to leave|is going to leave|end up leaving|ends up leaving|walk away|walks away|drift away|drifts away|get tired of me|gets tired of me|abandon me|abandons me|move on from me|stop caring)\b(?! (?:her|him|them|his|their)\b)`,
      ),
    ),
    cue(
      3,
      /\b(?:leave|leaves|leaving|abandon|abandons|abandoning|dump|dumps|dumping|ditch|ditches|replace|replaces|replacing|forget about|stop loving|lose interest in|get bored of|gets bored of|get tired of|gets tired of) me\b(?! alone| be| in peace| out\b| for a (?:bit|sec|minute|while|second))/,
    ),
    cue(
      3,
      /\b(?:terrified|scared|afraid|fear|fears|frightened|petrified|panic|panicked|dread|dreading|worried|worry) (?:of |about |that i'll |that i will |i'll |i will )?(?:being left|being abandoned|ending up alone|end up alone|being alone forever|being left alone|losing (?:him|her|them|everyone|people)|(?:they|he|she|everyone|people) (?:will |'ll |are going to |is going to )?leave)\b/,
    ),
    cue(
      3,
      /\bwaiting for (?:the day )?(?:they|them|he|him|she|her|people|everyone|someone) (?:to )?(?:leave|go|walk away|get tired|drift)\b/,
    ),
    cue(3, /\b(?:nobody|no one) (?:ever )?(?:stays|sticks around|stays with me)\b/),
    cue(3, /\b(?:always|eventually) (?:get|am|end up|gets?) (?:left|abandoned|left behind)\b/),
    cue(
      3,
      /\b(?:and then|then|eventually|always|sooner or later) (?:they|people|everyone|everybody) (?:all )?(?:leave|go|walk away|disappear|move on)\b/,
    ),
    cue(2, /\bbreak(?:s|ing)? up with me\b|\b(?:done|finished|over) with me\b/),
    cue(2, /\b(?:pulling|drifting|slipping|moving) away\b|\bon (?:their|his|her) way out\b/, { others: true }),
    cue(
      2,
      /\b(?:won't|isn't going to|not going to|doesn't) (?:want to )?(?:come back|stay|stick around)(?: (?:to|with|for) me)?\b/,
    ),
    cue(2, /\b(?:won't|doesn't|don't|not) need me (?:anymore|any more)\b/),
    cue(2, /\b(?:i'll|i will|i'm going to|going to) (?:end up|be|die) alone\b|\bend(?:ing)? up alone\b/),
    cue(2, /\b(?:can't|can never) count on (?:anyone|anybody|people) to stay\b/),
    cue(2, /\bpeople (?:always )?(?:drift|walk|go) away\b/),
    cue(1, /\b(?:clingy|needy)\b/),
    cue(1, /\b(?:goes|went|get|gets|got|going) quiet\b|\bhasn't (?:texted|replied|answered|called)\b/, {
      others: true,
    }),
    cue(1, /\bmatter of time (?:before|until)\b/),
    cue(
      3,
      /\b(?:terrified|scared|afraid|worried|fear|convinced|sure)(?: that)? (?:he|she|they|people|everyone|my \w+)(?: will|'ll| is going to| are going to|'s going to|'re going to) (?:leave|abandon|dump|replace|stop loving|lose interest|get bored of|get tired of)\b/,
    ),
    cue(3, /\bfear of (?:abandonment|being abandoned|being left)\b|\babandonment issues\b/),
    cue(2, /\b(?:being|getting|get|got|end up) (?:left behind|abandoned|dumped|replaced)\b/),
    cue(
      2,
      /\b(?:can't|couldn't) (?:bear to )?lose (?:him|her|them)\b|\bif (?:he|she|they) (?:leaves|leave|left)(?: me)?,? i\b/,
    ),
    cue(2, /\b(?:found|find|finds|meet|meets|met|finding) (?:someone|somebody) (?:else|better)\b/, { others: true }),
    cue(
      2,
      /\b(?:cutting|cut|pushing|push|shutting|shut|phasing|phase|leaving|leave) me out\b|\bpushing me away\b|\breplacing me\b/,
    ),
    cue(2, /\b(?:won't|isn't going to|not going to|doesn't want to) come (?:home|back)\b/, { others: true }),
    cue(
      3,
      /\b(?:they|people|everyone|everybody)(?:'ll| will| are going to)(?: all)? (?:go|leave|disappear|get bored)(?: eventually| sooner or later| one day| in the end| at some point)\b/,
    ),
    cue(1, /\b(?:takes?|took) (?:\d+ hours|hours|forever|ages|all day) to (?:answer|reply|respond|text back)\b/, {
      others: true,
    }),
    cue(1, /\bcling to (?:people|him|her|them)\b/),
    // Spanish
    cue(3, /\bme (?:van|va|vas|iran|ira) a (?:dejar|abandonar|cambiar|reemplazar|olvidar)\b/),
    cue(
      3,
      /\b(?:todos|todo el mundo|la gente|los demas|todas las personas|cualquiera que quiero|quien(?:es)? quiero)(?: \w+){0,2} (?:se van|se va|se alejan|se aleja|me dejan|me deja|me abandonan|me abandona|acaban yendose|terminan yendose|acaban dejandome|terminan dejandome|se acaban yendo|se terminan yendo|se cansan de mi)\b/,
    ),
    cue(3, /\b(?:acaban|terminan|acaba|termina) (?:yendose|alejandose|dejandome|abandonandome|por irse|por dejarme)\b/),
    cue(3, /\bse (?:va|van) a ir de mi lado\b|\bse (?:vaya|vayan) de mi lado\b/),
    cue(
      3,
      /\b(?:miedo|panico|terror|pavor|me aterra|me da miedo|me asusta) (?:a |de )?(?:que me (?:dejen|deje|abandonen|abandone|cambien|cambie)|quedarme sol[oa]|estar sol[oa]|que se (?:vaya|vayan|canse|cansen|aleje|alejen)|perderl[oa]s?(?! todo)|que me olviden)\b/,
    ),
    cue(3, /\bme voy a quedar sol[oa]\b|\bvoy a acabar sol[oa]\b|\bvoy a terminar sol[oa]\b/),
    cue(3, /\bse (?:canse|cansen|cansara|cansaran|aburra|aburran|harte|harten) de mi\b/),
    cue(2, /\b(?:encuentre|encuentra|encontrara|conozca) a (?:alguien|otr[oa]) mejor\b/),
    cue(2, /\bya no (?:vuelva|vuelvan|volvera|quiera volver)\b/),
    cue(2, /\bsi (?:mi \w+ )?me (?:deja|dejan|abandona)\b|\bque me (?:deje|dejen|abandone|abandonen)\b/),
    cue(1, /\bquedarme sol[oa]\b|\bde mi lado\b/),
    cue(
      3,
      /\b(?:miedo|panico|terror|pavor) (?:a |de )?que (?:\w+ ){1,3}me (?:deje|dejen|abandone|abandonen|cambie|cambien)\b/,
    ),
    cue(2, /\bno quiero que me (?:deje|dejen|abandone|abandonen)\b|\bsi me deja,? (?:no se|me muero|no podria)\b/),
    cue(2, /\bno (?:va|vaya) a volver\b|\bno volvera\b|\bse (?:va|vaya) a ir con otr[oa]\b/),
    cue(3, /\b(?:miedo|panico|terror|pavor|me da miedo|me da panico|me aterra) (?:a |de )?quedarme sin nadie\b/),
    cue(1, /\bcada vez que (?:mi \w+|alguien|el|ella) (?:sale|se va|tarda|no contesta)\b/),
  ],

  mistrust_abuse: [
    // English
    cue(
      3,
      /\b(?:can't|don't|can never|never|won't) (?:really |fully |ever |completely |actually )?trust (?:anyone|anybody|people|others|men|women|a soul|my friends|anyone else|nobody)\b/,
    ),
    cue(3, /\btrust (?:no one|nobody)\b/),
    cue(
      3,
      new RegExp(
        String.raw`\b${PEOPLE} (?:\w+ ){0,2}(?:use|uses|betray|betrays|lie to|lies to|take advantage|takes advantage|backstab|backstabs|stab you in the back|stab me in the back|turn on you|turn on me|manipulate|manipulates|screw you over|screw me over|are out to get|have an agenda|has an agenda|hide something|are hiding something)\b`,
      ),
    ),
    cue(3, /\b(?:end|ends|ended) up (?:betraying|using|lying to|hurting|taking advantage|stabbing|screwing)\b/),
    cue(
      3,
      /\bassume (?:people|everyone|everybody|they|others|he|she)(?: \w+){0,2} (?:are|is|will|'re|'s) (?:being nice|lying|using|hiding|out to|going to use|after something|up to something)\b/,
    ),
    cue(3, /\bout to get me\b/),
    cue(2, /\btak(?:e|es|ing) advantage(?: of me)?\b/),
    cue(2, /\b(?:use|using|used) (?:it|that|this|everything) against me\b/),
    cue(2, /\bwhat (?:does|do) (?:she|he|they) (?:really )?want from me\b|\bwhat(?:'s| is) the catch\b/),
    cue(2, /\b(?:it's|its|it is|this is) (?:a|some kind of) (?:setup|set up|trap|trick)\b/),
    cue(2, /\b(?:is|are|everyone is|everybody is) hiding something\b/),
    cue(2, /\b(?:let|letting|lets) (?:my|your) guard down\b/),
    cue(2, /\b(?:without|has|have|there's) (?:an|a hidden|some) (?:angle|agenda|motive|ulterior motive)\b/),
    cue(2, /\b(?:always|eventually) (?:betray|betrays|betrayed|lied to|lie to) (?:me|you)\b/),
    cue(1, /\bguard up\b|\bsooner or later they\b/),
    cue(
      1,
      /\b(?:check|checked|checking|go through|went through) (?:my (?:partner|boyfriend|girlfriend|husband|wife)'s|his|her) phone\b/,
    ),
    cue(
      3,
      /\bonly (?:\w+ ){0,3}(?:when|because) (?:they|people|he|she|everyone) (?:need|want|needs|wants) something\b/,
    ),
    cue(3, /\bwaiting for (?:them|him|her|people|everyone|someone) to (?:betray|stab|screw|hurt|trick|use|turn on)\b/),
    cue(3, /\b(?:never|can't|don't) believe (?:anyone|anybody|people|what people say)\b|\beveryone lies\b/),
    cue(
      2,
      /\bwhat (?:they're|he's|she's|people are|everyone is) (?:really )?(?:after|up to)\b|\bwhat (?:they|he|she) (?:really )?want(?:s)? from me\b/,
    ),
    cue(1, /\b(?:someone|people|anyone|he|she) (?:is|are|was|were) (?:being )?nice to me\b|\bon guard\b/),
    cue(3, /\b(?:nice|kind|friendly|sweet) (?:until|only until|as long as|only when) (?:they|he|she|people)\b/),
    cue(
      3,
      /\bexpect (?:them|people|everyone|others|him|her|everybody) to (?:hurt|betray|use|lie to|screw|let me down|take advantage|stab)\b/,
    ),
    cue(2, /\b(?:talk|talking|talks|gossip|gossiping|laugh|laughing|plotting|plot) (?:about me )?behind my back\b/),
    cue(1, /\bassume (?:my|that|they|people|everyone)\b/),
    cue(
      3,
      new RegExp(String.raw`\b${PEOPLE} (?:always |only )?want (?:something|something from me|something in return)\b`),
    ),
    cue(2, /\bwhat (?:she|he|they|people) (?:is|was|were|are|'s|'re) (?:planning|plotting|up to|after|scheming)\b/),
    cue(
      1,
      /\b(?:immediately|automatically|instantly) (?:wonder|wondered|think|thought|assume|assumed|suspect|suspected)\b|\bnever believe compliments\b/,
    ),
    // Spanish
    cue(
      3,
      /\bno (?:me )?(?:confio|fio|puedo confiar|puedo fiarme) (?:en|de) (?:nadie|la gente|los demas|ningun\w*|todo el mundo)\b/,
    ),
    cue(3, /\b(?:desconfio|sospecho) de (?:todos|todo el mundo|la gente|los demas|todas)\b/),
    cue(
      3,
      /\b(?:todos|todo el mundo|la gente|los demas)(?: \w+){0,2} (?:me |te |nos )?(?:mienten|miente|enganan|engana|traicionan|traiciona|usan|usa|utilizan|utiliza|aprovechan|se aprovechan|se aprovecha)\b/,
    ),
    cue(
      3,
      /\b(?:acaba|acaban|termina|terminan) (?:usandote|usandome|traicionandote|traicionandome|enganandote|enganandome|aprovechandose|mintiendote|mintiendome)\b/,
    ),
    cue(
      3,
      /\blo (?:usan|usa|usaran|van a usar) (?:en )?contra (?:ti|mi)\b|\blo (?:usan|usa|usara|usaria|usaran|van a usar|va a usar) en (?:tu|mi) contra\b/,
    ),
    cue(2, /\bse aprovechan?(?: de mi)?\b/),
    cue(2, /\bte traiciona(?:n)?\b|\bme (?:traicionan|usan|enganan|mienten|utilizan)\b/),
    cue(2, /\bhay gato encerrado\b|\bsegundas intenciones\b|\bque quiere(?:n)? (?:de mi|a cambio)\b|\balgo a cambio\b/),
    cue(2, /\b(?:bajas|baje|bajo|bajar) la guardia\b/),
    cue(2, /\b(?:ya )?no me fio\b|\bno me fio de (?:ella|el|ellos|nadie)\b/),
    cue(1, /\bquedarse con el merito\b|\bcuando le conviene\b|\bpor interes\b|\balguien es amable conmigo\b/),
    cue(3, /\bme (?:va|van) a (?:traicionar|enganar|usar|utilizar|mentir|fallar|apunalar)\b/),
    cue(2, /\bno me creo nada de lo que me dicen\b|\bsiempre (?:estan|esta) tramando algo\b|\btodos van a lo suyo\b/),
    cue(3, /\bsolo se (?:acerca|acercan) (?:a mi )?cuando (?:necesita|necesitan|quiere|quieren) algo\b/),
    cue(2, /\bsospecho (?:que|de)\b|\bme (?:estan|esta) (?:mintiendo|enganando|usando|utilizando)\b/),
    cue(2, /\bme lo (?:va|van) a cobrar\b|\bluego me (?:pedira|pediran|lo pedira) algo\b/),
    cue(1, /\bcuando alguien me (?:hace un favor|ayuda|regala algo)\b/),
  ],

  emotional_deprivation: [
    // English
    cue(
      3,
      /\b(?:no one|nobody)(?: (?:\w+|really|actually|ever|even|truly)){0,3} (?:understands|gets|cares about|cares|listens to|loves|comforts|supports|looks after|is there for|was there for|has been there for|been there for|knows) (?:me|how i|what i|what's going on)\b/,
    ),
    cue(
      3,
      /\b(?:no one|nobody)(?: \w+)? (?:really |actually |ever |even |truly )?(?:cares|understands|listens)\b(?! (?:about (?:the|it|that|this|what he|what she)|if|whether|the|this|that|these|those|a|an|it|them|his|her|their|how (?:to|it|this|the))\b)/,
    ),
    cue(
      3,
      /\b(?:never|don't|rarely) (?:really )?feel (?:understood|heard|seen|cared for|cared about|loved|supported|looked after|wanted)\b/,
    ),
    cue(
      3,
      /\b(?:there's|there is|there was|i've|i have) (?:never )?(?:no one|nobody|never anyone|never been anyone|anyone) (?:i can |to |i could )?(?:go to|talk to|turn to|lean on|call|cry to|count on)\b/,
    ),
    cue(3, /\bno one to (?:talk to|turn to|lean on|call|cry to)\b|\bnever anyone (?:i can|to)\b/),
    cue(
      3,
      /\b(?:stopped|stop|given up|gave up) (?:expecting|hoping for) (?:anyone|anybody|people|someone|care|support|love)\b/,
    ),
    cue(
      3,
      /\bwhen i need (?:something|someone|somebody|help|support|them|people)(?: \w+)?,? (?:nobody|no one|there's nobody|there's no one)\b/,
    ),
    cue(
      2,
      /\b(?:nobody|no one) (?:\w+ )?(?:ever )?(?:asks|asked|notices|noticed|checks on|checked on) (?:how i|me|about me|if i)\b/,
    ),
    cue(2, /\b(?:nobody|no one) (?:ever )?(?:asks|notices)\b/),
    cue(2, /\b(?:i'm|i am) always the one who (?:listens|gives|checks in|shows up|asks|cares|reaches out)\b/),
    cue(2, /\btalking to a wall\b|\b(?:feel|felt) (?:invisible|unseen|unheard|unloved|uncared for|so alone even)\b/),
    cue(2, /\b(?:nobody|no one) (?:\w+ )?(?:listens|cares) back\b|\bnobody listens back\b/),
    cue(1, /\bempty feeling\b|\bemotionally\b/),
    cue(
      3,
      /\bnever had (?:anyone|anybody|someone|a person) (?:who|that) (?:really |truly |actually )?(?:understood|cared|listened|got me|was there|looked after|supported|loved)\b/,
    ),
    cue(
      3,
      /\b(?:don't|never|rarely) (?:get|got|receive|received) (?:the |any |enough )?(?:love|affection|support|care|attention|warmth|comfort)\b/,
    ),
    cue(2, /\b(?:nobody|no one) (?:ever )?(?:reaches out|checks in|hugs me|comforts me)\b/),
    cue(
      2,
      /\b(?:i'm|i am) always the one (?:who )?(?:reaching out|reaches out|calling|calls|texting|texts|making (?:the )?effort|makes (?:the )?effort|checking in|asking)\b/,
    ),
    cue(2, /\b(?:nobody|no one) (?:ever )?(?:calls|texts|asks) me (?:first|back|how)\b/),
    cue(
      3,
      /\b(?:not to|don't|never|stopped|stop) expect(?:ing)? (?:comfort|support|care|anything|love|help|affection|much|kindness) from (?:anyone|anybody|people|others|my \w+)\b/,
    ),
    cue(3, /\b(?:nobody|no one) would (?:even )?(?:check on me|ask about me|reach out|call me)\b/),
    // Spanish
    cue(
      3,
      /\bnadie(?: \w+)? (?:me )?(?:entiende|escucha|quiere|comprende|cuida|apoya|se preocupa por mi|se interesa por mi|me hace caso|me pregunta (?:como estoy|que tal|por mi))\b(?! (?:las|los|el|la|este|esta|esto|eso|nada|un|una|lo que (?:dice|pasa)|como (?:funciona|se))\b)/,
    ),
    cue(
      3,
      /\ba nadie le (?:importa|importo|ha importado) (?:lo que (?:me pasa|siento|pienso|me ocurre)|como (?:estoy|me siento)|lo mio|yo)\b|\ba nadie le importo\b|\bno le importo a nadie\b/,
    ),
    cue(
      3,
      /\b(?:nunca|jamas) (?:he tenido|tuve|tengo|hubo) (?:a )?(?:alguien|nadie) que me (?:apoye|apoyara|cuide|cuidara|escuche|escuchara|quiera|quisiera|entienda|entendiera)\b/,
    ),
    cue(3, /\bno tengo a (?:quien|nadie a quien|nadie con quien) (?:llamar|contarle|acudir|recurrir|hablar)\b/),
    cue(
      3,
      /\bnunca siento que (?:me|alguien me|nadie me) (?:cuide|cuiden|quiera|quieran|entienda|entiendan|escuche|escuchen|apoye|apoyen)\b/,
    ),
    cue(
      3,
      /\b(?:no esperar|no espero|dejado de esperar|deje de esperar) (?:carino|nada|apoyo|afecto|amor|ayuda) de nadie\b/,
    ),
    cue(3, /\bnadie me ha querido\b|\bnadie me quiere de verdad\b/),
    cue(2, /\bnadie me pregunta\b|\bnadie se (?:entera|da cuenta)\b/),
    cue(2, /\bme siento invisible\b|\bcomo si no me (?:escucharan|escuchasen|vieran|oyeran)\b/),
    cue(1, /\bno tengo a nadie\b|\bemocionalmente\b/),
    cue(
      3,
      /\bnunca (?:recibo|he recibido|tengo) (?:carino|apoyo|afecto|amor|atencion|comprension)\b|\bnadie (?:esta|estuvo|ha estado) (?:ahi )?para mi\b/,
    ),
    cue(2, /\bsiempre soy yo (?:la|el) que (?:escucha|pregunta|da|se preocupa|llama)\b|\bme siento sol[oa] aunque\b/),
    cue(3, /\bnadie(?: \w+)? me pregunta (?:como estoy|como me siento|que tal estoy|por mi)\b/),
    cue(2, /\bnadie me (?:lo )?(?:da|dio|ha dado|ofrece|ofrecio)\b|\bme acostumbre a no (?:pedir|esperar)\b/),
  ],

  defectiveness_shame: [
    // English
    cue(
      3,
      /\b(?:i'm|i feel|feel|i feel like|feel like|i'm just|i've always been|i'm such|i am) (?:\w+ )?(?:so |such |just |completely |totally |really |a total |a complete )?(?:worthless|unlovable|pathetic|a failure|a loser|a fraud|a fake|an impostor|an imposter|disgusting|defective|a disappointment|a joke|not good enough|not enough|inadequate|unlikeable|unlikable|unwanted|garbage|trash)\b/,
    ),
    cue(
      2,
      /\b(?:i'm|i feel|i feel like|feel like|i'm just|i'm such) (?:so |such |just |completely |totally |a total |a complete )?(?:stupid|an idiot|useless|ugly|a mess|broken|awkward|a waste)\b/,
    ),
    cue(3, /\bsomething (?:is |'s )?(?:wrong|off|broken) with me\b|\bwhat's wrong with me\b/),
    cue(
      3,
      /\bif (?:people|they|anyone|he|she|you|others|everyone) (?:really |truly |actually )?(?:knew|saw|see|know) (?:me|the real me|who i really am|what i'm really like|what i'm actually like)\b/,
    ),
    cue(
      3,
      /\bwho would (?:ever )?(?:want|love|like|date|choose)(?: to be with)? (?:someone like me|me|a person like me)\b/,
    ),
    cue(
      3,
      /\b(?:as|so) (?:\w+ and )?(?:boring|broken|unlovable|ugly|worthless|stupid|pathetic|awful) (?:and \w+ )?as me\b/,
    ),
    cue(
      3,
      /\b(?:figure out|find out|realize|see|notice|discover)(?: that)? i'm (?:actually |really |just )?(?:a fraud|a fake|not|stupid|incompetent|useless|worthless|a failure|nothing)\b/,
    ),
    cue(3, /\bi'm not worth\b|\b(?:not|never) worth (?:loving|anything|it to anyone|what they pay me|much)\b/),
    cue(
      3,
      /\b(?:ashamed of (?:who|what) i am|hate (?:myself|who i am|everything about me)|disgusted (?:with|by) myself|disgusted by me)\b(?! for\b)/,
    ),
    cue(3, /\bi'm never good enough\b|\bnever good enough for (?:anyone|anything|him|her|them|anybody)\b/),
    cue(2, /\b(?:they'd|they would|he'd|she'd|people would) be disgusted\b|\bsee the real me\b/),
    cue(2, /\b(?:feel|felt|feeling) (?:like )?(?:such )?(?:a )?(?:loser|fraud|failure|fake|impostor|imposter)\b/),
    cue(2, /\bimpost[eo]r syndrome\b|\bunlikeable\b|\bunlikable\b/),
    cue(1, /\bhide so much\b|\bso (?:nobody|no one) sees\b|\bashamed\b/),
    cue(1, /\bincompetent\b|\bnothing i do is (?:ever )?(?:good )?enough\b/),
    cue(3, /\bsomething (?:is |'s )?(?:fundamentally|deeply|really|seriously|just) (?:wrong|broken) with me\b/),
    cue(3, /\b(?:nobody|no one) (?:could|would|will|can) (?:ever )?(?:love|want|like|choose) (?:me|someone like me)\b/),
    cue(
      3,
      /\bi'm not (?:\w+ )?(?:smart|pretty|good looking|attractive|interesting|talented|clever|thin|good|lovable|likeable|worthy) enough\b/,
    ),
    cue(
      2,
      /\b(?:everyone|everybody) (?:else )?is better than me\b|\bi'm the problem\b|\bdon't deserve (?:good things|love|to be loved|happiness|anything)\b/,
    ),
    cue(
      3,
      /\bi'm (?:just |simply |really )?(?:not lovable|not likeable|not likable|not worth loving|not worthy|unworthy)\b/,
    ),
    cue(
      3,
      /\bhow (?:ugly|stupid|pathetic|awful|worthless|useless|boring|disgusting|fat|gross|dumb|weird|annoying) i (?:am|look|really am)\b/,
    ),
    cue(2, /\bhate (?:how i look|my body|my face|the way i look|what i see in the mirror)\b/),
    cue(
      2,
      /\b(?:feel|feels|felt) sorry for me\b|\bout of pity\b|\b(?:praise|compliments?)(?: \w+){0,6} (?:don't mean it|feel sorry|just being nice|pity|lying)\b/,
    ),
    cue(
      3,
      /\b(?:nobody|no one) wants (?:me|me around|to be around me|to be with me)\b|\bthe (?:weird|odd|awkward|annoying) one\b/,
    ),
    // Spanish
    cue(
      3,
      /\b(?:no valgo (?:nada|para nada|la pena)|no sirvo para nada|no soy (?:lo )?suficiente|no soy (?:lo )?suficientemente (?:buen[oa]|list[oa]|valios[oa]|interesante))\b/,
    ),
    cue(
      3,
      /\b(?:soy|me siento|sea|fui|me siento como|me veo como)(?: \w+)? (?:un|una) (?:fracaso|fracasad[oa]|fraude|inutil|perdedor|perdedora|decepcion|basura|farsante|impostor|impostora|mierda|verguenza)\b/,
    ),
    cue(2, /\bsoy (?:un|una) (?:desastre|idiota|estupid[oa]|tont[oa])\b/),
    cue(1, /\bcomo persona\b/),
    cue(3, /\balgo (?:anda|esta|va) mal (?:conmigo|en mi)\b|\bque me pasa\b.{0,20}\bsoy\b/),
    cue(3, /\bme doy asco\b|\bme odio\b|\bme da verguenza (?:ser como soy|ser yo|como soy|quien soy)\b/),
    cue(
      3,
      /\bsi (?:alguien|la gente|los demas|me) (?:me )?(?:conociera|conocieran|conociese|viera|vieran) (?:de verdad|como soy|realmente)\b/,
    ),
    cue(3, /\b(?:lo|que) (?:tont[oa]|inutil|fe[oa]|rar[oa]|torpe|aburrid[oa]|patetic[oa]) que soy\b/),
    cue(3, /\bsoy (?:tan |muy |super )?(?:inutil|patetic[oa]|insuficiente|horrible|despreciable|repugnante)\b/),
    cue(3, /\bno merezco (?:nada|que me quieran|amor|la pena|ser querid[oa]|el carino)\b/),
    cue(3, /\bnadie me (?:querria|va a querer|podria querer|querra)\b/),
    cue(2, /\bno me querria(?:n)?\b|\bsolo veo defectos\b|\bpor lastima\b/),
    cue(1, /\bme da verguenza\b|\bpor compromiso\b/),
    cue(
      3,
      /\bme siento (?:tan |muy )?(?:inutil|insuficiente|poca cosa|sin valor|una basura|un estorbo|defectuos[oa]|menos que los demas)\b/,
    ),
    cue(
      3,
      /\bno soy (?:lo )?(?:bastante|suficientemente) (?:buen[oa]|list[oa]|guap[oa]|interesante|valios[oa])\b|\bsoy lo peor\b|\bno sirvo\b(?! (?:sin|para (?:estas|esas) cosas))/,
    ),
    cue(2, /\btodos son mejores que yo\b|\bsin valor\b/),
  ],

  dependence_incompetence: [
    // English
    cue(
      3,
      /\b(?:can't|couldn't|don't know how to|unable to|never could|can never) (?:\w+ ){0,1}(?:do|handle|manage|decide|cope with|figure out|make|deal with|fix|sort out|run|take care of|get through)\b(?: \w+){0,4} (?:on my own|by myself|alone|without (?:someone|somebody|help|my \w+|him|her|them|asking|anyone))\b/,
    ),
    cue(
      3,
      /\b(?:always |constantly |still )?need (?:someone|somebody|people|others|him|her|my \w+) to (?:decide|tell me|help me|do|make|check|guide|fix|hold my hand|sort)\b/,
    ),
    cue(3, /\b(?:useless|helpless|lost|hopeless) without (?:someone|somebody|my \w+|him|her|them|help)\b/),
    cue(3, /\b(?:don't|can't) trust (?:myself|my own (?:judgment|judgement|decisions|choices))\b/),
    cue(3, /\b(?:wouldn't|won't|don't) know how to (?:handle|do|cope|manage|deal)(?: \w+){0,4} without\b/),
    cue(2, /\b(?:wouldn't|don't) know how to (?:handle|cope|manage|deal)\b/),
    cue(
      2,
      /\bwithout (?:my (?:husband|wife|partner|mom|mum|dad|parents|boyfriend|girlfriend|sister|brother)|him|her|someone|somebody) (?:guiding|helping|telling|there)\b/,
    ),
    cue(2, /\bdon't know how to do (?:half|any|anything|most)\b/),
    cue(
      2,
      /\b(?:ask|asking|asked|call|calling|called) (?:my )?(?:mom|mum|dad|mother|father|parents|husband|wife|partner|sister|brother) to (?:tell me|do it|help|make|decide|call|sort)\b/,
    ),
    cue(2, /\b(?:get|do) (?:it|things|anything) right on my own\b|\bmake decisions (?:alone|on my own|by myself)\b/),
    cue(1, /\bi freeze\b|\bhelpless\b|\b(?:check|checking) (?:\w+ ){0,2}every single thing\b/),
    cue(3, /\b(?:incapable|not capable) of (?:handling|doing|deciding|managing|making|taking care|looking after)\b/),
    cue(
      3,
      /\b(?:rely|depend) on (?:him|her|them|my \w+|others|other people|someone) for (?:everything|every decision|all of it|anything)\b/,
    ),
    cue(2, /\b(?:has|have) to do it for me\b|\bdo(?:es)? (?:it|everything|things) for me\b/),
    cue(2, /\bcan't (?:make|take) (?:a |any |even small )?decisions?\b/),
    cue(
      3,
      /\bask (?:him|her|them|my \w+) (?:what|how) (?:i should|to|i'm supposed to) (?:do|cook|wear|say|eat|buy|answer|reply|write|handle)\b/,
    ),
    cue(3, /\bcan't (?:even )?take care of (?:myself|my own life|my own stuff)\b/),
    cue(
      2,
      /\b(?:no one|nobody|someone) to (?:help me )?(?:decide|choose|tell me what to do)\b|\bcall(?:ed)? my (?:mom|mum|dad|mother|father|parents|sister|brother)(?: \w+){0,3} to ask\b/,
    ),
    cue(1, /\b(?:like a|feel like a) (?:child|kid|little kid|baby|teenager)\b|\bi panic if\b/),
    // Spanish
    cue(
      3,
      /\bno (?:se|puedo|soy capaz de|me veo capaz de|consigo) (?:hacer|decidir|resolver|manejar|arreglar|gestionar|organizar)(?: \w+){0,4} (?:sol[oa]|por mi cuenta|por mi mism[oa]|sin (?:ayuda|alguien|nadie|el|ella|mi \w+))\b/,
    ),
    cue(3, /\bnecesito que (?:alguien|otr[oa]s?|mi \w+|me) (?:decida|diga|ayude|acompane|resuelva|haga|lleve)\b/),
    cue(
      3,
      /\bno me (?:fio|fiar|fiaria) de (?:mi propio criterio|mi mism[oa]|mis decisiones|mi criterio)\b|\bno confio en (?:mi mism[oa]|mi criterio|mis decisiones)\b/,
    ),
    cue(3, /\bsol[oa] no (?:me las arreglo|puedo|se|soy capaz)\b|\bno me las arreglo sol[oa]\b/),
    cue(3, /\bno (?:se|sabria) (?:ni )?(?:por donde empezar|que hacer) sin\b|\bno soy capaz de hacer nada sin\b/),
    cue(
      3,
      /\bno (?:sepa|sabria|sabre|podria|pueda) (?:resolverlo|hacerlo|manejarlo|arreglarlo|gestionarlo|solucionarlo|con (?:todo|esto|ello))(?: \w+)? sol[oa]\b/,
    ),
    cue(2, /\bno soy capaz de (?:manejar|llevar|organizar|gestionar|con)\b|\bno me las arreglo\b/),
    cue(
      2,
      /\bdecida(?:n)? por mi\b|\bespero a que (?:alguien|mi \w+) (?:me )?(?:lo )?(?:resuelva|haga|arregle|decida)\b/,
    ),
    cue(2, /\b(?:llamo|pregunto|recurro|acudo) a (?:mi|mis) \w+ para todo\b/),
    cue(
      2,
      /\b(?:le pedi|pido|le pido|tuve que pedirle) a (?:mi|mis) \w+ que (?:viniera|venga|me acompan\w+|lo haga|lo hiciera|me ayude|me ayudara|decida|decidiera)\b/,
    ),
    cue(
      1,
      /\bme bloqueo\b|\bno tengo ni idea de que hacer\b|\ble pregunte a (?:tres|varias|muchas|cuatro|\d+) personas\b|\bno se ni que hacer\b/,
    ),
    cue(3, /\bdependo de (?:mi \w+|el|ella|ellos|los demas|otros) para (?:todo|cualquier cosa|decidir)\b/),
    cue(2, /\bno (?:se|puedo|soy capaz de) (?:tomar (?:una |ninguna )?decisi\w+|decidir nada)\b|\bno se vivir sin\b/),
    cue(
      3,
      /\bno (?:se|puedo|soy capaz de|me veo capaz de) (?:tomar|elegir|llevar|vivir|salir)(?: \w+){0,3} (?:sol[oa]|por mi cuenta|sin (?:ayuda|alguien|nadie|el|ella|mi \w+))\b/,
    ),
    cue(
      3,
      /\bno (?:puedo|se|soy capaz de) (?:hacer|ir|decidir|resolver)(?: \w+){0,3} sin que (?:alguien|nadie|mi \w+|me)\b/,
    ),
    cue(
      3,
      /\b(?:decidir|tomar (?:cualquier |una |ninguna )?decisi\w+|hacer nada)(?: \w+){0,2} sin (?:consultar|preguntar)(?:le|les)? a\b/,
    ),
  ],

  vulnerability_to_harm: [
    // English
    cue(
      3,
      /\bsomething (?:terrible|awful|bad|horrible|really bad|catastrophic|tragic)(?: \w+)? (?:is going to|will|is about to|'s going to|might|could|is gonna) happen\b/,
    ),
    cue(3, /\bdisaster (?:is )?(?:just )?(?:around the corner|coming|close|waiting)\b/),
    cue(3, /\b(?:going to|will|'ll|gonna|could) lose everything\b/),
    cue(
      3,
      /\b(?:convinced|sure|certain)(?: \w+){0,3} (?:it's|is|every little thing|this is)(?: \w+){0,5} (?:cancer|serious|something serious|a tumor|fatal|dying|a heart attack|a stroke)\b/,
    ),
    cue(
      3,
      /\b(?:world|everything|the world) (?:feels|is|seems) (?:so |too |really )?(?:dangerous|unsafe|scary|threatening)\b/,
    ),
    cue(
      2,
      /\bwhat if (?:the plane|something|someone|we|i|he|she|they|it|my \w+)(?: \w+){0,3} (?:goes down|crash|crashes|gets sick|get sick|happens|get robbed|gets robbed|dies|die|breaks in|break in|catches fire|get hurt|gets hurt|gets attacked|get attacked)\b/,
    ),
    cue(
      2,
      /\b(?:imagining|imagine|picture|picturing|already seeing|already imagining) (?:a|the) (?:car )?(?:crash|accident|worst|disaster|fire|funeral)\b/,
    ),
    cue(2, /\bgoogling (?:cancer|diseases|illnesses|symptoms|tumors)\b|\bstart of something serious\b/),
    cue(
      2,
      /\b(?:checked|checking|check) (?:the )?(?:stove|door|lock|locks|gas|oven|windows)(?: \w+){0,4} (?:\d+|several|multiple|many|three|four|five|ten) times\b/,
    ),
    cue(
      2,
      /\b(?:always|constantly) (?:think|feel|expect|imagine) (?:that )?(?:something|disaster|someone)(?: \w+){0,2} (?:terrible|bad|awful|will happen|is coming|will get hurt)\b/,
    ),
    cue(1, /\bany day now\b|\bcar crash\b|\bbreak ins?\b|\bcan't sleep\b/),
    cue(
      3,
      /\b(?:scared|afraid|terrified|worried|worry|convinced)(?: that)? (?:i'll|i will|i'm going to|i might) (?:get sick|get seriously ill|die young|get hurt|be attacked|get robbed|lose everything)\b/,
    ),
    cue(
      3,
      /\bsomething (?:bad|terrible|awful|horrible) (?:will|is going to|might|could) happen to (?:me|him|her|them|my \w+|us)\b/,
    ),
    cue(
      3,
      /\b(?:terrified|scared|afraid) of (?:getting sick|germs|illness|disease|crime|being robbed|being attacked|accidents|dying)\b/,
    ),
    cue(
      2,
      /\b(?:could|might|must) be (?:a |an )?(?:\w+ )?(?:tumor|tumour|cancer|heart attack|stroke|something serious|aneurysm)\b/,
    ),
    cue(1, /\bevery (?:little )?(?:headache|pain|ache|lump|mole|cough|noise|twinge)\b/),
    cue(
      2,
      /\b(?:will|could|might|would|going to|'ll) (?:catch fire|burn down|get robbed|get kidnapped|get hurt|crash|be attacked|break in|flood|explode|get mugged)\b/,
    ),
    cue(
      2,
      /\bbecause something (?:could|might|will|may) happen\b|\b(?:go|going) bankrupt\b|\bend up (?:on the street|homeless|broke)\b|\blose (?:our|my|the) (?:house|home|savings)\b/,
    ),
    cue(
      1,
      /\b(?:can't stop|keep|always) (?:worrying|imagining|picturing)\b|\bkeep thinking\b|\beven though (?:\w+ ){0,3}(?:is|are) (?:fine|ok|okay|safe)\b/,
    ),
    cue(
      3,
      /\b(?:scared|afraid|terrified|frightened) of getting (?:a |an )?(?:terrible |serious |horrible |rare )?(?:disease|illness|sick|cancer|infection)\b/,
    ),
    // Spanish
    cue(
      3,
      /\b(?:va|vaya|pueda|puede|iba|fuera) a (?:pasar|ocurrir) (?:algo (?:malo|terrible|grave|horrible)|una (?:desgracia|catastrofe|tragedia))\b|\ble va a pasar algo\b/,
    ),
    cue(
      3,
      /\b(?:puede|pueda|podria) (?:pasar|ocurrir) (?:algo (?:malo|terrible|grave|horrible)|una (?:desgracia|catastrofe|tragedia))\b/,
    ),
    cue(
      3,
      /\b(?:miedo|panico|terror|pavor) (?:a|de) (?:que (?:ocurra|pase|me pase|le pase)|perderlo todo|enfermar|enfermarme|una desgracia|un accidente|la ruina|que me roben)\b/,
    ),
    cue(3, /\bme (?:aterra|da miedo|da panico|da terror|asusta) que (?:pase|ocurra|le pase|me pase)\b/),
    cue(3, /\b(?:enfermar|enfermarme) de algo (?:terrible|grave|malo|horrible)\b|\bme voy a enfermar de algo\b/),
    cue(2, /\b(?:es|sea|tengo|tenga) algo grave\b|\bme voy a enfermar\b|\bperderlo todo\b|\ba un paso de la ruina\b/),
    cue(2, /\bme imagino lo peor\b|\bimaginandome lo peor\b/),
    cue(2, /\ben cualquier momento (?:puede|va a|podria) (?:pasar|ocurrir)\b/),
    cue(1, /\b(?:un |una )?(?:incendio|robo|accidente|catastrofe|desgracia)\b/),
    cue(
      3,
      /\bme preocupa (?:mucho |muchisimo )?que (?:me|le|les|nos) pase algo\b|\bseguro que es (?:cancer|algo grave|un tumor)\b/,
    ),
    cue(3, /\b(?:siempre )?(?:tengo )?miedo (?:a|de) que me pase algo (?:malo|grave|terrible)?\b/),
    cue(2, /\bcualquier (?:dolor|sintoma|ruido|molestia) (?:me parece|pienso que es|creo que es)\b/),
    cue(
      2,
      /\bvoy a (?:tener un accidente|enfermar|enfermarme|morir joven|perderlo todo|quedarme en la calle|arruinarme)\b/,
    ),
    cue(1, /\bsiempre (?:pienso|creo|imagino) que\b|\bno paro de pensar que\b|\bcada vez que salgo\b/),
    cue(3, /\bme (?:aterra|da miedo|da panico|preocupa|asusta) que (?:\w+ ){0,3}(?:le|les|me|nos) pase algo\b/),
  ],

  subjugation: [
    // English
    cue(
      3,
      /\b(?:can't|don't know how to|never|couldn't|can never|find it hard to|struggle to) (?:just )?say no\b(?! to (?!(?:anyone|anybody|people|my \w+|him|her|them|others|family|friends|colleagues|coworkers|requests|favou?rs|extra)\b))/,
    ),
    cue(3, /\b(?:easier|safer) to (?:just )?(?:go along|give in|agree|keep quiet|stay quiet|say yes|keep the peace)\b/),
    cue(
      3,
      /\bwhat i (?:want|need|think|prefer|feel|like)(?: \w+)? (?:doesn't|don't|never|won't) (?:really )?(?:seem to )?(?:matter|count)\b/,
    ),
    cue(
      3,
      /\bmy (?:opinion|opinions|needs|feelings|wants|voice|preferences|wishes)(?: \w+)? (?:never |don't |doesn't |do not )(?:seem to |really )?(?:count|matter)\b/,
    ),
    cue(
      3,
      /\b(?:i )?(?:just |always )(?:give in|do what (?:they|he|she|others|everyone|the others|people) (?:want|wants|decide|decides|say|says))\b/,
    ),
    cue(
      3,
      /\bgo along with (?:what|whatever) (?:they|he|she|others|everyone|people|my \w+) (?:want|wants|say|says|decide|decides)\b/,
    ),
    cue(2, /\b(?:i )?(?:just |always )go along with\b/),
    cue(2, /\b(?:go|went|going) along with (?:what|whatever|it|them|him|her|everyone)\b/),
    cue(
      2,
      /\b(?:do|doing|did) what (?:they|he|she|others|everyone|the others|people|my \w+) (?:want|wants|decide|decides|say|says|tell me|tells me)\b/,
    ),
    cue(
      2,
      /\b(?:didn't|don't|never|couldn't) (?:even )?(?:speak up|say what i|tell (?:them|him|her) what i|say a word about)\b/,
    ),
    cue(
      2,
      /\b(?:scared|afraid|terrified) (?:of )?(?:what happens )?if (?:people|they|he|she|someone|anyone) (?:get|gets) (?:annoyed|angry|mad|upset)\b/,
    ),
    cue(
      2,
      /\bif i push back\b|\bkeep the peace\b|\bto avoid (?:a )?(?:fight|conflict|argument|drama)\b|\bpeople[- ]pleas(?:er|ing)\b/,
    ),
    cue(2, /\b(?:said|say) (?:ok|okay|yes|fine) like always\b|\bjust give in\b/),
    cue(1, /\bjust nodded\b|\bhave (?:him|her|them) upset\b|\b(?:what|where|whatever) (?:he|she|they) wants?\b/),
    cue(
      3,
      /\blet (?:people|everyone|others|them) walk all over me\b|\bdo whatever (?:he|she|they|people|everyone|others) (?:want|wants|say|says|tell me|tells me)\b/,
    ),
    cue(
      3,
      /\bi (?:always |just )?do what (?:others|other people|everyone|they|people|he|she) (?:want|wants|say|says)\b/,
    ),
    cue(
      2,
      /\blet (?:others|other people|everyone|them|him|her|my \w+) (?:decide|choose|make (?:the |all the )?decisions|take charge|run my life)\b/,
    ),
    cue(
      2,
      /\b(?:never|don't|can't) speak up\b|\bafraid of (?:upsetting|disappointing|angering|annoying) (?:them|him|her|people|anyone|others)\b/,
    ),
    cue(1, /\b(?:hate|avoid|scared of) conflict\b|\balways agree\b/),
    cue(3, /\b(?:never|don't|rarely) (?:get|have) (?:to choose|a say|any say|to decide|a vote)\b/),
    cue(
      3,
      /\b(?:agreed|said yes|went along|gave in|went|did it)(?: \w+){0,4} (?:even though|although|when) i (?:didn't|don't|really didn't) (?:want|wanna|feel like)\b/,
    ),
    cue(2, /\b(?:keep|kept|stay|stayed|keeping|staying) (?:quiet|silent)(?: \w+){0,3} (?:so|because|to avoid|or)\b/),
    cue(
      1,
      /\b(?:gets|get|getting) (?:angry|mad|upset|annoyed) (?:at|with) me\b|\b(?:he|she|they) wanted(?: \w+){0,4} even though i\b/,
    ),
    cue(
      2,
      /\bi (?:just )?go with it\b|\b(?:my \w+|he|she|they) (?:picks|decides|chooses|controls) (?:everything|what we|where we|what i)\b/,
    ),
    cue(
      1,
      /\b(?:arguing|conflict|fights?) (?:is|are) (?:scary|terrifying|too much)\b|\bscared to argue\b|\bavoid arguing\b/,
    ),
    // Spanish
    cue(
      3,
      /\bno (?:se|puedo|soy capaz de) decir(?:le|les)? que no\b(?! a (?:la|el|los|las|un|una) (?:comida|pizza|tarta|chocolate|postre|dulces?|cafe|helado)\b)|\bme cuesta (?:mucho )?decir que no\b/,
    ),
    cue(3, /\bsiempre (?:cedo|acabo cediendo|termino cediendo)\b|\b(?:cedo|cedi) (?:siempre|otra vez|como siempre)\b/),
    cue(
      3,
      /\b(?:siempre )?(?:termino|acabo) haciendo lo que (?:quieren|quiere|dicen|dice|deciden|decide) (?:los demas|el|ella|mi \w+|todos|ellos|ellas|otros)\b/,
    ),
    cue(
      3,
      /\bhago (?:siempre )?lo que (?:quieren|quiere|dicen|deciden) (?:los demas|todos|ellos|otros)\b|\bsiempre se hace lo que (?:quiere|dice)\b/,
    ),
    cue(
      3,
      /\bda igual lo que yo (?:quiera|piense|opine|sienta|diga)\b|\bmis (?:necesidades|opiniones|deseos|gustos) no (?:cuentan|importan)\b/,
    ),
    cue(3, /\b(?:lo que yo (?:quiero|pienso|siento)|mi opinion) no (?:importa|cuenta)\b/),
    cue(
      2,
      /\b(?:yo )?ya ni opino\b|\bpara no discutir\b|\bpor no discutir\b|\bpara evitar (?:problemas|peleas|discusiones|conflictos)\b/,
    ),
    cue(
      2,
      /\b(?:me da|tengo) (?:terror|miedo|panico) (?:a )?que se (?:enojen|enfaden|molesten|enoje|enfade|molesten)\b/,
    ),
    cue(2, /\bno me apetecia(?: nada)? pero (?:fui|lo hice|dije que si)\b|\bcomo si lo mio no importara\b/),
    cue(1, /\bno dije nada\b|\bdije que si\b|\blo acepto\b|\bme quede callad[oa]\b/),
    cue(3, /\bdejo que (?:los demas|otros|todos|mi \w+|el|ella) (?:decida|decidan|elija|elijan|mande|manden)\b/),
    cue(3, /\bhago lo que (?:los demas|todos|ellos|otros|mi \w+) (?:quieren|quiere|dicen|dice|deciden|decide)\b/),
    cue(
      2,
      /\bnunca digo (?:lo que (?:pienso|quiero|siento|necesito)|que no)\b|\bme callo para\b|\bhago lo que me (?:dicen|piden|mandan)\b/,
    ),
    cue(
      2,
      /\bpara no (?:molestar|incomodar|crear problemas|decepcionar)\b|\bme da miedo (?:decepcionar|molestar|que se enfade|que se enoje)\b/,
    ),
    cue(3, /\bno (?:se|puedo) negarme\b|\bsiempre me adapto a lo que (?:quieren|quiere|dicen)\b/),
    cue(2, /\b(?:acepte|dije que si|fui|lo hice)(?: \w+){0,3} aunque no (?:queria|me apetecia|tenia ganas)\b/),
  ],

  self_sacrifice: [
    // English
    cue(
      3,
      /\b(?:always |i )?put (?:everyone|everybody|others|other people|my family|them|their needs|everyone's needs)(?: else)?(?:'s needs)? (?:first|ahead of (?:me|mine|my own)|before (?:myself|me|my own|mine))\b/,
    ),
    cue(
      3,
      /\b(?:other people's|everyone else's|everyone's|others'|their) needs (?:always )?(?:come|go) (?:first|before mine|before my own|before me)\b/,
    ),
    cue(
      3,
      /\b(?:feel|felt|feeling) (?:so )?(?:guilty|selfish|bad)(?: \w+){0,3} (?:when|if|for|whenever) (?:i )?(?:take|taking|took|think|thinking|do|doing|rest|resting|say|saying|put|putting|focus|focusing) (?:time |a day |a break |care of |about |something for |anything for |on )?(?:for )?(?:myself|me|no|my own)\b/,
    ),
    cue(3, /\bfor (?:myself|me)(?: \w+){0,4} (?:felt|feel) (?:so )?(?:guilty|selfish)\b/),
    cue(3, /\b(?:feels|felt|it's) selfish to (?:think about|take care of|do something for|rest|put) (?:myself|me)\b/),
    cue(3, /\b(?:taking|take|takes|took) care of everyone (?:but|except|else but) (?:me|myself)\b/),
    cue(3, /\b(?:i'm|i am) always there for (?:everyone|everybody|people|others)\b/),
    cue(2, /\b(?:drop|dropped|dropping) everything\b|\b(?:can't|couldn't) not be there\b/),
    cue(2, /\bi'm (?:always )?the one (?:everyone|people|everybody) (?:calls|comes to|turns to|relies on|leans on)\b/),
    cue(2, /\b(?:taking|take) care of everyone\b|\bneeds come first\b/),
    cue(
      1,
      /\brunning on empty\b|\bhaven't eaten\b|\blisten to (?:their|everyone's) problems\b|\bfeel guilty when i don't\b/,
    ),
    cue(
      3,
      /\bput(?:ting|s)? (?:everyone|everybody|others|other people|my family)(?: else)?(?:'s)? (?:needs )?(?:first|ahead of (?:me|mine|my own)|before (?:myself|me|my own|mine))\b/,
    ),
    cue(3, /\bmy (?:own )?needs (?:always )?(?:come|go) last\b|\bi (?:always )?come last\b/),
    cue(
      2,
      /\b(?:always|keep) (?:help|helping|taking care of|looking after|giving to) (?:everyone|everybody|others|people)\b|\bgive and give\b/,
    ),
    cue(2, /\b(?:can't|couldn't) let (?:anyone|people|them|anybody) down\b/),
    cue(
      3,
      /\bcancel(?:led|ed|ing|s)? my (?:own )?plans(?: \w+){0,2} to (?:help|look after|take care|be there|drive|babysit|cover)\b/,
    ),
    cue(
      3,
      /\b(?:all|most of|every bit of) my (?:time|energy) (?:on|for|to|goes to) (?:other people|others|everyone|everybody|my family)\b/,
    ),
    cue(
      3,
      /\bsaying no(?: to \w+(?: \w+)?)? makes me feel (?:like )?(?:a |so )?(?:terrible|bad|selfish|horrible|awful|guilty|mean)\b|\bfeel (?:so )?(?:selfish|like a bad person|like a terrible person) (?:when|if|whenever) i\b/,
    ),
    cue(
      2,
      /\beven though i had my own\b|\bstayed up (?:all night|late|until \w+) (?:helping|listening|doing|driving)\b/,
    ),
    // Spanish
    cue(
      3,
      /\bpongo a (?:todos|todo el mundo|los demas|mi familia|todas|los otros)(?: \w+)? (?:primero|por delante|antes que a mi|antes que yo)\b/,
    ),
    cue(
      3,
      /\b(?:me siento|siento|me sentia|me senti|me hace sentir) (?:tan |muy )?(?:culpable|egoista)(?: \w+){0,3} (?:si|cuando|por) (?:pienso en mi|me cuido|descanso|digo que no|hago algo para mi|me tomo|me pongo primero)\b/,
    ),
    cue(
      3,
      /\b(?:pienso en mi|me cuido|descanso|me tom[eo] (?:un|una) \w+(?: \w+)? (?:para mi|libre))(?: \w+){0,3} (?:me siento|me senti|siento|me sentia) (?:tan |muy )?(?:culpable|egoista)\b/,
    ),
    cue(3, /\bno puedo (?:fallarle|negarle nada|decepcionar) a nadie\b/),
    cue(3, /\bme cuesta (?:horrores |mucho )?pensar en (?:lo que yo necesito|mi|mis necesidades|lo que necesito)\b/),
    cue(3, /\b(?:las necesidades de los demas|los demas) (?:siempre )?(?:van|vienen|estan) (?:primero|antes)\b/),
    cue(2, /\b(?:me pongo|quedo|voy|me dejo|me quedo) (?:siempre )?(?:la ultima|el ultimo|para el final|al final)\b/),
    cue(2, /\bcubro a todo el mundo\b|\bni me acuerdo de comer\b|\bme (?:olvido|descuido) de mi\b/),
    cue(1, /\bcuidando a\b|\bayudando a\b|\bcomo si lo mio no importara\b/),
    cue(3, /\bantepongo (?:las necesidades de |a )?(?:los demas|todos|mi familia|todo el mundo|los otros)\b/),
    cue(3, /\bmis necesidades (?:siempre )?(?:van|quedan|estan) (?:al final|en ultimo lugar|las ultimas)\b/),
    cue(
      2,
      /\bsiempre (?:ayudo|cuido) a (?:todos|todo el mundo|los demas)\b|\bno me permito descansar\b|\b(?:voy|quedo) en ultimo lugar\b/,
    ),
    cue(
      3,
      /\bsi no (?:ayudo|cuido) a (?:todos|todo el mundo|los demas|mi familia) me siento (?:mala persona|culpable|egoista|fatal)\b/,
    ),
    cue(2, /\bcuidando (?:de |a )?(?:todos|todo el mundo|los demas)\b|\bnadie cuida de mi\b/),
    cue(3, /\bpienso (?:siempre )?primero en (?:los demas|todos|mi familia|todo el mundo)\b/),
  ],

  insufficient_self_control: [
    // English
    cue(
      3,
      /\b(?:zero|no|have no|lack|lack of|don't have any|without any) (?:self[- ]?)?(?:discipline|self[- ]?control|willpower|will power)\b/,
    ),
    cue(
      3,
      /\b(?:can't|can never|never) (?:seem to )?stop (?:once i start|eating|spending|buying|scrolling|drinking|snacking|gaming|smoking|shopping|myself)\b/,
    ),
    cue(
      3,
      /\b(?:can't|can never) (?:seem to )?control (?:myself|the impulse|my impulses|my urges|my spending|my eating|my temper|my anger|the urge)\b/,
    ),
    cue(3, /\b(?:can't|couldn't|never) (?:make|get) myself (?:to )?(?:do|start|study|work|focus|stop|finish)\b/),
    cue(
      3,
      /\b(?:can't|can never|never|couldn't) stick (?:to|with) (?:anything|it|a plan|a diet|my plans|the plan|a routine|my budget)\b/,
    ),
    cue(2, /\bprocrastinat(?:e|ed|ing|ion)\b/),
    cue(
      2,
      /\b(?:binge|binged|bingeing|binging)\b|\b(?:ate|eat|eating|finished) the whole (?:thing|bag|box|pizza|pack|packet|tub)\b/,
    ),
    cue(
      2,
      /\bevery time i'm (?:bored|stressed|sad|anxious|upset)(?: \w+)?,? i (?:just )?(?:spend|eat|buy|drink|shop|order)\b/,
    ),
    cue(2, /\blose my temper\b|\bon impulse\b|\bimpulse buy\w*\b/),
    cue(1, /\b(?:last|very last) (?:minute|hour|second)\b|\binstead (?:watched|scrolled|played)\b|\bimpuls\w*\b/),
    cue(1, /\b(?:bought|buy|ordered|spent)(?: \w+){0,4} (?:i don't need|at midnight|again)\b|\bsnap(?:ped)? at\b/),
    cue(3, /\bleave (?:everything|it all|things|it) (?:to|for|until|till) the last (?:minute|second|moment)\b/),
    cue(
      2,
      /\b(?:keep|kept) putting (?:it|things|everything|stuff) off\b|\bcan't resist\b|\blose control\b|\bgive in to (?:temptation|cravings|my urges)\b/,
    ),
    cue(1, /\binstead of (?:working|studying|doing|cleaning|sleeping|writing)\b|\bshopping spree\b/),
    cue(
      3,
      /\bspent (?:my|the|all my|all of my) (?:whole |entire )?(?:paycheck|paycheque|salary|savings|budget|money)\b/,
    ),
    cue(
      3,
      /\b(?:told|promised) myself (?:just |only )?(?:one|a single|one more|a little)(?: \w+)? (?:episode|cookie|drink|game|hour|video|piece|slice|bite|round)\b/,
    ),
    cue(2, /\b(?:watched|ate|drank|finished) the (?:whole|entire) (?:season|series|box|bottle|cake|tub)\b/),
    // Spanish
    cue(
      3,
      /\b(?:no tengo|sin|cero|nada de|me falta|no tengo nada de) (?:nada de )?(?:disciplina|fuerza de voluntad|autocontrol)\b/,
    ),
    cue(
      3,
      /\bno (?:puedo|se|consigo) (?:parar(?:me)?|frenarme|controlarme|contenerme|obligarme)\b(?! de (?!comer|gastar|comprar|beber|fumar|jugar|mirar el movil|picar))/,
    ),
    cue(3, /\bno (?:puedo|se) controlar (?:lo que (?:como|gasto|compro)|mis impulsos|mi genio|mi ira|el impulso)\b/),
    cue(2, /\bprocrastin\w*\b|\bcomiendo sin control\b|\bsin control\b|\bme atraco\b|\batracon(?:es)?\b/),
    cue(2, /\bme (?:lo |la )?(?:acabe|comi|termine) (?:entero|entera|todo|toda)\b/),
    cue(
      1,
      /\b(?:a|para) (?:ultima hora|ultimo momento)\b|\bexplote\b|\bme arrepiento\b|\bcuando empiezo\b|\b(?:volvi a|otra vez) (?:pedir|comprar|gastar)\b/,
    ),
    cue(3, /\blo dejo todo para (?:el )?(?:ultimo momento|ultima hora)\b/),
    cue(2, /\bno puedo resistirme\b|\bpierdo el control\b|\bcompras compulsivas\b|\bcompro compulsivamente\b/),
    cue(3, /\bgaste (?:todo|todo el sueldo|toda la paga|todos mis ahorros|todo el dinero)\b/),
    cue(2, /\bno (?:consigo|puedo) (?:dejar|soltar) el (?:movil|telefono|celular)\b|\ben cosas que no necesito\b/),
    cue(3, /\bno tengo (?:nada de )?control\b(?! sobre)/),
  ],

  unrelenting_standards: [
    // English
    cue(
      3,
      /\b(?:has|have|needs|need|must) to be (?:absolutely |completely )?(?:perfect|flawless)\b|\bmust be perfect\b|\bhad to be perfect (?:at|in|with) (?:everything|all|every)\b/,
    ),
    cue(2, /\bhad to be (?:absolutely |completely )?(?:perfect|flawless)\b/),
    cue(3, /\bperfectionis(?:t|m)\b/),
    cue(3, /\banything (?:less|short) (?:than|of) perfect\b|\bless than perfect (?:feels|is)\b/),
    cue(
      3,
      /\b(?:it|nothing|what i do|my work|this)(?: \w+)? never (?:feels|is|seems)(?: like)? (?:good )?enough\b|\bnothing i do is (?:ever )?(?:good )?enough\b/,
    ),
    cue(3, /\b(?:feel|felt) (?:so )?(?:lazy|guilty|useless) (?:if|when) i'm not (?:being )?productive\b/),
    cue(3, /\b(?:bar|standards?|expectations) (?:for myself )?(?:is|are) (?:so |too |way |impossibly )?high\b/),
    cue(
      2,
      /\bproductive every (?:single )?(?:minute|second|moment|hour)\b|\b(?:never|can't) (?:get to )?feel proud\b|\bnever satisfied\b/,
    ),
    cue(
      2,
      /\b(?:redo|redoing|redid|rewrote|rewriting|rechecking|re-checking|checking|fixing)(?: \w+){0,3} (?:nobody asked|no one asked|over and over|again and again)\b/,
    ),
    cue(2, /\ball i can think about is the (?:\d+|few|one|two|three) (?:points?|mistakes?|errors?|things?)\b/),
    cue(2, /\bmistakes? (?:are|is) (?:unacceptable|not an option)\b/),
    cue(
      1,
      /\bcan't let it go\b|\bmove (?:on )?to the next thing\b|\b(?:stayed|worked) (?:at work )?(?:till|until|late)\b|\blist of \d+ (?:things|tasks)\b/,
    ),
    cue(3, /\bif (?:it's|it is|it isn't|something is|something isn't|i'm|i am)(?: not)? perfect\b/),
    cue(
      3,
      /\b(?:can't|can never|never) (?:relax|rest|stop|sleep|take a break)(?: \w+){0,3} until (?:everything|it|all|things)(?: \w+){0,2} (?:is |are )?(?:done|perfect|finished)\b/,
    ),
    cue(
      3,
      /\bbeat (?:myself|me) up (?:over|about|for) (?:small|every|tiny|little|the smallest|minor)\b|\bnever satisfied with (?:my|anything|myself)\b/,
    ),
    cue(3, /\b(?:have|need) to (?:do|get) everything (?:right|perfect|perfectly)\b|\bhold myself to\b/),
    cue(1, /\bperfectly\b/),
    cue(
      3,
      /\b(?:is|feels like|counts as) (?:a )?failure to me\b|\banything (?:less than|below|short of) (?:an a|100|first place|the best|top marks|perfection|perfect)\b/,
    ),
    cue(
      3,
      /\b(?:rewrote|rewrite|rewriting|redid|redo|redoing|reread|re-read|edited|editing|revised|revising|practiced|rehearsed)(?! (?:our|his|her|their|the) (?:last )?(?:chat|texts?|messages?|conversation))(?: \w+){0,4} (?:\d+|three|four|five|six|seven|eight|nine|ten|twenty|a hundred|a million|so many) times\b/,
    ),
    cue(2, /\bcan't (?:rest|relax|stop|switch off)(?: \w+){0,2} until\b/),
    cue(1, /\b(?:inbox|everything|list|it all|all of it) is (?:empty|done|perfect|finished|cleared)\b/),
    cue(3, /\bif i'm not (?:the best|perfect|number one|the top|first)\b/),
    // Spanish
    cue(
      3,
      /\b(?:tengo|tiene|tenia|debe|debo|necesito|tienen|tenga) que (?:ser|estar|quedar|salir) (?:perfect[oa]s?|impecables?|sin (?:un )?(?:errores?|fallos?))\b/,
    ),
    cue(3, /\bperfeccionista\b/),
    cue(3, /\bnunca es suficiente\b|\bnada de lo que hago es suficiente\b/),
    cue(3, /\bsi no (?:esta|queda|sale|es) (?:impecable|perfect[oa])\b|\bsi no soy productiv[oa]\b/),
    cue(2, /\bme siento (?:un[oa] )?(?:vag[oa]|inutil) si\b|\bme siento (?:un[oa] )?vag[oa]\b/),
    cue(
      2,
      /\b(?:revisando|reviso|revise|repaso|repase)(?: \w+){0,4} (?:por (?:quinta|cuarta|tercera|enesima|decima) vez|mil veces|dos veces|tres veces|una y otra vez)\b/,
    ),
    cue(2, /\b(?:enfadad[oa]|molest[oa]|frustrad[oa]) conmigo (?:mism[oa] )?por no\b/),
    cue(1, /\bme frustra si\b|\bal maximo\b|\bno pare de hacer cosas\b|\bsolo pense en lo siguiente\b/),
    cue(
      3,
      /\bme exijo (?:demasiado|mucho|muchisimo|tanto)\b|\bno me permito (?:fallar|equivocarme|descansar|errores|un error)\b/,
    ),
    cue(
      2,
      /\bcualquier (?:error|fallo) (?:me parece|es) (?:un fracaso|inaceptable|imperdonable)\b|\bno puedo descansar hasta\b/,
    ),
    cue(3, /\bnunca estoy satisfech[oa]\b|\bsi no saco (?:la mejor nota|un diez|un 10|matricula)\b/),
    cue(3, /\bhasta que (?:esta|este|quede|queda|sea|es) perfect[oa]\b/),
    cue(2, /\bcorrigiendo (?:cosas )?que ya estaban bien\b/),
  ],

  negativity_pessimism: [
    // English
    cue(
      3,
      /\b(?:it|things|nothing|life)(?: \w+)? never (?:work|works|go|goes|turn|turns) out(?: for me| my way)?\b|\bnever go(?:es)? my way\b/,
    ),
    cue(
      3,
      /\bnothing (?:ever )?(?:works out|goes right|goes my way|good ever happens|good happens to me)\b(?! (?:perfectly|exactly|completely|100)\b)/,
    ),
    cue(3, /\b(?:always )?expect(?:ing)? the worst\b/),
    cue(3, /\b(?:whatever|anything) (?:that )?can go wrong\b/),
    cue(
      3,
      /\bwhy (?:would|will) (?:it|this|anything) (?:ever )?(?:work out|get better|be different)\b|\bwhy (?:it|this|anything|things) (?:would|will|should) (?:ever )?(?:work out|get better|be different)\b/,
    ),
    cue(3, /\bnothing (?:good )?(?:will )?(?:ever )?(?:change|changes|get better|gets better|improve|improves)\b/),
    cue(
      3,
      /\b(?:i'll|i will|i'm going to) (?:just )?(?:get rejected|fail|mess it up|screw it up|be disappointed)(?: \w+)? (?:like always|anyway|as usual|again)\b/,
    ),
    cue(2, /\bwhy bother\b|\bwhat's the point\b|\bno point (?:in )?(?:trying|hoping|applying)\b/),
    cue(
      2,
      /\b(?:something|it) will (?:go wrong|fall through|ruin it|get ruined)\b|\bsure (?:it'll|it will) (?:rain|go wrong|fail|be a disaster)\b/,
    ),
    cue(
      2,
      /\bstopped hoping\b|\bevery (?:year|time|day) something (?:worse|bad)\b|\bit'll never (?:get better|work|last|happen)\b/,
    ),
    cue(1, /\bhere we go\b|\banother disaster\b|\bcan't be happy about it\b|\blike always\b|\bdon't buy it\b/),
    cue(
      3,
      /\b(?:going to|will|'ll) (?:go wrong|fail|fall apart|end badly|get worse) anyway\b|\bbad things always happen to me\b|\bwaiting for the other shoe to drop\b/,
    ),
    cue(
      2,
      /\b(?:it|this|things|everything)(?: will|'ll| is going to| are going to) (?:go badly|go wrong|fall apart|end badly)\b|\balways assume the worst\b/,
    ),
    cue(2, /\btoo good to be true\b|\bit won't last\b/),
    cue(1, /\bit always does\b|\bas usual\b/),
    cue(
      3,
      /\b(?:will|is going to|'ll) (?:be ruined|get ruined|fall through|go wrong|be a disaster|go badly) (?:somehow|anyway|for sure|again)\b/,
    ),
    cue(3, /\bgood things (?:never|don't) (?:last|happen to me|stay)\b|\bhappiness never lasts\b/),
    cue(
      2,
      /\b(?:sure|know|bet) (?:that )?i (?:won't|will never|'ll never|'m not going to) (?:get|pass|make it|win|be chosen|be picked|find)\b/,
    ),
    cue(3, /\b(?:things|everything|it) always go(?:es)? (?:wrong|badly)(?: for me)?\b/),
    cue(2, /\b(?:don't|never|won't) get my hopes up\b/),
    // Spanish
    cue(
      3,
      /\btodo me sale mal\b|\bnunca (?:nada )?me sale (?:nada )?(?:bien|como espero)\b|\bnada me sale bien nunca\b/,
    ),
    cue(
      3,
      /\b(?:las cosas|nada|todo) nunca (?:mejoran|mejora|salen bien|sale bien|cambian|cambia)(?: para mi)?\b|\bnunca nada me sale\b/,
    ),
    cue(3, /\bnada va a (?:mejorar|cambiar|salir bien)\b|\bsiempre (?:espero|pienso en|me espero) lo peor\b/),
    cue(3, /\bsegur[oa] de que (?:va a salir|sale|saldra|todo va a salir|todo sale) mal\b/),
    cue(
      2,
      /\btodo lo que puede salir mal\b|\b(?:van|va) a (?:acabar|salir|terminar) mal\b|\bno hay nada bueno (?:esperandome|para mi)\b/,
    ),
    cue(2, /\bpara que (?:intentarlo|molestarme|apuntarme|esforzarme|seguir intentando|hacer nada|ilusionarme)\b/),
    cue(
      2,
      /\bseguro que (?:no me (?:cogen|eligen|llaman|aceptan|sale)|sale mal|me (?:lesiono|rechazan)|llueve|va a salir mal)\b/,
    ),
    cue(1, /\bcomo siempre\b|\byo no lo creo\b/),
    cue(3, /\blo bueno nunca dura\b|\bseguro que (?:todo|algo) (?:sale|va a salir|saldra) mal\b|\btodo sale mal\b/),
    cue(
      2,
      /\bsiempre pasa algo malo\b|\bno tiene sentido (?:intentarlo|ilusionarse|ilusionarme)\b|\balgo va a salir mal\b|\bpienso (?:siempre )?en lo peor\b/,
    ),
    cue(3, /\bno espero nada bueno\b|\bseguro que (?:\w+ ){0,3}(?:sale|va a salir|saldra) (?:fatal|mal|horrible)\b/),
  ],

  emotional_inhibition: [
    // English
    cue(
      3,
      /\b(?:never|don't|can't|rarely|hardly ever|won't) (?:let (?:anyone|people|others|them|him|her|anybody) see|show|express|share|talk about|tell anyone|open up about|say)(?: \w+){0,3} (?:what i feel|how i feel|my feelings|my emotions|when something|when i'm (?:sad|upset|hurt|angry|scared)|when i'm not ok|that i'm (?:sad|hurt|upset))\b/,
    ),
    cue(
      3,
      /\b(?:keep|kept|keeping) (?:everything|it all|things|my feelings|my emotions)(?: \w+)? (?:locked )?(?:inside|in|bottled(?: up)?|to myself)\b/,
    ),
    cue(3, /\bbottl(?:e|ed|ing) (?:it|them|everything|things|my feelings|my emotions|it all) up\b/),
    cue(
      3,
      /\b(?:hate|don't like|can't stand|avoid) (?:showing|expressing|sharing|talking about) (?:emotions|feelings|my feelings|my emotions)\b/,
    ),
    cue(
      3,
      /\b(?:showing|expressing|sharing) (?:emotions|feelings|my feelings)(?: \w+)? (?:is|feels|seems) (?:like )?(?:weakness|weak|uncomfortable|embarrassing|wrong)\b/,
    ),
    cue(
      3,
      /\b(?:saying|expressing|showing|sharing) (?:feelings|emotions|what i feel)(?: out loud)? is (?:so |really )?(?:uncomfortable|hard|awkward|scary)\b/,
    ),
    cue(2, /\bcan't (?:get|say) the words out\b|\bnever cry in front of\b|\bput on a (?:brave |happy )?face\b/),
    cue(
      2,
      /\bjust (?:smiled|said (?:i'm |it's )?fine|said fine|said i was fine|laughed it off)\b|\bpretend(?:ed)? (?:i'm|to be|everything is|i was) (?:fine|ok|okay)\b/,
    ),
    cue(2, /\bso (?:nobody|no one)(?: \w+){0,3} (?:would )?see\b/),
    cue(1, /\bchanged the subject\b|\bshut down\b|\blocked inside\b/),
    cue(
      3,
      /\b(?:hide|hiding|bury|burying|suppress|suppressing|push down|pushing down|swallow|swallowing) (?:my|all my|how i) (?:emotions|feelings|feel)\b/,
    ),
    cue(
      2,
      /\b(?:nobody|no one) knows how i (?:really )?feel\b|\bkeep a straight face\b|\bemotions make me uncomfortable\b/,
    ),
    cue(
      3,
      /\b(?:swallow|swallowing|swallowed|hold back|holding back|held back|bite back) (?:my|the) (?:anger|tears|sadness|hurt|pain|frustration|feelings|emotions)\b/,
    ),
    cue(
      3,
      /\b(?:don't|never|won't) let (?:anyone|anybody|people|them|him|her|others) see (?:me cry|me upset|me sad|me hurt|that i'm|how (?:hurt|sad|upset))\b/,
    ),
    cue(
      3,
      /\b(?:talking about|sharing|showing|expressing) (?:my )?(?:feelings|emotions)(?: \w+){0,2} makes? me (?:cringe|uncomfortable|anxious|squirm|want to hide|panic)\b/,
    ),
    cue(
      2,
      /\b(?:act|acting|pretend|pretending) (?:like|as if) (?:everything's|everything is|i'm|i am|it's) (?:fine|ok|okay|alright)\b/,
    ),
    cue(2, /\b(?:falling apart|dying|breaking|screaming|crying) inside\b/),
    // Spanish
    cue(3, /\bme lo (?:guardo|trago|callo|guarde|trague|calle)\b/),
    cue(
      3,
      /\b(?:no puedo|no se|me cuesta|no soy capaz de|nunca) (?:\w+ )?(?:expresar|mostrar|decir|contar|demostrar|hablar de|ensenar) (?:lo que siento|mis (?:emociones|sentimientos)|como me siento|lo que me pasa)\b/,
    ),
    cue(3, /\bno le cuento a nadie (?:lo que siento|como me siento|lo que me pasa)\b/),
    cue(
      3,
      /\b(?:mostrar|expresar|ensenar) (?:las )?(?:emociones|sentimientos)(?: me parece| es| me resulta)(?: de)? (?:debiles|debilidad|de debil|incomodo|vergonzoso)\b/,
    ),
    cue(2, /\bno me sale (?:mostrarlo|expresarlo|decirlo|llorar|demostrarlo)\b|\bdigo que estoy bien\b/),
    cue(2, /\bme quede callad[oa]\b|\bpara que nadie me viera\b|\bno se lo digo a nadie\b/),
    cue(1, /\bpor dentro\b|\bnunca me ha salido\b/),
    cue(
      3,
      /\bno lloro delante de nadie\b|\bno hablo de lo que siento\b|\bescondo (?:lo que siento|mis emociones|mis sentimientos)\b/,
    ),
    cue(2, /\bme cuesta abrirme\b|\bnadie sabe como me siento (?:de verdad|realmente)\b|\bme hago (?:el|la) fuerte\b/),
    cue(
      3,
      /\bno me gusta que me vean (?:llorar|triste|mal)\b|\bme trago (?:lo que siento|mis emociones|las lagrimas)\b/,
    ),
    cue(
      3,
      /\bno soy de (?:mostrar|expresar|contar|decir) (?:lo que siento|mis emociones|mis sentimientos|como me siento)\b/,
    ),
    cue(2, /\b(?:guardarmelo|tragarmelo|callarmelo)\b/),
  ],
};

// ---- Behavioural and indirect wording -----------------------------------------------------------
//
// The lexicon above finds explicit self-statements ("everyone leaves me"). Check-ins more often
// describe what the writer did or keeps doing ("checked his location four times", "said yes before
// she finished the sentence"). The families below cover that: each pattern gets a few families of
// behavioural signs, written from the schema descriptions (reflection-engine.md §2-3) and from the
// kinds of behaviour the development sets describe (dev.jsonl, dev2.jsonl; never heldout.jsonl), in
// both languages, mostly as two word families that must appear close together in one sentence
// (`near`), so paraphrases match without listing sentences. The same weights and gates apply: a
// family of weight 1-2 is ambiguous on its own and only counts next to another cue of the pattern.

/** Up to `n` words between two cue parts, never across a sentence break. */
const gap = (n: number) => String.raw`(?:[^\w.!?;\n]+[\w']+){0,${n}}?[^\w.!?;\n]+`;
/** Two word families within `n` words of each other, in either order, as one cue. */
const near = (w: number, a: string, b: string, n = 6, options: { others?: boolean } = {}): CueDef[] =>
  cue(w, new RegExp(String.raw`(?:\b(?:${a})${gap(n)}(?:${b})\b|\b(?:${b})${gap(n)}(?:${a})\b)`), options);
/** Like `near`, but `a` must come first. */
const then = (w: number, a: string, b: string, n = 6, options: { others?: boolean } = {}): CueDef[] =>
  cue(w, new RegExp(String.raw`(?:\b(?:${a})${gap(n)}(?:${b})\b)`), options);
const words = (...list: string[]) => list.join('|');

const FAMILY_EN = String.raw`(?:my )?(?:mom|mum|mother|dad|father|parents|sister|brother|husband|wife|partner|boyfriend|girlfriend|best friend|roommate|flatmate|aunt|grandma|friend|coworker|colleague)`;
const FAMILY_ES = String.raw`(?:mi|mis) (?:madre|padre|mama|papa|padres|viejos|hermana|hermano|novi[oa]|pareja|marido|mujer|amig[oa]|mejor amig[oa]|compa\w*|abuel[oa]|ti[oa]|prim[oa])`;

// Shared families.
const WORRY_EN = words(
  'sure',
  'convinced',
  'certain',
  'terrified',
  'scared',
  'afraid',
  'panic\\w*',
  'what if',
  'keep thinking',
  "can't stop thinking",
  "couldn't stop thinking",
  'all i (?:can|could) (?:think about|see|picture)',
  'picturing',
  'imagining',
  'already (?:seeing|picturing|imagining|planning)',
  'obsess\\w*',
  'spiral\\w*',
  'dread\\w*',
  'lying awake',
  'lay awake',
);
const WORRY_ES = words(
  'segur[oa]',
  'convencid[oa]',
  'miedo',
  'panico',
  'terror',
  'pavor',
  'me aterra',
  'me asusta',
  'y si',
  'no paro de pensar',
  'no dejo de pensar',
  'pienso',
  'pensando',
  'imagin\\w*',
  'angustia\\w*',
  'ansiedad',
  'me come la cabeza',
  'me obsesion\\w*',
  'sin dormir',
  'no pegue ojo',
);

const BEHAVIOUR_DEFS: Record<SchemaKey, CueDef[][]> = {
  abandonment: [
    // Monitoring the other person's contact or whereabouts.
    near(
      2,
      words(
        'check\\w*',
        'refresh\\w*',
        'stare\\w*',
        'staring',
        're-?read\\w*',
        'reread',
        'scroll\\w* back',
        'watch\\w*',
        'track\\w*',
        'stalk\\w*',
        'counting',
        "couldn't put (?:my|the) phone down",
      ),
      words(
        'location',
        'last seen',
        'online',
        'read receipts?',
        'typing',
        'little dot',
        '(?:his|her|their) (?:texts|messages|replies|stories|story|instagram|profile|socials|status)',
        'our (?:last )?(?:chat|texts|messages|conversation)',
        'text(?:ed)? back',
        'repl(?:y|ied)',
        'the hours',
      ),
      5,
    ),
    cue(
      2,
      /\bsent (?:\d+|two|three|four|five|six|so many|a dozen)(?: \S+){0,3} (?:texts|messages|voice notes)\b|\b(?:double|triple)[- ]text\w*\b/,
    ),
    cue(
      1,
      /\b(?:hasn't|didn't|doesn't|haven't) (?:\w+ )?(?:texted|text|replied|reply|answered|called|written) (?:back|me)\b|\bleft (?:me )?on read\b/,
      { others: true },
    ),
    // Fear that the other person will leave, lose interest or be replaced.
    near(
      3,
      words(
        WORRY_EN,
        'feel like',
        'feeling that',
        'part of me',
        'my brain',
        'my stomach',
        'already decided',
        'i know',
        'i just know',
        'bet',
      ),
      words(
        '(?:leave|leaving|leaves|dump|dumping|ditch\\w*|replace|replacing) me',
        "(?:he's|she's|they're|he is|she is|they are) (?:done|over|finished) with me",
        '(?:get|gets|getting) (?:bored|tired|sick) of me',
        'lose interest',
        'losing interest',
        'pull(?:ing|s)? away',
        'drift(?:ing|s)? away',
        'someone (?:else|better)',
        'somebody (?:else|better)',
        '(?:stop|stops|stopped) (?:loving|wanting|caring about|needing) me',
        'find (?:a reason|an excuse) not to',
        "(?:won't|not) (?:come back|want me)",
        'forget (?:about )?me',
        'on (?:his|her|their) way out',
        'the beginning of the end',
        'how it (?:starts|begins)',
      ),
      8,
    ),
    cue(
      2,
      /\b(?:leave|leaving|dump|dumping|replace|replacing|forget about) me\b(?! alone| be| in peace| out\b)|\b(?:get|gets|getting) (?:bored|tired|sick) of me\b|\b(?:pull|pulls|pulling) away\b|\bsomeone better\b/,
    ),
    cue(
      2,
      /\bone day (?:he|she|they)(?:'ll| will|'re going to|'s going to| is going to| are going to)? (?:just )?(?:leave|go|be gone|stop (?:calling|texting|coming)|not come back|walk out)\b|\b(?:will|'ll|going to) forget (?:about )?me\b/,
    ),
    cue(
      2,
      /\b(?:so|so that) (?:he|she|they) (?:won't|doesn't|don't|wouldn't) (?:leave|go|get bored|lose interest|pull away|walk away)\b|\bcan't risk (?:that|it|losing)\b/,
    ),
    cue(
      2,
      /\b(?:stay|stayed|staying|lie|lay|lying|sit|sat|sitting) (?:up|awake)(?: \w+){0,2} (?:until|till) (?:he|she|they|i hear|i heard)\b/,
    ),
    cue(1, /\b(?:clingy|needy|gutted|abandoned|left behind)\b/),
    // ES
    near(
      2,
      words(
        'mir\\w*',
        'revis\\w*',
        'cheque\\w*',
        'relei',
        'releo',
        'releyendo',
        'contando',
        'esperando',
        'pendiente de',
      ),
      words(
        'ubicacion',
        'ultima conexion',
        'en linea',
        'conectad[oa]',
        'el visto',
        'los vistos',
        'doble check',
        'sus mensajes',
        'sus historias',
        'su respuesta',
        'que (?:me )?conteste',
        'que (?:me )?responda',
        'las horas',
      ),
      5,
    ),
    cue(
      1,
      /\btarda(?:ba)? en contestar\b|\bno me (?:contesto|contesta|contestaba|responde|respondio|escribe|escribio)\b|\bme dejo en visto\b/,
      { others: true },
    ),
    near(
      3,
      words(
        WORRY_ES,
        'siento que',
        'presiento',
        'tengo la sensacion',
        'ya (?:me )?(?:la|lo) (?:imagino|veo)',
        'se que',
      ),
      words(
        'me (?:deje|dejen|deja|dejan|dejara|va a dejar|van a dejar|iba a dejar)',
        'me (?:cambie|cambien|cambian|cambia|reemplace|reemplacen) por',
        'se (?:vaya|vayan|va a ir|iba a ir)',
        'se (?:canse|cansen|aburra|aburran|harte|va a cansar|va a aburrir) de mi',
        'se (?:aleje|alejen|esta alejando|va a alejar)',
        'con otr[oa]',
        'otr[oa] mejor',
        '(?:me )?(?:olvide|olviden|va a olvidar|van a olvidar)',
        'se (?:olvide|va a olvidar) de mi',
        'perderl[oa]s?(?! todo)',
        'despidiendo de mi',
        'soltar la mano',
        'no (?:vuelva|va a volver)',
      ),
      8,
    ),
    cue(
      3,
      /\b(?:tarde o temprano|al final|siempre|a la larga)(?: \w+){0,2} me (?:cambian|cambia|dejan|deja|abandonan|olvidan|sueltan|reemplazan)\b|\bse (?:va|van|iba|iban) a (?:cansar|aburrir|hartar|olvidar|alejar|ir) de mi\b/,
    ),
    cue(
      3,
      /\bme (?:iba|iban) a (?:dejar|abandonar|cambiar|reemplazar|olvidar)\b|\bme (?:cambian|cambiara|cambiaran) por (?:otr[oa]|alguien)\b/,
    ),
    cue(2, /\bpara que no se (?:vaya|vayan|canse|cansen|aleje|alejen|aburra)\b|\bme quedo despiert[oa] hasta que\b/),
    cue(
      2,
      /\b(?:termino|acabo) (?:siendo )?(?:la|el) que (?:se )?queda (?:afuera|fuera|atras|sol[oa])\b|\by si (?:me deja|se va|se cansa|se aburre|encuentra a otr[oa]|no vuelve)\b/,
    ),
  ],

  mistrust_abuse: [
    // Kindness read as a move; "what are they after".
    near(
      2,
      words(
        'nice',
        'kind',
        'friendly',
        'sweet',
        'generous',
        'compliment\\w*',
        'favou?rs?',
        'offer\\w*',
        'gift',
        'present',
        'coffee',
        'free',
        'help(?:ed|ing)?',
        'praise\\w*',
      ),
      words(
        'agenda',
        'angle',
        'catch',
        'after something',
        'wants? something',
        'want from me',
        'setup',
        'set up',
        'trap',
        'motive',
        'for free',
        'in return',
        "what (?:he|she|they)(?:'s|'re| is| are)? (?:really )?(?:after|up to)",
        "don't buy it",
        'suspicious',
        'suspect\\w*',
        'play(?:ing)? me',
        'owe (?:her|him|them)',
      ),
      8,
    ),
    cue(
      3,
      /\b(?:nobody|no one|nobody's|no one's)(?: is)? (?:that|this|ever) (?:nice|kind|generous|friendly|helpful) for (?:free|nothing|no reason)\b|\bthere's always a catch\b|\b(?:nobody|no one) does anything for free\b/,
    ),
    // What you share will be used against you.
    near(
      3,
      words('use', 'uses', 'used', 'using', 'twist\\w*', 'throw (?:it )?back', 'hold (?:it )?over'),
      words(
        'against (?:me|you)',
        'to hurt (?:me|you)',
        'whatever (?:you|i)',
        'anything (?:you|i)',
        'what (?:you|i) (?:tell|told|share|shared|give|hand)',
        'ammo',
        'ammunition',
      ),
      4,
    ),
    cue(
      2,
      /\b(?:give|hand|handing|giving) (?:people|them|anyone|others) (?:ammo|ammunition)\b|\b(?:it's|is|was|'s) (?:usually |always |probably |just |all )?(?:a |the )(?:setup|set up|trap|trick|con|scam)\b/,
    ),
    // People in general lie, use, betray, rip you off.
    near(
      2,
      words(
        'people',
        'everyone',
        'everybody',
        'nobody',
        'no one',
        'anyone',
        'men',
        'women',
        'they all',
        'coworkers',
        'colleagues',
        'landlords?',
        'mechanics?',
      ),
      words(
        'lie',
        'lies',
        'liars?',
        'lying',
        'betray\\w*',
        'stab\\w* (?:you|me) in the back',
        'backstab\\w*',
        'use (?:you|me|people)',
        'take advantage',
        'take what they can',
        'screw (?:you|me)',
        'rip (?:you|me) off',
        'fake',
        'two-faced',
        'loyal',
        'trustworthy',
        'out for themselves',
        'only (?:call|text|come around|show up|reach out) when they (?:want|need)',
        'smile at you',
      ),
      5,
    ),
    near(
      2,
      words(
        'sure',
        'convinced',
        'assumed?',
        'assuming',
        'bet',
        'knew',
        'obviously',
        'probably',
        'immediately thought',
        'first thought',
      ),
      words(
        'laughing at me',
        'talking about me',
        'lying (?:to|about)',
        'filming',
        'mocking',
        'setting me up',
        'plotting',
        'up to something',
        'after something',
        'behind my back',
        'rip(?:ping)? me off',
        'scam\\w*',
        'con(?:ning)? me',
        'cheating',
        'get back to',
        'hiding something',
        'screw(?:ing)? me',
      ),
      6,
    ),
    // Guarding: proof, records, checking, locking things up.
    cue(
      2,
      /\b(?:keep|kept|keeping|save|saved|saving) (?:screenshots|receipts|records|proof|evidence|a record|copies)\b|\bscreenshot (?:everything|every)\b|\bget (?:it|everything) in writing\b/,
    ),
    cue(1, /\b(?:sure it is|yeah right)\b|\bguard up\b|\bon my guard\b|\bsmall claims\b/),
    // ES
    near(
      2,
      words(
        'amable',
        'simpatic[oa]',
        'maj[oa]',
        'favor',
        'regalo',
        'ayuda\\w*',
        'se ofrecio',
        'se ofrece',
        'me ofrecio',
        'invit\\w*',
        'cumplido',
        'halag\\w*',
        'gratis',
      ),
      words(
        'algo a cambio',
        'que quiere',
        'que querra',
        'por interes',
        'por algo',
        'gato encerrado',
        'segundas intenciones',
        'trampa',
        'me la va a cobrar',
        'no me fio',
        'desconfi\\w*',
        'sospech\\w*',
        'algo busca',
        'algo querra',
        'sin que se lo pidas',
        'no me lo creo',
      ),
      8,
    ),
    near(
      2,
      words('la gente', 'todos', 'todo el mundo', 'nadie', 'los demas', 'cualquiera'),
      words(
        'mient\\w*',
        'traicion\\w*',
        'engan\\w*',
        'aprovech\\w*',
        'usa',
        'usan',
        'te usa',
        'falsos?',
        'falsas?',
        'leal',
        'de fiar',
        'va a lo suyo',
        'te la juega',
        'te clava',
        'cambia la historia',
        'te da vuelta',
        'cuando le conviene',
        'sacar (?:plata|dinero|tajada)',
        'timar\\w*',
        'estafar\\w*',
      ),
      5,
    ),
    cue(
      3,
      /\bnadie (?:es|da|hace) (?:leal|de fiar|nada gratis|nada a cambio de nada|nada porque si|nada por nada)\b|\b(?:me quiere(?:n)?|me (?:va|van) a|intentan|intenta) (?:sacar (?:plata|dinero|pasta)|timar(?:me)?|estafar(?:me)?|tomar el pelo|ver la cara)\b/,
    ),
    cue(
      3,
      /\bme (?:estan|esta|quieren|quiere|van a|va a) (?:serruchando el piso|serruchar el piso|haciendo la cama|hacer la cama|moviendo la silla)\b|\b(?:lo|me lo) (?:usaron|usan|usaran|utilizaron) (?:para hacerme dano|en mi contra|contra mi)\b/,
    ),
    near(
      2,
      words('segur[oa]', 'convencid[oa]', 'seguro que', 'fijo que'),
      words(
        'de mi',
        'mintiendo',
        'enganando',
        'criticando',
        'a mis espaldas',
        'por la espalda',
        'sacar (?:plata|dinero)',
        'timar\\w*',
        'estafar\\w*',
      ),
      6,
    ),
    cue(2, /\btener pruebas\b|\bguardo (?:captura|capturas|pruebas|copia|copias)\b|\ba mis espaldas\b/),
    cue(1, /\bsi,? claro\b|\bya,? claro\b|\bpor las dudas\b/),
  ],

  emotional_deprivation: [
    // Nobody asks, notices, looks after, knows me.
    near(
      2,
      words(
        'nobody',
        'no one',
        "nobody's",
        "no one's",
        'not one person',
        'not a single (?:person|soul)',
        'not once',
        'none of them',
        'never (?:once )?(?:has|have) anyone',
      ),
      words(
        'ask\\w*',
        'notic\\w*',
        'car(?:es|ed)',
        'check\\w* (?:on|in)',
        'came',
        'come',
        'listen\\w*',
        'hug\\w*',
        'comfort\\w*',
        'understands?',
        'knows? me',
        'actually knows',
        'looked after',
        'look after',
        'took care',
        'there for',
        'held me',
        'remember\\w*',
        'showed up',
        'ring',
        'call\\w*',
      ),
      5,
    ),
    cue(
      3,
      /\b(?:no one|nobody)(?: \w+){0,4} (?:has |had )?(?:ever )?(?:asks|asked|ask) (?:me )?(?:how i|what i|how i'm|if i'm|what's going on (?:with|inside|in) (?:me|my))\b/,
    ),
    cue(
      3,
      /\b(?:no one|nobody)(?:'s| has| had)? (?:ever )?(?:looked after|taken care of|took care of|cared for|comforted|held|hugged|checked on) me\b/,
    ),
    cue(3, /\b(?:nobody|no one) (?:really |actually )?wants to (?:know|hear about|listen to) (?:me|mine|my \w+)\b/),
    cue(
      3,
      /\bnot (?:one|a single) (?:person|soul|friend)\b(?: \S+){0,5} (?:knows me|gets me|cares|asks|asked|ring|call|text|talk to|turn to|lean on|understands me|check on me)\b/,
    ),
    cue(
      3,
      /\b(?:quit|stopped|stop|gave up|given up) (?:hoping|expecting|waiting)(?: for)?(?: that)? (?:anybody|anyone|somebody|someone|people) (?:would|will|to|'d)\b|\b(?:still )?waiting for (?:someone|somebody|anyone|anybody) to (?:ask|care|notice|check on me|see me|listen|hold me|hug me|look after me)\b/,
    ),
    // Lonely among people, since always.
    cue(1, /\b(?:lonely|loneliness|invisible|unseen|starving|empty|crickets)\b/),
    cue(
      2,
      /\b(?:alone|lonely) even (?:with|when|in|around)\b|\blonely in a crowd\b|\bsurrounded (?:by people )?(?:and|but) (?:alone|lonely|invisible)\b/,
    ),
    near(
      2,
      words('alone', 'lonely', 'nobody', 'no one', 'never', 'invisible'),
      words(
        'as long as i can remember',
        'since forever',
        'since i was (?:a kid|little|small)',
        'my whole life',
        'all my life',
        'as a kid',
        'growing up',
        'not as a kid',
        'always been that way',
        'always been like (?:that|this)',
      ),
      6,
    ),
    // Care that is practical but never emotional.
    then(
      2,
      words('never', "doesn't", "don't", 'nobody', 'no one'),
      words(
        "asks? (?:me )?(?:how i|what's going on|about my)",
        'asks? what',
        "what's going on inside",
        "how i (?:feel|am|'m doing)",
      ),
      4,
      { others: true },
    ),
    cue(
      2,
      /\b(?:i'm|i am) always the one (?:who )?(?:listens|asks|checks in|calls|texts|remembers|shows up|reaches out)\b/,
    ),
    // ES
    near(
      2,
      words('nadie', 'ni una persona', 'ninguno', 'ninguna', 'ni uno', 'ni una'),
      words(
        'pregunt\\w*',
        'llam\\w*',
        'cuid\\w*',
        'escuch\\w*',
        'abraz\\w*',
        'entiend\\w*',
        'entend\\w*',
        'not[oa]',
        'se entero',
        'se dio cuenta',
        'se acord\\w*',
        'vino',
        'aparecio',
        'me ve',
        'me vio',
        'me ha visto',
        'me conoce',
        'estuvo',
        'esta para mi',
        'se preocup\\w*',
        'apoy\\w*',
      ),
      5,
    ),
    cue(
      3,
      /\bnadie me (?:ha|habia) (?:visto|conocido|entendido|cuidado|abrazado|escuchado)\b|\b(?:sigo )?esperando (?:a )?que alguien (?:me )?(?:pregunte|cuide|escuche|abrace|llame|se preocupe|vea)\b/,
    ),
    cue(2, /\ba mi nadie me\b|\b(?:tampoco lo esperaba|ya no espero nada de nadie|no espero que nadie)\b/),
    cue(1, /\bsol[oa] desde siempre\b|\bme siento sol[oa]\b|\bsoledad\b|\binvisible\b/),
    near(
      2,
      words(
        'de (?:chic|pequen|nin)[oa]s?',
        'en mi casa',
        'mis padres',
        'mis papas',
        'de siempre',
        'desde siempre',
        'nunca',
      ),
      words('carino', 'abrazos?', 'afecto', 'te quiero', 'me (?:preguntaba|escuchaba|cuidaba|abrazaba)', 'preguntaba'),
      6,
    ),
  ],

  defectiveness_shame: [
    // Being seen through: they'll find out what I really am.
    near(
      3,
      words(
        'find out',
        'found out',
        'finds out',
        'figure out',
        'realise',
        'realize',
        'see through',
        'see (?:me )?properly',
        'see the real',
        'seen the real',
        "(?:haven't|hasn't) seen (?:the real|who i)",
        'catch on',
        'get to know me',
        'know me',
        'see me',
        'notice',
        'finally saw',
        'everyone (?:can|could) (?:tell|see)',
        'getting caught',
        'exposed',
      ),
      words(
        'what i (?:really )?am',
        'who i (?:really )?am',
        "what i'm (?:really )?like",
        'the real me',
        "i'm (?:a )?(?:fraud|fake|stupid|useless|boring|nothing|broken)",
        "i'm not (?:really |actually )?(?:good|smart|clever|talented|as good)",
        'not (?:really )?as good as',
        "what (?:he's|she's|they're) doing with me",
        'wonder (?:what|why)',
        'the thing i (?:try to )?hide',
        "i don't belong",
        'the broken one',
      ),
      10,
    ),
    cue(
      3,
      /\bthe (?:broken|ugly|stupid|defective|unlovable|pathetic|damaged|worst|embarrassing|screwed up|messed up|boring) one\b/,
    ),
    cue(
      3,
      /\b(?:what|why) (?:is )?(?:he|she|they)(?:'s|'re| is| are)? (?:even )?(?:doing|bothering) with (?:someone like )?me\b|\bwhy would (?:anyone|anybody|someone|he|she|they|people)(?: \w+)? (?:want|like|love|choose|pick|date|invite)(?: to (?:be with|date|see))? me\b/,
    ),
    // Shame about the whole self (body, voice, origin).
    near(
      3,
      words('ashamed', 'shame', 'embarrassed', 'humiliated', 'mortified', 'disgusted', 'hate'),
      words(
        'myself',
        'of me',
        'who i am',
        'what i am',
        'the whole of me',
        'all of me',
        'everything about me',
        "where i'm from",
        'where i come from',
        'how i (?:talk|look|sound)',
        'my (?:body|face|accent|voice|laugh|skin)',
        'the way i (?:look|talk)',
      ),
      4,
    ),
    // Hiding the self, comparisons, pity.
    near(
      2,
      words(
        'hide',
        'hid',
        'hiding',
        'cover\\w*',
        'camera off',
        'mask',
        'so (?:nobody|no one) (?:sees|finds out|notices)',
        'so nobody finds out',
      ),
      words(
        'my (?:body|face|skin|accent|laugh|voice)',
        'myself',
        'who i am',
        'the real me',
        'how i look',
        'the way i look',
        "what's underneath",
        'because of me',
        'how (?:stupid|useless|dumb|bad) i am',
      ),
      5,
    ),
    cue(
      2,
      /\bso (?:that )?(?:nobody|no one|they|people)(?: \w+)? (?:finds|find|will find|would find) out\b|\bwhat's underneath\b|\bnot because of (?:my|the) \w+\b/,
    ),
    cue(
      3,
      /\b(?:everyone|everybody|they|all of them) (?:else )?(?:is|are|seems?) (?:so |just )?(?:better|smarter|prettier|more (?:\w+)) than me\b|\bnot as good as the rest\b/,
    ),
    near(
      2,
      words(
        'out of pity',
        'felt sorry for me',
        'feel sorry for me',
        'must have needed',
        "must've needed",
        'to fill (?:a|the) (?:table|seat|spot)',
        'being polite',
        'just being nice',
      ),
      words('invite\\w*', 'asked me', 'with me', 'me there', 'picked me', 'chose me', 'compliment\\w*', 'said'),
      6,
    ),
    cue(
      2,
      /\b(?:fraud|impostor|imposter)\b|\b(?:i'm|i feel|i look) (?:so |really |just )?(?:ugly|gross|hideous|repulsive|disgusting)\b/,
    ),
    cue(
      3,
      /\b(?:embarrassed|ashamed|humiliated) (?:of|by) (?:myself|who i am)\b|\b(?:i'm|i am) (?:so |just |such )?(?:unlovable|repulsive|hideous|damaged goods|an embarrassment)\b/,
    ),
    // ES
    near(
      3,
      words(
        'se (?:den|dieran|daran|van a dar|iban a dar|va a dar|dio|dieron) cuenta',
        'descubr\\w*',
        'se (?:va a )?not(?:e|a|ar|ara)',
        'vean',
        'vieran',
        'conozcan',
        'conocieran',
        'pillen',
        'me vean',
      ),
      words(
        'poca cosa',
        'no valgo',
        'no sirvo',
        'lo que soy',
        'como soy',
        'quien soy',
        'fraude',
        'farsante',
        'impostor\\w*',
        'inutil',
        'tont[oa]',
        'no soy (?:tan |lo )?(?:buen[oa]|list[oa]|suficiente)',
        'lo que yo veo',
        'de segunda',
      ),
      8,
    ),
    near(
      3,
      words('verguenza', 'avergonzad[oa]', 'me averguenzo', 'asco'),
      words(
        'de mi',
        'mi mism[oa]',
        'quien soy',
        'como soy',
        'ser yo',
        'ser como soy',
        'mi (?:risa|voz|cuerpo|cara|acento)',
        'como hablo',
        'de donde vengo',
        'por dentro',
      ),
      4,
    ),
    cue(
      3,
      /\blo poco que valgo\b|\bno valgo (?:lo que|tanto|nada|mucho)\b|\bque no valgo\b|\bvalgo (?:muy )?poco\b|\bno estoy a la altura\b/,
    ),
    cue(
      3,
      /\bpersona de segunda\b|\b(?:podrid[oa]|rot[oa]|defectuos[oa]) por dentro\b|\b(?:soy yo|yo soy|es de mi) lo que no me gusta\b|\bno me gusto a mi mism[oa]\b|\bno me soporto\b/,
    ),
    cue(
      2,
      /\bquien soy yo para (?:opinar|pedir|quejarme|decir|exigir)\b|\bpor (?:lastima|pena|compromiso)\b|\bde relleno\b|\bpara rellenar\b/,
    ),
    cue(
      2,
      /\bsi me (?:ponen|ven|conocen) (?:mas )?(?:a la vista|de cerca|bien|de verdad)\b|\bverguenza de (?:siempre|ser (?:yo|como soy))\b/,
    ),
  ],

  dependence_incompetence: [
    // Handing tasks and choices to someone else.
    then(
      2,
      String.raw`(?:asked|ask|asking|called|call|calling|texted|text|texting|rang|ring|phoned|messaged|waited for|wait for|checked with|ran it by|run it by|begged|got|had|made) ${FAMILY_EN}`,
      words(
        'decide',
        'choose',
        'pick',
        'do it for me',
        'tell me what to do',
        'what to do',
        'what to say',
        'which (?:one|\\w+ to)',
        'so (?:she|he|they) could',
        'do (?:these|those|all these) things',
        'for help',
      ),
      6,
    ),
    near(
      2,
      words(FAMILY_EN, 'someone', 'somebody', 'the guy', 'a coworker', 'a colleague'),
      words(
        'decide for me',
        'choose for me',
        'pick for me',
        'do it for me',
        'tell me what to do',
        'do (?:these|those|all these) things for me',
      ),
      6,
    ),
    near(
      3,
      words(
        "can't",
        "couldn't",
        'unable to',
        'no idea how to',
        "don't know how to",
        "didn't know how to",
        "wouldn't know how to",
        'never learned (?:how )?to',
        'not knowing how to',
        'not capable',
      ),
      words(
        'on my own',
        'by myself',
        'alone',
        'without (?:help|him|her|them|someone|somebody|my \\w+|asking|someone telling me|texting|calling|checking with)',
        'a single thing',
        'the basics',
        'any of it',
        'adult',
      ),
      6,
    ),
    cue(
      3,
      /\bto (?:just )?(?:pick|choose|decide) for me\b|\balways (?:has|have|had) to (?:do|handle|sort|deal with|fill|take care of)(?: \w+){0,3} for me\b/,
    ),
    cue(
      3,
      /\b(?:couldn't|can't) (?:choose|decide|pick)(?: \w+){0,4} (?:without|until) (?:someone|somebody|asking|my \w+|him|her|them|checking)\b/,
    ),
    cue(
      1,
      /\b(?:froze|freeze|frozen|blanked|helpless|lost)\b|\blike a (?:lost |little |helpless )?(?:kid|child|toddler|baby)\b|\buse your (?:own )?(?:judgement|judgment)\b/,
    ),
    cue(
      2,
      /\b(?:tell|told|telling) me what to do\b|\b(?:he'll|she'll|they'll|someone will) (?:do|sort|handle|fix) it\b/,
    ),
    // ES
    near(
      2,
      words(
        'le pregunte',
        'les pregunte',
        'le pregunto',
        'les pregunto',
        'llame a',
        'llamo a',
        'le escribi',
        'les escribi',
        'espere a que',
        'le pedi',
        'le pido',
        'consulte',
        'consulto',
        'se lo pase',
        'se lo di',
        'se lo deje',
      ),
      words(FAMILY_ES, 'alguien'),
      3,
    ),
    near(
      2,
      words(FAMILY_ES, 'alguien', 'ella', 'el'),
      words(
        'decida por mi',
        'decidiera por mi',
        'decide por mi',
        'elegir',
        'elij\\w*',
        'que hacer',
        'que me pongo',
        'que contest\\w*',
        'que responder',
        'lo haga',
        'lo hiciera',
        'me lo resuelva',
        'me (?:lo )?resuelve',
        'me ayude',
        'me diga',
        'me dijera',
        'llamara',
        'tenga tiempo',
      ),
      6,
    ),
    near(
      3,
      words(
        'no se',
        'no puedo',
        'no soy capaz',
        'no me veo capaz',
        'no pude',
        'no supe',
        'no sabria',
        'incapaz',
        'no se ni',
      ),
      words(
        'sol[oa]',
        'por mi cuenta',
        'por mi mism[oa]',
        'sin (?:ayuda|alguien|nadie|el|ella|mi \\w+|preguntar|consultar)',
        'funcionar sin',
        'por donde empezar',
      ),
      6,
    ),
    cue(
      1,
      /\bme (?:congele|bloquee|bloqueo|paralice|quede en blanco)\b|\b(?:me senti|me siento|como) (?:un|una) (?:nena|nene|nino|nina|cria|crio|bebe)\b/,
    ),
  ],

  vulnerability_to_harm: [
    // Worst-case health thoughts.
    near(
      3,
      words(
        WORRY_EN,
        'googl\\w*',
        'looked up',
        'searched',
        'symptoms',
        'second opinion',
        'neurologist',
        'doctors? (?:miss|missed)',
      ),
      words(
        'cancer',
        'tumou?rs?',
        'stroke',
        'heart attack',
        'aneurysm',
        'melanoma',
        'sepsis',
        'meningitis',
        'leukemia',
        'something serious',
        'serious illness',
        'dying',
        'too late',
        'fatal',
        'terminal',
      ),
      8,
    ),
    near(
      2,
      words('headache', 'lump', 'mole', 'rash', 'chest pain', 'twinge', 'cough', 'ache', 'pain'),
      words(WORRY_EN, 'googl\\w*', 'second opinion', 'too late', 'symptoms'),
      8,
    ),
    // Accidents, crime, disaster.
    near(
      3,
      words(WORRY_EN, 'all i (?:can|could) see', 'i can see', 'already see'),
      words(
        'crash\\w*',
        'accident',
        'fire',
        'burn\\w* down',
        'explo\\w*',
        'robbed',
        'mugged',
        'break(?:s|ing)? in',
        'broke in',
        'break-in',
        'intruder',
        'someone (?:in|downstairs)',
        'attack\\w*',
        'kidnap\\w*',
        'drown\\w*',
        'going over the edge',
        'over the edge',
        'collapse\\w*',
        'killed',
        'ambulance',
        'funeral',
        'gas leak',
      ),
      8,
    ),
    // Money catastrophe.
    near(
      3,
      words(WORRY_EN, 'start of', 'going to', 'already decided'),
      words(
        'lose everything',
        'losing everything',
        'losing (?:the|our|my) (?:house|flat|apartment|home)',
        'lose (?:the|our|my) (?:house|flat|apartment|home)',
        'homeless',
        'on the street',
        'bankrupt',
        'evicted',
        'then everything',
      ),
      8,
    ),
    // Safety behaviours.
    cue(
      2,
      /\b(?:check\w*|re-check\w*)(?: \w+){0,2} (?:the )?(?:locks?|doors?|stove|oven|gas|windows|hob|iron)\b(?: \S+){0,4} (?:again|twice|\d+ times|three times|several times|before)\b/,
    ),
    cue(
      1,
      /\b(?:noise|sound|bang|footsteps) (?:downstairs|outside|in the night|at night)\b|\b(?:911|999|112)\b|\bsat up (?:till|until)\b|\bworst[- ]case\b/,
    ),
    cue(
      2,
      /\b(?:won't|don't|can't|never) (?:fly|drive at night|take the (?:train|bus|subway|tube)|go out (?:at night|alone))\b|\bwhat if (?:the plane|the car|something happens|we crash|we get robbed)\b/,
    ),
    cue(
      3,
      /\b(?:always|constantly) (?:waiting|bracing) for (?:the )?(?:disaster|catastrophe|something (?:bad|terrible|awful) to happen|a tragedy)\b/,
    ),
    // ES
    near(
      3,
      words(WORRY_ES, 'busque', 'googlee', 'mire en internet', 'vivo pensando', 'vivo con miedo', 'sintomas'),
      words(
        'cancer',
        'tumor',
        'enfermedad grave',
        'algo grave',
        'infarto',
        'ictus',
        'morirme',
        'me muero',
        'accidente',
        'choque',
        'se estrell\\w*',
        'incendi\\w*',
        'explot\\w*',
        'me roban',
        'me roben',
        'me van a robar',
        'asalt\\w*',
        'ladrones',
        'desgracia',
        'tragedia',
        'catastrofe',
        'la ruina',
        'en la calle',
        'perderlo todo',
        'algo malo',
        'le pase algo',
        'me pase algo',
        'nos pase algo',
      ),
      8,
    ),
    cue(
      3,
      /\b(?:pienso|creo|segur[oa]|miedo|convencid[oa]) (?:de )?que (?:alguien|algun ladron|alguno|ladrones) (?:va a|vaya a|pueda|puede|van a) (?:entrar|meterse|forzar)\b|\bya me veo (?:en el hospital|muert[oa]|enferm[oa]|en la calle|sin (?:casa|trabajo|nada))\b/,
    ),
    cue(
      3,
      /\b(?:la )?(?:desgracia|tragedia|catastrofe)(?: \w+){0,2} (?:esta|anda|acecha)(?: \w+){0,2} (?:a la vuelta de la esquina|cerca|esperando)\b/,
    ),
    cue(
      2,
      /\b(?:va|iba|puede|pueda|podria) a (?:explotar|arder|incendiarse|estallar|derrumbarse)\b|\b(?:en cuanto|apenas) me descuid\w+\b/,
    ),
    cue(
      2,
      /\brevis\w*(?: \w+){0,2} (?:la )?(?:cerradura|puerta|gas|horno|ventanas|llave)\b(?: \S+){0,3} (?:veces|otra vez|antes)\b/,
    ),
    cue(
      1,
      /\bno era nada\b|\ba la vuelta de la esquina\b|\b(?:llame|llamo) a (?:la compania del gas|los bomberos|urgencias|emergencias)\b/,
    ),
  ],

  subjugation: [
    // Going along to avoid someone's anger.
    near(
      3,
      words(
        'said yes',
        'say yes',
        'agreed',
        'went along',
        'go along',
        'gave in',
        'give in',
        'caved',
        'nodded',
        'kept quiet',
        'stayed quiet',
        'kept my mouth shut',
        'bit my tongue',
        'held my tongue',
        "didn't say (?:anything|a word|no)",
        'said nothing',
        "didn't argue",
        "didn't push back",
        'backed down',
        'apologi[sz]ed',
        'did it anyway',
        'let (?:him|her|them) (?:decide|choose|pick|have)',
      ),
      words(
        'angry',
        'mad',
        'upset',
        'annoyed',
        'pissed',
        'disappoint\\w*',
        'a fight',
        'an argument',
        'a scene',
        'drama',
        'a whole thing',
        'start (?:a|something)',
        'blow up',
        'sulk\\w*',
        'silent treatment',
        'rock the boat',
        'keep the peace',
        'to avoid',
        'not worth (?:the|a) (?:fight|argument|drama)',
        'a no would',
      ),
      10,
    ),
    cue(
      3,
      /\b(?:didn't|don't|did not|never|doesn't) want (?:him|her|them|anyone|anybody|people|my \w+|everyone) (?:to be |to get |getting |being )?(?:angry|mad|upset|annoyed|cross|pissed)(?: (?:with|at) me)?\b/,
    ),
    cue(
      3,
      /\b(?:rather|prefer to|easier to|safer to)(?: \w+){0,5} than (?:have|make|get|see) (?:him|her|them|anyone|people|my \w+) (?:annoyed|angry|mad|upset|cross|disappointed)\b/,
    ),
    near(
      2,
      words(
        'said yes',
        'agreed',
        'went along',
        'went',
        'did it',
        'gave in',
        'said ok',
        'said okay',
        'said sure',
        'said fine',
      ),
      words(
        "didn't want to",
        "don't want to",
        "wasn't ready",
        "i'm not ready",
        'not ready',
        "didn't agree",
        'disagree\\w*',
        'had (?:other )?plans',
        'hated',
        'even though',
        'before (?:she|he|they) finished',
        'without thinking',
      ),
      8,
    ),
    cue(
      2,
      /\bsilent treatment\b|\bfreeze(?:s)? me out\b|\bfroze me out\b|\bcold shoulder\b|\bwhatever (?:he|she|they) (?:wants|want|says|say)\b/,
    ),
    cue(1, /\bjust nodded\b|\b(?:so )?yes,? sure\b|\bsaid yes\b|\bwent along\b/),
    // ES
    near(
      3,
      words(
        'dije que si',
        'digo que si',
        'acepte',
        'acepto',
        'cedi',
        'cedo',
        'me calle',
        'me callo',
        'no dije nada',
        'ni protest\\w*',
        'no protest\\w*',
        'asenti',
        'le di la razon',
        'le doy la razon',
        'hice lo que',
        'hago lo que',
        'me aguante',
        'me achico',
        'se lo preste',
        'le dije que si',
        'dije "?dale',
        'dije "?vale',
      ),
      words(
        'para no (?:discutir|pelear|molestar|enfadar|enojar|incomodar)',
        'por no (?:discutir|pelear)',
        'se enoj\\w*',
        'se enfad\\w*',
        'se molest\\w*',
        'molest[oa] conmigo',
        'enojad[oa] conmigo',
        'enfadad[oa] conmigo',
        'bronca',
        'pelea',
        'discusion',
        'drama',
        'lio',
        'conflicto',
        'sin hablarme',
        'ley del hielo',
        'mala cara',
        'me paraliza',
        'me miro raro',
      ),
      10,
    ),
    near(
      2,
      words('dije que si', 'acepte', 'fui', 'lo hice', 'se lo preste', 'le dije que si', 'me toco'),
      words(
        'aunque no (?:queria|quiero|me apetecia|tenia ganas|estaba list[oa])',
        'sin ganas',
        'no me apetecia',
        'no queria',
        'tenia planes',
        'aunque lo necesitaba',
        'sin pensarlo',
        'sin pensar',
        'odiandome',
      ),
      8,
    ),
    cue(3, /\b(?:le |les )?digo que si a todo\b|\bsiempre me achico\b/),
    cue(
      2,
      /\bsi (?:la|lo|le|les|los) (?:contradigo|llevo la contraria|digo que no|discuto|planto cara)\b|\bley del hielo\b|\b(?:una semana|dias|semanas) sin hablarme\b/,
    ),
    cue(
      2,
      /\bpor no (?:abrir la boca|decir nada|decir que no|quejarme|protestar)\b|\b(?:y )?yo (?:acepto|obedezco|me callo|cedo)\b|\bme achico\b|\bquien soy yo para (?:opinar|decir|quejarme|pedir)\b/,
    ),
    cue(1, /\b(?:decide|elige|manda) (?:hasta|todo)\b|\bno dije nada\b|\bdije que si\b/, { others: true }),
  ],

  self_sacrifice: [
    // Helping while depleted, at one's own cost.
    near(
      2,
      words(
        'help\\w*',
        'cover\\w*',
        'cook\\w*',
        'drove',
        'driving',
        'babysit\\w*',
        'picked up',
        'look(?:ed|ing)? after',
        'took care',
        'taking care',
        'lent',
        'loaned',
        'stayed up',
        'sat with',
        'listened to',
        'ran errands',
        'hosting',
        'host',
        'said yes',
        "did (?:everyone|everybody)'s",
        'did (?:their|her|his)',
      ),
      words(
        'exhausted',
        'drained',
        'no time',
        "haven't (?:eaten|slept)",
        "didn't (?:eat|sleep)",
        "didn't do my own",
        'skipped (?:lunch|dinner|my)',
        'cancel\\w* my',
        'my own',
        'sick',
        'fever',
        'burn\\w* out',
        'running on empty',
        'a \\d+ week old',
        'even though i',
      ),
      8,
    ),
    // Guilt for resting or choosing oneself.
    near(
      3,
      words('guilt\\w*', 'selfish', 'bad person'),
      words(
        'rest\\w*',
        'nap\\w*',
        'bath',
        'massage',
        'day off',
        'time (?:off|for myself|to myself)',
        'for myself',
        'me time',
        'said no',
        'saying no',
        'treat\\w*',
        'a break',
        'sat down',
        "wasn't (?:\\w+ )?helping",
        'not helping',
        "wasn't there",
      ),
      6,
    ),
    // Others' needs ranked above one's own.
    cue(
      3,
      /\b(?:his|her|their|everyone's|everyone else's|other people's|others') (?:stress|needs|feelings|problems|comfort|happiness|plans|time) (?:matter|matters|count|counts|come|comes|is|are) (?:more|first|before mine|ahead of mine)\b/,
    ),
    cue(
      2,
      /\b(?:did|do|doing|done) (?:everyone's|everybody's) (?:part|share|work|bit)\b|\b(?:i'm|i am) (?:always )?the one who (?:covers|picks up|does|stays|cleans|cooks|drives|organises|organizes|gives|helps|lends|says yes)\b/,
    ),
    // ES
    near(
      2,
      words(
        'cuid\\w*',
        'ayud\\w*',
        'llevo',
        'llevando',
        'lleve',
        'recojo',
        'recogi',
        'cocino',
        'cocine',
        'cocinando',
        'prest\\w*',
        'cubr\\w*',
        'acompan\\w*',
        'escuch\\w*',
        'me encargo',
        'me encargue',
        'hago todo',
        'hice todo',
        'pague',
      ),
      words(
        'agotad[oa]',
        'reventad[oa]',
        'sin dormir',
        'sin comer',
        'sin haber comido',
        'enferm[oa]',
        'con fiebre',
        'lo mio',
        'mis cosas',
        'mis planes',
        'la ultima',
        'el ultimo',
        'aunque (?:estoy|estaba|lo necesitaba)',
        'me come la culpa',
        'doy y doy',
      ),
      8,
    ),
    near(
      3,
      words('culpa', 'culpable', 'egoista', 'mala persona'),
      words(
        'descans\\w*',
        'me cuido',
        'para mi',
        'mi tiempo',
        'masaje',
        'siesta',
        'dia libre',
        'digo que no',
        'decir que no',
        'me quedo (?:un dia )?en la cama',
        'me tomo',
        'por los demas',
      ),
      8,
    ),
    cue(
      3,
      /\bsiempre soy (?:yo )?(?:la|el) que (?:pone|presta|lleva|cuida|ayuda|cubre|carga|da|hace todo|se encarga|paga|cede)\b|\bsi no lo hago yo,? no lo hace nadie\b/,
    ),
    cue(
      2,
      /\bsoy (?:yo )?(?:la|el) que (?:pone|presta|lleva|cuida|ayuda|cubre|carga|da|hace todo|se encarga)\b|\b(?:ella|el|ellos|ellas) lo necesita(?:n)? mas\b|\bdoy y doy\b|\b(?:haciendo|hacer) (?:cosas )?por los demas\b|\bno me perdonaria (?:que|si)\b/,
    ),
  ],

  insufficient_self_control: [
    // Consumption past one's own limit.
    near(
      2,
      words(
        'ate',
        'eaten',
        'binge\\w*',
        'bought',
        'spent (?:\\d+|money|my|all)',
        'ordered',
        'scroll\\w*',
        'drank',
        'smok\\w*',
        'vap\\w*',
        'gambl\\w*',
        'bet',
        'gaming',
        'snack\\w*',
        'online shopping',
        'takeout',
        'takeaway',
        'delivery',
        'cigarettes?',
        'renew\\w*',
      ),
      words(
        'again',
        'the whole (?:bag|box|pack|packet|tub|pizza|thing|bottle|season)',
        'till \\d',
        'until \\d',
        'at \\d+ ?am',
        'at midnight',
        "couldn't stop",
        "can't stop",
        'even though',
        'promised',
        'told myself',
        'swore',
        "said i wouldn't",
        'one more',
        'budget',
        'no-spend',
        'diet',
        'regret\\w*',
        'relaps\\w*',
        'streak',
        'day \\d+',
        'i always cave',
        'i never last',
      ),
      8,
    ),
    cue(
      3,
      /\b(?:blew|blown|blow|blowing|busted|wrecked) (?:my|the|our) (?:whole |entire )?(?:budget|diet|savings|streak)\b|\b(?:couldn't|could not) stop (?:scrolling|eating|spending|buying|drinking|snacking|gaming|smoking|shopping|watching|playing|bingeing|binging|ordering)\b/,
    ),
    cue(2, /\bi (?:always|just|totally) (?:cave|caved|crack|cracked|relapse|relapsed)\b|\bi never last\b/),
    // Outbursts and low frustration tolerance.
    near(
      2,
      words(
        'yell\\w*',
        'snap\\w*',
        'shout\\w*',
        'scream\\w*',
        'blew up',
        'lost it',
        'lost my temper',
        'rage\\w*',
        'slammed',
        'exploded',
        'hung up on',
        'fired off',
        "i'm gone",
      ),
      words(
        "couldn't help",
        'before i could',
        'regret\\w*',
        'over nothing',
        'tiny',
        'little thing',
        'for no reason',
        "can't (?:handle|stand|sit with|tolerate|wait)",
        'no patience',
        'zero patience',
        'a match',
        'without thinking',
        'crawl back',
        'like actually',
      ),
      8,
    ),
    cue(
      3,
      /\b(?:can't|couldn't|can never) (?:sit with|tolerate|handle|stand) (?:being )?(?:frustrated|bored|uncomfortable|the frustration|the boredom|discomfort)\b/,
    ),
    cue(
      2,
      /\bmy (?:patience|temper|fuse) is (?:a match|short|nonexistent|zero|gone)\b|\bshort fuse\b|\bzero patience\b/,
    ),
    // Procrastination and broken resolutions.
    near(
      2,
      words(
        'told myself',
        'telling myself',
        'promised myself',
        'promising myself',
        'swore',
        'said i would',
        "said i'd",
        'started at',
        'due (?:tomorrow|tmrw|today|in the morning)',
        'last minute',
        'night before',
      ),
      words(
        'start',
        'started',
        'study',
        'instead',
        'every time',
        'still do it',
        'again',
        'all week',
        'monday',
        'how this goes',
        '\\d+ ?am',
        'lasted',
      ),
      10,
    ),
    cue(2, /\b(?:still|always) do it (?:anyway|every time|again)\b|\bknow exactly how this goes\b/),
    // ES
    near(
      2,
      words(
        'me comi',
        'comi',
        'comiendo',
        'compr[eo]',
        'me compre',
        'comprando',
        'gaste',
        'gasto',
        'me gaste',
        'gastando',
        'ped\\w*',
        'fum\\w*',
        'beb\\w*',
        'apost\\w*',
        'scroll\\w*',
        'atracon\\w*',
        'picar',
        'piqu\\w*',
      ),
      words(
        'otra vez',
        'de nuevo',
        'entero',
        'entera',
        'hasta las \\d',
        'de madrugada',
        'no pude parar',
        'sin parar',
        'me habia prometido',
        'me prometi',
        'me jure',
        'presupuesto',
        'dieta',
        'arrepent\\w*',
        'recaida',
        'volvi a',
        'del alquiler',
        'ya me compre',
      ),
      8,
    ),
    near(
      2,
      words(
        'grit\\w*',
        'explot\\w*',
        'conteste fatal',
        'le conteste',
        'perdi los nervios',
        'perdi la paciencia',
        'estalle',
        'colgue',
        'lo mande',
        'lo envie',
      ),
      words(
        'arrepent\\w*',
        'sin pensar',
        'por nada',
        'de nuevo',
        'otra vez',
        'no aguanto',
        'no soporto',
        'no tengo paciencia',
        'me saco de quicio',
        'igual',
      ),
      8,
    ),
    near(
      2,
      words('me apunte', 'empece', 'empiezo', 'me inscribi', 'propositos?', 'deje de (?:fumar|beber|comprar)'),
      words(
        'lo deje',
        'lo dejo',
        'abandon\\w*',
        'no voy a ninguna',
        'no fui',
        'deje de ir',
        'me duran?',
        'a la semana',
        'a los dos dias',
        'ya me compre',
        'nada',
      ),
      12,
    ),
    cue(
      3,
      /\bno (?:pude|pudo|consegui|fui capaz de) (?:parar(?:me)?|frenarme|controlarme|contenerme|resistirme)\b|\bno aguanto ni (?:un segundo|un minuto|un momento)\b/,
    ),
    cue(
      2,
      /\bsiempre (?:caigo|acabo cayendo|termino cayendo)\b|\bvuelvo a caer\b|\b(?:volvi|vuelvo|he vuelto) a (?:fumar|beber|comprar|apostar|gastar|caer)\b/,
    ),
    cue(1, /\bapuestas\b|\bcasino\b|\bme (?:saco|saca) de quicio\b/),
  ],

  unrelenting_standards: [
    // Reworking what is already done or approved.
    near(
      2,
      words(
        'redo\\w*',
        'redid',
        'rewr\\w*',
        'rewrote',
        're-?check\\w*',
        're-?read\\w*',
        're-?watch\\w*',
        'revis\\w*',
        'fix\\w*',
        'tweak\\w*',
        'polish\\w*',
        'proofread\\w*',
        'went over',
        'double[- ]check\\w*',
        'rehears\\w*',
        'scrubbed',
        'reorganis\\w*',
        'reorganiz\\w*',
        'studied',
      ),
      words(
        '\\d+ times',
        'times',
        'again and again',
        'over and over',
        'all night',
        'till \\d',
        'until \\d',
        'at \\d+ ?am',
        'midnight',
        'already (?:approved|done|fine|good|submitted|sent|said)',
        'look(?:ed)? great',
        'nobody (?:asked|would notice|noticed)',
        'no one (?:asked|would notice|noticed)',
        'day off',
        'every (?:detail|line|word|flaw)',
        'to find what',
      ),
      8,
    ),
    // Only the flaw registers after a success.
    near(
      2,
      words(
        'great',
        'praised',
        'complimented',
        'congratulat\\w*',
        'well done',
        'good job',
        'thrilled',
        'passed',
        'landed',
        'promoted',
        'raise',
        'nailed',
        'first time ever',
        'a b\\b',
        'every b',
      ),
      words(
        'only (?:thing )?i (?:can )?(?:think|see|remember|notice)',
        'all i (?:can )?(?:think|see|remember|notice)',
        'every flaw',
        'mistakes?',
        'typo',
        'should have caught',
        "should've caught",
        'annoyed',
        "wasn't under",
        "wasn't (?:good )?enough",
        'not good enough',
        "isn't done",
      ),
      10,
    ),
    // Rest as failure.
    near(
      2,
      words(
        'rest\\w*',
        'relax\\w*',
        'day off',
        'days off',
        'a break',
        'nap\\w*',
        'sofa',
        'couch',
        'doing nothing',
        'sit still',
        'switch off',
        'lie in',
      ),
      words(
        'lazy',
        'laziness',
        'wast\\w*',
        'falling behind',
        'unproductive',
        'productive',
        'earn\\w* it',
        'behind',
        'catch up',
        'get ahead',
      ),
      6,
    ),
    cue(
      3,
      /\b(?:always|there's always) (?:one more thing|something(?: else)?) (?:to fix|to improve|to redo|to change|that could be better)\b|\b(?:can't|can never|never) (?:just )?let (?:a thing|it|anything|something|things) be (?:good|good enough|enough|done)\b/,
    ),
    cue(
      3,
      /\b(?:resting|rest|relaxing|a day off|days off|taking a break|doing nothing|downtime) (?:feels|is|seems) (?:like )?(?:falling behind|wasting time|a waste|lazy|laziness|failing|unproductive)\b/,
    ),
    cue(
      2,
      /\banything less (?:than|has|is|feels)\b|\b(?:an a|top|perfect) standard\b|\bevery (?:flaw|mistake|error|imperfection|typo)\b/,
    ),
    // ES
    near(
      2,
      words(
        'revis\\w*',
        'rehic\\w*',
        'rehac\\w*',
        'rehag\\w*',
        'corrig\\w*',
        'corrij\\w*',
        'repas\\w*',
        'repiti\\w*',
        'reescrib\\w*',
        'retoc\\w*',
        'pul\\w*',
        'perfeccion\\w*',
        'ensay\\w*',
        'estudi\\w*',
      ),
      words(
        '\\d+ veces',
        '(?:dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|veinte|cien|mil) veces',
        'una y otra vez',
        'hasta las \\d',
        'toda la noche',
        'de madrugada',
        'aunque ya',
        'ya estaba',
        'perfect[oa]',
        'impecable',
        'mejor',
        'el doble',
        'en la cabeza',
      ),
      8,
    ),
    near(
      2,
      words(
        'descans\\w*',
        'dia libre',
        'vacaciones',
        'sofa',
        'siesta',
        'sin hacer nada',
        'no hacer nada',
        'parar',
        'relaj\\w*',
      ),
      words('perder el tiempo', 'vag[oa]', 'vagancia', 'improductiv\\w*', 'productiv\\w*', 'aprovech\\w*'),
      8,
    ),
    near(
      2,
      words('me felicit\\w*', 'me dijeron que (?:estaba|quedo) bien', 'aprob\\w*', 'saque un', 'salio bien'),
      words(
        'solo (?:recuerdo|veo|pienso)',
        'me trabe',
        'me equivoque',
        'el (?:unico )?(?:error|fallo)',
        'estudiar el doble',
        'no es suficiente',
        'podria estar mejor',
      ),
      10,
    ),
    cue(
      3,
      /\bsiempre hay (?:algo|una \w+|un \w+|alguna cosa|algun detalle)(?: \w+){0,2} que (?:podria estar mejor|mejorar|corregir|arreglar|pulir|cambiar)\b|\bno se (?:estar|quedarme) (?:en el sofa |quiet[oa] )?sin hacer nada\b/,
    ),
    cue(
      3,
      /\bno me permito (?:sacar|bajar|tener menos|menos)\b|\bdescansar me (?:parece|hace sentir) (?:perder el tiempo|vag[oa]|de vag[oa]s?|cosa de vag[oa]s)\b/,
    ),
    cue(
      2,
      /\btodo impecable\b|\bsi algo sale mal (?:siento que falle|es culpa mia|me culpo)\b|\bpodria (?:estar|haber quedado|quedar) mejor\b/,
    ),
  ],

  negativity_pessimism: [
    // Good news read as a warning.
    near(
      2,
      words(
        'got the',
        'good news',
        'landed',
        'won',
        'passed',
        'approved',
        'promot\\w*',
        'raise',
        'accepted',
        'went (?:well|fine|great)',
        'celebrat\\w*',
        'thrilled',
        'congrat\\w*',
        'smiled',
        'offer',
      ),
      words(
        'go wrong',
        'going to go wrong',
        'about to go wrong',
        'fall apart',
        'come apart',
        'fall through',
        "won't last",
        'not last',
        'too good to be true',
        'the catch',
        'other shoe',
        'take it back',
        'something will',
        "something's (?:about|going) to",
        'ruin\\w*',
        'wreck\\w*',
        'jinx\\w*',
        'bound to',
        'translation: no',
        'means no',
        'probably all',
        'anyway',
        'it always does',
      ),
      12,
    ),
    // Futility and expecting the bad outcome.
    cue(
      3,
      /\b(?:something|it|this|everything|things)(?:'s| is| are|'re)? (?:about|bound|sure|going) to (?:go wrong|fall apart|fall through|go south|blow up|collapse|get ruined)\b/,
    ),
    cue(
      3,
      /\b(?:whatever|anything|everything) i (?:try|do|start|touch|attempt)(?: \w+){0,3} (?:ends up|goes|turns|falls|comes) (?:going )?(?:nowhere|wrong|badly|to nothing|apart|sour)\b/,
    ),
    cue(
      3,
      /\b(?:things|life|everything) (?:only ever|always|only) (?:go|goes|turn|turns) (?:one (?:direction|way)|downhill|south|wrong|badly|sour)\b|\b(?:something|someone|life) (?:would|will|'ll|always) (?:come along|show up|find a way) (?:and|to) (?:wreck|ruin|spoil|mess up)\b/,
    ),
    near(
      2,
      words(
        'why bother',
        "what's the point",
        'no point',
        'pointless',
        'why would this be different',
        'never works',
        'goes nowhere',
        'of course it',
        'knew it would',
        'typical',
      ),
      words(
        'try\\w*',
        'tried',
        'appl\\w*',
        'interview\\w*',
        'date',
        'plan\\w*',
        'effort',
        'diet',
        'job',
        'anyway',
        'together',
        'again',
      ),
      10,
    ),
    cue(
      2,
      /\b(?:it'll|it will|it's going to|everything will|probably)(?: \w+){0,2} (?:come|fall) apart\b|\b(?:don't|never|won't) (?:let myself )?(?:get excited|celebrate)\b|\b(?:braced|bracing) (?:myself )?for (?:the worst|disappointment)\b/,
    ),
    // ES
    near(
      2,
      words(
        'me (?:dieron|aprobaron|ofrecieron|eligieron|cogieron|aceptaron)',
        'buena noticia',
        'salio bien',
        'celebr\\w*',
        'festej\\w*',
        'felicit\\w*',
        'por fin',
        'anote una',
        'cosas buenas',
      ),
      words(
        'salir mal',
        'sale mal',
        'torcer',
        'complicar',
        'estropear',
        'fastidi\\w*',
        'dura poco',
        'no va a durar',
        'no durara',
        'algo malo',
        'la pega',
        'seguro que',
        'ya vereis',
        'ya veras',
        'problemas',
        'la grieta',
        'chasco',
        'la tache',
        'no lo registro',
      ),
      12,
    ),
    cue(
      3,
      /\bsiempre (?:acaba|termina|acaban|terminan) (?:complicandose|torciendose|saliendo mal|fatal|mal|estropeandose)\b|\b(?:algo|todo|esto) se va a (?:torcer|complicar|estropear|fastidiar|arruinar)\b/,
    ),
    cue(
      3,
      /\bpara que (?:voy a|vas a|me voy a) \w+(?: \w+){0,4},? si (?:seguro|total|igual|al final)\b|\bgood things don't last for me\b/,
    ),
    cue(
      3,
      /\bnunca me alegro (?:del todo|de nada|de verdad)\b|\bsolo veo (?:lo (?:malo|negativo|que falla|que sale mal)|la grieta|los problemas|las pegas)\b|\blo bueno no (?:lo )?(?:registro|veo|cuenta)\b/,
    ),
    cue(
      2,
      /\b(?:seguro|fijo) (?:que )?(?:dura|va a durar|durara) poco\b|\bno va a durar\b|\b(?:prefiero|mejor) no ilusionarme\b|\bllevarme (?:el|un) chasco\b|\bse va a (?:torcer|complicar|estropear)\b/,
    ),
    cue(1, /\baguafiestas\b|\brumiando\b|\bcomo todo lo que\b/),
  ],

  emotional_inhibition: [
    // Feeling something and keeping it from showing.
    near(
      2,
      words(
        'cry\\w*',
        'cried',
        'tears?',
        'sob\\w*',
        'upset',
        'feelings?',
        'emotions?',
        'emotional',
        'choked up',
        'lump in my throat',
        'welled up',
        'teared up',
        'grief',
        'griev\\w*',
        'dance',
        'danc\\w*',
      ),
      words(
        'hid',
        'hide',
        'hiding',
        'held (?:it |them )?back',
        'holding (?:it |them )?back',
        'swallow\\w*',
        'bottl\\w*',
        'kept (?:it )?(?:in|inside|to myself|together)',
        "didn't show",
        "don't show",
        'never show',
        "didn't let",
        "won't let",
        "couldn't let",
        "can't let",
        'pretend\\w*',
        'smiled',
        'laughed it off',
        'said i was fine',
        'changed the subject',
        'turned (?:around|away)',
        'looked away',
        'check the oven',
        'bathroom',
        'in the car',
        'until i got home',
        'nobody saw',
        'no one saw',
        'nobody (?:needs|is going) to see',
        'where (?:people|anyone) can see',
        'in public',
        'in front of',
        'out loud',
        'snapped my mouth shut',
        'stood there',
        "didn't get up",
        'at all',
        'a lid on',
      ),
      8,
    ),
    cue(
      3,
      /\b(?:don't|didn't) know how to (?:show|say|express) (?:that|it|this|my|how i|what i|love|affection)\b|\bwhere (?:nobody|no one) could (?:hear|see)\b|\b(?:went|go|goes) (?:completely )?stiff\b/,
    ),
    cue(
      3,
      /\b(?:keep|keeps|keeping|kept|put) a lid on\b|\b(?:feelings|emotions|crying) out loud\b|\bstopped (?:having|showing|sharing) (?:feelings|emotions)\b/,
    ),
    cue(
      3,
      /\b(?:hid|hide|hiding|wiped) (?:my )?(?:tears|the tears)\b|\b(?:choked|choking) (?:back|down) (?:tears|the tears)\b|\b(?:didn't|don't|never|won't|couldn't) let (?:it|anything|my feelings|my face) show\b/,
    ),
    cue(
      3,
      /\b(?:nobody|no one)(?: \w+){0,2} (?:needs|gets|is going|is ever going|will ever) (?:to )?see (?:me )?(?:cry|crying|upset|sad|break|like that|that)\b/,
    ),
    cue(
      2,
      /\b(?:closed off|walls up|behind glass|stone[- ]faced|poker face|wear a mask|mask on)\b|\bwhat if i (?:looked|look|seemed) (?:ridiculous|stupid|silly|like an idiot)\b|\b(?:kept|held|keep|hold) it (?:all )?together\b/,
    ),
    cue(1, /\b(?:didn't|did not) react\b|\bdidn't say anything\b|\bsafer that way\b/),
    // ES
    near(
      2,
      words(
        'llor\\w*',
        'lagrimas',
        'triste\\w*',
        'sentimientos?',
        'emociones?',
        'lo que siento',
        'lo que sentia',
        'te quiero',
        'rabia',
        'nudo en la garganta',
        'duelo',
        'bail\\w*',
        'hecho polvo',
      ),
      words(
        'aguant\\w*',
        'me trag\\w*',
        'me lo trag\\w*',
        'me lo guard\\w*',
        'me call\\w*',
        'escond\\w*',
        'disimul\\w*',
        'fingi\\w*',
        'finjo',
        'sonrei',
        'dije que estaba bien',
        'digo que estoy bien',
        'cambie de tema',
        'en el bano',
        'a solas',
        'que nadie',
        'sin que nadie',
        'no lo demostr\\w*',
        'no dije nada',
        'no me sale',
        'me cuesta',
        'me contuve',
        'reprim\\w*',
        'por dentro',
        'coraza',
        'delante de',
      ),
      8,
    ),
    cue(
      3,
      /\b(?:decir|expresar|mostrar|contar) (?:lo que siento|mis sentimientos|mis emociones|como me siento)(?: \w+){0,2} (?:me cuesta|me da (?:verguenza|miedo|cosa)|es (?:dificil|imposible))\b/,
    ),
    cue(
      3,
      /\b(?:aguante|aguanto|contuve|reprimi|me trague|me trago|escondi|escondo) (?:las ganas de llorar|las lagrimas|el llanto|lo que sentia)\b|\bque nadie (?:me )?(?:vea|viera) llorar\b/,
    ),
    cue(
      2,
      /\b(?:los hombres|los chicos) no lloran\b|\bno lloro\b|\bcoraza\b|\bpor dentro (?:estaba|estoy|me moria|hecho polvo|destrozad[oa])\b/,
    ),
  ],
};

/**
 * Indirect paraphrases of each belief. The first cue of each pattern was written from the schema
 * descriptions (the content of the Young Schema Questionnaire items, in our own words); the later
 * ones ("reassurance questions", "the catch", "good isn't enough"…) add families that dev2.jsonl
 * showed were missing, written as families with their own variants rather than copies of entries.
 */
const PARAPHRASE_DEFS: Record<SchemaKey, CueDef[][]> = {
  abandonment: [
    near(
      2,
      words('asked', 'ask', 'asking', 'kept asking', 'needed (?:him|her|them) to'),
      words(
        "if (?:we|we're) (?:are )?(?:ok|okay|fine|good)",
        'if (?:he|she|they) (?:still )?(?:love|loves|like|likes|want|wants|care|cares)',
        'reassur\\w*',
        'promise (?:me )?(?:he|she|they)',
        'if (?:he|she|they) (?:was|were|is|are) mad',
      ),
      4,
    ),
    cue(2, /\b(?:ghosted|ghosting)\b|\bleft out\b|\b(?:made|making) plans without me\b|\bwithout me again\b/, {
      others: true,
    }),
    cue(
      2,
      /\b(?:seems?|seemed|been|being|feels?|felt|so|getting|gone) (?:a bit |kind of |really )?(?:distant|cold|far away)\b|\bslipping away\b|\bi'm losing (?:him|her|them)\b/,
      { others: true },
    ),
    cue(
      2,
      /\b(?:leave|end it|go|pull away|push (?:them|him|her|people) away) before (?:they|he|she) (?:can )?(?:leave|leaves|do|does|end it|get the chance)\b/,
    ),
    cue(
      1,
      /\b(?:get|got|getting) attached\b|\btoo attached\b|\bi cling\b|\bclinging\b|\bcan't be alone\b|\bhate being alone\b/,
    ),
    cue(
      2,
      /\b(?:until|till) (?:he|she|they) (?:got|gets|came|comes|was|is) (?:home|back)\b|\b(?:when|whenever|every time) (?:he|she|they) (?:goes|go|went) (?:out|away|on a trip)(?: without me)?\b/,
    ),
    // ES
    near(
      2,
      words('le pregunte', 'le pregunto', 'preguntandole', 'necesito que me (?:diga|asegure|prometa)'),
      words(
        'si (?:esta|estamos) (?:todo )?bien',
        'si (?:todavia |aun )?me quiere',
        'si (?:esta|estaba) enfadad[oa]',
        'que no se va a ir',
        'que no me va a dejar',
      ),
      5,
    ),
    cue(
      2,
      /\b(?:esta|estas|lo noto|la noto|le noto|se ha puesto|anda) (?:muy |un poco |mas )?(?:distante|fri[oa]|rar[oa] conmigo)\b|\bse esta enfriando\b|\bme ghoste\w*\b|\bquedaron sin mi\b|\bme dejaron (?:fuera|afuera|de lado)\b/,
    ),
    cue(
      2,
      /\b(?:lo|la|los) dejo antes de que me (?:deje|dejen)\b|\bme alejo antes de que\b|\bno soporto estar sol[oa]\b|\bme apego (?:demasiado|muy rapido)\b/,
    ),
    // Reassurance questions, exit imagery, people not coming back.
    cue(
      2,
      /\b(?:asked|asking|texted|ask|kept asking)(?: \w+){0,3} "?(?:are|r) (?:we|u|you) (?:ok|okay|good|mad|still)\b|\b(?:le |les )?(?:escribi|pregunte|pregunto)(?: \w+){0,2} "?(?:estamos bien|me sigues queriendo|estas enojad[oa]|estas enfadad[oa])\b/,
    ),
    cue(
      3,
      /\b(?:halfway|already|one foot) out the door\b|\b(?:ya )?tiene un pie (?:fuera|afuera)\b|\bwith one foot out\b/,
    ),
    cue(
      3,
      /\b(?:people|everyone|they|he|she) (?:stop|stops|stopped) coming back\b|\b(?:people|everyone|they) (?:find|found|finds) (?:a |someone |something )?better(?: option)? and (?:go|leave)\b|\bun dia de estos no vuelve\b/,
    ),
    cue(
      3,
      /\b(?:siempre )?(?:termina|terminan|acaba|acaban) (?:soltandome|dejandome|olvidandome|alejandose|yendose)\b|\b(?:goes|go|went|going) quiet on me\b/,
    ),
    cue(
      2,
      /\b(?:when|whenever|every time|cada vez que|cuando) (?:anyone|someone|people|he|she|they|alguien|la gente)(?: \w+){0,2} (?:goes quiet|go quiet|pulls back|se calla|tarda|se aleja|no contesta)\b/,
    ),
  ],

  mistrust_abuse: [
    cue(
      2,
      /\bwhat's in it for (?:them|him|her)\b|\b(?:everyone|everybody|people) (?:has|have) an? (?:angle|agenda)\b|\b(?:got|been) burned (?:before|too many times)\b/,
    ),
    cue(
      2,
      /\b(?:he's|she's|he is|she is) (?:probably |definitely |totally )?cheating\b|\b(?:went|go|going) through (?:his|her|their) (?:phone|messages|texts|emails)\b|\bwhile (?:he|she) (?:slept|was asleep|was sleeping)\b/,
    ),
    cue(
      2,
      /\b(?:knife|stab) in (?:my|the) back\b|\b(?:don't|never|won't) let (?:anyone|people|them|anybody) in\b|\b(?:don't|never) tell (?:anyone|people|anybody) anything (?:personal|real|important)\b/,
    ),
    cue(
      2,
      /\b(?:overcharg\w*|rip(?:ped)? off|ripoff|scam\w*|swindl\w*)\b|\bread the (?:fine print|small print|contract)(?: \w+){0,3} (?:twice|again|three times|because)\b/,
    ),
    cue(
      2,
      /\b(?:nobody|no one)(?:'s| is) looking out for (?:you|me) but\b|\btrust (?:has to|needs to) be earned\b|\b(?:never|won't) trust (?:anyone|him|her|them) again\b/,
    ),
    // ES
    cue(
      2,
      /\b(?:le|les) (?:revise|reviso|mire|miro) el (?:movil|celular|telefono|whatsapp)\b|\b(?:me esta|me estara) (?:enganando|poniendo los cuernos)\b|\bme la (?:van a|va a) jugar\b|\bme la tienen jurada\b/,
    ),
    cue(
      2,
      /\b(?:no le|no les) cuento nada (?:personal|importante|a nadie)\b|\bno bajo la guardia\b|\bya me han fallado\b|\bla letra pequena\b|\bme quieren cobrar de mas\b|\bcobrar de mas\b/,
    ),
    cue(
      2,
      /\bseguro que (?:me )?(?:quiere|quieren) algo\b|\bque (?:querra|buscara) (?:de mi|a cambio)\b|\btodos tienen (?:un|su) interes\b|\bno me creo (?:los|sus) (?:cumplidos|halagos)\b/,
    ),
    // The catch, ammunition, everybody lies when it suits them.
    cue(
      3,
      /\bwhat the catch (?:is|was|would be)\b|\bwhere(?:'s| is) the catch\b|\bcual es la trampa\b|\bdonde esta la trampa\b/,
    ),
    cue(
      3,
      /\b(?:everybody|everyone|people) lies?\b(?: \w+){0,3} (?:once|when|if|whenever) (?:it suits|they can|they need)\b|\btodos tienen su jugada\b|\bnadie (?:te )?regala nada\b/,
    ),
    cue(2, /\b(?:municion|ammo|ammunition)\b|\bin case they (?:try|twist|use|deny|lie)\b/),
    cue(
      2,
      /\b(?:lo|me lo|todo lo que \w+ lo) (?:sacan|sacaran|van a sacar|usan|usaran) (?:despues|luego|en mi contra)\b|\bpara reirse de mi\b|\bque me va a pedir a cambio\b/,
    ),
    cue(2, /\b(?:stole|steal|took) (?:my|the) credit\b|\bse (?:quedo|quedan|llevo) (?:con )?el merito\b/),
    cue(
      2,
      /\b(?:turned|turns|turn) (?:it|the phone|his phone|her phone) face down\b|\bhid(?:es)? (?:his|her) phone\b|\bborra(?:ba)? los mensajes\b/,
    ),
  ],

  emotional_deprivation: [
    cue(
      2,
      /\b(?:didn't|never|not once|doesn't) (?:even )?ask(?:ed)? (?:me )?(?:once|back|how (?:i was|my day|i'm|i am))\b/,
      { others: true },
    ),
    cue(
      2,
      /\b(?:had|have) to (?:take|drive|get) myself (?:to|home)\b|\b(?:i'm|i am|always) the strong one\b|\bcheck(?:s)? on the strong one\b|\btake care of myself,? (?:always have|like always)\b/,
    ),
    cue(
      3,
      /\b(?:no one|nobody) (?:ever )?(?:said|says|told me) (?:i love you|they love me|they're proud)\b|\bnever (?:once )?(?:heard|got|had) (?:an? )?(?:i love you|hug|hugs|cuddles|affection|comfort)\b/,
    ),
    cue(
      2,
      /\b(?:don't|doesn't) even know what it(?:'s| is| feels) like to be (?:looked after|cared for|held|loved|comforted)\b|\bmissing something i never had\b/,
    ),
    cue(
      1,
      /\b(?:felt|feel|feeling) (?:unseen|invisible|like a ghost|hollow|empty)\b|\bno one (?:remembered|noticed)\b|\bnobody (?:remembered|noticed)\b/,
    ),
    // ES
    cue(
      2,
      /\bnadie (?:se acordo|se acuerda|me pregunto (?:que tal|como estaba)|pregunto por mi)\b|\btuve que ir sol[oa] (?:al medico|a urgencias|al hospital)\b/,
    ),
    cue(
      2,
      /\bsiempre soy (?:la|el) fuerte\b|\bme cuido sol[oa]\b|\b(?:en mi casa|de (?:chic|pequen|nin)[oa]) (?:no|nunca) (?:se decia|me decian|hubo) (?:te quiero|abrazos|carino)\b|\bnunca me abrazaban?\b/,
    ),
    cue(
      2,
      /\bojala alguien (?:me )?(?:preguntara|cuidara|abrazara|llamara|escuchara)\b|\bno espero que nadie (?:venga|llame|pregunte)\b/,
    ),
    // Nobody comes close, nobody to tell, hungry for care.
    cue(
      3,
      /\b(?:nobody|no one) (?:i'd|i would|i could|to) (?:feel )?(?:understood|close|safe) (?:by|with|to)\b|\b(?:nobody|no one) (?:ever )?comes? close\b|\bnobody i(?:'d| would) feel understood by\b/,
    ),
    cue(
      3,
      /\bwaiting for (?:one|a single|any) (?:person|one) to (?:notice|ask|see|care|get)\b|\bnot one of them asked\b|\bnone of them asked\b/,
    ),
    cue(
      3,
      /\ba nadie le (?:nace|sale|apetece) (?:cuidarme|preguntarme|abrazarme)\b|\bhambrient[oa] de (?:carino|afecto|amor|cuidado)\b|\b(?:starving|hungry) for (?:affection|love|care|attention)\b/,
    ),
    cue(
      3,
      /\bno (?:tengo|tenia|hay|habia) a quien (?:contar(?:selo|le)?|llamar|decir(?:selo|le)?|abrazar)\b|\bno (?:one|body) to tell\b|\blooking for someone to tell\b/,
    ),
    cue(
      3,
      /\balguien que me (?:sostenga|cuide|abrace|quiera de verdad|escuche de verdad)\b|\bquien me va a cuidar\b|\bwho(?:'s| is| will) (?:going to )?(?:look after|take care of) me\b/,
    ),
    cue(2, /\bwe don't do (?:hugs|feelings|that)\b/),
  ],

  defectiveness_shame: [
    cue(
      2,
      /\b(?:i'm|i am) (?:just |always )?(?:the problem|too much|so annoying|annoying|embarrassing|cringe|unlikeable|the weird one)\b|\bsomething (?:off|wrong) about me\b/,
    ),
    cue(
      2,
      /\b(?:they're|she's|he's|they were|she was|he was|people are) (?:just |only )?being (?:polite|nice|kind)\b|\b(?:people|they) (?:just )?tolerate me\b|\bthey (?:probably|secretly) (?:hate|can't stand) me\b/,
    ),
    cue(
      2,
      /\b(?:don't|do not) deserve (?:him|her|them|this job)\b|\b(?:she|he) could do (?:so much )?better (?:than me)?\b|\bwouldn't (?:date|want|like) me either\b/,
    ),
    cue(
      2,
      /\b(?:avoid|avoided|avoiding) (?:mirrors|the mirror|photos|cameras)\b|\bcouldn't look at myself\b|\bhate (?:my reflection|photos of myself)\b/,
    ),
    cue(
      2,
      /\b(?:i'm so|i'm such an?|i'm) (?:stupid|idiot|idiota)\b(?: \S+){0,6} (?:replay\w*|all night|keep thinking)|\breplay(?:ed|ing)?(?: \w+){0,5} (?:i said|i did)(?: \w+){0,4} (?:cring\w*|stupid|embarrass\w*|mortif\w*)\b/,
    ),
    // ES
    cue(
      2,
      /\b(?:soy|me siento) (?:un|una) (?:estorbo|desastre de persona|carga)\b|\bsoy insoportable\b|\bme aguantan (?:por pena|por compromiso)\b|\bdoy pena\b|\bsoy (?:la|el) rar[oa]\b/,
    ),
    cue(
      2,
      /\bno (?:me )?(?:la|lo) merezco\b|\bse merece (?:a )?alguien mejor\b|\bhay algo (?:roto|mal|raro) en mi\b|\bnadie querria estar conmigo\b|\bno me miro al espejo\b/,
    ),
    // Seen through, wrong with me, loved only out of pity.
    cue(
      3,
      /\b(?:see|saw|sees|seeing) (?:right )?through me\b|\beverything (?:that's |that is )?wrong with me\b|\bwhat i'm really like underneath\b/,
    ),
    cue(
      3,
      /\bsomething in me is (?:rotten|broken|wrong|off|bad)\b|\bhay algo (?:podrido|roto|malo) en mi\b|\b(?:disgusting|gross|ashamed),? not about the \w+,? about me\b/,
    ),
    cue(
      3,
      /\b(?:lo dice|me lo dicen?|me quiere) por (?:lastima|pena|compromiso)\b|\bque alguien me quiera (?:tal (?:cual|como) soy|asi)\b|\bno me cabe en la cabeza que (?:alguien )?me quiera\b/,
    ),
    cue(
      2,
      /\b(?:once|when|if) (?:they|he|she|people) (?:see|saw|sees|notice|noticed|find out) (?:it|the real me|what i'm like)\b|\bthey always leave once they see\b/,
    ),
  ],

  dependence_incompetence: [
    cue(
      2,
      /\b(?:made|had|got|asked) (?:him|her|my \w+) (?:to )?(?:call|make the call|order|book|ring|speak|talk to them|handle it|deal with it)(?: for me)?\b/,
    ),
    cue(
      2,
      /\b(?:can't|couldn't|never) go (?:to (?:the|a|my) \w+ )?(?:alone|on my own|by myself)\b|\bneed (?:someone|somebody) (?:to come )?with me\b/,
    ),
    cue(
      2,
      /\bwhat would i do without (?:him|her|them|my \w+)\b|\b(?:lost|useless|helpless|hopeless) without (?:him|her|them|my \w+)\b|\bout of my depth\b|\bhopeless at (?:adulting|life|everything)\b/,
    ),
    cue(
      2,
      /\b(?:asked|asking|polled) (?:\d+|two|three|four|five|six|like five|everyone|ten) (?:people|friends)(?: \w+){0,3} (?:before|to)\b|\brun(?:ning)? it by (?:someone|everyone|my \w+)\b/,
    ),
    cue(
      2,
      /\b(?:let|letting) (?:him|her|them|my \w+|others|someone else) (?:handle|sort|deal with|take care of|decide|make the call)\b/,
    ),
    // ES
    cue(
      2,
      /\ble (?:pedi|pido) a (?:mi|mis) \w+ que (?:llamara|llame|hablara|hable|fuera|vaya|lo hiciera|lo haga|me acompan\w*)\b|\bno (?:puedo|soy capaz de) ir sol[oa]\b|\bnecesito que (?:alguien|mi \w+) (?:venga|vaya) conmigo\b/,
    ),
    cue(
      2,
      /\bque haria (?:yo )?sin (?:el|ella|ellos|mi \w+)\b|\bestoy perdid[oa] sin\b|\bno me atrevo a decidir\b|\bdejo que (?:lo )?(?:decida|resuelva|haga) (?:el|ella|otr[oa])\b|\ble pregunto todo a\b/,
    ),
    // Not knowing who to call or how to do everyday things alone.
    cue(
      3,
      /\b(?:wouldn't|don't|didn't) (?:even )?know who to call\b|\bno clue how to (?:\w+ ){0,4}(?:on my own|by myself|alone)\b|\bno (?:sabria|se) a quien llamar\b/,
    ),
    cue(
      2,
      /\b(?:texted|called|asked|rang) (?:my )?(?:mom|mum|dad|mother|father|parents)(?: \w+){0,3} (?:asking )?what i should do\b|\bwhat i should do "?if\b/,
    ),
    cue(
      3,
      /\bno sirvo (?:para (?:estas|esas) cosas )?sin que (?:alguien|nadie|mi \w+) me (?:guie|ayude|diga|acompane)\b|\bpara estas cosas no sirvo\b/,
    ),
    cue(2, /\bse lo (?:he|ha) pasado a\b/),
  ],

  vulnerability_to_harm: [
    cue(
      2,
      /\bevery (?:siren|ambulance|phone call|call|notification)(?: \w+){0,4} (?:i think|i assume|i'm sure|means)\b|\b(?:pepper spray|panic alarm|emergency bag|go bag|bug-out bag|stocked up)\b/,
    ),
    cue(
      2,
      /\b(?:won't|don't|didn't) let (?:the kids|my kids|him|her|them) (?:go|walk|play|ride)(?: \w+){0,3} (?:alone|on (?:their|his|her) own|because)\b|\btext me when (?:you|he|she|they) (?:get|arrive)\b/,
    ),
    cue(
      2,
      /\b(?:another|a second|a third|one more) (?:scan|test|blood test|check-?up|appointment|mri)\b|\bheart (?:is )?(?:racing|palpitations)(?: \w+){0,4} (?:heart attack|dying|something wrong)\b/,
    ),
    cue(
      2,
      /\bone (?:bill|paycheck|emergency|mistake) (?:away )?from (?:losing everything|disaster|the street|ruin)\b|\bcatastrophi[sz]\w*\b|\bsomething bad (?:is going to|will|is about to) happen\b/,
    ),
    // ES
    cue(
      2,
      /\bcada (?:sirena|ambulancia|llamada)(?: \w+){0,3} (?:pienso|creo|me imagino)\b|\bmochila de emergencia\b|\bno dejo que (?:los ninos|mis hijos|mi hij[oa]) (?:vayan|vaya|salgan|salga)\b/,
    ),
    cue(
      2,
      /\b(?:otra|una segunda) (?:analitica|prueba|revision|resonancia)\b|\bcualquier (?:dolor|molestia|bulto|mancha)\b|\bnos vamos a arruinar\b|\balgo malo va a pasar\b|\bme escribe cuando llega\b/,
    ),
    // Every small signal read as the start of a catastrophe.
    cue(
      3,
      /\b(?:every|each|cada) (?:bump|noise|cough|headache|twinge|ache|ruido|tos|dolor)(?: \w+){0,5} (?:crash|dying|my will|cancer|tumou?r|neumonia|pneumonia|lo peor|the start)\b/,
    ),
    cue(
      3,
      /\bwhat if (?:the boiler|the house|someone (?:tries|breaks|comes)|the (?:door|window|gas|stove)|there's a fire)\b|\bif something happens to (?:the house|us|them|her|him|the kids)\b/,
    ),
    cue(
      3,
      /\bonly takes one (?:second|moment|minute) for (?:everything|something) to go wrong\b|\bsi me relajo(?: un segundo)?,? pasa lo peor\b|\bpasa lo peor\b/,
    ),
    cue(
      3,
      /\b(?:iban|van) a entrar a robar\b|\bimaginando (?:choques|accidentes|lo peor|que)\b|\bme veo (?:sin poder pagar|en la calle|sin casa)\b|\bla proxima desgracia\b/,
    ),
    cue(2, /\b(?:lo|la) lleve a urgencias\b|\bpienso en (?:neumonia|cancer|un tumor|un infarto)\b/),
    cue(
      2,
      /\b(?:won't|don't|can't) let (?:my )?(?:\d+yo|kid|kids|daughter|son|partner)(?: \w+){0,3} (?:walk|drive|go|ride)\b|\bno dejo que mi (?:pareja|novi[oa]|hij[oa]) (?:maneje|conduzca|vaya|salga)\b/,
    ),
  ],

  subjugation: [
    cue(
      2,
      /\b(?:let|letting) (?:him|her|them|my \w+) (?:choose|pick|decide)(?: \w+){0,3} (?:again|as always|like always|every time)\b|\b(?:i )?never (?:get to )?(?:pick|choose)\b/,
    ),
    cue(
      2,
      /\b(?:said|say) (?:it was|it's|i was|i'm) (?:fine|ok|okay)(?: \w+){0,3} (?:when|but|even though) (?:it|i) (?:wasn't|was not|isn't|didn't)\b|\bapologi[sz]ed (?:even though|although|when) (?:it|i)\b/,
    ),
    cue(
      3,
      /\bwalk(?:ed|ing)? on eggshells\b|\btiptoe(?:d|ing)? around\b|\bjust to keep the peace\b|\bso the (?:arguing|yelling|fighting) would stop\b/,
    ),
    cue(
      2,
      /\b(?:didn't|don't|couldn't|can't) (?:dare|bring myself to) (?:say|tell|ask|speak)\b|\bdon't (?:even )?know what i want anymore\b|\bwalks? all over me\b/,
    ),
    cue(
      2,
      /\b(?:afraid|scared|terrified) (?:of )?(?:making|upsetting|angering|disappointing) (?:him|her|them|my \w+)\b|\bso (?:he|she|they) (?:wouldn't|won't|doesn't|didn't) (?:get )?(?:mad|angry|upset)\b/,
    ),
    // ES
    cue(
      2,
      /\bdeje que (?:eligiera|decidiera|escogiera) (?:el|ella|ellos)\b|\bnunca elijo yo\b|\bpedi perdon aunque\b|\bdije que (?:estaba|esta) bien aunque\b/,
    ),
    cue(
      3,
      /\bcon pies de plomo\b|\bme trago mi opinion\b|\bno me atrevi a decir(?:le)? nada\b|\bme pisotean\b|\bmiedo a que se (?:enfade|enoje|moleste)\b/,
    ),
    // Pretending agreement, not worth the fight, rewriting a refusal into a yes.
    cue(
      3,
      /\b(?:someone|anyone|people|him|her|them) being (?:upset|angry|mad|annoyed) with me\b|\b(?:isn't|not|never) worth (?:it|the fight|the argument|the drama|arguing)\b|\barguing isn't worth\b/,
    ),
    cue(
      3,
      /\binstead of saying (?:anything|something|no|what i)\b|\beasier to (?:bend|fold|agree|say yes|go along|give in) than\b|\bnever (?:once )?(?:told|tell) (?:them|him|her) i (?:hate|don't want)\b/,
    ),
    cue(
      3,
      /\b(?:typed|wrote|escribi)(?: \S+){1,8} (?:deleted it|lo borre|then deleted)\b|\b(?:deleted it|lo borre)\.? (?:typed|escribi)\b/,
    ),
    cue(
      2,
      /\b(?:the|a) (?:fight|argument|sigh|sulk|silence)(?: \w+){0,4} (?:would be worse|isn't worth|thing)\b|\b(?:i'd|i would|i'll) never push back\b|\bnever push back\b/,
    ),
    cue(
      3,
      /\b(?:digo|dije) "?me da igual"? aunque\b|\bse pone (?:serio|de mal humor|rar[oa]|insoportable)\b|\bno me atrevi a decir(?:le)? que no\b|\bno le digo nada(?: \w+){0,4} porque\b/,
    ),
    cue(
      2,
      /\b(?:told|tell) (?:her|him|them) it (?:looked|was|looks) (?:amazing|great|perfect|fine)\b|\bsaid "?(?:sounds great|of course|no problem|sure)\b|\bescribi "?(?:claro|vale|sin problema)\b/,
    ),
  ],

  self_sacrifice: [
    cue(
      2,
      /\b(?:skipped|skip|gave up|give up|cancelled|canceled|sacrificed) (?:my )?(?:lunch|dinner|weekend|plans|day off|holiday|sleep|evening)(?: \w+){0,3} (?:to|so) (?:help|cover|look after|take care|be there|drive|pick up|listen)\b/,
    ),
    cue(
      2,
      /\btook on (?:extra|more|her|his|their) (?:work|shifts?|tasks|stuff|load)(?: \w+){0,3} so (?:she|he|they)\b|\b(?:always )?say yes when (?:people|someone|anyone|they) need\b/,
    ),
    cue(
      2,
      /\bmy (?:needs|stuff|things|own stuff) can wait\b|\b(?:hate|feel bad|feel guilty) asking (?:for )?(?:help|anything)\b|\beveryone comes to me with (?:their )?problems\b/,
    ),
    cue(
      2,
      /\b(?:put|putting) myself last\b|\bhaven't done anything for myself\b|\b(?:rather|prefer to) (?:suffer|struggle)(?: \w+){0,3} than (?:let|ask)\b|\brunning on fumes\b/,
    ),
    // ES
    cue(
      2,
      /\bme (?:salte|salto) (?:la comida|el almuerzo|la cena)(?: \w+){0,3} para\b|\b(?:deje|cancele) mis planes(?: \w+){0,3} para\b|\blo mio puede esperar\b/,
    ),
    cue(
      2,
      /\bme (?:siento mal|da culpa|da cosa) pedir\b|\bnunca pido ayuda\b|\btodos vienen a mi con sus problemas\b|\bme pongo (?:la|el) ultim[oa]\b|\bno hago nada por mi\b/,
    ),
    // Their need is bigger, mine can wait, last in line.
    cue(
      3,
      /\b(?:he|she|they) needs? it more\b|\b(?:ella|el|ellos) lo necesita(?:n)? mas que yo\b|\b(?:the one|always been the one) who gives\b/,
    ),
    cue(
      3,
      /\b(?:me|i|my (?:own )?(?:stuff|needs|things|plans)|mine) can (?:always )?wait\b|\blo mio (?:siempre )?puede esperar\b|\blo mio puede esperar\b/,
    ),
    cue(
      3,
      /\blo mio (?:lo dejo|queda|va|se queda) para (?:despues|luego|el final|otro dia)\b|\bmy (?:stuff|things|own stuff) (?:gets|get) pushed\b/,
    ),
    cue(
      2,
      /\bpara que (?:ella|el|ellos|ellas|mi \w+) (?:pudiera|pueda|pudieran|puedan) (?:descansar|dormir|salir|irse|estar tranquil[oa])\b|\bso (?:she|he|they) could (?:rest|sleep|go out|relax|have a break)\b/,
    ),
    cue(
      3,
      /\bsoy (?:la|el) ultim[oa] en (?:comer|ducharme|sentarme|dormir|descansar)\b|\b(?:last|the last one) to (?:eat|sit down|sleep|rest|shower)\b/,
    ),
    cue(2, /\b(?:i )?always pick up\b|\b(?:felt|feels) wrong to (?:sit down|rest|relax)\b/),
  ],

  insufficient_self_control: [
    cue(
      2,
      /\bone more (?:episode|video|game|round|drink)(?: \w+){0,3} (?:turned into|became)\b|\b(?:up|stayed up) (?:till|until) \d+(?: ?am)? (?:on my phone|scrolling|watching|gaming|playing)\b|\bdoomscroll\w*\b/,
    ),
    cue(
      2,
      /\b(?:money|cash) i don't have\b|\bimpulse[- ]?(?:buy|bought|purchase\w*|shopping)\b|\b(?:broke|broken) my (?:own )?(?:streak|rule|promise)\b|\b(?:drank|ate|spent|bought) (?:way )?more than i (?:meant|planned|wanted)\b/,
    ),
    cue(
      2,
      /\b(?:quit|gave up|stopped)(?: \w+){0,2} after (?:two|three|a few|\d+) days\b|\b(?:i'll|i will) start (?:tomorrow|on monday|next week)\b|\bskipped the gym again\b|\bput it off again\b/,
    ),
    cue(2, /\bgive in to every (?:craving|urge)\b|\bwasn't going to (?:drink|eat|buy|order|spend)\b|\brelapsed\b/),
    // ES
    cue(
      2,
      /\bun capitulo mas\b|\bme quede hasta las \d+ con el (?:movil|celular|telefono)\b|\bdinero que no tengo\b|\bcompr\w* por impulso\b|\bcompulsiv\w*\b/,
    ),
    cue(
      2,
      /\blo deje a los (?:dos|tres|pocos) dias\b|\bmanana empiezo\b|\blo deje para manana\b|\brompi (?:la racha|mi promesa)\b|\brecai\b|\bbebi mas de lo que\b|\ble grite a (?:los ninos|mis hijos|mi pareja)\b/,
    ),
    // Not hungry but ate it; a few days then gone; tomorrow never comes.
    cue(
      2,
      /\b(?:wasn't|not|wasnt) (?:even )?hungry\b|\bsin hambre\b|\bate (?:half|most of) (?:a|the) (?:cake|pizza|tub|box|bag|packet)\b/,
    ),
    cue(
      3,
      /\b(?:do|did|last|lasted) (?:\d+|two|three|four) days and then\b|\b(?:deje|abandone) (?:la dieta|el gimnasio|el plan)? ?al (?:segundo|tercer|primer) dia\b/,
    ),
    cue(
      3,
      /\bmanana (?:arranco|empiezo)\b|\btomorrow never comes\b|\bmanana nunca llega\b|\b(?:i )?never learn\b|\bnunca aprendo\b/,
    ),
    cue(
      2,
      /\bno (?:los|las|lo|la) necesitaba\b|\bdidn't need (?:them|it)\b|\bcuando algo se me antoja\b|\bswearing i wouldn't\b/,
    ),
  ],

  unrelenting_standards: [
    cue(
      2,
      /\b(?:stayed|worked) (?:late|up)(?: \w+){0,4} (?:fix|fixing|polish|polishing|perfect|perfecting|tweak|tweaking|redo|redoing)\b|\bnobody would (?:have|'ve) noticed\b|\bfrom scratch\b/,
    ),
    cue(
      2,
      /\b(?:a|an|the) (?:9\d|8\d|a-|b\+|b|silver|second place|runner-up)(?:%)? (?:felt|feels|is|was) like (?:a )?(?:fail|failing|failure|an f)\b|\bone (?:typo|mistake|error) (?:ruined|wrecked)\b/,
    ),
    cue(
      2,
      /\b(?:can't|couldn't|won't) (?:hand in|submit|send|post|publish)(?: \w+){0,3} (?:until|unless|if) (?:it's|it is|everything is) perfect\b|\bnever feel (?:done|finished|satisfied)\b/,
    ),
    cue(
      2,
      /\bworked (?:through|during) (?:lunch|the weekend|my holiday|my vacation|my day off)\b|\bchecking (?:work )?emails? on (?:holiday|vacation|my day off)\b|\bbeat myself up\b|\bset the bar (?:too|so) high\b/,
    ),
    // ES
    cue(
      2,
      /\bme quede hasta tarde (?:corrigiendo|arreglando|puliendo|revisando)\b|\bnadie lo (?:habria|hubiera) notado\b|\blo rehice (?:desde cero|entero)\b|\bme supo a poco\b/,
    ),
    cue(
      2,
      /\bme machaco\b|\bnunca estoy conforme\b|\bel liston (?:muy|tan|demasiado) alto\b|\bodio equivocarme\b|\bno puedo entregar nada que no\b|\bun (?:error|fallo) me (?:arruino|amargo)\b/,
    ),
    // Good is not enough; fine counts as failing.
    cue(
      3,
      /\b(?:good|fine|okay|great|bien) (?:isn't|is not|no es) (?:enough|suficiente|done|good enough)\b|\blo bastante buen[oa]\b/,
    ),
    cue(
      3,
      /\bme exijo\b|\bno soporto (?:equivocarme|los errores|fallar|cometer errores)\b|\bodio (?:equivocarme|cometer errores)\b/,
    ),
    cue(
      3,
      /\b(?:nobody|no one)(?: else)? (?:would|will|is going to|could)(?: ever)? (?:notice|see|care|tell)\b(?: \S+){0,3}$|\bnadie (?:lo )?(?:notaria|habria notado|iba a notar)\b/,
    ),
    cue(
      2,
      /\bme (?:senti|siento) (?:fatal|culpable|mal) por no (?:avanzar|hacer nada|ser productiv[oa]|aprovechar)\b|\b(?:felt|feel) (?:awful|guilty|terrible|bad) (?:for|about) not (?:getting|doing|being) (?:anything|more|productive)\b/,
    ),
  ],

  negativity_pessimism: [
    cue(
      2,
      /\b(?:of course|naturally|typical(?:ly)?)(?:,)? (?:it|the \w+|my \w+) (?:rained|broke|went wrong|fell through|got cancelled|got canceled|failed)\b|\bjust my luck\b|\bi'm cursed\b/,
    ),
    cue(
      2,
      /\b(?:knew|know) it (?:wouldn't|won't|was never going to) (?:work|last|happen)\b|\bnothing good (?:ever )?lasts\b|\bdidn't (?:even )?bother (?:applying|trying|asking)\b/,
    ),
    cue(
      2,
      /\b(?:told|tell) myself not to get (?:excited|my hopes up)\b|\b(?:going to|will) (?:be a disaster|end badly)\b|\bthere's always something\b|\bwaiting for the bad news\b/,
    ),
    // ES
    cue(
      2,
      /\bcomo no(?:,)? (?:llovio|se rompio|salio mal|se cancelo)\b|\bsabia que (?:iba a salir mal|no iba a (?:funcionar|durar|salir))\b|\bni me molest[eo] en\b|\bno me hago ilusiones\b/,
    ),
    cue(
      2,
      /\bva a ser un desastre\b|\bva a acabar mal\b|\bmi mala suerte\b|\bestoy gafad[oa]\b|\bsoy gafe\b|\bsiempre hay algo\b|\bpara que,? si\b/,
    ),
    // Only the cracks register; waiting for it to go sour.
    cue(
      3,
      /\b(?:only|just) (?:notice|see) the (?:cracks|bad|flaws|problems|negatives)\b|\bsolo (?:noto|veo) (?:las grietas|lo malo)\b|\bnothing good (?:sticks around|stays|lasts)\b/,
    ),
    cue(
      3,
      /\b(?:preparing|bracing) (?:myself )?for (?:the part where|the storm|the fall|it to)\b|\bgoes sour\b|\bbetter not to hope\b|\bthat's how it goes for me\b/,
    ),
    cue(
      3,
      /\btodo lo que empiezo acaba (?:torcido|mal)\b|\b(?:ya )?doy por hecho que (?:\w+ ){0,3}(?:va|van) a\b|\balgo malo siempre (?:viene|llega|pasa)\b|\bnunca me va a salir nada bien\b/,
    ),
    cue(2, /\bends up (?:a letdown|disappointing|falling through)\b/),
  ],

  emotional_inhibition: [
    cue(
      2,
      /\b(?:said|told (?:everyone|them|him|her)|told my \w+) (?:that )?(?:i was|i'm) fine\b|\bi don't do feelings\b|\bi'm not a crier\b|\bnot one for (?:feelings|hugs|crying)\b/,
    ),
    cue(
      3,
      /\bcried in the (?:car|bathroom|shower)(?: \w+){0,3} so\b|\bwaited (?:until|till) (?:everyone|they|he|she)(?: \w+)? (?:left|was gone|were gone|went to bed) to cry\b|\bheld back (?:the )?tears\b|\bsmiled through (?:it|the)\b/,
    ),
    cue(
      2,
      /\bcouldn't say it back\b|\b(?:froze|went stiff|went quiet|shut down|clammed up) when (?:he|she|they) (?:said|hugged|told)\b|\btoo awkward to (?:hug|say)\b/,
    ),
    cue(
      2,
      /\b(?:make|made|crack|cracked) (?:a )?jokes? (?:so|instead|to avoid)\b|\bnobody knows (?:i'm|how much i'm) (?:struggling|hurting|not okay)\b|\bkeep my (?:emotions|feelings) in check\b/,
    ),
    // ES
    cue(
      2,
      /\bno soy de llorar\b|\bllore en el (?:coche|bano|carro|auto)(?: \w+){0,3} para que\b|\bespere a que se fueran para llorar\b|\baguante las lagrimas\b|\bsonrei como si nada\b/,
    ),
    cue(
      2,
      /\bno (?:supe|pude|se) decir(?:le)? te quiero\b|\bme cierro\b|\bhago bromas para no\b|\bnadie sabe que lo estoy pasando mal\b|\bme da (?:verguenza|cosa) abrazar\b/,
    ),
    // Keeping feelings out of sight, reporting facts instead.
    cue(
      3,
      /\b(?:don't|never|can't) let (?:that|this|the) (?:stuff|feelings?|emotions?) out\b|\bsaying the real thing\b|\bi(?:'d| would) never show it\b/,
    ),
    cue(
      3,
      /\bme da (?:una |como )?(?:verguenza|pudor|cosa)(?: terrible)? (?:que se me note|decir(?:le)?|mostrar|expresar)\b|\bme da (?:una )?verguenza terrible\b/,
    ),
    cue(
      3,
      /\blo guardo todo\b|\blos sentimientos me los guardo\b|\bme los guardo\b|\bmostrarme (?:enojad[oa]|triste|vulnerable|enfadad[oa]) me parece\b|\bnunca cuento como me siento\b/,
    ),
    cue(2, /\bcara de poker\b|\bni (?:una ceja|un musculo)\b|\bme gustaria soltarme\b|\bhacer el ridiculo\b/),
    cue(2, /\bcouldn't say it back\b|\bno (?:supe|pude) decir(?:selo|le)? (?:lo mismo|que yo tambien)\b/),
  ],
};

/**
 * Facets: for each pattern, three broad word families (weight 1 each, EN and ES together) that
 * describe different sides of it: what happens, what the writer fears or does, and the sign that
 * it is theirs. A facet counts once however many of its words appear, so a pattern is only reached
 * through facets when all three converge in one entry (or one of them joins a stronger cue). This
 * is what lets the detector follow wording it has no phrase for.
 */
const facet = (...parts: string[]): CueDef[] => cue(1, new RegExp(String.raw`\b(?:${parts.join('|')})\b`));

const FACET_DEFS: Record<SchemaKey, CueDef[][]> = {
  abandonment: [
    // The other person is absent, quiet or moving away.
    facet(
      "text(?:ed|s)? back|hasn't (?:texted|called|replied|answered)|didn't (?:text|call|reply|answer)|no reply|repl(?:y|ied|ies)|read receipts?|on read|last seen|location|went quiet|gone quiet|distant|without me|cancel(?:l)?ed (?:on me|our|again)|new (?:friend|girlfriend|boyfriend|partner)|moving away|away for",
      'no (?:me )?contest\\w*|tarda\\w* en contestar|no (?:me )?respond\\w*|el visto|en linea|ultima conexion|ubicacion|distante|sin mi|se puso de novi[oa]|nuev[oa] (?:amig[oa]|novi[oa])|se va a vivir|se muda|se fue de',
      "hasn't (?:\\w+ )?(?:texted|called|messaged|replied)|no (?:text|message|call)s?|since (?:lunch|this morning|yesterday|last night)|out with (?:his|her|their) (?:friends|mates|coworkers)|went out|night out|needs? (?:some )?space|alone time|away on|trip|travel\\w*|cancel\\w*|ignor\\w*|ghost\\w*|unfollow\\w*|moving to|salio con|sale con|de viaje|de finde|ocupad[oa]|espacio|cancel\\w*|se fue|se va|lejos|no me (?:escrib\\w*|llam\\w*)|me ignor\\w*|otra ciudad",
    ),
    // Losing them, being left or replaced.
    facet(
      'leave me|leaving me|left me|lose (?:him|her|them)|losing (?:him|her|them)|done with me|(?:tired|bored|sick) of me|someone (?:else|better)|somebody (?:else|better)|replace\\w*|pull(?:ing|s)? away|drift(?:ing|s)? (?:away|apart)|break(?:s|ing)? up with me|forget (?:about )?me|abandon\\w*|end up alone|used to know|goodbye',
      'me (?:deje|dejen|deja|dejan|dejara|dejaria|va a dejar|iba a dejar)|se (?:vaya|vayan|va a ir|aleje|alejen|canse|cansen|olvide)|perderl[oa]s?|con otr[oa]|otr[oa] mejor|algo mejor|me cambi\\w* por|despidi\\w*|olvid\\w* de mi|quedarme sol[oa]|duelo|soltar la mano|queda afuera',
      "lose (?:you|people|everyone)|without (?:him|her|them)|it's over|miss (?:him|her|them)|won't come back|not coming back|stop (?:loving|wanting|caring about) me|do better|someone new|get over me|sin (?:el|ella)|perderte|se acabo|dejarme|no vuelva|no va a volver|me quedo sol[oa]|se canse de mi|se aburra de mi",
    ),
    // The writer's alarm and monitoring.
    facet(
      "panic\\w*|spiral\\w*|anxious|anxiety|kept checking|checked|checking|couldn't sleep|can't sleep|my stomach|heart (?:sank|dropped|racing|pounding)|terrified|convinced|clingy|needy|desperate|reassur\\w*|gutted|(?:three|four|five|six|\\d+) (?:times|texts)",
      'angusti\\w*|ansiedad|panico|aterrad[oa]|no pude dormir|no puedo dormir|contando las horas|desesper\\w*|ya estoy|ya me (?:la|lo) imagino|me quedo despiert[oa]',
      "scared|afraid|worried|fear|dread\\w*|can't breathe|shaking|crying|couldn't focus|staring at|refresh\\w*|my brain|part of me|so many times|miedo|me da miedo|preocupad[oa]|temblando|no puedo concentrarme|mirando el (?:movil|celular)|me come la cabeza",
    ),
  ],

  mistrust_abuse: [
    // A kindness, an offer or a promise.
    facet(
      "nice|kind|friendly|sweet|generous|compliment\\w*|favou?rs?|offer\\w*|brought|gift|free|smil(?:e|es|ed|ing) at|promis\\w*|praise\\w*|says? (?:it's|it is)",
      'amable|simpatic[oa]|maj[oa]|favor|regal\\w*|se ofrec\\w*|invit\\w*|cumplido|halag\\w*|gratis|promet\\w*|dice que',
      'help(?:ed|ing)? me|offered|paid for|bought me|complimented|coffee|discount|deal|too good|deposit|quote|me ayud\\w*|me invit\\w*|me pago|descuento|oferta|fianza|presupuesto|muy maj[oa]',
    ),
    // Reading it as a trick, a lie or a move against me.
    facet(
      "agenda|angle|catch|after something|want(?:s|ing)? something|used it|use it against|setup|set up|trap|motive|in return|suspicious|suspect\\w*|don't buy|sure it is|yeah right|up to something|against me|behind my back|lying to|liars?|fake|scam\\w*|rip(?:ping)? (?:me|you) off|betray\\w*|twist\\w*|ammo|use (?:it|me|you|whatever)|what (?:she|he|they)(?:'s|'re| is| are)? after",
      'algo a cambio|que quiere|que querra|por interes|gato encerrado|intenciones|trampa|me la va a cobrar|no me fio|desconfi\\w*|sospech\\w*|mienten|mintiendo|enganando|falsos?|traicion\\w*|aprovech\\w*|sacar (?:plata|dinero)|timar\\w*|estafar\\w*|a mis espaldas|si,? claro|cambia la historia|te da vuelta|lo usaron',
      "cheat\\w*|lie|lies|lying|backstab\\w*|two-faced|screw(?:ed|ing)? (?:me|you) over|taken advantage|take advantage|used me|manipulat\\w*|hidden|hiding something|what's in it|not (?:that|this) nice|con me|watch (?:them|him|her) take|overcharg\\w*|wants? (?:something|money|a favou?r)|enganar\\w*|manipul\\w*|me usan?|me la (?:juegan|van a jugar)|seguro (?:que )?(?:me )?quiere|interesad[oa]|cobrar de mas|en mi contra|hacerme dano|por la espalda",
    ),
    // Guarding against people in general.
    facet(
      'people|everyone|everybody|nobody|no one|anyone|every time|always|proof|evidence|screenshot\\w*|in writing|lock(?:ed)? up|guard|watch my back',
      'la gente|todo el mundo|nadie|todos|siempre|pruebas|captura\\w*|por las dudas|cuidado|guardia|ya aprendi',
      "never trust|don't trust|can't trust|trust issues|careful|learned|first thought|instantly|immediately|assum\\w*|knew it|no confio|no me fio|aprendi|de entrada|enseguida|de una",
    ),
  ],

  emotional_deprivation: [
    // Nobody, not once.
    facet(
      "nobody|no one|nobody's|not one person|not a single (?:person|soul)|none of them|not once|never (?:once )?asked|never asks|didn't (?:even )?ask|doesn't (?:even )?ask",
      'nadie|ni una persona|ni uno|ninguno',
      'never (?:once )?(?:has|have|had) anyone|no one ever|nobody ever|not one|none of|nunca nadie|nadie nunca|ni mis (?:padres|papas|amig[oa]s|parejas)',
    ),
    // Being asked, noticed, held, looked after.
    facet(
      'ask(?:s|ed)? (?:me )?(?:how|what|if|about)|notic(?:e|ed|es|ing)|cares?|cared|check(?:s|ed)? on|hug\\w*|comfort\\w*|listen(?:s|ed)? to me|understands?|knows me|looked after|look after|took care|there for|remember\\w*|showed up|held me',
      'pregunt\\w*|me llam\\w*|llamo|me cuid\\w*|cuida|escuch\\w*|abraz\\w*|entiend\\w*|se entero|se dio cuenta|se acord\\w*|me conoce|me ha visto|apoy\\w*|carino|se preocup\\w*',
      "how i(?:'m| am| feel| was)|how (?:my|i'm) doing|what's going on (?:inside|with me|in my head)|look after me|take care of me|hold me|miss me|know me|sees? me|gets me|me (?:ve|vio|veia)|como estoy|como me siento|que me pasa|lo que siento|me quiera|me mime",
    ),
    // Alone, empty, and for a long time.
    facet(
      'alone|lonely|loneliness|invisible|empty|by myself|on my own|my whole life|growing up|as a kid|always been|never been|starving|birthday|the flu|a fever|quit hoping',
      'sol[oa]|soledad|invisible|vaci[oa]|desde siempre|de (?:chic|pequen|nin)[oa]|en mi casa|cumple\\w*|fiebre|gripe|sigo esperando|tampoco lo esperaba',
      "surrounded|crowd|still don't|still nobody|always been like|used to it|a long time ago|since i was|my parents|at home|empty house|hospital|had to take myself|rodead[oa]|acostumbrad[oa]|hace tiempo|mis (?:padres|papas)|sola en|me cuido sol[oa]|fui sol[oa]|terapia",
    ),
  ],

  defectiveness_shame: [
    // The self as the object.
    facet(
      "the real me|who i (?:really )?am|what i (?:really )?am|the whole of me|all of me|myself|because of me|underneath|my (?:body|face|skin|accent|voice|laugh)|how i (?:look|talk|sound)|where i'm from|wrong with me|doing with me|want me",
      'lo que soy|como soy|quien soy|mi mism[oa]|mi (?:cuerpo|cara|risa|voz|acento)|como hablo|de donde vengo|lo que valgo|que valgo|poca cosa|por dentro|que soy',
      "i'm (?:so |just |the )?(?:\\w+ )?(?:one|mess|problem|burden|joke)|like me|about me|my looks|my weight|my appearance|my personality|what i look like|the way i am|mi (?:forma de ser|aspecto|peso|personalidad)|lo que (?:hay|tengo) (?:debajo|dentro)|soy yo",
    ),
    // Shame, exposure, hiding.
    facet(
      'ashamed|shame|embarrass\\w*|humiliat\\w*|mortif\\w*|cring\\w*|disgust\\w*|gross|ugly|fraud|fake|impostor|imposter|broken|defective|unlovable|worthless|pathetic|not (?:really |actually )?(?:as )?good|not enough|getting caught|found out|finds out|exposed|see through|hide|hiding|camera off|smirk\\w*',
      'verguenza|avergonz\\w*|asco|fe[oa]|fraude|farsante|impostor\\w*|rot[oa]|podrid[oa]|de segunda|no valgo|no sirvo|inutil|fracas\\w*|escond\\w*|me tape|se van a dar cuenta|se va a notar|dar cuenta',
      "not (?:good|smart|pretty|interesting|clever) enough|less than|inferior|second-rate|a failure|a loser|a joke|pity|sorry for me|being polite|tolerate me|don't deserve|disgusting|hideous|awkward|weird|lesser|no soy (?:lo )?suficiente|menos que|inferior|por lastima|por pena|me aguanta\\w*|no merezco|ridicul\\w*|torpe|rar[oa]|patetic[oa]",
    ),
    // Being seen by others.
    facet(
      "everyone|everybody|people|in front of|the room|the meeting|the party|the group|his friends|her friends|once they|when they|they'll|they'd|looking at me|stare\\w*",
      'todos|todo el mundo|la gente|los demas|sus (?:amigos|companeros)|en clase|delante de|mirando|me miraban|se rieron|la fiesta|la cena|me vean|vean',
      "they(?:'ll| will)? (?:see|notice|realise|realize|find out)|everyone can tell|can tell|would see|see me|judg\\w*|laugh(?:ed|ing)? at|whisper\\w*|notice|invited|date|new guy|new girl|his parents|coworkers|classmates|se rian|me juzg\\w*|van a ver|se daran cuenta|sus padres|companeros|me invitaron",
    ),
  ],

  dependence_incompetence: [
    // Someone else steps in.
    facet(
      "my (?:mom|mum|mother|dad|father|parents|sister|brother|husband|wife|partner|boyfriend|girlfriend|best friend|coworker|colleague|roommate)|someone|somebody|the guy|a coworker|(?:him|her|them) to (?:do|decide|pick|choose|tell|call)|he'll do it|she'll do it",
      'mi (?:madre|padre|mama|papa|hermana|hermano|novi[oa]|pareja|marido|mujer|amig[oa]|mejor amig[oa]|companer[oa])|mis padres|alguien|a que (?:volviera|llegara|viniera)',
      'ask(?:ed|ing)? (?:my|him|her|them|someone|everyone)|called (?:my|him|her)|text(?:ed)? (?:my|him|her)|without (?:him|her|them|help|someone)|le pregunte|llame a|le escribi|sin (?:el|ella|ayuda)|alguien al lado',
    ),
    // A choice or an everyday task.
    facet(
      'decide|decision\\w*|choos\\w*|chose|pick|which (?:one|\\w+ to)|what to (?:do|say|wear|get|order|reply)|tell me what|do it for me|fill (?:in|out)|form|forms|paperwork|bills?|taxes|tax|call the|booking|use your judge?ment|judge?ment',
      'decid\\w*|elegir|elij\\w*|que hacer|que (?:me )?pongo|que contestar|que responder|por mi|formulario|papeles|tramite\\w*|factura\\w*|llamar al|gestionar|resolver|resuelv\\w*',
      'appointment|doctor|landlord|bank|phone plan|plan|flight|the car|the leak|cook|dinner|groceries|the meds|medicine|an? email|reply|cita|medico|banco|casero|fontanero|el seguro|la tienda|vuelo|recado\\w*|correo',
    ),
    // Not being able to.
    facet(
      "can't|couldn't|couldnt|unable|no idea|don't know how|didn't know how|froze|freeze|helpless|useless|hopeless|like a (?:lost )?(?:kid|child)|closed the|waited|trust myself",
      'no se|no puedo|no pude|no soy capaz|incapaz|me congele|me bloque\\w*|perdid[oa]|inutil|espere a que|como (?:un|una) (?:nen|nin)[oa]|sol[oa] no|no me atrevo|me senti una? (?:nena|nene|nina|nino)',
      "overwhelm\\w*|panicked|hands shaking|out of my depth|lost without|stuck|left with nothing|gave up|just closed|i'm hopeless|no sirvo|me agobi\\w*|me superan?|me supera|lo deje en|bloquead[oa]|no supe|colgue",
    ),
  ],

  vulnerability_to_harm: [
    // A threat: illness, accident, crime, ruin.
    facet(
      'cancer|tumou?rs?|stroke|heart attack|aneurysm|disease|illness|something serious|symptoms|mole|lump|crash\\w*|accident|fire|robbed|mugged|break-?in|broke in|burglar\\w*|intruder|attack\\w*|noise downstairs|virus|germs|plane|bankrupt|homeless|lose everything|losing (?:the|our|my|everything)|evicted|disaster|catastroph\\w*|too late',
      'cancer|tumor|enfermedad|algo grave|infarto|accidente|incendi\\w*|explot\\w*|el gas|robo|roban|roben|ladrones|virus|desgracia|tragedia|catastrofe|ruina|la calle|perderlo todo|asalt\\w*',
      'sick|illness|ill|dying|die|death|dead|hospital|ambulance|sirens?|headache|chest|heart|blood|germs|burglar\\w*|robbery|mugging|stranger|kidnap\\w*|drown\\w*|earthquake|flood|storm|broke|money|savings|bills?|job|apartment|flat|scan|test results|biopsy|enferm\\w*|muer\\w*|morir\\w*|hospital|ambulancia|sirena|dolor|pecho|corazon|sangre|ladron\\w*|secuestr\\w*|terremoto|inundacion|dinero|ahorros|perder el trabajo|piso|analitica|resultados|prueba',
    ),
    // Certainty, imagery, checking.
    facet(
      "sure|convinced|certain|terrified|what if|keep (?:thinking|picturing|imagining)|can't stop thinking|all i can see|picturing|imagining|googl\\w*|worst|lying awake|couldn't sleep|second opinion|(?:three|four|\\d+) times",
      'segur[oa]|convencid[oa]|me aterra|y si|no paro de pensar|me imagino|imaginandome|lo peor|no pude dormir|vivo pensando|busque|en cuanto me descuid\\w*|tres veces',
      "scared|afraid|panic\\w*|worried|keep checking|checked|checking|awake|can't stop|couldn't stop|brain|already decided|imagin\\w*|picture|911|emergency|miedo|panico|terror|preocup\\w*|revis\\w*|despiert[oa]|no puedo dejar de|imagin\\w*|emergencia|urgencias",
    ),
    // Out of proportion: reassurance did not help.
    facet(
      'even though|probably (?:nothing|fine|screens)|already said|said (?:it )?was nothing|everyone else is calm|my brain|just in case|every (?:little|time)|constantly',
      'aunque|no era nada|por si acaso|cada vez|se rie|se rien|mis amigos se rien',
      'probably|calm down|laugh\\w*|rational|i know|anyway|everyone says|doctor said|the news|on the news|online|reddit|lo se|se que|igual|en la tele|las noticias|todos dicen|el medico dijo|mi novi[oa] se rie',
    ),
  ],

  subjugation: [
    // Complying.
    facet(
      "said yes|say yes|agreed|went along|go along|gave in|give in|nodded|kept quiet|stayed quiet|said nothing|didn't say|bit my tongue|held my tongue|apologi[sz]ed|whatever (?:he|she|they) wants?|did what|do what|said (?:ok|okay|fine|sure)|backed down|so yes",
      'dije que si|digo que si|acepte|acepto|cedi|cedo|me calle|me callo|no dije nada|ni protest\\w*|asenti|le di la razon|hice lo que|hago lo que|me achico|dije "?dale|dije "?vale|tienes razon|se lo preste|pedi perdon|pido perdon|me disculpe',
      'let (?:him|her|them) (?:choose|pick|decide|have)|went with (?:his|her|their)|his way|her way|their way|agreed to|said it was fine|nodded along|did it anyway|covered for|took the|signed|lo que (?:el|ella|ellos) (?:quiera|quieran|diga|digan|quiso)|deje que|lo hice igual|firme|me toco',
    ),
    // Someone's displeasure.
    facet(
      'angry|mad at me|upset|annoyed|pissed|disappoint\\w*|a fight|an argument|a scene|drama|a whole thing|conflict|silent treatment|sulk\\w*|yell\\w*|blow up|keep the peace|eggshells',
      'se enoj\\w*|se enfad\\w*|se molest\\w*|molest[oa] conmigo|enojad[oa]|enfadad[oa]|bronca|pelea|discut\\w*|drama|conflicto|sin hablarme|ley del hielo|mala cara|me grita|me paraliza',
      'scared|afraid|terrified|nervous|tense|his temper|her temper|mood|moods|rather|easier|safer|paralys\\w*|paralyz\\w*|freeze me out|cold shoulder|miedo|terror|panico|nervios\\w*|su humor|su mal genio|prefiero|mas facil',
    ),
    // What the writer wanted instead.
    facet(
      "didn't want|don't want|wasn't ready|not ready|even though|had plans|hated|my (?:opinion|preference|plans)|what i (?:want|wanted|think|thought)|the opposite|i wanted|rather be",
      'aunque no|no queria|no me apetecia|tenia planes|lo que yo|mi opinion|odiandome|lo necesitaba|propuse|quien soy yo',
      "my own|i'd rather|i wanted to|i really wanted|wanted to say|should have said|wish i'd said|no voice|no say|again|always|every time|yo queria|quise decir|tenia que haber dicho|otra vez|siempre|como siempre",
    ),
  ],

  self_sacrifice: [
    // Doing for others.
    facet(
      "help(?:ed|ing)?|cover(?:ed|ing)? for|cook(?:ed|ing)? for|drove|babysat|babysit\\w*|picked up|look(?:ed|ing)? after|took care|taking care|lent|loaned|stayed up|host(?:ed|ing)?|did (?:everyone|everybody)'s|errands",
      'cuido|cuide|cuidando|ayudo|ayude|ayudando|llevo|llevando|recojo|cocino|cocine|presto|preste|cubro|cubri|acompano|escucho|me encargo|hago todo|hice todo|pague|por los demas|para todos',
      'cover(?:ed|ing)?|covering a shift|the kids|my nieces?|my nephews?|my neighbou?r|group project|their part|her part|his part|lent|gave (?:away|up)|my savings|the bill|money for|took on|picked up the slack|said yes|cuidar|cuidando|ayudar|prestar|regale|di mi|mis ahorros|la plata que|el dinero que|sobrin\\w*|vecin[oa]',
    ),
    // At a cost to oneself.
    facet(
      "exhausted|drained|no time|haven't (?:eaten|slept)|didn't (?:eat|sleep)|skipped|cancel\\w* my|my own|sick|fever|burn\\w* out|running on empty|guilt\\w*|selfish|more than mine",
      'agotad[oa]|reventad[oa]|sin dormir|sin comer|sin haber comido|enferm[oa]|fiebre|rodilla|muela|lo mio|mis planes|la ultima|el ultimo|culpa|egoista|para mi|masaje|lo necesita mas',
      "tired|drained|worn out|no energy|no sleep|can't remember the last time|for myself|for me|my needs|me time|rest|bath|day off|own plans|my own|needs? (?:it )?more|cansad[oa]|sin energia|para mi|mis necesidades|descans\\w*|mi dia libre|mis planes|lo necesita mas|yo aguanto|a mi nadie",
    ),
    // For everyone, always.
    facet(
      "everyone|everybody|everyone's|others|other people|always|again|the whole family|my (?:sister|brother|mom|mum|dad|family|kids|team)",
      'todos|todo el mundo|los demas|siempre|cada (?:manana|domingo|dia)|mi (?:hermana|hermano|madre|familia|prima|abuela)|mis (?:sobrinos|hijos|padres)',
      "everyone else|all of them|whole family|every (?:day|week|weekend|morning)|my friends|my coworkers|the team|everyone's|cada semana|toda la familia|mis amig[oa]s|mis companer[oa]s|los domingos|por las mananas|por las tardes",
    ),
  ],

  insufficient_self_control: [
    // The act: eating, spending, scrolling, snapping, putting off.
    facet(
      'ate|binge\\w*|bought|spent (?:\\d+|money|my|all)|ordered|scroll\\w*|drank|smok\\w*|vap(?:e|ed|ing)|gambl\\w*|snack\\w*|shopping|takeout|takeaway|cigarettes?|yelled|snapped|rage\\w*|lost it|procrastinat\\w*|put (?:it )?off|started at|blew',
      'me comi|comi|compr[eo]|me compre|gaste|me gaste|ped[ií] otra|fum\\w*|beb[ií]|apost\\w*|grite|le grite|explote|conteste fatal|lo deje para|procrastin\\w*|atracon\\w*|me apunte',
      'ate (?:a|the|an|all)|eating|binged|gaming|drinks?|wine|beer|vape|amazon|cart|delivery|uber eats|sweets|chocolate|chips|cookies|crisps|cake|skipped (?:the )?gym|gym|membership|subscription|snapped at|yelled at|shouted|slammed|comi|comiendo|cerveza|chocolate|dulces|galletas|tiktok|netflix|capitulos?|gimnasio|cuota|suscripcion|le conteste|grit\\w*',
    ),
    // Past the limit the writer set.
    facet(
      "the whole (?:bag|box|pack|packet|tub|pizza|thing|cake|bottle|season)|\\d+ ?am|at midnight|lasted (?:\\w+ )?(?:days?|a week|hours)|promis\\w* myself|don't need|didn't need|couldn't stop|can't stop|promised|told myself|telling myself|swore|one more|budget|no-spend|diet|streak|day \\d+|never last|cave|caved|impulse|regret\\w*|every time|due (?:tomorrow|tmrw)",
      'entero|de madrugada|no pude parar|sin parar|me prometi|me jure|presupuesto|dieta|arrepent\\w*|volvi a|igual|a la semana|lo abandono|propositos?|antojo',
      "until \\d|till \\d|all night|all day|\\d+ hours|hours|instead|shouldn't have|didn't need|don't need|can't afford|overdraft|maxed|credit card|rent money|paid \\d+|went \\d+ times|once|a week|next day|tomorrow|monday|hasta las \\d|toda la noche|horas|en vez de|no necesito|no tengo dinero|tarjeta|del alquiler|el lunes|al dia siguiente|manana",
    ),
    // It keeps happening.
    facet(
      'again|i always|i never|i still|still do|zero|no willpower|no discipline|why do i|i know exactly|lol|ugh',
      'otra vez|de nuevo|siempre|nunca|no aguanto|no tengo|ni un segundo|como siempre',
      "i keep|keep (?:doing|buying|eating|saying)|every single|can't help|couldn't help|no self[- ]control|weak|i give in|i gave in|i caved|oops|my bad|here we go|no puedo evitar|no pude evitar|cai|caigo|otra vez igual|lo de siempre",
    ),
  ],

  unrelenting_standards: [
    // Reworking, checking, practising.
    facet(
      'redo\\w*|redid|rewr\\w*|rewrote|re-?check\\w*|re-?read\\w*|re-?watch\\w*|revis\\w*|fix(?:ed|ing)?|tweak\\w*|polish\\w*|proofread\\w*|went over|double[- ]check\\w*|rehears\\w*|scrubbed|reorgani[sz]\\w*|studied|studying|worked (?:late|through|till|until)',
      'revis[eo]|revisando|corregi|corrijo|corrigiendo|repase|repaso|rehice|rehago|ensay\\w*|estudi[eo]|estudiar|pul[ií]|perfeccion\\w*|aprender|me encerre',
      'checked|checking|edited|editing|practiced|practised|trained|training|cleaned|cleaning|organis\\w*|organiz\\w*|reworked|worked|working|overtime|prepared|prep|reviewed|reviewing|revise\\w*|limpi\\w*|organiz\\w*|prepar\\w*|trabaje hasta|trabajando hasta|entren\\w*|practiqu\\w*|repet\\w*',
    ),
    // The bar: perfect, mistake, good enough.
    facet(
      "perfect\\w*|flawless|good enough|not enough|mistakes?|errors?|flaws?|typos?|better|standard|the best|100%|an a|top marks|wasn't under|one more thing",
      'impecable|perfect[oa]|errores?|fallos?|falla|mejor|suficiente|nota maxima|un diez|sobresaliente|me equivoque|falle',
      "a b|an? \\d+%|9\\d|grade|score|pace|under an hour|not good|could be better|could've been better|should have|should've|wrong|flaw|nitpick\\w*|detail|details|excellent|best|proud|satisfied|good job|great job|look great|approved|nota|un \\d|\\d,\\d|notable|detalle|detalles|podria (?:estar|haber)|deberia haber|satisfech[oa]|orgullos[oa]|aprobad[oa]",
    ),
    // Beyond what was needed.
    facet(
      "\\d+ times|(?:three|four|five|six|seven|eight|nine|ten) times|over and over|all night|till \\d+ ?am|until \\d+ ?am|at midnight|already|nobody asked|no one asked|day off|didn't sleep|everyone (?:already )?said|annoyed",
      '\\d+ veces|mil veces|veinte veces|una y otra vez|hasta las \\d|toda la noche|de madrugada|ya estaba|aunque ya|dia libre|todo el dia|el doble|me felicitaron',
      'again|never|always|still|late|weekend|vacation|holiday|lunch|relax|rest|lazy|otra vez|nunca|siempre|cada|todavia|tarde|finde|vacaciones|almuerzo|descans\\w*|vag[oa]',
    ),
  ],

  negativity_pessimism: [
    // Something good happened.
    facet(
      'got the|good news|landed|won|passed|approved|promot\\w*|raise|accepted|went (?:well|fine|great)|celebrat\\w*|thrilled|congrat\\w*|excited|smiled|finally',
      'me (?:dieron|aprobaron|ofrecieron|eligieron|cogieron|aceptaron)|buena noticia|salio bien|celebr\\w*|festej\\w*|felicit\\w*|por fin|cosas buenas|alegr\\w*',
      "got (?:a|an|the) (?:job|offer|raise|place|apartment|flat|promotion|yes)|new (?:job|place|car|apartment)|went (?:ok|okay)|they smiled|said they'd|best day|good day|happy|nice|engaged|pregnant|holiday|vacation|plans|trip|weekend|me salio|consegui|nuev[oa] (?:trabajo|piso|coche|carro)|contentos|feliz|planes|viaje|vacaciones|el credito|el proyecto",
    ),
    // It will go wrong.
    facet(
      "go wrong|goes wrong|going to go wrong|fall apart|come apart|fall through|won't last|too good to be true|the catch|other shoe|take it back|ruin\\w*|wreck\\w*|jinx\\w*|bound to|nowhere|why bother|no point|what's the point|never works|of course|knew it",
      'salir mal|sale mal|torcer|complicar\\w*|estropear|fastidi\\w*|dura poco|no va a durar|algo malo|la pega|ya vereis|ya veras|problemas|la grieta|chasco|para que|era de esperar|lo sabia|no lo registro|solo veo',
      "won't|not going to|doubt|doubtful|disappoint\\w*|bad|worse|worst|fail\\w*|no way|yeah right|sure,|for now|temporary|until it isn't|waiting for|brace\\w*|fine for now|watch|see|no creo|dudo|decepcion\\w*|peor|lo peor|fracas\\w*|por ahora|de momento|temporal|esperando|ya vereis|ya veras|va a (?:salir|acabar|terminar) mal|se va a",
    ),
    // As always.
    facet(
      'always|never|every time|nothing|everything|like always|as usual|probably|something|anyway|whatever i',
      'siempre|nunca|nada|todo lo que|seguro|algo|cada vez|como todo|pasa lo mismo',
      'of course|knew|typical|figures|naturally|my luck|here we go|every single time|sure enough|i always|i never|how it goes|como siempre|tipico|mi suerte|lo sabia|era obvio|nunca falla|ya sabia|siempre acaba',
    ),
  ],

  emotional_inhibition: [
    // A feeling is there.
    facet(
      'cry\\w*|cried|tears?|sob\\w*|upset|feelings|my feeling|how i feel|emotions?|emotional|choked up|lump in my throat|welled up|teared up|grief|griev\\w*|dance|danc(?:e|ed|ing)|hurt|love you',
      'llor\\w*|lagrimas|triste\\w*|sentimientos?|emociones?|lo que siento|te quiero|rabia|nudo en la garganta|bail\\w*|dolid[oa]|hecho polvo',
      'sad|angry|scared|hurt|happy|joy|excited|love|proud|moved|touched|wanted to (?:hug|cry|scream|dance|laugh|say)|the card|the letter|compliment|funeral|wedding|goodbye|triste|enfadad[oa]|emocion\\w*|orgull\\w*|conmovid[oa]|abrazar|despedida|funeral|boda|la carta|el regalo',
    ),
    // It is kept in.
    facet(
      "hid|hide|hiding|held back|hold back|holding back|swallow\\w*|bottl\\w*|kept (?:it )?(?:in|inside|to myself|together)|didn't show|don't show|never show|didn't let|won't let|can't let|pretend\\w*|smiled|said i was fine|i'm fine|changed the subject|turned (?:around|away)|looked away|nobody saw|no one saw|out loud|didn't react|didn't get up|stood there|a lid|closed off|shut down|went quiet|let it out|behind glass|in the shower|cried (?:later|alone)|practical questions|cara de nada",
      'aguant\\w*|me trag\\w*|me lo guard\\w*|me call\\w*|escond\\w*|disimul\\w*|fingi\\w*|finjo|sonrei|estoy bien|estaba bien|cambie de tema|a solas|que nadie|no lo demostr\\w*|no dije nada|no me sale|me cuesta|me contuve|reprim\\w*|por dentro|coraza|como si nada',
      "composed|neutral face|straight face|poker face|mask|numb|stiff|froze|just said thanks|said thanks|joked|made a joke|laughed it off|deflect\\w*|walked away|left the room|kept going|carried on|got on with|no big deal|it's nothing|i'm good|all good|compuest[oa]|seri[oa]|mascara|rigid[oa]|me hice (?:el|la) fuerte|hice una broma|me fui|segui como|no pasa nada|todo bien|dije gracias",
    ),
    // Where others could see.
    facet(
      'in front of|people|everyone|anyone|nobody|no one|in public|at work|the funeral|the wedding|the meeting|needs to see|can see',
      'delante de|nadie|todos|la gente|en publico|en el trabajo|en el funeral|en la boda|los hombres',
      'safer|weak|weakness|embarrass\\w*|vulnerable|exposed|judg\\w*|debil|debilidad|verguenza|vulnerable|me juzg\\w*|mejor asi',
    ),
  ],
};

const LEXICON = Object.fromEntries(
  Object.entries(LEXICON_DEFS).map(([key, defs]) => [
    key,
    [
      ...defs,
      ...BEHAVIOUR_DEFS[key as SchemaKey],
      ...PARAPHRASE_DEFS[key as SchemaKey],
      ...FACET_DEFS[key as SchemaKey],
    ].flat(),
  ]),
) as Record<SchemaKey, CueDef[]>;

// ---- Gating: negation, past distancing, someone else's belief ----------------------------------

/** Contrast words: what comes after them is read on its own. */
const CONTRAST =
  /\b(?:but|pero|aunque|though|although|however|sin embargo|now|ahora|these days|nowadays|hoy en dia|today|hoy)\b/g;

const NEGATED_TAIL = new RegExp(
  [
    // "I'm not worried (that) he'll…", "I don't think I'm…", "no creo que sea…"
    String.raw`\b(?:not|don't|didn't|never|no longer|hardly|isn't|wasn't)(?: \w+)?? (?:worried|afraid|scared|fear|fearing|think|thinking|believe|convinced|sure|feel like|feel that|expect|expecting|assume|assuming)\b(?: (?:that|about|of|like))?(?: \S+){0,4} ?$`,
    String.raw`\b(?:no|nunca|ya no|tampoco|ni)(?: \w+)?? (?:creo|pienso|siento|tengo miedo|temo|me preocupa|me da miedo|estoy segur[oa]|me parece|considero|me asusta)\b(?: (?:que|de|a|de que|a que))?(?: \S+){0,4} ?$`,
    // a cue right after "not"/"no tengo"/"it's not that"
    String.raw`\b(?:not|it's not that|not that|no longer|no|no tengo|no me da|no siento|ya no tengo|no es que|tampoco|sin|without)\s*$|\b(?:sin \w+(?:ar|er|ir)(?:lo|la|los|las|me|se)?|without \w+ing(?: it| them)?)\s*$`,
  ].join('|'),
);

const DISTANCED =
  /\b(?:used to (?:think|believe|feel|be)|i once (?:thought|believed|felt)|back then|when i was (?:a kid|younger|little|a child|a teen)|antes (?:pensaba|creia|sentia|era)|solia (?:pensar|creer|sentir)|de (?:nin[oa]|pequen[oa]|joven) (?:pensaba|creia|sentia)|ya no (?:pienso|creo|siento))\b/;

const DISTANCED_TAIL = /\b(?:used to|antes|solia|i once|back then)\s*$/;

/** Someone else's belief or words: "my sister thinks…", "mi papá cree que…". */
const REPORTED =
  /\b(?:thinks|believes|says|keeps saying|keeps thinking|worries|fears|expects|assumes|tells me)\b|\b(?:he|she|they|my \w+) (?:feels|feel)\b|\b(?:he|she|they|my \w+)(?: is|'s|'re| are| was| were) (?:convinced|sure|afraid|scared|worried|terrified|certain)\b|\b(?:he|she|they|my \w+) (?:said|told me)\b|\b(?:piensa|cree|dice|dijo|opina|teme|siente que|le preocupa|le da miedo|esta (?:convencid[oa]|segur[oa])|se cree|me dice|me dijo)\b/g;
const FIRST_PERSON = /\b(?:i|i'm|i've|i'll|i'd|yo|creo|pienso|siento|me siento)\b/;

/** A third-person subject right before a subject-less cue: "he can't trust anyone". */
const PERSON_NOUN = String.raw`(?:mom|mum|mother|dad|father|sister|brother|partner|boyfriend|girlfriend|husband|wife|friend|best friend|boss|coworker|co-worker|colleague|roommate|flatmate|son|daughter|kid|kids|parents|family|ex|aunt|uncle|cousin|grandma|grandmother|grandpa|grandfather|manager|teacher|neighbor|neighbour|stepdad|stepmom|fiance|fiancee|therapist)`;
const OTHER_SUBJECT_TAIL = new RegExp(
  String.raw`\b(?:he|she|they|(?:my|his|her|their) ${PERSON_NOUN}|[a-z]+'s ${PERSON_NOUN})(?: (?:really|just|always|never|still|also|honestly|probably|totally|kind of|clearly|seriously))*(?:(?: is|'s| are|'re| was| were| seems| seems like)(?: (?:a|an|such a|so|very|really|kind of|the))?)? ?$` +
    String.raw`|\b(?:mi|tu|su) \w+ (?:es|esta|parece|siempre es|era)(?: (?:un|una|muy|tan|super|demasiado))? ?$`,
);

const ABOUT_ME = /\b(?:me|my|mine|myself|mi|mis|conmigo)\b/;

/**
 * Someone else as the topic of the entry: it opens with a third person ("my grandpa…", "mi hijo…",
 * "flatmate…") and the writer has not appeared in the text before the cue.
 */
const PERSON_ES = String.raw`(?:madre|padre|mama|papa|hermano|hermana|hijo|hija|hijos|abuelo|abuela|novio|novia|pareja|marido|mujer|esposo|esposa|jefe|jefa|amigo|amiga|companero|companera|cunado|cunada|suegro|suegra|tio|tia|primo|prima|vecino|vecina|sobrino|sobrina|profe|terapeuta|ex)`;
const THIRD_TOPIC = new RegExp(
  String.raw`^[^a-z]*(?:(?:(?:my|his|her|their|our|the|a) )?(?:\w+ )?${PERSON_NOUN}|(?:(?:mi|su|sus|nuestr[oa]|el|la) )?(?:\w+ )?${PERSON_ES}|he|she|they|ella|ellos|ellas)\b`,
);
const WRITER =
  /\b(?:i|i'm|i've|i'll|i'd|me|my|myself|mine|we|us|our|yo|conmigo|nos|nosotros|nosotras|estoy|estaba|estuve|soy|fui|tengo|tenia|tuve|siento|senti|creo|pienso|pense|quiero|queria|puedo|pude|voy|hago|hice|digo|dije|necesito|odio|llevo|paro|vivo|(?:no|ya|lo) se)\b/;

/** A generalisation about people ("nobody's that nice for free") is the writer's own view. */
const GENERAL_SUBJECT = /^(?:nobody|no one|people|everyone|everybody|nadie|la gente|todo el mundo|todos)\b/;

function isOtherTopic(norm: string, pos: number, match: string): boolean {
  if (GENERAL_SUBJECT.test(match) || WRITER.test(match)) return false;
  const before = norm.slice(0, pos);
  const topic = THIRD_TOPIC.exec(before);
  return topic !== null && !WRITER.test(before.slice(topic[0].length));
}

function clauseWindow(norm: string, pos: number, cutAtCommas: boolean): string {
  let start = 0;
  const breaks = cutAtCommas ? /[.!?;:,\n\u2026]/g : /[.!?;\n\u2026]/g;
  for (let m = breaks.exec(norm); m !== null && m.index < pos; m = breaks.exec(norm)) start = m.index + 1;
  let window = norm.slice(start, pos);
  CONTRAST.lastIndex = 0;
  let cut = -1;
  for (let m = CONTRAST.exec(window); m !== null; m = CONTRAST.exec(window)) cut = m.index + m[0].length;
  if (cut >= 0) window = window.slice(cut);
  return window.trimStart();
}

function isReported(window: string): boolean {
  let last = -1;
  let lastLength = 0;
  REPORTED.lastIndex = 0;
  for (let m = REPORTED.exec(window); m !== null; m = REPORTED.exec(window)) {
    last = m.index;
    lastLength = m[0].length;
  }
  if (last < 0) return false;
  return !FIRST_PERSON.test(window.slice(last + lastLength));
}

/** Why a cue match does not count, or null when it does. */
function gate(norm: string, pos: number, match: string, others = false): 'negated' | 'distanced' | 'other' | null {
  const clause = clauseWindow(norm, pos, true);
  if (NEGATED_TAIL.test(clause)) return 'negated';
  const sentence = clauseWindow(norm, pos, false);
  if (DISTANCED.test(`${sentence}${match}`) || DISTANCED_TAIL.test(sentence)) return 'distanced';
  if (others) return null;
  if (isReported(sentence)) return 'other';
  // "he can't trust anyone" is his belief; "he won't come back to me" is still the writer's fear.
  if (!ABOUT_ME.test(match) && OTHER_SUBJECT_TAIL.test(clause)) return 'other';
  if (!ABOUT_ME.test(match) && isOtherTopic(norm, pos, match)) return 'other';
  return null;
}

// ---- Scoring ---------------------------------------------------------------------------------

type Hit = { weight: number; pos: number };
type Scored = { key: SchemaKey; score: number; best: Hit };
/** One cue match, counted or not (for the evaluation script and debugging). */
export type CueTrace = {
  key: SchemaKey;
  weight: number;
  match: string;
  gate: 'negated' | 'distanced' | 'other' | null;
};

function score(norm: string, trace?: CueTrace[]): Scored[] {
  const scored: Scored[] = [];
  for (const [key, cues] of Object.entries(LEXICON) as [SchemaKey, CueDef[]][]) {
    // Every match of every cue, strongest first; a cue counts once, and overlapping matches once.
    const found: { w: number; id: number; others: boolean; start: number; end: number; text: string }[] = [];
    for (const { re, w, id, others } of cues) {
      re.lastIndex = 0;
      for (let m = re.exec(norm); m !== null; m = re.exec(norm)) {
        found.push({ w, id, others, start: m.index, end: m.index + m[0].length, text: m[0] });
        if (m[0].length === 0) re.lastIndex++;
      }
    }
    found.sort((a, b) => b.w - a.w || a.start - b.start);
    const counted: { start: number; end: number }[] = [];
    const usedCues = new Set<number>();
    let total = 0;
    let best: Hit | undefined;
    for (const hit of found) {
      if (usedCues.has(hit.id)) continue;
      if (counted.some((c) => hit.start < c.end && c.start < hit.end)) continue;
      const why = gate(norm, hit.start, hit.text, hit.others);
      trace?.push({ key, weight: hit.w, match: hit.text, gate: why });
      if (why !== null) continue;
      usedCues.add(hit.id);
      counted.push(hit);
      total += hit.w;
      if (!best || hit.w > best.weight) best = { weight: hit.w, pos: hit.start };
    }
    if (best && total >= THRESHOLD) scored.push({ key, score: total, best });
  }
  return scored.sort((a, b) => b.score - a.score || b.best.weight - a.best.weight || a.best.pos - b.best.pos);
}

/** Every cue match in a text, with the reason it was not counted (null when it was). */
export function explainPatterns(text: string): { normalized: string; hits: CueTrace[]; detected: SchemaKey[] } {
  const norm = normalizeWithMap(text).text;
  const hits: CueTrace[] = [];
  const detected = score(norm, hits).map((s) => s.key);
  return { normalized: norm, hits, detected };
}

/**
 * The patterns a check-in shows clearly, strongest first (at most three), each with the clause of
 * the original text that carries its strongest cue. [] when nothing clear is there.
 */
export function detectPatterns(text: string, _locale: Locale): DetectedPattern[] {
  if (typeof text !== 'string' || text.trim() === '') return [];
  const { text: norm, map } = normalizeWithMap(text);
  const clauses = splitClauses(text);
  return score(norm)
    .slice(0, MAX_PATTERNS)
    .map(({ key, best }) => {
      const origin = map[best.pos] ?? 0;
      const clause = spanAt(clauses, origin);
      const phrase = clause ? cutQuote(text, clause, origin, MAX_PHRASE) : text.trim().slice(0, MAX_PHRASE);
      return { schema_key: key, phrase };
    });
}
