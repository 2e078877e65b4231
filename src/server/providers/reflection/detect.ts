/**
 * Pattern detector of the built-in reflection engine (reflection-engine.md §2.3 b).
 *
 * A weighted cue lexicon per pattern, in English and Spanish, run over the normalized text (both
 * languages, whatever the locale, so mixed entries work). Weight 3 is a clear first-person
 * statement of the belief and fires on its own; weights 1-2 are supporting cues that need company.
 * A cue does not count when it is negated ("I'm not worried he'll leave", "no creo que sea un
 * fracaso"), set in the past ("I used to think…", "antes pensaba…"), or attributed to someone else
 * ("my sister thinks everyone will leave her"). Precision first: it finds explicit self-statements
 * and misses inference, so the reply never depends on a pattern being found.
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
    cue(1, /\b(?:takes?|took) (?:hours|forever|ages) to (?:answer|reply|text back)\b/, { others: true }),
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
    cue(3, /\blo (?:usan|usa|usaran|van a usar) (?:en )?contra (?:ti|mi)\b/),
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
      /\bno soy (?:lo )?(?:bastante|suficientemente) (?:buen[oa]|list[oa]|guap[oa]|interesante|valios[oa])\b|\bsoy lo peor\b|\bno sirvo\b/,
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
      /\b(?:rewrote|rewrite|rewriting|redid|redo|redoing|reread|re-read|edited|editing|revised|revising|practiced|rehearsed)(?: \w+){0,4} (?:\d+|three|four|five|six|seven|eight|nine|ten|twenty|a hundred|a million|so many) times\b/,
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

const LEXICON = Object.fromEntries(Object.entries(LEXICON_DEFS).map(([key, defs]) => [key, defs.flat()])) as Record<
  SchemaKey,
  CueDef[]
>;

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
    String.raw`\b(?:not|it's not that|not that|no longer|no|no tengo|no me da|no siento|ya no tengo|no es que|tampoco)\s*$`,
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
      for (const m of norm.matchAll(re))
        found.push({ w, id, others, start: m.index, end: m.index + m[0].length, text: m[0] });
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
