import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from 'smtp-server';

/** An email as the test server received it: the envelope and the message, parsed. */
export interface ReceivedEmail {
  envelope: { from: string; to: string[] };
  mail: ParsedMail;
}

/** What the server does at a recipient or at the end of a message: accept, refuse with a reply, or hang up. */
export type Verdict = 'accept' | 'disconnect' | { code: number; message: string };

interface TestSmtpServerOptions {
  /** Credentials the server asks for; without them, none. */
  auth?: { user: string; pass: string };
}

/**
 * A real SMTP server on 127.0.0.1 and a port of its own, without TLS, for tests: it keeps what it
 * accepts, and each recipient and each message is judged by `atRecipient` and `atData` (accepted
 * unless they say otherwise). Nothing is mocked: the worker talks SMTP to it over TCP.
 */
export class TestSmtpServer {
  readonly received: ReceivedEmail[] = [];
  atRecipient: (address: string) => Verdict = () => 'accept';
  atData: (mail: ParsedMail) => Verdict = () => 'accept';
  /** How long the server takes to answer a message, as a busy one does. */
  delayMs = 0;
  /** How long the server takes to greet a connection, as a relay across a network (TLS, sign-in) does. */
  connectDelayMs = 0;
  /** Connections clients opened, in all. */
  connections = 0;
  /** The most messages it was receiving at one moment (from their data to its answer). */
  mostAtOnce = 0;
  private atOnce = 0;
  private waiting: Array<{ count: number; resolve: () => void }> = [];

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
    private readonly auth?: { user: string; pass: string },
  ) {}

  static async start({ auth }: TestSmtpServerOptions = {}): Promise<TestSmtpServer> {
    let self: TestSmtpServer | null = null;
    const server = new SMTPServer({
      secure: false,
      disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
      authOptional: !auth,
      allowInsecureAuth: true,
      logger: false,
      // No DNS look-up of 127.0.0.1 per connection: a connection costs what `connectDelayMs` says.
      disableReverseLookup: true,
      onConnect: (_session, callback) => {
        self!.connections += 1;
        setTimeout(callback, self!.connectDelayMs);
      },
      onAuth: (login, _session, callback) =>
        auth && login.username === auth.user && login.password === auth.pass
          ? callback(null, { user: login.username })
          : callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 })),
      onRcptTo: (address, session, callback) =>
        self!.judge(self!.atRecipient(address.address), session, callback),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        self!.atOnce += 1;
        self!.mostAtOnce = Math.max(self!.mostAtOnce, self!.atOnce);
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          void simpleParser(Buffer.concat(chunks)).then((mail) =>
            setTimeout(() => {
              self!.atOnce -= 1;
              const verdict = self!.atData(mail);
              if (verdict === 'accept') self!.keep(mail, session);
              self!.judge(verdict, session, callback);
            }, self!.delayMs),
          );
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    self = new TestSmtpServer(server, (server.server.address() as AddressInfo).port, auth);
    return self;
  }

  /** SMTP_URL for this server, with its credentials when it asks for some. */
  get url(): string {
    const credentials = this.auth
      ? `${encodeURIComponent(this.auth.user)}:${encodeURIComponent(this.auth.pass)}@`
      : '';
    return `smtp://${credentials}127.0.0.1:${this.port}`;
  }

  /** Resolves once `count` emails have been accepted in all; fails after `timeoutMs`. */
  async waitFor(count: number, timeoutMs = 15_000): Promise<void> {
    if (this.received.length >= count) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      new Promise<void>((resolve) => this.waiting.push({ count, resolve })),
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error(`${this.received.length} emails arrived, not ${count}`)),
          timeoutMs,
        );
      }),
    ]).finally(() => clearTimeout(timer));
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(resolve));
  }

  private keep(mail: ParsedMail, session: SMTPServerSession) {
    const envelope = session.envelope;
    this.received.push({
      envelope: {
        from: envelope.mailFrom ? envelope.mailFrom.address : '',
        to: envelope.rcptTo.map((address: SMTPServerAddress) => address.address),
      },
      mail,
    });
    this.waiting = this.waiting.filter((waiter) => {
      if (this.received.length < waiter.count) return true;
      waiter.resolve();
      return false;
    });
  }

  private judge(verdict: Verdict, session: SMTPServerSession, callback: (error?: Error | null) => void) {
    if (verdict === 'accept') return callback();
    if (verdict === 'disconnect') {
      // Hang up in the middle of the transaction, without a reply.
      for (const connection of this.server.connections) if (connection.id === session.id) connection.close();
      return;
    }
    callback(Object.assign(new Error(verdict.message), { responseCode: verdict.code }));
  }
}
