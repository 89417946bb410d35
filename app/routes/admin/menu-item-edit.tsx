// /admin/menu/new and /admin/menu/edit/:id: the menu item form. The edit page loads the one
// item by id (404 'Menu item not found'); saving carries its version so a stale form is refused.
import { data, redirect } from "react-router";
import { RecordErrorPage } from "../../components/admin/record-pages";
import { MenuItemForm, type MenuItemFormActionData } from "../../components/admin/menu-item-form";
import { MENU_MESSAGES, menuItemFormSchema } from "../../domain/menu/menu";
import { parseAdminFormWithImage } from "../../domain/images/admin-image-form.server";
import { createMenuItem, findMenuItem, listAdminCategories, updateMenuItem } from "../../domain/menu/menu.server";
import { listOrFallback, loadOrRefuse, refusedForm } from "../../domain/shared/refusal.server";
import { flash } from "../../domain/staff/session.server";
import type { Route } from "./+types/menu-item-edit";

export async function loader({ params }: Route.LoaderArgs) {
  const item = params.id ? await loadOrRefuse(MENU_MESSAGES.loadOneFailed, () => findMenuItem(params.id)) : null;
  const { list: categories, loadFailed: categoriesFailed } = await listOrFallback(listAdminCategories, []);
  return { item, categories, categoriesFailed };
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await parseAdminFormWithImage(request, menuItemFormSchema, { field: "image", kind: "menu" }, ["__v", "is_popular", "is_limited", "is_available"]);
  if (!form.ok) return data<MenuItemFormActionData>({ result: form.result }, { status: form.status });
  try {
    if (params.id) await updateMenuItem(params.id, form.value, form.value.__v);
    else await createMenuItem(form.value);
  } catch (error) {
    return refusedForm(form, error, MENU_MESSAGES.saveFailed);
  }
  const message = params.id ? MENU_MESSAGES.updated : MENU_MESSAGES.created;
  return redirect("/admin/menu", { headers: await flash(request, "success", message) });
}

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${params.id ? "Edit" : "New"} menu item | Sando Truck Admin` },
  { name: "robots", content: "noindex" },
];

export default function EditMenuItem({ loaderData, actionData, params }: Route.ComponentProps) {
  const { item, categories, categoriesFailed } = loaderData;
  return (
    <main className="admin-main">
      <h1>{params.id ? "Edit Menu Item" : "Add Menu Item"}</h1>
      {categoriesFailed ? (
        <p role="alert" className="admin-message admin-message-error">
          {MENU_MESSAGES.categoriesFailed}
        </p>
      ) : null}
      <MenuItemForm
        key={item ? `${item.id}:${item.__v}` : "new"}
        mode={params.id ? "update" : "create"}
        item={item}
        categories={categories}
        lastResult={actionData?.result}
      />
    </main>
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
