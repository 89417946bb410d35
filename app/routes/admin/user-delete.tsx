// /admin/users/:id/delete: the delete confirmation as a page, for browsers without JavaScript
// (with JavaScript the users table asks in a dialog instead).
import { data, Form, Link } from "react-router";
import { findAdminUser } from "../../domain/admin-users.server";
import { adminUserContext } from "../../domain/auth.server";
import { rethrowAsServiceUnavailable } from "../../db.server";
import { deleteUserConfirmation } from "../../domain/user-messages";
import type { Route } from "./+types/user-delete";

export async function loader({ params, context }: Route.LoaderArgs) {
  const me = context.get(adminUserContext);
  let user;
  try {
    user = await findAdminUser(params.id);
  } catch (error) {
    rethrowAsServiceUnavailable(error);
  }
  if (!user) throw data("User not found", { status: 404 });
  return { user, isMe: user.id === me.id };
}

export const meta: Route.MetaFunction = () => [
  { title: "Delete user | Sando Truck Admin" },
  { name: "robots", content: "noindex" },
];

export default function DeleteUser({ loaderData }: Route.ComponentProps) {
  const { user, isMe } = loaderData;
  return (
    <main className="admin-main">
      <h1>Delete user</h1>
      {isMe ? (
        <p role="alert" className="admin-message admin-message-error">
          You cannot delete your own account
        </p>
      ) : (
        <Form method="post" action="/admin/users" className="admin-confirm">
          <p>{deleteUserConfirmation(user.email)}</p>
          <input type="hidden" name="id" value={user.id} />
          <button type="submit" name="intent" value="delete" className="admin-danger">
            Delete
          </button>{" "}
          <Link to="/admin/users">Cancel</Link>
        </Form>
      )}
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = error && typeof error === "object" && "status" in error && error.status === 404;
  return (
    <main className="admin-main">
      <h1>{notFound ? "User not found" : "Something went wrong"}</h1>
      <p>
        <Link to="/admin/users">Back to users</Link>
      </p>
    </main>
  );
}
