/** An e-mail as the app writes it: French, HTML and plain text. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * Hands a mail to the outside world. Only the SMTP transport exists: without
 * SMTP_URL the outbox keeps mails in the database instead (see outbox.service).
 */
export interface MailTransport {
  readonly name: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}
