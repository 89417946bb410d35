// A vitest file's Staff member and Owner, each made and signed in to the API when first needed,
// and `call`, which sends an admin API request as either (Staff unless told): the setup of the
// files that test a rule from both roles.
import { callApi, onFirstUse } from "./admin-api.ts";
import { apiLogin, type TestAdmin } from "./admin-users.ts";
import { adminsOfThisFile } from "./test-admins.ts";

export type Role = "staff" | "owner";

export function bothRoles(prefix: string) {
  const admins = adminsOfThisFile(prefix);
  const users: Record<Role, () => Promise<TestAdmin>> = {
    staff: onFirstUse(() => admins.create("staff")),
    owner: onFirstUse(() => admins.create("owner")),
  };
  const tokens: Record<Role, () => Promise<string>> = {
    staff: onFirstUse(async () => (await apiLogin(await users.staff())).accessToken),
    owner: onFirstUse(async () => (await apiLogin(await users.owner())).accessToken),
  };
  const call = async (method: string, path: string, body?: unknown, role: Role = "staff") =>
    callApi(method, path, body, { token: await tokens[role]() });
  return { admins, users, call };
}
