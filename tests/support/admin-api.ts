// A client of the JSON API for tests: a call sends its body as JSON, with a bearer token when it
// has one, and reads the JSON answer; and the token of a test Owner made on first use.
import { apiLogin, createTestAdmin } from "./admin-users.ts";
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

/**
 * The access token of a test Owner, made on the first call (its e-mail goes into `emails`, for
 * the file to delete) and kept for the next ones.
 */
export function ownerTokenOnFirstUse(prefix: string, emails: string[]): () => Promise<string> {
  let token: Promise<string> | undefined;
  return () => {
    token ??= createTestAdmin(prefix).then(async (admin) => {
      emails.push(admin.email);
      return (await apiLogin(admin)).accessToken;
    });
    return token;
  };
}
