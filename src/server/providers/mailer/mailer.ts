export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe on reminders); nodemailer sends them as given. */
  headers?: Record<string, string>;
};

export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(mail: Mail): Promise<void>;
}
