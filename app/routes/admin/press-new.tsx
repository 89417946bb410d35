// /admin/press/new: the form for a new press article (draft by default).
import { PressForm } from "../../components/admin/press-form";
import { savePressArticleFromForm } from "../../domain/press/press-form.server";
import type { Route } from "./+types/press-new";

export async function action({ request }: Route.ActionArgs) {
  return savePressArticleFromForm(request, null);
}

export const meta: Route.MetaFunction = () => [
  { title: "Add Press Article | Sando Truck Admin" },
  { name: "robots", content: "noindex" },
];

export default function NewPressArticle({ actionData }: Route.ComponentProps) {
  return (
    <main className="admin-main">
      <h1>Add Press Article</h1>
      <PressForm mode="create" defaults={null} lastResult={actionData?.result} />
    </main>
  );
}
