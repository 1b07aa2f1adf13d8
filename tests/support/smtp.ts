import { SMTPServer } from 'smtp-server';
import { freePort } from './mariadb.ts';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpServerOptions {
  /**
   * Holds each message this long after its DATA before answering 250 (a slow mail server), so a test can
   * kill the sender mid-send. A message whose sender disconnected before the answer was never accepted:
   * it goes to `abandoned`, not `received`.
   */
  holdMs?: number;
}

/** Subject and decoded text of a raw message (quoted-printable undone), for tests reading links. */
export const decodeMail = (raw: string): { subject: string; text: string } => ({
  subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '',
  text: raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
});

/** A real SMTP server on loopback (smtp-server from npm) that keeps what it receives. */
export const startSmtpServer = async (opts: SmtpServerOptions = {}) => {
  const received: ReceivedMail[] = [];
  const abandoned: ReceivedMail[] = [];
  const closedSessions = new Set<string>();
  const state = { holdMs: opts.holdMs ?? 0, holding: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onClose(session) {
      closedSessions.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        const answer = () => {
          state.holding--;
          if (closedSessions.has(session.id)) {
            abandoned.push(mail);
            callback(new Error('The client went away before the message was accepted'));
            return;
          }
          received.push(mail);
          callback();
        };
        state.holding++;
        if (state.holdMs > 0) setTimeout(answer, state.holdMs);
        else answer();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    abandoned,
    /** Messages whose DATA arrived and whose answer is being held. */
    holding: () => state.holding,
    setHoldMs: (ms: number) => {
      state.holdMs = ms;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
