import nodemailer from 'nodemailer';

/**
 * nodemailer's SMTP transport for SMTP_URL (smtp:// upgrades with STARTTLS when the server offers it,
 * smtps:// is TLS from the start; `?requireTLS=true` refuses a server without it). Timeouts are short
 * enough that a send ends well within a claim's lease; no message may read a file or fetch a URL.
 */
export function smtpTransport(smtpUrl: string) {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 45_000,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
}

export type SmtpTransport = ReturnType<typeof smtpTransport>;
