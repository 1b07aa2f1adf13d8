import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { isSensitiveKey, maskEmail, redactLogFields, scrubText } from './log-redaction.ts';
import { PinoLogger } from './pino-logger.ts';

describe('maskEmail', () => {
  it('keeps the first letter and the domain of an address and hides the rest of the mailbox', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j***@example.com');
    expect(maskEmail('A+tag@mail.upstate.example.org')).toBe('A***@mail.upstate.example.org');
  });

  it('masks every address inside a longer text and leaves other text alone', () => {
    expect(maskEmail('550 rejected ann@x.example; cc bob@y.example')).toBe('550 rejected a***@x.example; cc b***@y.example');
    expect(maskEmail('no address here, just @handles and a@b')).toBe('no address here, just @handles and a@b');
  });
});

describe('scrubText', () => {
  it('redacts the login token in a verify link and token or code query parameters', () => {
    expect(scrubText('http://localhost:3000/api/auth/verify/abcDEF123_-x')).toBe('http://localhost:3000/api/auth/verify/[redacted]');
    expect(scrubText('/auth/callback?session_token=c0de&next=/x')).toBe('/auth/callback?session_token=[redacted]&next=/x');
    expect(scrubText('GET /x?a=1&token=s3cret')).toBe('GET /x?a=1&token=[redacted]');
    expect(scrubText('/login?error=invalid_link')).toBe('/login?error=invalid_link');
    expect(scrubText('/api/auth/verify/:token')).toBe('/api/auth/verify/:token');
  });
});

describe('isSensitiveKey', () => {
  it('flags tokens, passwords, secrets, authorization, cookies, login codes and card data', () => {
    for (const key of ['token', 'sessionToken', 'password', 'passwd', 'clientSecret', 'authorization', 'Cookie', 'set-cookie', 'code', 'authCode', 'login_code', 'card', 'cardNumber', 'cvc', 'CVV'])
      expect(isSensitiveKey(key), key).toBe(true);
  });

  it('leaves ordinary fields, including other codes, alone', () => {
    for (const key of ['requestId', 'method', 'route', 'status', 'statusCode', 'zipCode', 'email', 'job', 'error', 'ms'])
      expect(isSensitiveKey(key), key).toBe(false);
  });
});

describe('redactLogFields', () => {
  it('drops secret fields at any depth, masks emails in every string and keeps the rest', () => {
    const out = redactLogFields({
      requestId: 'r-1',
      email: 'ann@magnolia.example',
      body: { email: 'bob@barn.example', token: 'tok', payment: { cardNumber: '4111111111111111', cvc: '123', name: 'Ann' } },
      recipients: ['cy@z.example'],
      status: 200,
      ok: true,
      nothing: null,
    });
    expect(out).toEqual({
      requestId: 'r-1',
      email: 'a***@magnolia.example',
      body: { email: 'b***@barn.example', token: '[redacted]', payment: { cardNumber: '[redacted]', cvc: '[redacted]', name: 'Ann' } },
      recipients: ['c***@z.example'],
      status: 200,
      ok: true,
      nothing: null,
    });
  });

  it('turns an error into its name, scrubbed message and stack', () => {
    const out = redactLogFields({ error: new Error('cannot send to ann@magnolia.example') }) as { error: { name: string; message: string; stack: string } };
    expect(out.error.name).toBe('Error');
    expect(out.error.message).toBe('cannot send to a***@magnolia.example');
    expect(out.error.stack).not.toContain('ann@magnolia.example');
  });

  it('stops walking at depth 6 instead of following a deep or cyclic object forever', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(JSON.stringify(redactLogFields({ cyclic }))).toContain('[too deep]');
  });

  it('never changes the object it was given', () => {
    const fields = { token: 'tok', email: 'ann@magnolia.example' };
    redactLogFields(fields);
    expect(fields).toEqual({ token: 'tok', email: 'ann@magnolia.example' });
  });
});

const capture = () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream, parsed: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
};

describe('PinoLogger', () => {
  it('writes one JSON object a line with level, time, message and the redacted fields', async () => {
    const out = capture();
    const logger = new PinoLogger({ level: 'info', destination: out.stream });
    logger.info('Login link requested for ann@magnolia.example', { email: 'ann@magnolia.example', token: 'abc', requestId: 'r-9' });
    await new Promise((r) => setImmediate(r));
    const [line] = out.parsed();
    expect(line).toMatchObject({ level: 'info', msg: 'Login link requested for a***@magnolia.example', email: 'a***@magnolia.example', token: '[redacted]', requestId: 'r-9' });
    expect(typeof line!.time).toBe('string');
    expect(out.lines.join('\n')).not.toContain('ann@magnolia.example');
  });

  it('leaves out lines below its level, and everything when silent', async () => {
    const out = capture();
    const warnOnly = new PinoLogger({ level: 'warn', destination: out.stream });
    warnOnly.debug('d');
    warnOnly.info('i');
    warnOnly.warn('w');
    warnOnly.error('e');
    const silent = new PinoLogger({ level: 'silent', destination: out.stream });
    silent.error('never');
    await new Promise((r) => setImmediate(r));
    expect(out.parsed().map((l) => [l.level, l.msg])).toEqual([
      ['warn', 'w'],
      ['error', 'e'],
    ]);
  });

  it('keeps a message with printf-like characters as it is', async () => {
    const out = capture();
    new PinoLogger({ level: 'info', destination: out.stream }).info('100%s done %d');
    await new Promise((r) => setImmediate(r));
    expect(out.parsed()[0]!.msg).toBe('100%s done %d');
  });
});
