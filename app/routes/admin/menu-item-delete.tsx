// /admin/menu/:id/delete: the delete confirmation as a page, for browsers without JavaScript
// (with JavaScript the menu table asks in a dialog instead).
import { data, Form, Link } from "react-router";
import { rethrowAsServiceUnavailable } from "../../db.server";
import { MENU_MESSAGES } from "../../domain/admin-content-forms";
import { findMenuItem } from "../../domain/menu.server";
import type { Route } from "./+types/menu-item-delete";

export async function loader({ params }: Route.LoaderArgs) {
  let item;
  try {
    item = await findMenuItem(params.id);
  } catch (error) {
    rethrowAsServiceUnavailable(error);
  }
  if (!item) throw data(MENU_MESSAGES.notFound, { status: 404 });
  return { item };
}

export const meta: Route.MetaFunction = () => [
  { title: "Delete menu item | Sando Truck Admin" },
  { name: "robots", content: "noindex" },
];

export default function DeleteMenuItem({ loaderData }: Route.ComponentProps) {
  const { item } = loaderData;
  return (
    <main className="admin-main">
      <h1>Delete menu item</h1>
      <Form method="post" action="/admin/menu" className="admin-confirm">
        <p>{MENU_MESSAGES.deleteConfirm}</p>
        <p>
          <strong>{item.name}</strong>
        </p>
        <input type="hidden" name="id" value={item.id} />
        <button type="submit" name="intent" value="delete" className="admin-danger">
          Delete
        </button>{" "}
        <Link to="/admin/menu">Cancel</Link>
      </Form>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = error && typeof error === "object" && "status" in error && error.status === 404;
  return (
    <main className="admin-main">
      <h1>{notFound ? MENU_MESSAGES.notFound : MENU_MESSAGES.loadOneFailed}</h1>
      <p>
        <Link to="/admin/menu">Back to the menu</Link>
      </p>
    </main>
  );
}
