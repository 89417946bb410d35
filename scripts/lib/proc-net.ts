// The kernel's table of TCP connections (/proc/net/tcp, Linux only), as the slow-client bench and
// test read it to see whether the server still holds a connection.

/** An IPv4 address and port as /proc/net/tcp writes them: "127.0.0.2", 50000 -> "0200007F:C350". */
export function procAddress(address: string, port: number): string {
  const hex = (value: number, digits: number) => value.toString(16).toUpperCase().padStart(digits, "0");
  return `${address
    .split(".")
    .reverse()
    .map((part) => hex(Number(part), 2))
    .join("")}:${hex(port, 4)}`;
}
