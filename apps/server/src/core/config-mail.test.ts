import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('the mail settings (SMTP_URL, MAIL_FROM; docs/decisions/470)', () => {
  it('unset: no e-mail', () => {
    expect(readConfig({}).mail).toBeUndefined();
    expect(readConfig({ SMTP_URL: '  ', MAIL_FROM: 'a@b.example' }).mail).toBeUndefined();
  });

  it('reads the mail server and the From', () => {
    expect(
      readConfig({
        SMTP_URL: 'smtps://simsar:secret@smtp.example.com:465',
        MAIL_FROM: 'Simsar <simsar@example.com>',
      }).mail,
    ).toEqual({ smtpUrl: 'smtps://simsar:secret@smtp.example.com:465', from: 'Simsar <simsar@example.com>' });
  });

  it('refuses another scheme without printing the address (it may hold a password)', () => {
    expect(() =>
      readConfig({ SMTP_URL: 'http://user:hunter2@mail.example.com', MAIL_FROM: 'a@b.example' }),
    ).toThrow('SMTP_URL must be an smtp:// or smtps:// address (smtp://user:password@host:587)');
  });

  it('refuses SMTP_URL without a MAIL_FROM address, saying what it needs', () => {
    expect(() => readConfig({ SMTP_URL: 'smtp://127.0.0.1:25' })).toThrow(/SMTP_URL needs MAIL_FROM/);
    expect(() => readConfig({ SMTP_URL: 'smtp://127.0.0.1:25', MAIL_FROM: 'Simsar' })).toThrow(
      /SMTP_URL needs MAIL_FROM/,
    );
  });
});
