import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type SmtpReceiver = {
  /** Where nodemailer reaches it: smtp://127.0.0.1:<port>. */
  url: string;
  port: number;
  /** Every e-mail received, parsed, in order. */
  received: ParsedMail[];
  /** The e-mails received for this address. */
  to: (address: string) => ParsedMail[];
  stop: () => Promise<void>;
};

/**
 * A real SMTP receiver from npm (`smtp-server`) in the test process, on `port` (0: a free one; a
 * stopped receiver's port to start it again): the e-mails the sender delivers, parsed by `mailparser`.
 */
export async function startSmtpReceiver(port = 0, received: ParsedMail[] = []): Promise<SmtpReceiver> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          done();
        },
        (error: Error) => done(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  const addressOf = (mail: ParsedMail) =>
    (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) =>
      to.value.map((one) => one.address),
    );
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    received,
    to: (address) => received.filter((mail) => addressOf(mail).includes(address)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
