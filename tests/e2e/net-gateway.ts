// A gateway in front of a host's app, for the network specs: forwarding, or silent (connections
// held unanswered, as a machine gone from the network does), and back (what waited is forwarded).
import net from 'node:net';

/** A gateway to 127.0.0.1:`target`: forwarding, or silent (connections held unanswered), as Ada's machine. */
export function gateway(target: number) {
  /** Held connections, each with what it sent meanwhile (taken when forwarded). */
  const held = new Map<net.Socket, () => Buffer[]>();
  const open = new Set<net.Socket>();
  const state = { silent: false, forwardedWhileWaiting: 0 };
  const forward = (socket: net.Socket, sent: Buffer[] = []) => {
    const to = net.connect(target, '127.0.0.1');
    for (const c of sent) to.write(c);
    to.on('error', () => socket.destroy());
    socket.on('close', () => to.destroy());
    to.on('close', () => socket.destroy());
    socket.pipe(to);
    to.pipe(socket);
  };
  const server = net.createServer((socket) => {
    open.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => (open.delete(socket), held.delete(socket)));
    if (state.silent) {
      // read while held (so the app's closing it is seen), kept for when the machine is back
      const got: Buffer[] = [];
      const keep = (c: Buffer) => got.push(c);
      socket.on('data', keep);
      held.set(socket, () => (socket.off('data', keep), got));
    }
    else forward(socket);
  });
  return {
    listen: () => new Promise<number>((r) => server.listen(0, '127.0.0.1', () => r((server.address() as net.AddressInfo).port))),
    silence() {
      state.silent = true;
      for (const s of open) s.destroy();
    },
    back() {
      state.silent = false;
      for (const [s, sent] of held) {
        state.forwardedWhileWaiting++;
        forward(s, sent());
      }
      held.clear();
    },
    waiting: () => held.size,
    forwardedWhileWaiting: () => state.forwardedWhileWaiting,
    close() {
      for (const s of open) s.destroy();
      server.close();
    },
  };
}
