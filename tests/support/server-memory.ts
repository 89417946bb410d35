// What a server process we started still holds in memory, read through its inspector (the
// server must be started with INSPECTED_SERVER_ENV). Garbage is collected first: the resident
// size of a process also counts garbage not yet collected and pages the allocator keeps after
// a free, so it cannot tell a leak from a lazy collector (issue 13's profile).

/** Env for startServerProcess: the inspector on a free loopback port. */
export const INSPECTED_SERVER_ENV = {
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --inspect=127.0.0.1:0`.trim(),
};

export type HeldMemory = {
  /** Live JavaScript objects, in bytes. */
  heapUsed: number;
  /** Buffers and other memory outside the JS heap (request bodies among them), in bytes. */
  external: number;
};

export type InspectedServer = {
  /** Collects garbage in the server, then reports what is still held. */
  held(): Promise<HeldMemory>;
  close(): void;
};

/** Connects to the inspector the server announced in its output. */
export async function inspectServer(output: () => string): Promise<InspectedServer> {
  const address = /Debugger listening on (ws:\/\/\S+)/.exec(output())?.[1];
  if (!address) throw new Error(`the server was not started with its inspector:\n${output()}`);
  const socket = new WebSocket(address);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener("open", () => resolve(), { once: true });
    socket.addEventListener("error", () => reject(new Error(`inspector at ${address} refused`)), { once: true });
  });
  let lastId = 0;
  const answers = new Map<number, (result: unknown) => void>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) answers.get(message.id)?.(message.result);
  });
  const send = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      const id = ++lastId;
      answers.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  return {
    async held() {
      await send("HeapProfiler.collectGarbage");
      const answer = (await send("Runtime.evaluate", {
        expression: "JSON.stringify(process.memoryUsage())",
        returnByValue: true,
      })) as { result: { value: string } };
      const usage = JSON.parse(answer.result.value) as NodeJS.MemoryUsage;
      return { heapUsed: usage.heapUsed, external: usage.external };
    },
    close: () => socket.close(),
  };
}
