import type { Locale } from '../../../shared/locale.js';
import { buildLinkMail, type LinkMailCopy } from './link-mail.js';

const copy: Record<Locale, LinkMailCopy> = {
  en: {
    subject: 'Someone tried to sign up with your email',
    greeting: 'Hi,',
    body: "Someone tried to create a Patternwise account with this email, but you already have one. If it was you, sign in, or reset your password if you don't remember it.",
    button: 'Sign in',
    footer: "If it wasn't you, you can ignore this email: nothing has changed in your account.",
  },
  es: {
    subject: 'Alguien intentó registrarse con tu correo',
    greeting: 'Hola:',
    body: 'Alguien intentó crear una cuenta de Patternwise con este correo, pero ya tienes una. Si fuiste tú, inicia sesión, o restablece tu contraseña si no la recuerdas.',
    button: 'Iniciar sesión',
    footer: 'Si no fuiste tú, puedes ignorar este correo: tu cuenta sigue igual.',
  },
};

/** What an existing account holder gets instead of a sign-up confirmation: the sign-up answer itself reveals nothing. */
export function buildAccountExistsMail(options: { to: string; link: string; locale: Locale }) {
  return buildLinkMail({ ...options, copy: copy[options.locale] });
}
