import { z } from 'zod';
import { PASSWORD_MAX } from '../constants.js';

/**
 * POST /api/account/delete: the person confirms by typing their current password. Only presence
 * and length are checked here; whether it is right is the server's question (a wrong one is 400
 * `accountPasswordWrong` and nothing is deleted).
 */
export const DeleteAccountSchema = z.strictObject(
  {
    password: z
      .string({ error: 'accountDeletePasswordRequired' })
      .min(1, 'accountDeletePasswordRequired')
      .max(PASSWORD_MAX, 'passwordTooLong'),
  },
  { error: 'invalidRequest' },
);
export type DeleteAccountInput = z.infer<typeof DeleteAccountSchema>;
