// /admin/menu/:id/delete: the delete confirmation as a page, for browsers without JavaScript
// (with JavaScript the menu table asks in a dialog instead).
import { DeleteConfirmation, RecordErrorPage } from "../../components/admin/record-pages";
import { loadOrRefuse } from "../../domain/shared/refusal.server";
import { MENU_MESSAGES } from "../../domain/menu/menu";
import { findMenuItem } from "../../domain/menu/menu.server";
import type { Route } from "./+types/menu-item-delete";

export async function loader({ params }: Route.LoaderArgs) {
  return { item: await loadOrRefuse(MENU_MESSAGES.loadOneFailed, () => findMenuItem(params.id)) };
}

export const meta: Route.MetaFunction = () => [
  { title: "Delete menu item | Sando Truck Admin" },
  { name: "robots", content: "noindex" },
];

export default function DeleteMenuItem({ loaderData }: Route.ComponentProps) {
  const { item } = loaderData;
  return (
    <DeleteConfirmation heading="Delete menu item" question={MENU_MESSAGES.deleteConfirm} listPath="/admin/menu" id={item.id}>
      <p>
        <strong>{item.name}</strong>
      </p>
    </DeleteConfirmation>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RecordErrorPage
      error={error}
      notFound={MENU_MESSAGES.notFound}
      loadFailed={MENU_MESSAGES.loadOneFailed}
      back={{ to: "/admin/menu", label: "Back to the menu" }}
    />
  );
}
