// /admin/menu/new and /admin/menu/edit/:id: the menu item form. The edit page loads the one
// item by id (404 'Menu item not found'); saving carries its version so a stale form is refused.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect } from "react-router";
import { MenuItemForm, type MenuItemFormActionData } from "../../components/admin/menu-item-form";
import { isDatabaseUnavailableError, rethrowAsServiceUnavailable } from "../../db.server";
import { MENU_MESSAGES, menuItemFormSchema } from "../../domain/admin-content-forms";
import { createMenuItem, findMenuItem, listAdminCategories, updateMenuItem } from "../../domain/menu.server";
import { RecordError } from "../../domain/record-errors.server";
import { flash } from "../../domain/session.server";
import type { Route } from "./+types/menu-item-edit";

export async function loader({ params }: Route.LoaderArgs) {
  let item = null;
  if (params.id) {
    try {
      item = await findMenuItem(params.id);
    } catch (error) {
      rethrowAsServiceUnavailable(error);
    }
    if (!item) throw data(MENU_MESSAGES.notFound, { status: 404 });
  }
  try {
    return { item, categories: await listAdminCategories(), categoriesFailed: false };
  } catch (error) {
    if (!isDatabaseUnavailableError(error)) throw error;
    return { item, categories: [], categoriesFailed: true };
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: menuItemFormSchema });
  if (submission.status !== "success") {
    return data<MenuItemFormActionData>({ result: submission.reply() }, { status: 400 });
  }
  try {
    if (params.id) await updateMenuItem(params.id, submission.value, submission.value.__v);
    else await createMenuItem(submission.value);
  } catch (error) {
    const known = error instanceof RecordError;
    if (!known) console.error(MENU_MESSAGES.saveFailed, error);
    return data<MenuItemFormActionData>(
      { result: submission.reply({ formErrors: [known ? error.message : MENU_MESSAGES.saveFailed] }) },
      { status: known ? error.status : 500 },
    );
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
