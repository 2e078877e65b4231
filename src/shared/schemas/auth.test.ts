import { describe, expect, it } from 'vitest';
import { ChangePasswordSchema, SignInSchema, SignUpSchema, UpdateUserSchema } from './auth.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('auth schemas', () => {
  it('trims the email and accepts an empty name', () => {
    const parsed = SignUpSchema.parse({ email: '  me@example.com ', password: 'abcdefgh', name: '' });
    expect(parsed.email).toBe('me@example.com');
  });

  it.each([
    [{ email: '', password: 'abcdefgh' }, 'emailRequired'],
    [{ email: 'nope', password: 'abcdefgh' }, 'emailInvalid'],
    [{ email: 'me@example.com', password: '' }, 'passwordRequired'],
    [{ email: 'me@example.com', password: 'abcdefg' }, 'passwordTooShort'],
    [{ email: 'me@example.com', password: 'x'.repeat(129) }, 'passwordTooLong'],
    [{ email: 'me@example.com', password: 'abcdefgh', name: 'a<b' }, 'nameInvalid'],
    [{ email: 'me@example.com', password: 'abcdefgh', name: 'tab\there' }, 'nameInvalid'],
    [{ email: 'me@example.com', password: 'abcdefgh', name: null }, 'nameInvalid'],
  ])('sign-up %j -> %s', (input, key) => expect(firstMessage(SignUpSchema.safeParse(input))).toBe(key));

  it('sign-in does not apply the new-password length rule (old accounts may have any)', () => {
    expect(SignInSchema.safeParse({ email: 'me@example.com', password: 'abc' }).success).toBe(true);
  });

  it.each([
    [{ name: null }, 'nameInvalid'],
    [{ name: 'Ana\r\nBcc: x' }, 'nameInvalid'],
    [{ name: 'Ana', email: 'other@example.com' }, 'invalidRequest'],
    [{ name: 'Ana', password: 'abcdefgh' }, 'invalidRequest'],
  ])('update-user %j -> %s', (input, key) => expect(firstMessage(UpdateUserSchema.safeParse(input))).toBe(key));

  it.each([
    [{ newPassword: 'abcdefgh' }, 'currentPasswordRequired'],
    [{ currentPassword: 'old one here', newPassword: 'short' }, 'passwordTooShort'],
    [{ currentPassword: 'same one here', newPassword: 'same one here' }, 'passwordSameAsCurrent'],
  ])('change-password %j -> %s', (input, key) => expect(firstMessage(ChangePasswordSchema.safeParse(input))).toBe(key));
});
