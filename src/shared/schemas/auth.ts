import { z } from 'zod';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../constants.js';

export const EmailSchema = z
  .string({ error: 'emailRequired' })
  .trim()
  .min(1, 'emailRequired')
  .pipe(z.email({ error: 'emailInvalid' }));

const NewPasswordField = z
  .string({ error: 'passwordRequired' })
  .min(1, 'passwordRequired')
  .min(PASSWORD_MIN, 'passwordTooShort')
  .max(PASSWORD_MAX, 'passwordTooLong');

// Control characters and angle brackets have no place in a display name.
const unsafeNameCharacters = /[<>\p{Cc}]/u;

export const NameSchema = z
  .string()
  .trim()
  .max(NAME_MAX, 'nameTooLong')
  .refine((name) => !unsafeNameCharacters.test(name), 'nameInvalid');

export const SignInSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: 'passwordRequired' }).min(1, 'passwordRequired').max(PASSWORD_MAX, 'passwordTooLong'),
});
export type SignInInput = z.infer<typeof SignInSchema>;

export const SignUpSchema = z.object({
  name: NameSchema.optional(),
  email: EmailSchema,
  password: NewPasswordField,
});
export type SignUpInput = z.infer<typeof SignUpSchema>;

export const ResetRequestSchema = z.object({ email: EmailSchema });
export type ResetRequestInput = z.infer<typeof ResetRequestSchema>;

export const NewPasswordSchema = z.object({ password: NewPasswordField });
export type NewPasswordInput = z.infer<typeof NewPasswordSchema>;

/** What the server receives for a reset: Better Auth's field names. */
export const ResetPasswordBodySchema = z.object({
  newPassword: NewPasswordField,
  token: z.string({ error: 'tokenRequired' }).min(1, 'tokenRequired'),
});
