// /admin/menu/new and /admin/menu/edit/:id: the menu item form. The edit page loads the one
// item by id (404 'Menu item not found'); saving carries its version so a stale form is refused.

import { MenuItemForm } from "#app/components/admin/menu-item-form.tsx";
import { RECORD_PAGE_TEXT, RecordEditPage, RecordErrorPage } from "#app/components/admin/record-pages.tsx";
import { MENU_MESSAGES } from "#app/content/portal-messages.ts";
import { createMenuItem, findMenuItem, listAdminCategories, updateMenuItem } from "#app/domain/menu/menu.server.ts";
import { menuItemFormSchema } from "#app/domain/menu/menu.ts";
import { saveRecordForm } from "#app/web/admin-pages.server.ts";
import { listOrFallback, loadOrRefuse } from "#app/web/refusal.server.ts";
import { adminMeta } from "#app/web/seo.ts";
import type { Route } from "./+types/menu-item-edit";

export async function loader({ params }: Route.LoaderArgs) {
  const item = params.id ? await loadOrRefuse(MENU_MESSAGES.loadOneFailed, () => findMenuItem(params.id)) : null;
  const { list: categories, loadFailed: categoriesFailed } = await listOrFallback(listAdminCategories, []);
  return { item, categories, categoriesFailed };
}

const MENU_ITEM_FORM = {
  schema: menuItemFormSchema,
  image: { field: "image", kind: "menu" },
  fieldsWithoutMessages: ["__v", "is_popular", "is_limited", "is_available"],
} as const;

export function action({ request, params: { id } }: Route.ActionArgs) {
  return saveRecordForm(request, { id, listPath: "/admin/menu", messages: MENU_MESSAGES }, MENU_ITEM_FORM, (item) =>
    id ? updateMenuItem(id, item, item.__v) : createMenuItem(item),
  );
}

export const meta: Route.MetaFunction = ({ params }) => adminMeta(`${params.id ? "Edit" : "New"} menu item`);

export default function EditMenuItem({ loaderData, actionData, params }: Route.ComponentProps) {
  const { item, categories, categoriesFailed } = loaderData;
  return (
    <RecordEditPage heading={params.id ? "Edit Menu Item" : "Add Menu Item"} record={item}>
      {categoriesFailed ? (
        <p role="alert" className="admin-message admin-message-error">
          {MENU_MESSAGES.categoriesFailed}
        </p>
      ) : null}
      <MenuItemForm
        mode={params.id ? "update" : "create"}
        record={item}
        categories={categories}
        lastResult={actionData?.result}
      />
    </RecordEditPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RecordErrorPage error={error} text={RECORD_PAGE_TEXT.menu} />;
}
