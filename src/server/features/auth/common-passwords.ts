import { dictionary } from '@zxcvbn-ts/language-common';

/** The 1,000 most common passwords (zxcvbn's frequency-ranked list), refused at sign-up and reset. */
const commonPasswords = new Set(dictionary.passwords.slice(0, 1000).map((password) => password.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
