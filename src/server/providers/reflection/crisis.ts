/**
 * Crisis screen of the built-in reflection engine (reflection-engine.md §4).
 *
 * Deterministic and recall-first: every text is screened with the English AND the Spanish
 * patterns, whatever the locale, after normalization (lowercase, accents stripped, leetspeak and
 * chat spellings undone). Common idioms ("this deadline is killing me", "me muero de risa") are
 * not matched because every pattern needs a first-person wish, act or plan, not just a death word.
 * A bare mention of suicide or self-harm counts unless the text is clearly about a topic (a
 * documentary, a talk, a novel) with nothing personal in it.
 */
import { readFileSync } from 'node:fs';
import type { Locale } from '../../../shared/locale.js';
import { normalize } from './normalize.js';

export type CrisisCategory =
  | 'suicidal_ideation'
  | 'self_harm'
  | 'plan_means'
  | 'abuse'
  | 'burden'
  | 'farewell'
  | 'passive_death_wish'
  | 'hopelessness';

export type CrisisResult = { crisis: boolean; categories: string[] };

type Rule = { category: CrisisCategory; pattern: RegExp };

const rules = (category: CrisisCategory, patterns: RegExp[]): Rule[] =>
  patterns.map((pattern) => ({ category, pattern }));

// Building blocks (normalized text: lowercase, no accents, "can't"/"don't"/"i'm" contracted).
const IDIOM_OF = String.raw`(?! (?:of|from) (?:embarrassment|shame|laughter|laughing|boredom|hunger|cold|heat|cuteness|envy|jealousy|curiosity|exhaustion)\b)`;
const DIE = String.raw`(?:(?:die|d[i1!]e)${IDIOM_OF}|be dead|not be alive|stop existing|unalive(?: myself)?|kill myself|k[i1!]ll myself)`;
const WANT_EN = String.raw`(?:want|wanted|wanting|wish|wished|wishing|plan|planning|ready|need|trying|tried|decided|deserve)`;
const IDIOM_DE = String.raw`(?! de (?:la )?(?:risa|verguenza|ganas|hambre|frio|calor|sueno|aburrimiento|envidia|amor|pena|miedo|susto|cansancio|celos|curiosidad|asco|nervios)\b)`;
const NOT_INFINITIVE = String.raw`(?! (?:a )?\w+(?:ar|er|ir)(?:me|te|se|lo|la|le|nos)?\b| (?:fuerte|duro|mucho|bastante|el bajon|la tristeza|la nostalgia|el sol|la gripe|el resfriado|la risa|el sueno|la depre|a veces|el turno)\b)`;
const SELF_EN = String.raw`(?:myself|my self|meself|mself)`;
const WANT_ES = String.raw`(?:quiero|quisiera|queria|deseo|voy a|pienso en|pensando en|he pensado en|tengo ganas de|me dan ganas de|me gustaria|necesito|prefiero|decidi|estoy pensando en|planeo|intente|ganas de)`;

const RULES: Rule[] = [
  // ---- English: suicidal ideation --------------------------------------------------------------
  ...rules('suicidal_ideation', [
    new RegExp(String.raw`\b${WANT_EN} (?:to |2 )?${DIE}\b`),
    new RegExp(String.raw`\b(?:want|wanna|wish) (?:to |2 )?d[i1!]e\b${IDIOM_OF}`),
    new RegExp(String.raw`\b(?:going|about|gonna) to (?:kill myself|k[i1!]ll myself|end my life|end it all|unalive)\b`),
    new RegExp(
      String.raw`\b(?:kill|killing|killed|k[i1!]ll|k[i1!]lling|unalive|unaliving|off|offing|end|ending) ${SELF_EN}\b`,
    ),
    /\bkms\b/,
    /\b(?:sewerslide|sewer slide|su[i1!]+c[i1!]*d(?:e|al|ality)?|sucid(?:e|al)|suicid(?:e|al)|suic[i1]de|self[- ]?unalive)\b/,
    /\b(?:end|ending|take|taking|took) (?:my (?:own )?life|it all|my own life)\b/,
    /\b(?:want|wanted|wanting|going|plan|planning|ready|decided|gonna) to end it\b(?! with| between| there| here| early| now with)/,
    /\b(?:wish|wished|wishing) (?:i was|i were|i'd be|to be|i could be|i had) (?:dead|never born)\b/,
    /\bbetter off dead\b/,
    /\b(?:don't|no longer|never) want to (?:live|be alive|exist|be here|go on|wake up)\b(?! (?:in|at|with|near|on) )/,
    /\bdon't want to be alive\b/,
    /\b(?:dying|death|suicide) (?:is|seems|feels like) (?:the|my) (?:only|best|last) (?:option|way|answer|choice|way out)\b/,
    /\bdone with (?:life|living|being alive|existing)\b/,
    /\blife (?:isn't|is not|ain't|aint) worth (?:living|it)\b/,
    /\bnot worth living\b/,
    /\bplanning my (?:death|suicide|exit|funeral)\b/,
    /\b(?:thoughts?|thinking|think) (?:of|about) (?:dying|death|killing myself|ending it|ending my life|not being alive)\b/,
    /\b(?:tried|attempted) to (?:kill|end) (?:myself|my life|it all)\b/,
  ]),
  // ---- English: self-harm ----------------------------------------------------------------------
  ...rules('self_harm', [
    new RegExp(
      String.raw`\b(?:cut|cuts|cutting|slit|slitting|burn|burned|burnt|burning|hurt|hurting|harm|harming|injure|injuring|punish|punishing|starve|starving|scratch|scratching|hit|hitting|punch|punching) ${SELF_EN}\b(?! (?:playing|at the gym|during|lifting|running|skiing|while|when i fell|by accident|accidentally|shaving|cooking|in the kitchen|on the))`,
    ),
    /\bself[- ]?(?:harm|harming|harmed|injury|injuring|injure|mutilat\w*)\b/,
    /\b(?:cut|cutting|slit|slitting|slice|slicing) (?:my|both) (?:wrists?|arms?|legs?|thighs?|skin|stomach|body)\b/,
    /\b(?:burn|burned|burnt|burning|cut|cutting|scratch|scratched|scratching|hit|hitting|punch|punched|punching|bruise|bruised|bang|banged|bit|bite|biting)\b.{0,60}\b(?:on purpose|deliberately|intentionally|to punish myself|to feel something|until (?:it|they|i) (?:bled|bleed|bleeds|hurt))\b/,
    /\buntil (?:they|it|my \w+) bled\b.{0,60}\b(?:wanted|want|on purpose|deserve)\b|\bwanted it to hurt\b/,
    /\bthe cuts (?:are|were|got)\b/,
    /\brelaps(?:e|ed|ing) (?:on|into|with) (?:cutting|self)/,
  ]),
  // ---- English: plan / means / preparation ------------------------------------------------------
  ...rules('plan_means', [
    /\b(?:take|taking|took|swallow|swallowing|swallowed|down|downing) (?:all|every one|the whole bottle|a bottle|a handful|all of|the rest) (?:of )?(?:my |the |those |these |her |his )?(?:pills|meds|medication|medicine|tablets|sleeping pills|painkillers|paracetamol|tylenol|ibuprofen)\b/,
    /\b(?:overdose|overdosing|overdosed)\b/,
    /\b(?:going to|want to|plan to|planning to|about to|might|will) od\b/,
    /\bhow many\b(?: \w+){0,4} (?:pills|meds|tablets|sleeping pills|painkillers|paracetamol|tylenol)\b/,
    /\b(?:pills|meds|tablets)\b.{0,30}\b(?:would it take|to die|would be too many|is too many|are too many|would kill|to kill|to not wake up)\b/,
    /\b(?:suicide|goodbye|farewell) (?:note|letter|message|video)s?\b/,
    /\b(?:jump|jumping|throw myself|throwing myself|leap|leaping) (?:off|from|in front of|onto|under)\b(?: \w+){0,3} (?:bridge|roof|building|balcony|cliff|window|ledge|tower|train|bus|car|truck|tracks|overpass)\b/,
    /\b(?:tallest|highest) (?:bridges?|buildings?|cliffs?|roofs?|towers?)\b/,
    /\bbridges? (?:taller|higher) than\b/,
    /\b(?:staring|stare|stared|looking|look|looked) (?:at|down at) the (?:train )?(?:tracks|rails|rail tracks|edge)\b/,
    /\b(?:bought|buying|got|have) (?:a )?(?:rope|noose)\b|\bnoose\b/,
    /\b(?:hang|hanging) myself\b/,
    /\b(?:gun|pills|rope|knife) (?:ready|hidden|saved up)\b|\b(?:saving|saved|stockpiling|hoarding) (?:up )?(?:my )?(?:pills|meds|tablets)\b/,
  ]),
  // ---- English: abuse happening to the writer ---------------------------------------------------
  ...rules('abuse', [
    /\b(?:he|she|they|my \w+|my \w+ \w+|someone|somebody) (?:\w+ ){0,2}(?:hit|hits|hitting|beat|beats|beating|punch|punches|punched|kick|kicks|kicked|slap|slaps|slapped|choke|chokes|choked|choking|strangle|strangles|strangled|rape|rapes|raped|molest|molests|molested|abuse|abuses|abused|touch|touches|touched|grope|gropes|groped|assault|assaults|assaulted|shove|shoves|shoved|burns|burned) me\b(?! (?:at|in a|in the|to it|to the|up|back|with (?:more|another|a new|the news|news|a question|an? \w+ (?:email|request|task|deadline|bill)))\b)/,
    /\b(?:he|she|they|my \w+|my \w+ \w+) (?:\w+ )?(?:hits|beats|punches|kicks|slaps|chokes|rapes|molests|abuses|touches|threatens) me\b/,
    /\b(?:force|forces|forced|forcing|make|makes|made|pressure|pressures|pressured) (?:me )?(?:to )?(?:have sex|do sexual|sexual|into sex|sleep with)/,
    /\bforc(?:e|es|ed|ing) me\b.{0,40}\b(?:sex|sexual|touch|undress|naked)\b/,
    /\b(?:threaten|threatens|threatened|threatening) (?:to (?:kill|hurt|hit|beat|rape|stab|shoot) me|me with (?:a |his |her )?(?:knife|gun|weapon|belt|bat))\b/,
    /\b(?:threaten|threatens|threatened|threatening) (?:me|to kill|to hurt)\b/,
    /\b(?:i'm|i was|i've been|being|been|getting|get) (?:\w+ )?(?:abused|raped|molested|sexually assaulted|assaulted|beaten|hit|groped|trafficked)\b/,
    /\b(?:i'm not safe|i don't feel safe|not safe (?:at home|with him|with her|with them|in my (?:house|home))|unsafe at home|(?:scared|afraid|fear|terrified) for my life)\b/,
    /\b(?:he|she|they|my \w+) (?:\w+ )?(?:is going to|will|wants to|'s going to) (?:kill|strangle|stab|shoot) me\b(?!.{0,40}\b(?:if|when|for|lol|haha|jk|lmao)\b)/,
    /\b(?:tried to|said he'd|said she'd|said they'd|swore to|swore he'd|swore she'd|going to actually) (?:kill|strangle|stab|shoot) me\b/,
    /\bscared to go home\b/,
    /\b(?:uncle|stepdad|stepfather|dad|father|mom|mother|brother|cousin|teacher|coach|boss|partner|boyfriend|girlfriend|husband|wife) (?:\w+ )?(?:touches|touched|abuses|abused|rapes|raped|molests|molested) me\b/,
  ]),
  // ---- English: indirect (burden, farewell, passive wish, hopelessness) --------------------------
  ...rules('burden', [
    /\b(?:better off|happier|better|be fine|be ok|be okay) (?:without me|if i (?:was|were|wasn't|weren't) (?:gone|dead|here|around|alive)|once i'm (?:gone|not here|dead|not around)|when i'm (?:gone|not here|dead|not around)|if i died|if i disappeared)\b/,
    /\b(?:i'm|i feel like|feel like|i am|i've become) (?:such |just |only |nothing but |a huge |a )?(?:a |an )?burden\b/,
    /\bburden (?:to|on|for) (?:everyone|everybody|my family|my \w+|them|people|all)\b/,
    /\b(?:nobody|no one) would (?:even )?(?:notice|care|miss me)\b.{0,30}\bif i\b/,
    /\bif i (?:was|were) (?:gone|dead)\b|\bif i (?:wasn't|weren't) (?:here|around|alive)\b/,
    /\b(?:won't|will not) be a (?:problem|burden|bother) (?:for|to) (?:anyone|anybody|you|them)\b/,
  ]),
  ...rules('farewell', [
    /\b(?:thank you|thanks) for everything\b.{0,60}\b(?:goodbye|bye|farewell)\b/,
    /\b(?:goodbye|farewell) (?:to everyone|everyone|forever|world|for good)\b|\bsaid (?:my )?goodbyes?\b.{0,30}\b(?:everyone|everybody|all)\b|\bsay(?:ing)? (?:my )?goodbyes\b/,
    /\bgiv(?:e|es|ing|en) away (?:all )?(?:of )?my (?:things|stuff|belongings|possessions|pets?|cat|dog|clothes|books)\b/,
    /\bgiv(?:e|es|ing|en) (?:all )?(?:of )?my (?:things|stuff|belongings|possessions) away\b/,
    /\b(?:won't|wouldn't|will not) (?:need|be needing) (?:them|it|these|those|my \w+) (?:anymore|any more|where i'm going)\b/,
    /\b(?:when|after|once) i'm gone\b(?! (?:for|on|to|at|this|next|over|all)\b)/,
    /\b(?:this is|it's) my (?:last|final) (?:entry|post|message|note|words|goodbye|day alive|night)\b/,
    /\bmy (?:last|final) (?:entry|goodbye|words)\b/,
    /\bwrote (?:goodbye )?letters (?:to|for) (?:my )?(?:family|everyone|kids|children|parents|friends|loved ones)\b/,
    /\bwon't be (?:around|here) (?:much longer|for long|anymore|any more|soon|tomorrow)\b/,
    /\bsoon (?:none of (?:this|it)|nothing) will matter\b|\bnone of (?:this|it) will matter (?:anymore|soon)\b/,
    /\b(?:looked after|taken care of|cared for) (?:when|after|once) i'm (?:gone|not here|not around)\b/,
  ]),
  ...rules('passive_death_wish', [
    /\b(?:sleep|sleeping|go to sleep|fall asleep) (?:forever|and never wake up|and not wake up|for good)\b/,
    /\b(?:never|not|didn't|don't|wouldn't|won't) wake up\b(?! (?:in time|on time|early|earlier|until|till|at|for|before|when|with|feeling|tired|rested|refreshed|to my alarm|to the alarm|on weekends|in the morning|easily|much|often|happy|during)\b)/,
    /\b(?:disappear|vanish|cease to exist|stop existing) (?:forever|for good|permanently|for ever)\b/,
    /\b(?:tired|sick) of (?:being alive|living|life|existing|being here)\b/,
    /\b(?:everything|it all|the pain|life) to (?:stop|end),? (?:permanently|forever|for good)\b/,
    /\bwant (?:it all|everything) to (?:end|stop)\b/,
  ]),
  ...rules('hopelessness', [
    /\bcan't go on\b(?! (?:with the|with this project|vacation|holiday|the trip))/,
    /\b(?:don't|can't) see the point (?:in|of) (?:going on|living|life|anything|carrying on|being here)\b/,
    /\bno (?:way out|reason to (?:live|go on|keep going|stay)|point (?:in )?(?:living|going on|being alive))\b/,
    /\bnothing (?:left )?(?:for me here|to live for)\b|\bnothing left for me\b/,
  ]),

  // ---- Spanish: suicidal ideation ----------------------------------------------------------------
  ...rules('suicidal_ideation', [
    new RegExp(
      String.raw`\b${WANT_ES} (?:morir(?:me)?${IDIOM_DE}|matarme|suicidarme|suisidarme|suicidar|quitarme la vida|acabar con mi vida|dejar de existir|no existir|estar muert[oa]|no despertar(?:me)?)\b`,
    ),
    new RegExp(
      String.raw`\bme (?:quiero|quisiera|queria|voy a|quiero ya) (?:morir${IDIOM_DE}|matar|suicidar|suisidar|quitar la vida)\b`,
    ),
    /\b(?:suicid(?:io|arme|arse|a|as|al|ales|e|o)|suisid\w*|suicida\w*)\b/,
    /\bquitarme la vida\b|\bquitar(?:me)? la vida\b|\bacabar con mi vida\b/,
    /\bacabar con todo\b(?! (?:el|la|los|las|lo|esto|eso|mi trabajo|los deberes|la tarea|el trabajo))/,
    /\bojala (?:estuviera|estuviese|me muera|me muriera|no despertara|no despierte|no existiera|no hubiera nacido|me pase algo)\b/,
    /\b(?:quisiera|quiero|me gustaria|prefiero|preferiria) estar muert[oa]\b/,
    /\b(?:ya )?no quiero (?:vivir(?! (?:en|con|aqui|alli|cerca|lejos|de alquiler|en pareja|juntos)\b)|seguir (?:vivo|viva|viviendo|aqui|en este mundo)|estar (?:vivo|viva)|existir|despertar(?! (?:a|al|temprano|pronto|antes)\b))\b/,
    /\bno aguanto (?:estar viv[oa]|mas vivir|vivir)\b/,
    /\b(?:ya no quiero estar aqui|no quiero estar aqui (?:nunca mas|ya|mas|en este mundo)|no quiero estar en este mundo)\b/,
    /\bcomo (?:matarme|suicidarme|quitarme la vida)\b/,
    /\b(?:intente|intento) (?:suicidarme|matarme|quitarme la vida)\b/,
  ]),
  // ---- Spanish: self-harm ----------------------------------------------------------------------
  ...rules('self_harm', [
    /\bme (?:corte|corto|cortaba|estoy cortando)\b(?! (?:el pelo|el cabello|las unas|el flequillo|el dedo|la mano|con (?:el|un|una) (?:papel|folio|cuchillo|lata|vaso)|cocinando|afeitandome|la barba))/,
    /\b(?:cortarme|cortandome)\b(?! (?:el pelo|el cabello|las unas|el flequillo|la barba))/,
    /\bautolesi\w*\b/,
    /\bme (?:he vuelto|volvi|vuelvo|volveria|voy a volver) a (?:cortar|lastimar|quemar|hacer dano|autolesionar)\b/,
    /\b(?:hacerme|me hago|me hice|me estoy haciendo|hacerme mucho) dano\b/,
    /\b(?:me lastimo|lastimarme|me lastime|me estoy lastimando)\b(?! (?:el|la) (?:tobillo|rodilla|espalda|pie|mano|dedo|muneca|brazo|hombro|cuello)| jugando| corriendo| entrenando)/,
    /\b(?:me queme|me quemo|quemarme|me golpee|me golpeo|golpearme|me pegue|me pego|pegarme|me arano|me arane|me rasguno|me rasgune)\b.{0,60}\b(?:a proposito|para castigarme|hasta sangrar|para sentir)\b/,
    /\bhasta sangrar\b|\bpara castigarme\b|\bpara sentir algo\b/,
    /\b(?:cortarme|cortar|me corto|me corte) (?:las |los |la |el )?(?:venas|munecas|brazos|piernas|muslos)\b/,
  ]),
  // ---- Spanish: plan / means ----------------------------------------------------------------------
  ...rules('plan_means', [
    /\b(?:tomarme|me tomo|me voy a tomar|tomar|tragarme|me trago|me tome) (?:todas|toda la caja de|un bote de|el bote de|la caja de|todo el bote de|un punado de) (?:las |mis )?(?:pastillas|pildoras|medicinas|medicamentos|calmantes|somniferos|pastis)\b/,
    /\bsobredosis\b/,
    /\b(?:carta|cartas|mensaje|video) de despedida\b/,
    /\b(?:me voy a tirar|tirarme|me tiro|me tiraria|lanzarme|me lanzo|me voy a lanzar|aventarme|me aviento) (?:del|de un|de una|desde|por|al|a las vias|a la via|bajo|delante)\b/,
    /\b(?:puentes|edificios|azoteas|acantilados|torres) mas altos?\b/,
    /\bcuantas (?:pastillas|pildoras|medicinas)\b/,
    /\b(?:vias|via) del (?:tren|metro)\b/,
    /\b(?:compre|tengo|consegui) (?:una )?(?:cuerda|soga)\b|\bahorcarme\b|\bcolgarme\b(?! (?:del|de la) (?:telefono|movil))/,
    /\b(?:guardando|juntando|acumulando|ahorrando) (?:pastillas|medicinas|medicamentos)\b/,
  ]),
  // ---- Spanish: abuse -------------------------------------------------------------------------------
  ...rules('abuse', [
    new RegExp(
      String.raw`\b(?:mi \w+|el|ella|ellos|alguien|mi \w+ \w+) (?:\w+ ){0,2}(?:me|nos) (?:pega|pegan|pego|pegaba|golpea|golpean|golpeo|golpeaba|maltrata|maltratan|maltrato|viola|violan|violo|manosea|manoseo|ahorca|ahorco|estrangula|estrangulo|empuja|empujo|patea|pateo|abofetea|abofeteo|amenaza|amenazo|amenazan)\b${NOT_INFINITIVE}`,
    ),
    new RegExp(String.raw`\bme (?:pega|pegan|golpea|golpean|golpeo|maltrata|maltratan)\b${NOT_INFINITIVE}`),
    /\bme (?:violaron|violo|viola|violan|abusaron|abuso|ahorco|ahorca|estrangulo|estrangula|manoseo|manosea)\b/,
    /\babus(?:a|an|o|aron|aba|aban|ando) de mi\b/,
    // "Me toca / me tocó" mostly means "it's my turn / I got": touching counts only with its context.
    /\bme (?:toca|tocan|toco|tocaba|tocaban) (?:sin (?:mi )?permiso|donde no quiero|por la fuerza|a escondidas|cuando (?:no hay nadie|estamos (?:solos|solas|a solas)|nadie (?:ve|mira|esta))|(?:las |mis )?partes intimas|(?:el |los )?(?:pecho|pechos|entrepierna|culo)|aunque (?:le|les) (?:digo|dije) que no)\b/,
    /\b(?:me|nos) (?:obliga|obligan|obligo|obligaron|fuerza|forzo|forzaron|presiona|presiono) a (?:tener (?:relaciones|sexo)|acostarme|hacer cosas|desnudarme|besarl\w+|tocarl\w+)\b/,
    /\bme (?:amenaza|amenazo|amenazan|amenazaron|amenazaba)\b/,
    /\b(?:miedo|terror|panico) (?:de|a) que me (?:mate|pegue|golpee|haga dano|lastime|viole|encuentre)\b/,
    /\bno estoy (?:segura|seguro|a salvo) en (?:casa|mi casa|mi propia casa)\b|\bno me siento (?:segura|seguro|a salvo) (?:en casa|con el|con ella)\b/,
    /\b(?:sufro|estoy sufriendo|vivo con) (?:maltrato|violencia|abuso)\b/,
    /\btengo miedo de volver a casa\b/,
  ]),
  // ---- Spanish: indirect ---------------------------------------------------------------------------
  ...rules('burden', [
    /\b(?:estarian|estaran|estaria|va a estar|van a estar|estarias|vivirian|serian) (?:todos )?(?:mejor|mas felices|mas tranquilos) sin mi\b/,
    /\bmejor sin mi\b/,
    /\b(?:mejor|mas tranquil[oa]s?|mas felices) cuando (?:yo )?(?:ya )?no (?:este|estaba|exista)\b/,
    /\bsoy (?:una carga|un peso|un estorbo|un lastre|un problema) (?:para|a)\b/,
    /\bsoy (?:solo )?(?:una carga|un estorbo|un lastre)\b/,
    /\bnadie me (?:echaria|echara|va a echar|extranaria|extranara|va a extranar) de menos\b|\bnadie me (?:extranaria|extranara|va a extranar|notaria)\b/,
    /\bsi (?:yo )?no (?:estuviera|existiera|estuviese)\b/,
    /\b(?:ya )?no (?:voy a ser|sere) (?:un|una) (?:problema|estorbo|peso|carga|molestia) para nadie\b/,
  ]),
  ...rules('farewell', [
    /\bme despido\b(?! (?:atentamente|cordialmente|por hoy|hasta manana))/,
    /\bme (?:despedi|he despedido) de (?:todos|todo el mundo|todas|ustedes|vosotros|mi familia)\b/,
    /\b(?:estoy regalando|regale|voy a regalar|regalando) (?:todas )?(?:mis cosas|mis pertenencias|mi ropa|mis libros|mis mascotas)\b/,
    /\bya no (?:las|los|la|lo) (?:voy a necesitar|necesitare|necesito mas)\b/,
    /\bpara cuando (?:yo )?(?:ya )?no (?:este|exista)\b|\bcuando (?:yo )?ya no (?:este|exista)\b/,
    /\b(?:ultima vez que (?:escribo|escribire|les escribo)|mi ultimo mensaje|mi ultima entrada)\b/,
    /\bdeje (?:unas |mis )?cartas (?:a|para)\b|\bcartas de adios\b/,
    /\b(?:yo )?ya no voy a estar\b(?! (?:en|de|con|aqui el|alli|disponible|conectad))/,
  ]),
  ...rules('passive_death_wish', [
    /\bdormir(?:me)? (?:para siempre|y no despertar(?:me)?)\b|\b(?:no volver a despertar|no despertar(?:me)? (?:nunca|jamas|mas))\b/,
    /\bpara no despertar\b|\by no despertar\b/,
    /\bno quiero despertar\b/,
    /\bdesaparecer (?:para siempre|del mundo|de este mundo|de una vez)\b/,
    /\bcansad[oa] de (?:vivir|la vida|existir|estar viv[oa])\b/,
    /\bque (?:todo|esto) (?:se acabe|termine) (?:para siempre|ya de una vez)\b/,
  ]),
  ...rules('hopelessness', [
    /\bno hay salida\b(?! de\b)/,
    /\bno puedo mas con (?:esta vida|la vida|mi vida|vivir)\b/,
    /\b(?:no (?:le )?veo (?:el )?sentido a|no tiene sentido) (?:seguir|vivir|la vida|mi vida|nada)\b/,
    /\bpara que seguir\b(?! (?:intentando|insistiendo|con|estudiando|buscando|esperando|trabajando)\b)/,
    /\b(?:ya )?nada tiene sentido\b/,
    /\bno aguanto mas (?:esta vida|vivir asi|la vida)\b|\bno aguanto mas vivir\b/,
  ]),
];

/** A text that only talks about the topic (news, a book, a talk, someone else). */
const TOPIC_FRAME =
  /\b(?:documentary|documentaries|prevention|awareness|warning signs|novel|book|article|podcast|series|show|movie|film|lecture|talk|workshop|training|class|dies by|died by|by suicide|documental|prevencion|concienciacion|charla|novela|libro|articulo|serie|pelicula|taller|curso|tras un suicidio|senales de alerta|en adolescentes|mental health day)\b/;
/** Words that make a topical mention personal again ("…starting to feel like an option for me"). */
const PERSONAL =
  /\b(?:for me|to me|option|i want|i wanna|i think about|thinking about it|i've been thinking|my own|myself|i might|tempting|para mi|me parece|mala idea|buena idea|quiero|pienso en|yo tambien|me tienta)\b/;
/** Patterns that are a bare mention of the topic (screened with the topic frame above). */
const BARE_MENTION =
  /\b(?:sewerslide|su[i1!]+c[i1!]*d\w*|sucid\w*|suicid\w*|suisid\w*|self[- ]?(?:harm\w*|injur\w*)|autolesi\w*)\b/;

function matchRules(text: string): CrisisCategory[] {
  const found: CrisisCategory[] = [];
  for (const rule of RULES) {
    if (found.includes(rule.category)) continue;
    rule.pattern.lastIndex = 0;
    const match = rule.pattern.exec(text);
    if (!match) continue;
    // A bare topic word inside a clearly topical, impersonal text does not count.
    if (BARE_MENTION.test(match[0]) && match[0].trim().split(/\s+/).length <= 2 && isTopical(text)) continue;
    found.push(rule.category);
  }
  return found;
}

function isTopical(text: string): boolean {
  return TOPIC_FRAME.test(text) && !PERSONAL.test(text);
}

/**
 * Screens every text, in both languages, for suicidal ideation, self-harm, plans or means, abuse
 * happening to the writer, and indirect signs (burden, farewell, passive wish to die, no way out).
 * Recall first: a topical mention with anything personal in it still counts.
 */
export function detectCrisis(texts: string[]): CrisisResult {
  const categories: CrisisCategory[] = [];
  for (const raw of texts) {
    if (typeof raw !== 'string' || raw.trim() === '') continue;
    const text = normalize(raw);
    for (const category of matchRules(text)) if (!categories.includes(category)) categories.push(category);
  }
  return { crisis: categories.length > 0, categories };
}

// ---- Crisis resources and reply ----------------------------------------------------------------

type HelplineEntry = {
  id: string;
  country: string;
  name: string;
  name_es?: string;
  name_en?: string;
  phone?: string;
  contact: string;
  contact_es: string;
  url: string | null;
  hours: string | null;
  locales: string[];
};

type HelplineData = {
  lastVerified: string;
  resources: HelplineEntry[];
  directory: { name: string; url: string; description: string; description_es: string };
  emergency: Record<Locale, string>;
  byLocale: Record<Locale, string[]>;
};

/** One crisis resource as shown to a person: everything already in their language. */
export type Resource = {
  id: string;
  kind: 'helpline' | 'directory' | 'emergency';
  /** ISO country code of a helpline; null for the directory and the emergency line. */
  country: string | null;
  name: string;
  /** How to reach it, in the requested language. */
  contact: string;
  phone: string | null;
  url: string | null;
  hours: string | null;
};

let cachedData: HelplineData | undefined;

function helplineData(): HelplineData {
  cachedData ??= JSON.parse(
    readFileSync(new URL('../../../../content/helplines.json', import.meta.url), 'utf8'),
  ) as HelplineData;
  return cachedData;
}

function toResource(entry: HelplineEntry, locale: Locale): Resource {
  const name = locale === 'es' ? (entry.name_es ?? entry.name) : (entry.name_en ?? entry.name);
  return {
    id: entry.id,
    kind: 'helpline',
    country: entry.country,
    name,
    contact: locale === 'es' ? entry.contact_es : entry.contact,
    phone: entry.phone ?? null,
    url: entry.url,
    hours: entry.hours,
  };
}

function directoryResource(locale: Locale): Resource {
  const { directory } = helplineData();
  return {
    id: 'directory',
    kind: 'directory',
    country: null,
    name: directory.name,
    contact: locale === 'es' ? directory.description_es : directory.description,
    phone: null,
    url: directory.url,
    hours: null,
  };
}

function emergencyResource(locale: Locale): Resource {
  return {
    id: 'emergency',
    kind: 'emergency',
    country: null,
    name: locale === 'es' ? 'Emergencias' : 'Emergency services',
    contact: helplineData().emergency[locale],
    phone: null,
    url: null,
    hours: '24/7',
  };
}

function localeHelplines(locale: Locale): Resource[] {
  const data = helplineData();
  const byId = new Map(data.resources.map((entry) => [entry.id, entry]));
  return data.byLocale[locale].flatMap((id) => {
    const entry = byId.get(id);
    return entry ? [toResource(entry, locale)] : [];
  });
}

/**
 * Every crisis resource for a language, in order: the locale's own lines (`byLocale`), then the
 * other lines that serve that language, then the international directory and the emergency line.
 */
export function getCrisisResources(locale: Locale): Resource[] {
  const data = helplineData();
  const first = localeHelplines(locale);
  const seen = new Set(first.map((resource) => resource.id));
  const rest = data.resources
    .filter((entry) => entry.locales.includes(locale) && !seen.has(entry.id))
    .map((entry) => toResource(entry, locale));
  return [...first, ...rest, directoryResource(locale), emergencyResource(locale)];
}

const COUNTRY_NAMES: Record<Locale, Record<string, string>> = {
  en: {
    US: 'In the US',
    GB: 'In the UK and Ireland',
    CA: 'In Canada',
    ES: 'In Spain',
    MX: 'In Mexico',
    AR: 'In Argentina',
    CO: 'In Colombia',
    CL: 'In Chile',
  },
  es: {
    US: 'En EE. UU.',
    GB: 'En el Reino Unido e Irlanda',
    CA: 'En Canadá',
    ES: 'En España',
    MX: 'En México',
    AR: 'En Argentina',
    CO: 'En Colombia',
    CL: 'En Chile',
  },
};

const CRISIS_COPY: Record<Locale, { open: string; elsewhere: string; close: string }> = {
  en: {
    open: 'Thank you for telling me. What you wrote matters, and so do you. You deserve support right now, and talking to someone today can help. You don’t have to carry this alone.',
    elsewhere: 'If you are somewhere else, {directory} lists free, confidential lines in your country: {url}',
    close: 'The people on these lines are there to listen, at any hour.',
  },
  es: {
    open: 'Gracias por contármelo. Lo que escribiste importa, y tú también. Mereces apoyo ahora mismo, y hablar hoy con alguien puede ayudarte. No tienes que cargar con esto a solas.',
    elsewhere: 'Si estás en otro país, {directory} reúne líneas gratuitas y confidenciales de tu zona: {url}',
    close: 'Las personas de estas líneas están ahí para escucharte, a cualquier hora.',
  },
};

/**
 * The reply shown instead of a reflection when the crisis screen fires: short, calm and caring,
 * the locale's first helpline, then the directory and the emergency line; no pattern language.
 * `resources` are the locale's lines (`byLocale` order) followed by the directory.
 */
export function buildCrisisReply(locale: Locale): { response: string; resources: Resource[] } {
  const lines = localeHelplines(locale);
  const directory = directoryResource(locale);
  const copy = CRISIS_COPY[locale];
  const parts = [copy.open];
  const first = lines[0];
  if (first) {
    const where = (first.country && COUNTRY_NAMES[locale][first.country]) ?? '';
    parts.push(`${where ? `${where}: ` : ''}${first.name}. ${first.contact}.`);
  }
  parts.push(copy.elsewhere.replace('{directory}', directory.name).replace('{url}', directory.url ?? ''));
  parts.push(helplineData().emergency[locale]);
  parts.push(copy.close);
  return { response: parts.join('\n\n'), resources: [...lines, directory] };
}
