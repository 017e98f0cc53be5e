// A minimal SMTP server on 127.0.0.1 for outbox tests: enough of RFC 5321 for nodemailer to
// deliver one message per session (no TLS, no auth). It records what it receives, and can be
// told to refuse messages to test failures.
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** Raw message (headers and body) as sent after DATA. */
  data: string;
}

export interface SmtpTestServer {
  url: string;
  received: ReceivedMail[];
  /** When set, DATA is answered with this reply (e.g. "451 try later") instead of 250. */
  refuseWith: string | null;
  close(): Promise<void>;
}

export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const sockets = new Set<Socket>();
  const state: SmtpTestServer = {
    url: '',
    received: [],
    refuseWith: null,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 localhost test SMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          if (state.refuseWith) reply(state.refuseWith);
          else {
            state.received.push(mail);
            reply(`250 OK queued as ${state.received.length}`);
          }
          mail = { from: '', to: [], data: '' };
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 localhost');
        else if (verb === 'MAIL') {
          mail.from = line.slice(10).trim();
          reply('250 OK');
        } else if (verb === 'RCPT') {
          mail.to.push(line.slice(8).trim());
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 OK');
        else reply('502 Command not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  return state;
}
