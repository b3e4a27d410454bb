import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.js';

export function createSmtpTransport(options: {
  url: string;
  from: string;
  timeoutMs?: number;
}): Mailer {
  // The outbox stops waiting after a few seconds anyway (FIRST_ATTEMPT_WAIT_MS) and retries.
  const timeout = options.timeoutMs ?? 10_000;
  const url = new URL(options.url);
  for (const [name, value] of [
    ['connectionTimeout', timeout],
    ['greetingTimeout', timeout],
    ['socketTimeout', timeout],
  ] as const) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(value));
  }
  // nodemailer reads its SMTP options from the URL's query string.
  const transporter = nodemailer.createTransport(url.toString());
  return {
    name: `SMTP (${url.host})`,
    sends: true,
    async send(mail) {
      await transporter.sendMail({ from: options.from, ...mail });
    },
    close: () => transporter.close(),
  };
}
