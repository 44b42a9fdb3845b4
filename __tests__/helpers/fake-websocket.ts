/**
 * A WebSocket stand-in for graphql-ws in unit tests: it records every socket and what it sent,
 * acknowledges connections (unless `acknowledge` is off: graphql-ws resets its retry count on an
 * ack), and lets the "server" push messages and close sockets. Reset `sockets` and `acknowledge`
 * before each test.
 */
export class FakeWebSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  static sockets: FakeWebSocket[] = [];
  static acknowledge = true;
  readyState = FakeWebSocket.CONNECTING;
  protocol = 'graphql-transport-ws';
  sent: Array<{ type: string; id?: string; payload?: unknown }> = [];
  onopen: (() => void) | null = null;
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  onerror: ((error: unknown) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  constructor(public url: string) {
    FakeWebSocket.sockets.push(this);
    setTimeout(() => {
      this.readyState = FakeWebSocket.OPEN;
      this.onopen?.();
    }, 0);
  }
  send(data: string) {
    const message = JSON.parse(data) as { type: string; id?: string; payload?: unknown };
    this.sent.push(message);
    if (message.type === 'connection_init' && FakeWebSocket.acknowledge)
      this.push({ type: 'connection_ack' });
  }
  /** A message from the "server". */
  push(message: object) {
    setTimeout(() => this.onmessage?.({ data: JSON.stringify(message) }), 0);
  }
  close(code = 1000, reason = '') {
    this.serverClose(code, reason);
  }
  /** The "server" closes the socket with a close code. */
  serverClose(code: number, reason = '') {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code, reason, wasClean: true });
  }
}
