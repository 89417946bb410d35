// The JSON API of one staff-edited record by id (GET, PUT with `__v`, DELETE), for the records
// whose three answers have the same shape: {success, <key>: record}. A malformed or unknown id
// is the domain's 404; a stale `__v` its 409.
import type { z } from "zod";
import { adminApiRoute } from "#app/web/guards.server.ts";
import { json, readJsonBody } from "./http.server.ts";

type RecordApiSpec<Input, Record> = {
  /** The answer's field, e.g. "event". */
  key: string;
  messages: { loadOneFailed: string; saveFailed: string; deleteFailed: string };
  input: z.ZodType<Input>;
  find(id: string): Promise<Record>;
  update(id: string, input: Input): Promise<Record>;
  remove(id: string): Promise<Record>;
};

type Args = { request: Request; url: URL; pattern: string; params: { id: string } };

export function recordApi<Input, Record>(spec: RecordApiSpec<Input, Record>) {
  const answer = (record: Record) => json({ success: true, [spec.key]: record });
  return {
    loader: adminApiRoute({ unavailable: spec.messages.loadOneFailed }, async ({ params }: Args) =>
      answer(await spec.find(params.id)),
    ),
    action: adminApiRoute(
      { unavailable: { DELETE: spec.messages.deleteFailed, default: spec.messages.saveFailed } },
      async ({ request, params }: Args) =>
        answer(
          request.method === "DELETE"
            ? await spec.remove(params.id)
            : await spec.update(params.id, await readJsonBody(request, spec.input)),
        ),
    ),
  };
}
