export type Mail = { to: string; subject: string; text: string; html: string };

export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(mail: Mail): Promise<void>;
}
