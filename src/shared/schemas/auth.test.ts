import { describe, expect, it } from 'vitest';
import { SignInSchema, SignUpSchema } from './auth.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('auth schemas', () => {
  it('trims the email and accepts an empty name', () => {
    const parsed = SignUpSchema.parse({ email: '  me@example.com ', password: 'abcdef', name: '' });
    expect(parsed.email).toBe('me@example.com');
  });

  it.each([
    [{ email: '', password: 'abcdef' }, 'emailRequired'],
    [{ email: 'nope', password: 'abcdef' }, 'emailInvalid'],
    [{ email: 'me@example.com', password: '' }, 'passwordRequired'],
    [{ email: 'me@example.com', password: 'abc' }, 'passwordTooShort'],
    [{ email: 'me@example.com', password: 'x'.repeat(129) }, 'passwordTooLong'],
    [{ email: 'me@example.com', password: 'abcdef', name: 'a<b' }, 'nameInvalid'],
    [{ email: 'me@example.com', password: 'abcdef', name: 'tab\there' }, 'nameInvalid'],
  ])('sign-up %j -> %s', (input, key) => expect(firstMessage(SignUpSchema.safeParse(input))).toBe(key));

  it('sign-in does not apply the new-password length rule (old accounts may have any)', () => {
    expect(SignInSchema.safeParse({ email: 'me@example.com', password: 'abc' }).success).toBe(true);
  });
});
