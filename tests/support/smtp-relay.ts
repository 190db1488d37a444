import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on loopback, requiring a login (legado / s3nha-smtp), that keeps what it
 * receives. While `refusing` is set it answers every message with a temporary failure, as a
 * relay that is down for maintenance would.
 */
export async function startSmtpRelay() {
  const received: Received[] = [];
  const state = { refusing: false };
  const relay = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'legado' && auth.password === 's3nha-smtp') {
        callback(null, { user: auth.username });
      } else callback(new Error('Invalid username or password'));
    },
    onMailFrom(_address, _session, callback) {
      if (!state.refusing) return callback();
      callback(Object.assign(new Error('Relay em manutenção'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const { port } = relay.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://legado:s3nha-smtp@127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => relay.close(resolve)),
  };
}
