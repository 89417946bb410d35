// The attackers of the login flood bench (scripts/bench/login-flood.ts), in a process of their
// own at the lowest CPU priority: a real flood comes from other machines, so the load generator
// must not take this machine's CPU from the server it measures. Told what to do through IPC, it
// answers with how the sign-ins were answered, by status.
import { setPriority } from "node:os";

type Orders = { url: string; accounts: { email: string; password: string }[]; connections: number; until: number };

setPriority(19);
process.once("message", async (orders: Orders) => {
  const { url, accounts, connections, until } = orders;
  const signIns: Record<string, number> = {};
  let counter = 0;
  // A new client address each time: 10.x.y.z, as many sign-in sources would be.
  const nextAddress = () => {
    counter += 1;
    return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
  };
  await Promise.all(
    Array.from({ length: connections }, async (_, connection) => {
      let attempt = 0;
      while (Date.now() < until) {
        attempt += 1;
        const real = accounts[(connection + attempt) % accounts.length]!;
        // Half to real accounts (a third of those with the right password), half to unknown ones.
        const email = attempt % 2 === 0 ? real.email : `nobody-${connection}-${attempt}@example.com`;
        const password = attempt % 6 === 0 ? real.password : `guess-${connection}-${attempt}`;
        const status = await fetch(`${url}/api/auth/login`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": nextAddress() },
          body: JSON.stringify({ email, password }),
        }).then(
          async (response) => {
            await response.arrayBuffer();
            return String(response.status);
          },
          () => "network error",
        );
        signIns[status] = (signIns[status] ?? 0) + 1;
      }
    }),
  );
  process.send?.(signIns, () => process.exit(0));
});
