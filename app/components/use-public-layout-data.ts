// The public layout's data, under either language's layout (app/routes.ts gives the Spanish
// pages' routes ids of their own).
import { useRouteLoaderData } from "react-router";

export function usePublicLayoutData<T>(): T | undefined {
  const english = useRouteLoaderData("routes/public/layout");
  const spanish = useRouteLoaderData("es/routes/public/layout");
  return (english ?? spanish) as T | undefined;
}
