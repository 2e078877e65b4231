import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * zxcvbn's whole frequency-ranked list of common passwords (about 49,000; ASVS 6.2.4 asks for at
 * least the top 3,000), refused at sign-up, reset and change whatever their length.
 */
let commonPasswords: ReadonlySet<string> | undefined;
/** Built at the first password checked, not at start-up. */
const commonPasswordSet = () => (commonPasswords ??= new Set(dictionary.passwords.map(normalize)));

/** Capitals and spaces do not make a listed password safer ("Password 123" is "password123"). */
function normalize(password: string): string {
  return password.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

export function isCommonPassword(password: string): boolean {
  return commonPasswordSet().has(normalize(password));
}
