import { z } from 'zod';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../constants.js';
import { isStorableText } from './text.js';

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

// Control characters, angle brackets and broken surrogate pairs have no place in a display name.
const unsafeNameCharacters = /[<>\p{Cc}]/u;

export const NameSchema = z
  .string({ error: 'nameInvalid' })
  .trim()
  .max(NAME_MAX, 'nameTooLong')
  .refine((name) => !unsafeNameCharacters.test(name) && isStorableText(name), 'nameInvalid');

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
  // A NUL in the token reached the database as a 500 (the fuzz found it).
  token: z
    .string({ error: 'tokenRequired' })
    .min(1, 'tokenRequired')
    .max(512, 'invalidToken')
    .refine(isStorableText, 'invalidToken'),
});

/** Update-user may change the name and nothing else (not the email, the image, the verified flag or a password). */
export const UpdateUserSchema = z.strictObject({ name: NameSchema }, { error: 'invalidRequest' });
export type UpdateUserInput = z.infer<typeof UpdateUserSchema>;

/** Better Auth's change-password fields: the current password proves it is the owner, the new one meets sign-up's rules. */
export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'currentPasswordRequired' })
      .min(1, 'currentPasswordRequired')
      .max(PASSWORD_MAX, 'passwordTooLong'),
    newPassword: NewPasswordField,
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    message: 'passwordSameAsCurrent',
    path: ['newPassword'],
  });
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;
