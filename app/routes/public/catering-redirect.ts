// /catering: an older address, still used by links and structured data. Moved permanently.
import { redirect } from "react-router";

export function loader() {
  return redirect("/catering-events", 301);
}
