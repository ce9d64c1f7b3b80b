import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { createErrorBody } from './api-error';

/** Requests Node refuses before our app sees them, and the JSON answer each gets. */
const ANSWERS: Record<string, { status: number; reason: string; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    code: 'headers_too_large',
    message: 'The request headers are too large. Clear this site’s cookies and sign in again.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    code: 'request_timeout',
    message: 'The request took too long to arrive.',
  },
};
const BAD_REQUEST = { status: 400, reason: 'Bad Request', code: 'bad_request', message: 'The request is not valid HTTP.' };

/** Node answers oversized headers (431) and malformed requests (400) with an empty body: give them the API's error shape. */
export function answerClientErrors(server: Pick<Server, 'on'>) {
  // Node's parser reports the same error again for every later chunk of the upload: answer once, then keep discarding.
  const answered = new WeakSet<Duplex>();
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (answered.has(socket)) return;
    if (!socket.writable || (socket as Duplex & { _httpMessage?: unknown })._httpMessage) {
      socket.destroy();
      return;
    }
    if (error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const answer = (error.code && ANSWERS[error.code]) || BAD_REQUEST;
    const body = JSON.stringify(createErrorBody(answer.code, answer.message));
    socket.end(
      `HTTP/1.1 ${answer.status} ${answer.reason}\r\n` +
        'Content-Type: application/json; charset=UTF-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
    answered.add(socket);
    discardUntilClosed(socket);
  });
}

/** How long a refused connection's remaining upload is read (and dropped) so the client can read our answer. */
const LINGER_MS = 5_000;

/**
 * Closing a socket with unread upload bytes makes the kernel send a reset, and a client still
 * sending its body (a long URL with a large upload) then sees "write ECONNRESET" instead of the
 * 431 we sent. So read and drop what it still sends, until it closes or LINGER_MS passes (nginx's
 * lingering close).
 */
function discardUntilClosed(socket: Duplex): void {
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  socket.on('data', () => {});
  socket.resume();
}
