/**
 * Banco de frases en español del motor de reflexiones integrado (texto revisado; ver
 * shared/spec/content-guide.md). Marcadores: {label} = nombre del patrón según
 * content/patterns/es.json, {quote} = las palabras de la persona entre comillas.
 * Voz: cálida, sencilla y concreta; tuteo; vocabulario neutro; sin adjetivos con género sobre quien
 * lee; primero validar; los patrones se nombran con tacto; una sola invitación pequeña;
 * nunca "deberías" ni palabras de diagnóstico.
 */
import type { SnippetBank } from './compose.js';

export const snippetsEs: SnippetBank = {
  checkin: {
    open: {
      low: [
        'Suena a un día difícil, y tiene sentido que te pese.',
        'Gracias por escribir esto en un día que se nota pesado. Lo que sientes tiene sentido.',
        'Parece que hoy te ha costado mucho, y eso merece cuidado.',
      ],
      mid: [
        'Gracias por registrar cómo estás. Suena a un día con un poco de todo.',
        'Tiene sentido hacer una pausa en un día así y mirar qué te llamó la atención.',
        'Gracias por tomarte un momento para poner el día en palabras.',
      ],
      high: [
        'Qué bien que hoy haya algo de ligereza.',
        'Parece que hoy hubo cosas buenas, y vale la pena notarlas.',
        'Gracias por contar cómo estás en un día más luminoso.',
      ],
    },
    quote: ['Escribiste {quote}.', 'Mencionaste {quote}.', 'Una parte de lo que escribiste fue {quote}.'],
    close: {
      low: [
        'Trátate con cariño esta noche.',
        'No hace falta resolverlo todo hoy.',
        'Los pasos pequeños cuentan, sobre todo en días así.',
      ],
      mid: ['Quédate con lo que te sirva.', 'Darte cuenta ya es un paso.', 'Ve a tu ritmo.'],
      high: [
        'Disfruta lo bueno de hoy.',
        'Permítete saborear lo que salió bien.',
        'Sigue fijándote en lo que te ayuda.',
      ],
    },
    none: {
      reflect: {
        low: [
          'Escribiste {quote}. Lo que sientes merece espacio, sin necesidad de arreglarlo enseguida.',
          'Escribiste {quote}. Está bien que un día sea simplemente difícil.',
          'Escribiste {quote}. Suena a mucho para llevar, y no tienes que llevarlo a la perfección.',
        ],
        mid: [
          'Escribiste {quote}. Hay días que traen varias cosas a la vez.',
          'Escribiste {quote}. Suena a un día corriente, con sus altibajos.',
          'Escribiste {quote}. También vale la pena fijarse en los días tranquilos, los de en medio.',
        ],
        high: [
          'Escribiste {quote}. Suena a algo que vale la pena saborear.',
          'Escribiste {quote}. Momentos así merecen recordarse.',
          'Escribiste {quote}. Qué bonito que el día te haya dado esto.',
        ],
      },
      empty: {
        low: ['Unas pocas palabras, o ninguna, también son una forma de escucharte.'],
        mid: ['Registrar cómo estás, aunque sea con pocas palabras, es una forma de prestarte atención.'],
        high: ['Incluso en un buen día, registrar cómo estás te ayuda a ver qué funciona.'],
      },
      step: {
        low: [
          'Si te ayuda, quizá baste con un gesto amable hacia ti esta noche: algo caliente para beber, una ducha o acostarte temprano.',
          'Podrías escribir una línea sobre lo que más necesitas ahora, aunque todavía no puedas tenerlo.',
          'Si te apetece, respira despacio tres veces y deja caer los hombros antes de seguir.',
        ],
        mid: [
          'Podrías anotar una cosa que hoy te dio energía y otra que te la quitó.',
          'Si te apetece, elige algo pequeño para mañana que te haga el día un poco más fácil.',
          'Podrías tomarte un minuto para notar cómo está tu cuerpo ahora, sin cambiar nada.',
        ],
        high: [
          'Podrías apuntar qué ayudó a que hoy saliera bien, para volver a ello otro día.',
          'Si te apetece, comparte un buen momento de hoy con alguien que te importe.',
          'Podrías fijarte en qué hiciste tú para que hoy fuera un buen día.',
        ],
      },
    },
    patternIntro: [
      'Puede que aquí esté apareciendo el patrón «{label}».',
      'Quizá se asome aquí el patrón «{label}».',
      'Puede que reconozcas aquí un tema conocido: «{label}».',
    ],
  },

  patterns: {
    abandonment: {
      reflect: [
        'A veces se nota como una preocupación de que las personas que te importan se alejen o se vayan.',
        'Es esa parte de ti que vigila de cerca cualquier señal de que alguien se está apartando.',
        'Con él, un silencio o una respuesta que tarda pueden sentirse como el principio de un final.',
      ],
      step: {
        low: [
          'Por esta noche, quizá baste con notar el miedo sin actuar enseguida, y dejar que suba y baje como una ola.',
          'Si te ayuda, podrías nombrar a una persona que se ha quedado a tu lado, aunque sea en algo pequeño.',
        ],
        mid: [
          'Un paso pequeño: antes de darle un significado a un silencio, podrías escribir otras dos razones posibles.',
          'Podrías esperar un rato antes de enviar otro mensaje y observar qué hace el miedo mientras tanto.',
        ],
        high: [
          'Ya que hoy hay algo de calma, podrías recordar un momento en que alguien estuvo ahí para ti, y dejar que cuente.',
          'Podrías apuntar una señal de hoy de que el vínculo sigue ahí.',
        ],
      },
      identify: [
        'Fijarte en cuándo se enciende el miedo a que te dejen, y qué lo provocó, es justo la observación que ayuda.',
        'Reconocer los momentos en que aparece, como una respuesta que tarda o un cambio de planes, hace que el patrón se vea mejor.',
      ],
      understand: [
        'Este patrón suele nacer de épocas en que la cercanía era inestable. Debajo hay una necesidad real: sentir que quienes quieres se van a quedar.',
        'Suele tener sentido a la luz de pérdidas o cuidados poco previsibles. La necesidad de fondo, un vínculo estable, es sana.',
      ],
      challenge: [
        'Una pregunta útil: ¿qué pruebas tienes, en esta relación, de que la otra persona sigue ahí? Un pensamiento amable y realista podría ser que la distancia no es lo mismo que irse.',
        'Podrías poner a prueba el miedo con suavidad: contarle una necesidad pequeña a alguien de confianza y ver cómo responde.',
      ],
      reframeStep: [
        'La próxima vez que un silencio parezca un final, podrías probar primero este nuevo pensamiento y ver qué tal te sienta.',
        'Un pequeño experimento: cuando el miedo suba esta semana, espera un poco antes de actuar y observa qué pasa de verdad.',
      ],
    },

    mistrust_abuse: {
      reflect: [
        'A veces se nota como la expectativa de que la gente acabará usándote, mintiéndote o fallándote.',
        'Es esa parte de ti que mantiene la guardia alta, incluso cuando alguien parece amable.',
        'Suele tener sentido cuando la confianza se rompió antes, y puede hacer que la amabilidad corriente parezca sospechosa.',
      ],
      step: {
        low: [
          'Por ahora, quizá ayude notar esa sensación de alerta y recordarte que aquí y ahora estás a salvo.',
          'Si te ayuda, podrías nombrar a una persona que ha sido de fiar contigo, aunque sea en algo pequeño.',
        ],
        mid: [
          'Un paso pequeño: podrías escribir lo que pasó de verdad, separado de lo que temes que significa.',
          'Podrías fijarte hoy en algo pequeño que alguien hizo sin pedir nada a cambio.',
        ],
        high: [
          'En un día más tranquilo, podrías pensar en alguien que con el tiempo se ha ganado un poco más de tu confianza.',
          'Podrías apuntar un momento reciente en que alguien fue claro y sincero contigo.',
        ],
      },
      identify: [
        'Fijarte en el momento en que se levanta la guardia, y qué lo provocó, es un primer paso muy claro.',
        'Reconocer cuándo empiezas a buscar segundas intenciones te ayuda a ver el patrón en acción.',
      ],
      understand: [
        'Este patrón suele crecer después de que la confianza se rompiera. La necesidad de fondo es real: sentirte a salvo con quienes te rodean.',
        'Mantener la guardia alta te protegió en su momento. La necesidad de seguridad y sinceridad que hay detrás es sana.',
      ],
      challenge: [
        'Una pregunta útil: ¿qué ha hecho de verdad esta persona, y qué estoy esperando por lo que pasó antes? Un pensamiento equilibrado puede unir prudencia y apertura.',
        'Podrías probar un gesto de confianza pequeño y de poco riesgo con alguien fiable, y ver qué pasa.',
      ],
      reframeStep: [
        'Esta semana podrías buscar una prueba de que alguien es de fiar, aunque sea un poco, y anotarla.',
        'Un pequeño experimento: cuéntale algo de poco riesgo a una persona estable y observa cómo lo recibe.',
      ],
    },

    emotional_deprivation: {
      reflect: [
        'A veces se nota como la sensación callada de que nadie te va a entender de verdad ni a estar cuando lo necesites.',
        'Es la sensación de dar cuidado y recibirlo poco, y de haber aprendido a no esperar mucho.',
        'Con él, incluso la gente cercana puede sentirse lejos justo cuando más la necesitas.',
      ],
      step: {
        low: [
          'Por esta noche, podrías decirte las palabras que te gustaría que alguien te dijera.',
          'Si te ayuda, podrías elegir una forma pequeña de cuidarte ahora, como algo caliente o una manta.',
        ],
        mid: [
          'Un paso pequeño: podrías contarle a una persona una cosa verdadera sobre cómo estás, y ver cómo la recibe.',
          'Podrías escribir qué tipo de apoyo te habría gustado tener hoy, lo más claro posible.',
        ],
        high: [
          'En un buen día, podrías fijarte en un momento en que alguien mostró interés por ti, y dejarlo entrar.',
          'Podrías pedirle a alguien una cosa pequeña, solo para practicar el pedir.',
        ],
      },
      identify: [
        'Fijarte en cuándo te sientes invisible, y qué esperabas en ese momento, es una observación muy útil.',
        'Reconocer las veces que no pides cuidado muestra cómo funciona el patrón.',
      ],
      understand: [
        'Este patrón suele formarse cuando el cariño o la comprensión costaban de encontrar. La necesidad de fondo, sentir que te cuidan y te comprenden, es sana.',
        'Aprender a no esperar mucho te ahorró decepciones. Debajo hay una necesidad real de cercanía y consuelo.',
      ],
      challenge: [
        'Una pregunta útil: ¿le he dicho a alguien lo que necesito? A menudo la gente no puede responder a necesidades que no conoce.',
        'Podrías nombrar en voz alta una necesidad ante alguien de confianza, y ver cómo responde.',
      ],
      reframeStep: [
        'Esta semana podrías pedirle a una persona una cosa pequeña que necesites, y observar qué pasa.',
        'Un pequeño experimento: cuéntale a alguien cómo estás de verdad, en una frase, y nota cómo te sientes.',
      ],
    },

    defectiveness_shame: {
      reflect: [
        'A veces se nota como una sensación dolorosa de que algo en ti no está a la altura.',
        'Es la voz que convierte un momento difícil en un juicio sobre quién eres.',
        'Con él, los errores pueden parecer enormes y las palabras amables, difíciles de creer.',
      ],
      step: {
        low: [
          'Por esta noche, podrías hablarte como le hablarías a una amistad que se sintiera así.',
          'Si te ayuda, pon una mano en el pecho y recuérdate que un momento difícil no es todo lo que eres.',
        ],
        mid: [
          'Un paso pequeño: podrías apuntar una cosa que hiciste hoy y que te costó esfuerzo, por pequeña que sea.',
          'Podrías fijarte si el pensamiento duro habla de algo que hiciste o de ti como persona, y separar con cuidado las dos cosas.',
        ],
        high: [
          'En un día más luminoso, podrías apuntar una cualidad tuya que valoran quienes te conocen.',
          'Podrías dejar que hoy te llegue un elogio o una palabra amable, sin quitarle importancia.',
        ],
      },
      identify: [
        'Fijarte en cuándo aparece la voz dura, y qué te dice, es justo la observación que ayuda.',
        'Reconocer los momentos en que te sientes al descubierto o insuficiente hace que el patrón se vea mejor.',
      ],
      understand: [
        'Este patrón suele nacer de críticas o rechazos tempranos. La necesidad de fondo es real: que te acepten tal como eres.',
        'Esconder partes de ti te pareció en su momento lo más seguro. La necesidad de aceptación y de pertenecer que hay detrás es sana.',
      ],
      challenge: [
        'Una pregunta útil: ¿juzgaría con tanta dureza a una amistad por lo mismo? Un pensamiento más amable y realista puede dar cabida a los errores y a tu valor a la vez.',
        'Podrías reunir pequeñas pruebas de que te valoran y leerlas cuando la voz dura suba el volumen.',
      ],
      reframeStep: [
        'Esta semana, cuando aparezca el pensamiento de siempre, podrías responderle con este nuevo y notar la diferencia.',
        'Un pequeño experimento: comparte algo imperfecto con alguien de confianza y observa cómo responde de verdad.',
      ],
    },

    dependence_incompetence: {
      reflect: [
        'A veces se nota como la idea de que no puedes con las cosas por tu cuenta.',
        'Es esa parte de ti que busca a otra persona antes de fiarse de su propio criterio.',
        'Con él, las decisiones pequeñas pueden empezar a pesar mucho.',
      ],
      step: {
        low: [
          'Por esta noche, quizá baste con notar una cosa que sí lograste hoy, aunque parezca pequeña.',
          'Si te ayuda, recuérdate que pedir ayuda está bien, y que también estás aprendiendo.',
        ],
        mid: [
          'Un paso pequeño: mañana podrías tomar una decisión pequeña por tu cuenta y ver cómo sale.',
          'Podrías apuntar algo que ya resolviste antes, para recordarte de lo que eres capaz.',
        ],
        high: [
          'En un día estable, podrías probar una tarea pequeña que sueles dejar en manos de otra persona.',
          'Podrías anotar una decisión reciente que tomaste y que salió bien.',
        ],
      },
      identify: [
        'Fijarte en cuándo buscas la opinión de otra persona, y qué temías que pasara, es una observación útil.',
        'Reconocer los momentos en que dudas de tu capacidad te ayuda a ver el patrón con claridad.',
      ],
      understand: [
        'Este patrón suele desarrollarse cuando hubo poco espacio para probar y aprender. La necesidad de fondo, sentirte capaz y con apoyo, es sana.',
        'Apoyarte en otras personas te dio estabilidad en su momento. Debajo hay un deseo real de confiar en tus propias decisiones.',
      ],
      challenge: [
        'Una pregunta útil: ¿qué he resuelto ya por mi cuenta, aunque no fuera perfecto? Un pensamiento equilibrado puede incluir pedir ayuda y confiar en ti.',
        'Podrías tomar una decisión pequeña sin consultarla y observar qué pasa de verdad.',
      ],
      reframeStep: [
        'Esta semana podrías poner a prueba este nuevo pensamiento con una decisión pequeña que tomes por tu cuenta.',
        'Un pequeño experimento: haz una tarea sin pedir opinión antes, y luego mira cómo salió.',
      ],
    },

    vulnerability_to_harm: {
      reflect: [
        'A veces se nota como una sensación fuerte de que algo malo está a punto de pasar.',
        'Es esa parte de ti que se queda en alerta, imaginando todo lo que podría salir mal.',
        'Con él, la incertidumbre de cada día puede sentirse como un peligro.',
      ],
      step: {
        low: [
          'Por ahora, podrías respirar despacio, con la espiración un poco más larga que la inspiración, y notar los pies en el suelo.',
          'Si te ayuda, nombra cinco cosas que veas a tu alrededor para volver a este momento.',
        ],
        mid: [
          'Un paso pequeño: podrías escribir la preocupación, luego qué harías si pasara, y qué es más probable que pase.',
          'Podrías reservar diez minutos como «rato de preocuparte» y aplazar la preocupación con suavidad hasta entonces.',
        ],
        high: [
          'En un día más tranquilo, podrías recordar una vez reciente en que esperabas lo peor y todo salió bien.',
          'Podrías hacer algo pequeño que has estado evitando por preocupación, y ver qué tal va.',
        ],
      },
      identify: [
        'Fijarte en cuándo aparece la sensación de peligro, y qué la provocó, es una observación muy útil.',
        'Reconocer los momentos en que tu mente salta al peor escenario hace que el patrón se vea mejor.',
      ],
      understand: [
        'Este patrón suele crecer en ambientes que se sentían imprevisibles. La necesidad de fondo es real: sentirte a salvo.',
        'Estar en alerta te pareció en su momento una forma de protegerte. La necesidad de seguridad que hay detrás es sana.',
      ],
      challenge: [
        'Una pregunta útil: ¿qué probabilidad hay, de verdad, y cómo lo afrontaría si pasara? Un pensamiento equilibrado puede unir cuidado y calma.',
        'Podrías observar cuántas de las cosas que temiste este mes llegaron a pasar.',
      ],
      reframeStep: [
        'Esta semana, cuando se dispare la preocupación, podrías probar este nuevo pensamiento y notar qué pasa en tu cuerpo.',
        'Un pequeño experimento: haz algo comprobándolo un poco menos de lo habitual y observa qué ocurre.',
      ],
    },

    subjugation: {
      reflect: [
        'A veces se nota como seguir lo que quieren los demás para evitar roces, aunque tú quieras otra cosa.',
        'Es esa parte de ti que silencia tus deseos para no entrar en conflicto.',
        'Con él, tus propias necesidades pueden empezar a parecer poco importantes.',
      ],
      step: {
        low: [
          'Por esta noche, podrías nombrar, solo para ti, lo que te habría gustado.',
          'Si te ayuda, recuérdate que tus deseos tienen derecho a existir, aunque no los digas en voz alta.',
        ],
        mid: [
          'Un paso pequeño: mañana podrías expresar una preferencia pequeña, como dónde comer o qué ver.',
          'Podrías ensayar una frase amable, como «Yo preferiría otra cosa», y tenerla a mano.',
        ],
        high: [
          'En un buen día, podrías probar a decir un «no» pequeño y amable a algo que no te encaja.',
          'Podrías fijarte en un momento de hoy en que dijiste lo que querías, y en cómo fue.',
        ],
      },
      identify: [
        'Fijarte en el momento en que cedes, y qué temías que pasara, es una observación útil.',
        'Reconocer cuándo te guardas una preferencia te ayuda a ver el patrón en marcha.',
      ],
      understand: [
        'Este patrón suele formarse donde hablar traía enfados o castigos. La necesidad de fondo, tener voz y que te respeten, es sana.',
        'Ceder ayudó en su momento a mantener la paz. Debajo hay una necesidad real de que tus deseos también cuenten.',
      ],
      challenge: [
        'Una pregunta útil: ¿qué pasó la última vez que dije lo que quería? Un pensamiento equilibrado puede respetar a los demás y también tus necesidades.',
        'Podrías expresar una preferencia pequeña esta semana y observar cómo responde la gente de verdad.',
      ],
      reframeStep: [
        'Esta semana podrías poner a prueba este nuevo pensamiento expresando una preferencia pequeña.',
        'Un pequeño experimento: di un «no» amable o un «yo prefiero…» y observa qué pasa después.',
      ],
    },

    self_sacrifice: {
      reflect: [
        'A veces se nota como un fuerte impulso de atender primero lo que necesitan los demás, a costa de lo tuyo.',
        'Es esa parte de ti que cuida mucho, y que siente culpa cuando se ocupa de sí.',
        'Con él, descansar puede parecer egoísta y el agotamiento puede quedar sin nombrar.',
      ],
      step: {
        low: [
          'Por esta noche, podrías darte permiso para hacer una cosa solo para ti, sin tener que ganártela.',
          'Si te ayuda, nota el cansancio que llevas y deja que sea motivo suficiente para descansar.',
        ],
        mid: [
          'Un paso pequeño: mañana podrías reservar veinte minutos que sean solo tuyos.',
          'Podrías preguntarte una vez mañana «¿Qué necesito ahora?» y responder con algo pequeño.',
        ],
        high: [
          'En un buen día, podrías dejar que alguien te ayude con algo pequeño.',
          'Podrías fijarte en un momento en que cuidarte también ayudó a quienes te rodean.',
        ],
      },
      identify: [
        'Fijarte en cuándo te ocupas de los demás, y cómo te sientes después, es una observación muy útil.',
        'Reconocer la culpa que aparece cuando piensas en ti hace que el patrón se vea mejor.',
      ],
      understand: [
        'Este patrón suele nacer de un cariño real, quizá cuando alguien cercano necesitaba cuidados. La necesidad de fondo, importar y recibir cuidado también, es sana.',
        'Ayudar te dio en su momento una forma de sentirte útil y a salvo. Tus necesidades también merecen un sitio.',
      ],
      challenge: [
        'Una pregunta útil: ¿qué le diría a una amistad que da tanto? Un pensamiento equilibrado puede incluir cuidar de otros y de ti.',
        'Podrías decir que no a una petición pequeña y observar qué pasa de verdad.',
      ],
      reframeStep: [
        'Esta semana podrías poner a prueba este nuevo pensamiento cumpliendo una promesa pequeña contigo.',
        'Un pequeño experimento: deja que una petición espere, o di que no con amabilidad, y observa cómo responde la gente.',
      ],
    },

    insufficient_self_control: {
      reflect: [
        'A veces se nota como una dificultad para frenar un impulso o seguir con algo aburrido.',
        'Suele tener sentido como una salida rápida de la incomodidad, aunque después te deje frustración.',
        'Con él, el tirón del «ahora mismo» puede sentirse mucho más fuerte que lo que quieres para más adelante.',
      ],
      step: {
        low: [
          'Por esta noche, podrías tratarte con suavidad: la frustración rara vez ayuda a que un cambio se mantenga.',
          'Si te ayuda, podrías fijarte en qué sentías justo antes del impulso, sin juzgarlo.',
        ],
        mid: [
          'Un paso pequeño: podrías hacer la siguiente tarea diminuta, de cinco minutos, y parar cuando se acabe el tiempo.',
          'Podrías poner una pequeña pausa antes del impulso, como un vaso de agua o un paseo corto, y ver qué pasa.',
        ],
        high: [
          'En un buen día, podrías planear una pequeña recompensa para después de una tarea aburrida, y disfrutarla de verdad.',
          'Podrías fijarte en un momento de hoy en que sí seguiste con algo, y en qué te ayudó.',
        ],
      },
      identify: [
        'Fijarte en qué pasa justo antes del impulso, como aburrimiento o estrés, es una observación muy útil.',
        'Reconocer los momentos en que buscas alivio rápido te ayuda a ver el patrón con claridad.',
      ],
      understand: [
        'Este patrón suele aparecer cuando el alivio rápido era la forma principal de llevar las emociones difíciles. La necesidad de fondo, consuelo y calma, es real.',
        'Tiene sentido como salida de la incomodidad. Debajo hay un deseo de sentirte mejor, que merece formas más amables de atenderse.',
      ],
      challenge: [
        'Una pregunta útil: ¿qué me ayudaría a esperar solo unos minutos más? Un pensamiento equilibrado puede sostener el impulso y tu objetivo a la vez.',
        'Podrías retrasar un impulso diez minutos y observar si cambia.',
      ],
      reframeStep: [
        'Esta semana podrías poner a prueba este nuevo pensamiento añadiendo una pequeña pausa antes de un impulso.',
        'Un pequeño experimento: divide una tarea en un primer paso de cinco minutos y mira qué tal va.',
      ],
    },

    unrelenting_standards: {
      reflect: [
        'A veces se nota como la sensación de que nada está lo bastante bien si no es perfecto.',
        'Es esa parte de ti que sube el listón cada vez que lo alcanzas.',
        'Con él, el descanso y el orgullo por lo hecho pueden costar mucho.',
      ],
      step: {
        low: [
          'Por esta noche, podrías dejar que «suficientemente bien» sea suficiente, solo por hoy.',
          'Si te ayuda, nota todo lo que has trabajado y permítete descansar.',
        ],
        mid: [
          'Un paso pequeño: mañana podrías elegir una tarea para hacerla al ochenta por ciento y ver qué pasa.',
          'Podrías apuntar una cosa que hiciste bien hoy antes de pasar a la siguiente tarea.',
        ],
        high: [
          'En un buen día, podrías pararte a disfrutar de algo que hiciste bien antes de seguir.',
          'Podrías planear un descanso para mañana y respetarlo, aunque la lista no esté terminada.',
        ],
      },
      identify: [
        'Fijarte en cuándo sube el listón, y cómo te sientes al alcanzarlo, es una observación útil.',
        'Reconocer los momentos en que no puedes soltar algo hasta que es perfecto te ayuda a ver el patrón.',
      ],
      understand: [
        'Este patrón suele crecer donde la aprobación dependía de hacerlo bien. La necesidad de fondo, sentir que vales sin tener que ganártelo, es sana.',
        'Exigirte mucho te ayudó en su momento a sentir seguridad o aceptación. También mereces descanso y calma.',
      ],
      challenge: [
        'Una pregunta útil: ¿cómo sería una versión «suficientemente buena», y qué pasaría de verdad si la entregara? Un pensamiento equilibrado puede valorar el esfuerzo y el descanso.',
        'Podrías hacer una cosa imperfecta a propósito y observar el resultado real.',
      ],
      reframeStep: [
        'Esta semana podrías poner a prueba este nuevo pensamiento terminando una tarea en «suficientemente bien» y mirando el resultado.',
        'Un pequeño experimento: tómate un descanso de verdad antes de terminarlo todo y observa qué pasa.',
      ],
    },

    negativity_pessimism: {
      reflect: [
        'A veces se nota como esperar que las cosas salgan mal, incluso cuando hay buenas noticias.',
        'Es esa parte de ti que se prepara para lo peor para que el golpe no te pille por sorpresa.',
        'Con él, tener esperanza puede sentirse arriesgado.',
      ],
      step: {
        low: [
          'Por esta noche, no hace falta sentir esperanza; quizá baste con notar una cosa pequeña que estuvo bien.',
          'Si te ayuda, podrías escribir una cosa que hoy no salió mal, por pequeña que sea.',
        ],
        mid: [
          'Un paso pequeño: junto a cada preocupación, podrías escribir otra forma en que las cosas podrían salir.',
          'Podrías fijarte en una cosa de hoy que salió mejor de lo que esperabas.',
        ],
        high: [
          'En un día más luminoso, podrías apuntar lo que salió bien y permitirte disfrutarlo un momento.',
          'Podrías contarle a alguien una cosa buena de hoy.',
        ],
      },
      identify: [
        'Fijarte en cuándo tu mente salta al peor final es una observación muy útil.',
        'Reconocer los momentos en que te preparas para la decepción muestra cómo funciona el patrón.',
      ],
      understand: [
        'Este patrón suele crecer después de decepciones reales. Esperar lo peor te protegió en su momento. La necesidad de fondo, sentir seguridad por dentro, es sana.',
        'Prepararte para las malas noticias puede parecer más seguro que ilusionarte. Debajo hay un deseo de no volver a sufrir.',
      ],
      challenge: [
        'Una pregunta útil: ¿qué pasó de verdad las últimas veces que esperé lo peor? Un pensamiento equilibrado puede ver los riesgos y también las posibilidades.',
        'Podrías llevar esta semana una lista corta de predicciones y de lo que pasó en realidad.',
      ],
      reframeStep: [
        'Esta semana podrías poner a prueba este nuevo pensamiento apuntando una predicción y comprobándola después.',
        'Un pequeño experimento: cada noche, fíjate en una cosa buena, aunque sea diminuta.',
      ],
    },

    emotional_inhibition: {
      reflect: [
        'A veces se nota como guardarte lo que sientes, incluso con personas de confianza.',
        'Es esa parte de ti que contiene las emociones para mantener el control o no sentirse expuesta.',
        'Con él, las emociones pueden acumularse sin tener por dónde salir.',
      ],
      step: {
        low: [
          'Por esta noche, podrías permitirte sentir lo que hay, sin tener que enseñárselo a nadie.',
          'Si te ayuda, podrías escribir unas líneas sobre cómo te sientes, solo para ti.',
        ],
        mid: [
          'Un paso pequeño: podrías nombrar una emoción en voz alta ante alguien de confianza, aunque sea brevemente.',
          'Podrías probar a terminar por escrito la frase «Ahora mismo siento…».',
        ],
        high: [
          'En un buen día, podrías compartir con alguien una emoción cálida, como gratitud o alegría.',
          'Podrías fijarte en un momento de hoy en que dejaste ver una emoción, y en cómo fue.',
        ],
      },
      identify: [
        'Fijarte en el momento en que te guardas una emoción, y qué temías que pasara, es una observación útil.',
        'Reconocer cuándo dices «bien» pero sientes otra cosa te ayuda a ver el patrón.',
      ],
      understand: [
        'Este patrón suele crecer donde las emociones no eran bienvenidas o no parecía seguro mostrarlas. La necesidad de fondo, que te vean y te acepten con lo que sientes, es sana.',
        'Contenerte te ayudó en su momento a mantener el control. Tus emociones siguen mereciendo un lugar.',
      ],
      challenge: [
        'Una pregunta útil: ¿qué pasaría si compartiera una emoción pequeña con alguien de confianza? Un pensamiento equilibrado puede dar espacio a la intimidad y a la apertura.',
        'Podrías nombrar una emoción ante alguien esta semana y observar cómo responde.',
      ],
      reframeStep: [
        'Esta semana podrías poner a prueba este nuevo pensamiento compartiendo una emoción pequeña con alguien de confianza.',
        'Un pequeño experimento: apunta una emoción al día y elige una para compartir.',
      ],
    },
  },

  reframe: {
    open: [
      'Gracias por trabajar este pensamiento paso a paso. Hace falta sinceridad y esfuerzo.',
      'Tomaste un pensamiento doloroso y lo miraste desde más de un lado. Eso es trabajo de verdad.',
      'Bien hecho: te detuviste a examinar este pensamiento en lugar de aceptarlo sin más.',
    ],
    mirror: [
      'Tu nueva forma de verlo es: {quote}.',
      'Llegaste a esto: {quote}.',
      'El pensamiento al que llegaste es: {quote}.',
    ],
    noAlternative: [
      'Todavía no has llegado a un pensamiento nuevo, y está bien: mirar las pruebas ya es un paso.',
      'No pasa nada si aún no aparece un pensamiento nuevo. Algunos necesitan varias vueltas para suavizarse.',
    ],
    evidence: [
      'Además encontraste pruebas que no encajan con el pensamiento de antes, y eso cuenta.',
      'Fijarte en hechos que no encajan con el pensamiento de antes es lo que le da base al nuevo.',
    ],
    balanced: [
      'Recoge más de un lado a la vez, y eso suele hacer que un pensamiento resulte más creíble.',
      'Suena justo y equilibrado, no solo más positivo, y eso suele durar.',
    ],
    absolute: [
      'Quizá notes una palabra como «siempre» o «nunca»; suavizarla podría hacer que el pensamiento se sienta todavía más cierto.',
      'Si aparece una palabra como «todo» o «nada», otra más suave podría ajustarse mejor a los hechos.',
    ],
    same: [
      'Todavía se parece a tu punto de partida, y está bien; algunos pensamientos necesitan varias vueltas.',
      'Se parece al pensamiento original, y no pasa nada. Puedes volver a él otro día.',
    ],
    close: {
      low: ['Ve con suavidad mientras lo pruebas.', 'Intentarlo en un día difícil también cuenta.'],
      mid: ['Mira cómo te sienta en los próximos días.', 'Paso a paso.'],
      high: ['Disfruta probándolo.', 'Fíjate en lo que cambia, aunque sea poco.'],
    },
    patternLine: ['Este tipo de trabajo es lo que, con el tiempo, afloja el patrón «{label}».'],
  },

  lesson: {
    identify: {
      open: ['Gracias por estas notas sobre el patrón «{label}».', 'Son notas muy atentas sobre el patrón «{label}».'],
      quote: ['Escribiste {quote}.', 'Una frase me llamó la atención: {quote}.'],
      empty: ['Incluso una nota breve es un buen comienzo.'],
      close: [
        'Sigue observando: cada vez que lo reconoces, pierde un poco de fuerza.',
        'Observar sin juzgarte es el corazón de este paso.',
      ],
    },
    understand: {
      open: [
        'Gracias por pensar en de dónde viene el patrón «{label}».',
        'Hace falta valor para mirar las raíces del patrón «{label}».',
      ],
      quote: ['Escribiste {quote}.', 'Una frase me llamó la atención: {quote}.'],
      empty: ['Incluso unas pocas palabras sobre esto son un comienzo.'],
      close: [
        'Tratar con amabilidad a la parte de ti que aprendió esto puede hacer que el cambio se sienta más seguro.',
        'Entender de dónde viene no es culpar a nadie; es darle sentido.',
      ],
    },
    challenge: {
      open: [
        'Gracias por dar el paso de cuestionar el patrón «{label}».',
        'Bien hecho: estás poniendo en duda el patrón «{label}» en lugar de seguirle la corriente.',
      ],
      quote: ['Escribiste {quote}.', 'Una frase me llamó la atención: {quote}.'],
      empty: ['Incluso pensar en un pequeño experimento es un comienzo.'],
      close: ['Pruébalo a tu ritmo y observa qué pasa.', 'Los pequeños experimentos suman.'],
    },
  },

  quotes: { open: '«', close: '»' },
};
