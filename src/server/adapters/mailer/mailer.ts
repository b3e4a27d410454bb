/** An e-mail as the app writes it: French, HTML and plain text. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * Hands a mail to the outside world: SMTP when configured; otherwise the
 * embedded default, which sends nothing: the outbox keeps every mail in the
 * database and shows it at /dev/emails (see outbox.service).
 */
export interface Mailer {
  readonly name: string;
  /** False for the embedded outbox: mails are kept, never sent. */
  readonly sends: boolean;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export const OUTBOX_ONLY_MAILER: Mailer = {
  name: 'outbox (base de données, /dev/emails)',
  sends: false,
  async send() {
    throw new Error('The embedded outbox keeps mails; it sends none');
  },
  close() {},
};
