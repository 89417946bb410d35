// Slow and stalled clients cannot take the site from other visitors (server/main.ts and the
// response reuse of app/web/response-cache.server.ts), over real sockets: while a client that
// pipelines hundreds of requests and reads nothing, and twenty clients that ask for a page and
// never read the answer, hold their connections, everyone else still gets the menu and the
// popup-locations page, also once the answers rendered for the held requests are too old to
// reuse (they once waited for a held request's answer to be sent, which it never was); one
// address that is not a trusted proxy gets at most MAX_CONNECTIONS_PER_ADDRESS connections (the
// next is told the server is busy, other addresses are still served); and a request whose headers
// never finish is cut off after the idle time.
import { existsSync, readFileSync } from "node:fs";
import { get } from "node:http";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { procAddress } from "#scripts/lib/proc-net.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { testDatabaseUri } from "#tests/support/environment.ts";

const MENU_HEADING = /<h1[^>]*>Menu<\/h1>/;
const POPUP_HEADING = /<h1[^>]*>When &amp; where<\/h1>/;
const CONNECTION_CAP = 4;

let reuseServer: ServerProcess;
let cappedServer: ServerProcess;
let idleServer: ServerProcess;
const sockets: Socket[] = [];

beforeAll(async () => {
  [reuseServer, cappedServer, idleServer] = await Promise.all([
    // The reuse on, as in production (npm test turns it off for the other servers).
    startServerProcess({ mongodbUri: testDatabaseUri(), env: { RESPONSE_CACHE_SECONDS: "5" } }),
    // Loopback addresses stand in for visitors: no proxy is trusted, so each one is capped.
    startServerProcess({
      mongodbUri: testDatabaseUri(),
      env: { TRUST_PROXY: "false", MAX_CONNECTIONS_PER_ADDRESS: String(CONNECTION_CAP) },
    }),
    startServerProcess({ mongodbUri: testDatabaseUri(), env: { IDLE_TIMEOUT_SECONDS: "1" } }),
  ]);
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await Promise.all([reuseServer?.stop(), cappedServer?.stop(), idleServer?.stop()]);
});

const portOf = (server: ServerProcess) => Number(new URL(server.url).port);
const requestFor = (path: string) => `GET ${path} HTTP/1.1\r\nHost: sando.example\r\n\r\n`;

type OpenSocket = Socket & { closedByPeer: boolean };

/**
 * A connection to `server`, from `localAddress`, that reads nothing unless told to: the kernel's
 * buffers fill and the server can write no more to it. Destroyed in afterAll.
 */
function openConnection(
  server: ServerProcess,
  options: { localAddress?: string; read?: boolean } = {},
): Promise<OpenSocket> {
  const socket = connect({ host: "127.0.0.1", port: portOf(server), localAddress: options.localAddress }) as OpenSocket;
  if (!options.read) socket.pause();
  sockets.push(socket);
  socket.closedByPeer = false;
  socket.on("end", () => (socket.closedByPeer = true));
  socket.on("error", () => (socket.closedByPeer = true));
  socket.on("close", () => (socket.closedByPeer = true));
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("error", reject);
  });
}

/**
 * The kernel's view of these client sockets: each must still be ESTABLISHED (a server that closed
 * its end leaves CLOSE_WAIT, a reset removes the entry), whether or not the client read anything.
 */
function connectionStates(server: ServerProcess, held: Socket[]): string[] {
  const table = ["/proc/net/tcp", "/proc/net/tcp6"]
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  const serverPort = portOf(server);
  const states = new Map<string, string>();
  for (const line of table.split("\n")) {
    const [, local, remote, state] = line.trim().split(/\s+/);
    if (!local || !remote || !state || Number.parseInt(remote.split(":").at(-1)!, 16) !== serverPort) continue;
    states.set(local, state);
  }
  const names: Record<string, string> = { "01": "ESTABLISHED", "08": "CLOSE_WAIT", "07": "CLOSE" };
  return held.map((socket) => {
    const state = states.get(procAddress(socket.localAddress!, socket.localPort!));
    return state ? (names[state] ?? `state ${state}`) : "gone";
  });
}

/** GET with a deadline, so a request that hangs fails the test instead of stalling it. */
async function visit(
  server: ServerProcess,
  path: string,
): Promise<{ status: number; body: string } | { error: string }> {
  try {
    const response = await fetch(`${server.url}${path}`, { signal: AbortSignal.timeout(15_000) });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    return { error: `${path}: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** GET from a given local address (node:http, which can bind one); null when the connection failed. */
function visitFrom(
  server: ServerProcess,
  localAddress: string,
  path: string,
): Promise<{ status: number; body: string } | null> {
  return new Promise((resolve) => {
    const request = get(
      `${server.url}${path}`,
      { localAddress, agent: false, signal: AbortSignal.timeout(10_000) },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        response.on("error", () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on("error", () => resolve(null));
  });
}

/** Sends one request on a new connection from `localAddress` and reads everything until the server closes it. */
function readUntilClosed(
  server: ServerProcess,
  localAddress: string,
  path: string,
): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port: portOf(server), localAddress });
    sockets.push(socket);
    let text = "";
    const timer = setTimeout(() => resolve({ text, closed: false }), 5_000);
    socket.setEncoding("latin1");
    socket.on("connect", () => socket.write(requestFor(path)));
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ text, closed: true });
    });
  });
}

/** A keep-alive connection from `localAddress` that has had one answer and stays open, idle. */
async function idleKeepAliveConnection(
  server: ServerProcess,
  localAddress: string,
): Promise<{ socket: OpenSocket; status: string }> {
  const socket = await openConnection(server, { localAddress, read: true });
  socket.setEncoding("latin1");
  const status = await new Promise<string>((resolve) => {
    let text = "";
    const onData = (chunk: string) => {
      text += chunk;
      const headerEnd = text.indexOf("\r\n\r\n");
      const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(text)?.[1]);
      if (headerEnd !== -1 && text.length >= headerEnd + 4 + length) {
        socket.off("data", onData);
        resolve(text.slice(0, text.indexOf("\r\n")));
      }
    };
    socket.on("data", onData);
    socket.on("close", () => resolve(text.slice(0, text.indexOf("\r\n")) || "closed"));
    socket.write(requestFor("/healthz"));
  });
  return { socket, status };
}

describe("slow and stalled clients", () => {
  it("cannot hold a page: others get the menu and the popup stops while they keep their connections", async () => {
    // One connection pipelines 600 menu requests and one for the popup page, and reads nothing.
    const pipeliner = await openConnection(reuseServer);
    pipeliner.write(requestFor("/menu").repeat(600) + requestFor("/popup-locations"));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // Twenty more ask for a page each and never read the answer.
    const slowReaders = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const socket = await openConnection(reuseServer);
        socket.write(requestFor(index % 2 === 0 ? "/menu" : "/popup-locations"));
        return socket;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const held = [pipeliner, ...slowReaders];

    // Other visitors keep coming until 8 s after the pipelined requests, past the end of the
    // reuse window (5 s) of the answers rendered for the held requests: then a new render is needed.
    const paths = ["/menu", "/popup-locations", `/popup-locations?fbclid=IwAR${Date.now()}`];
    const visits: { path: string; answer: ReturnType<typeof visit> }[] = [];
    for (let wave = 0; wave < 10; wave += 1) {
      for (const path of paths) visits.push({ path, answer: visit(reuseServer, path) });
      await new Promise((resolve) => setTimeout(resolve, 650));
    }
    const answers = await Promise.all(visits.map(({ answer }) => answer));
    const states = connectionStates(reuseServer, held);

    const summary = answers.map((answer, index) => {
      const path = visits[index]!.path;
      if ("error" in answer) return answer.error;
      const heading = path.startsWith("/menu") ? MENU_HEADING : POPUP_HEADING;
      return `${path}: ${answer.status}${heading.test(answer.body) ? "" : " without its heading"}`;
    });
    expect(summary).toEqual(visits.map(({ path }) => `${path}: 200`));
    // The held connections were still open when the others were answered.
    expect(states).toEqual(held.map(() => "ESTABLISHED"));
    expect(held.filter((socket) => socket.closedByPeer)).toHaveLength(0);
  }, 40_000);

  it(`serves at most ${CONNECTION_CAP} connections per address, tells the next one the server is busy, and serves other addresses`, async () => {
    const held = await Promise.all(
      Array.from({ length: CONNECTION_CAP }, () => idleKeepAliveConnection(cappedServer, "127.0.0.2")),
    );
    expect(held.map(({ status }) => status)).toEqual(held.map(() => "HTTP/1.1 200 OK"));

    const refused = await readUntilClosed(cappedServer, "127.0.0.2", "/menu");
    expect(refused.text.slice(0, refused.text.indexOf("\r\n"))).toMatch(/^HTTP\/1\.1 503 /);
    const [head = "", body = ""] = refused.text.split("\r\n\r\n");
    expect(head).toMatch(/\r\nconnection: close\r\n/i);
    // The visitor is told to come back (the catalogue's TOO_MANY_CONNECTIONS_MESSAGE).
    expect(body).toMatch(/try again in a moment/i);
    expect(refused.closed).toBe(true);

    const elsewhere = await visitFrom(cappedServer, "127.0.0.3", "/menu");
    expect(elsewhere?.status).toBe(200);
    expect(elsewhere?.body).toMatch(MENU_HEADING);
    // All this while the four kept their connections.
    expect(
      connectionStates(
        cappedServer,
        held.map(({ socket }) => socket),
      ),
    ).toEqual(held.map(() => "ESTABLISHED"));

    // One of the four leaves: the address is served again.
    held[0]!.socket.destroy();
    const deadline = Date.now() + 5_000;
    let again = await visitFrom(cappedServer, "127.0.0.2", "/menu");
    while (again?.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await visitFrom(cappedServer, "127.0.0.2", "/menu");
    }
    expect(again?.status).toBe(200);
    expect(again?.body).toMatch(MENU_HEADING);
  });

  it("closes a connection whose request headers never finish once it has been idle IDLE_TIMEOUT_SECONDS", async () => {
    const stalled = await openConnection(idleServer, { read: true });
    const closed = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 6_000);
      stalled.once("close", () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    stalled.write("GET /menu HTTP/1.1\r\nHost: sando.example\r\n");
    expect(await closed).toBe(true);
  });
});
