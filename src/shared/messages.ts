import type { Locale } from './locale.js';

/**
 * Messages the server can answer with, in both languages. Zod schemas use these keys as their
 * messages, so the form (client) and the API (server) speak with the same words.
 */
const en = {
  emailRequired: 'Please enter your email',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Please enter your password',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordCommon: 'This password is one of the most common ones and easy to guess. Please choose another.',
  nameTooLong: 'Name must be at most 80 characters',
  nameInvalid: 'Name cannot contain < or > or control characters',
  tokenRequired: 'The reset link is missing its code. Please request a new link.',
  invalidJson: 'The request body is not valid JSON',
  invalidRequest: 'The request is not valid',
  bodyTooLarge: 'The request is too large (1 MiB at most)',
  unauthorized: 'Please sign in first',
  notFound: 'Not found',
  forbiddenOrigin: 'This request came from another site and was refused',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  invalidCredentials: 'Invalid email or password',
  userExists: 'An account with this email already exists. Try signing in instead.',
  invalidToken: 'This reset link is invalid or has expired. Please request a new one.',
  internal: 'Something went wrong on our side. Please try again.',
  sessionInvalid: 'The screener session id is not valid',
  itemRequired: 'Please say which statement you are answering',
  itemUnknown: 'This statement does not exist',
  scoreInvalid: 'The answer must be a whole number from 1 to 5',
  patternUnknown: 'Please choose patterns from the list',
  patternsNone: "Please select 2-3 patterns you'd like to work on.",
  patternsTooMany: 'For best results, focus on 2-3 core patterns. You can retake the screener later to work on others.',
  patternsDuplicate: 'Each pattern can be chosen once',
  alreadySaved: 'These schemas have already been identified.',
  feelingRequired: "Please share how you're feeling",
  feelingTooLong: 'Please keep your reflection under 500 characters',
  moodInvalid: 'Mood must be a whole number from 1 to 5',
  alternativeRequired: 'Please write a more balanced thought first',
  answerTooLong: 'This answer is too long (1,000 characters at most)',
  reflectionTooLong: 'The reflection is too long',
  checkInNeedsScreener: 'Complete the schema screener to unlock check-ins.',
  checkInLimitReached: 'Upgrade to continue using check-ins.',
  textHasNul: 'The text contains a character that cannot be stored (a NUL byte or a broken character)',
  serviceUnavailable:
    'We cannot reach our database right now. Your text is still on this page: please try again in a minute.',
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json)',
  passwordSameAsCurrent: 'The new password must be different from the current one',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Your current password is not correct',
  twoFactorCodeWrong: 'That code is not right, or it was already used. Wait for the next code and try again.',
  backupCodeWrong: 'That backup code is not right or was already used',
  twoFactorLocked: 'Too many wrong codes. Please wait 15 minutes, or sign in again.',
  twoFactorExpired: 'This sign-in took too long. Please enter your email and password again.',
  twoFactorAlreadyOn: 'Two-factor authentication is already on',
  reflectionRateLimited: 'You are asking for reflections very quickly. Please wait a minute and try again.',
  reflectionDailyQuota:
    'You have reached today’s limit of reflections. Your entries can still be saved; reflections return tomorrow.',
  reflectionTokenInvalid: 'This reflection has expired or was not made for this entry. Please ask for a new one.',
  exerciseNeedsPattern: 'This entry has no reframing exercise: no pattern showed up in it.',
  emailNotVerified: 'Please confirm your email first: open the link we sent you.',
  priceUnknown: 'This plan does not exist. Please choose one of the plans on this page.',
  promoCodeInvalid: 'A promo code has only letters, digits, - and _ (up to 40).',
  promoCodeUnknown: 'This promo code is not valid. Check the spelling or subscribe without it.',
  checkoutFailed: 'Failed to start checkout. Please try again.',
  portalFailed: 'Failed to open subscription management. Please try again.',
  noSubscription: 'You do not have a subscription to manage yet.',
  alreadySubscribed: 'You already have an active subscription. Use Manage Subscription to change it.',
  checkoutClosed: 'This checkout is no longer open. Please start again from the plans page.',
  subscriptionRequired: 'Lessons are part of a subscription. View the plans to unlock them.',
  lessonNotesRequired: 'Please write some notes first',
  lessonNotesTooLong:
    'These notes are too long to save: one notes box holds up to 20,000 characters. Please shorten them or move part to another stage.',
  lessonStageInvalid: "The stage must be one of the lesson's three: identify, understand or challenge",
  lessonStageLocked: 'This stage opens once you continue from the stage before it.',
  lessonAlreadyCompleted: 'This lesson is already completed.',
  lessonReflectionUnavailable:
    'Reflections for this lesson are not available yet. Your notes are safe; you can keep writing and save them.',
  webhookSignatureInvalid:
    'The Stripe-Signature header is missing, does not match this exact body, or is more than 5 minutes old.',
  accountDeletePasswordRequired: 'Please type your password to confirm',
  accountPasswordWrong: 'That password is not correct, so nothing was deleted.',
  accountDeleteCancelFailed:
    'We could not reach the payment provider to cancel your subscription, so nothing was deleted. Please try again in a few minutes.',
} as const;

export type MessageKey = keyof typeof en;

const es: Record<MessageKey, string> = {
  emailRequired: 'Escribe tu correo electrónico',
  emailInvalid: 'Escribe un correo electrónico válido',
  passwordRequired: 'Escribe tu contraseña',
  passwordTooShort: 'La contraseña debe tener al menos 8 caracteres',
  passwordTooLong: 'La contraseña puede tener como máximo 128 caracteres',
  passwordCommon: 'Esta contraseña es de las más comunes y fácil de adivinar. Elige otra, por favor.',
  nameTooLong: 'El nombre puede tener como máximo 80 caracteres',
  nameInvalid: 'El nombre no puede contener < ni > ni caracteres de control',
  tokenRequired: 'Al enlace le falta su código. Pide un enlace nuevo.',
  invalidJson: 'El cuerpo de la petición no es un JSON válido',
  invalidRequest: 'La petición no es válida',
  bodyTooLarge: 'La petición es demasiado grande (1 MiB como máximo)',
  unauthorized: 'Primero inicia sesión',
  notFound: 'No encontrado',
  forbiddenOrigin: 'Esta petición vino de otro sitio y se rechazó',
  rateLimited: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
  invalidCredentials: 'Correo o contraseña incorrectos',
  userExists: 'Ya existe una cuenta con este correo. Intenta iniciar sesión.',
  invalidToken: 'Este enlace no es válido o ha caducado. Pide uno nuevo.',
  internal: 'Algo falló de nuestro lado. Vuelve a intentarlo.',
  sessionInvalid: 'El identificador de la sesión del cuestionario no es válido',
  itemRequired: 'Indica qué afirmación estás respondiendo',
  itemUnknown: 'Esa afirmación no existe',
  scoreInvalid: 'La respuesta debe ser un número entero del 1 al 5',
  patternUnknown: 'Elige patrones de la lista',
  patternsNone: 'Elige 2 o 3 patrones con los que quieras trabajar.',
  patternsTooMany:
    'Para aprovecharlo mejor, enfócate en 2 o 3 patrones principales. Más adelante puedes repetir el cuestionario para trabajar otros.',
  patternsDuplicate: 'Cada patrón se puede elegir una sola vez',
  alreadySaved: 'Estos patrones ya estaban guardados.',
  feelingRequired: 'Cuéntanos cómo te sientes',
  feelingTooLong: 'Intenta que tu reflexión tenga menos de 500 caracteres',
  moodInvalid: 'El ánimo debe ser un número entero del 1 al 5',
  alternativeRequired: 'Primero escribe un pensamiento más equilibrado',
  answerTooLong: 'Esta respuesta es demasiado larga (1000 caracteres como máximo)',
  reflectionTooLong: 'La reflexión es demasiado larga',
  checkInNeedsScreener: 'Completa el cuestionario de patrones para desbloquear los registros.',
  checkInLimitReached: 'Hazte miembro para seguir haciendo registros.',
  textHasNul: 'El texto contiene un carácter que no se puede guardar (un byte NUL o un carácter roto)',
  serviceUnavailable:
    'Ahora mismo no podemos conectar con nuestra base de datos. Tu texto sigue en esta página: vuelve a intentarlo en un minuto.',
  unsupportedMediaType: 'Envía el cuerpo de la petición como JSON (Content-Type: application/json)',
  passwordSameAsCurrent: 'La nueva contraseña tiene que ser distinta de la actual',
  currentPasswordRequired: 'Escribe tu contraseña actual',
  currentPasswordWrong: 'Tu contraseña actual no es correcta',
  twoFactorCodeWrong: 'Ese código no es correcto o ya se usó. Espera al siguiente código y vuelve a intentarlo.',
  backupCodeWrong: 'Ese código de respaldo no es correcto o ya se usó',
  twoFactorLocked: 'Demasiados códigos incorrectos. Espera 15 minutos o vuelve a iniciar sesión.',
  twoFactorExpired: 'El inicio de sesión tardó demasiado. Vuelve a escribir tu correo y tu contraseña.',
  twoFactorAlreadyOn: 'La verificación en dos pasos ya está activada',
  reflectionRateLimited: 'Estás pidiendo reflexiones muy seguido. Espera un minuto y vuelve a intentarlo.',
  reflectionDailyQuota:
    'Hoy ya llegaste al límite de reflexiones. Tus registros se pueden seguir guardando; las reflexiones vuelven mañana.',
  reflectionTokenInvalid: 'Esta reflexión caducó o no corresponde a este registro. Pide una nueva.',
  exerciseNeedsPattern: 'Este registro no tiene ejercicio de reencuadre: no apareció ningún patrón en él.',
  emailNotVerified: 'Primero confirma tu correo: abre el enlace que te enviamos.',
  priceUnknown: 'Este plan no existe. Elige uno de los planes de esta página.',
  promoCodeInvalid: 'Un código promocional solo tiene letras, números, - y _ (hasta 40).',
  promoCodeUnknown: 'Este código promocional no es válido. Revisa cómo lo escribiste o suscríbete sin él.',
  checkoutFailed: 'No se pudo iniciar el pago. Inténtalo de nuevo.',
  portalFailed: 'No se pudo abrir la gestión de la suscripción. Inténtalo de nuevo.',
  noSubscription: 'Todavía no tienes una suscripción que gestionar.',
  alreadySubscribed: 'Ya tienes una suscripción activa. Usa Gestionar suscripción para cambiarla.',
  checkoutClosed: 'Este pago ya no está abierto. Vuelve a empezar desde la página de planes.',
  subscriptionRequired: 'Las lecciones son parte de la suscripción. Mira los planes para desbloquearlas.',
  lessonNotesRequired: 'Primero escribe algunas notas',
  lessonNotesTooLong:
    'Estas notas son demasiado largas para guardarlas: cada cuadro admite hasta 20.000 caracteres. Acórtalas o pasa una parte a otra etapa.',
  lessonStageInvalid: 'La etapa tiene que ser una de las tres de la lección: identify, understand o challenge',
  lessonStageLocked: 'Esta etapa se abre cuando continúas desde la anterior.',
  lessonAlreadyCompleted: 'Ya completaste esta lección.',
  lessonReflectionUnavailable:
    'Las reflexiones de esta lección todavía no están disponibles. Tus notas siguen aquí: puedes seguir escribiendo y guardarlas.',
  webhookSignatureInvalid:
    'Falta la cabecera Stripe-Signature, no corresponde exactamente a este cuerpo o tiene más de 5 minutos.',
  accountDeletePasswordRequired: 'Escribe tu contraseña para confirmar',
  accountPasswordWrong: 'Esa contraseña no es correcta, así que no se borró nada.',
  accountDeleteCancelFailed:
    'No pudimos comunicarnos con el proveedor de pagos para cancelar tu suscripción, así que no se borró nada. Vuelve a intentarlo en unos minutos.',
};

export const messages: Record<Locale, Record<MessageKey, string>> = { en, es };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

export function getMessage(key: string, locale: Locale): string {
  return isMessageKey(key) ? messages[locale][key] : key;
}
