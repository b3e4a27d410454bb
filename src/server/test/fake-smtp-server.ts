import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { linkInText } from './mail-links.js';

/**
 * A real SMTP server on loopback that keeps what it receives, parsed. It can
 * refuse the next mails, to test retries.
 */
export async function startFakeSmtpServer() {
  const received: ParsedMail[] = [];
  let refuseNext = 0;
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (refuseNext > 0) {
        refuseNext -= 1;
        stream.resume();
        const error = Object.assign(new Error('Service temporairement indisponible'), {
          responseCode: 451,
        });
        stream.on('end', () => callback(error));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse(count: number) {
      refuseNext = count;
    },
    /** The last mail to `to` (with that subject, if given), waiting for it if it has not arrived yet. */
    async lastTo(to: string, subject?: string, timeoutMs = 5000): Promise<ParsedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = [...received]
          .reverse()
          .find(
            (m) => m.to && JSON.stringify(m.to).includes(to) && (!subject || m.subject === subject),
          );
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link of a mail's text that starts with `prefix`. */
export function linkIn(mail: ParsedMail, prefix: string): string {
  return linkInText(mail.text ?? '', prefix);
}
