// A client of the JSON API for tests: a call sends its body as JSON, with a bearer token when it
// has one, and reads the JSON answer; and a helper for the user or token a file makes once.
import { baseUrl } from "./environment.ts";

/** A record as the admin API sends it: its id, its version, and its other fields. */
export type ApiRecord = { id: string; __v: number; [field: string]: unknown };

/**
 * An answer of the API, by the fields the tests read. Each answer has only some of them: one it
 * lacks reads as undefined, and the expectation that needed it fails.
 */
export type ApiAnswer = {
  success: boolean;
  error: string;
  event: ApiRecord;
  events: ApiRecord[];
  menuItem: ApiRecord;
  menuItems: ApiRecord[];
  article: ApiRecord;
  articles: ApiRecord[];
  user: ApiRecord;
  users: ApiRecord[];
  /** The banner settings. */
  data: ApiRecord;
  /** The public banner. */
  isVisible: boolean;
};

export type ApiReply = { status: number; body: ApiAnswer };

/** `method path`, with `body` as JSON when there is one and the bearer `token` when there is one. */
export async function callApi(
  method: string,
  path: string,
  body?: unknown,
  { token, origin = baseUrl() }: { token?: string; origin?: string } = {},
): Promise<ApiReply> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(`${origin}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as ApiAnswer };
}

/** The routes of a record API at `list`: list and create, then read, save and delete record `id`. */
export function recordRoutes(list: string, id: string): [method: string, path: string][] {
  const record = `${list}/${id}`;
  return [
    ["GET", list],
    ["POST", list],
    ["GET", record],
    ["PUT", record],
    ["DELETE", record],
  ];
}

/** `make()` on the first call, its promise kept for the next calls (a user, a token a file shares). */
export function onFirstUse<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
