// A success or error message after a change. Success messages clear after five seconds with
// JavaScript; without it they show once (they come from a flash session value).
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { SUCCESS_MESSAGE_MS } from "#app/content/portal-messages.ts";
import { Announcement } from "./announcement";

export function FlashMessage({ success, error }: { success: string | null; error: string | null }) {
  const [visibleSuccess, setVisibleSuccess] = useState(success);
  // Every change's redirect is a page of its own (a new location key): the same words twice on one
  // page, such as a second save, show again for their own five seconds.
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: key: each page after a change starts its message again (see above).
  useEffect(() => {
    setVisibleSuccess(success);
    if (!success) return;
    const timer = window.setTimeout(() => setVisibleSuccess(null), SUCCESS_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [success, key]);
  return (
    <>
      {visibleSuccess ? <Announcement tone="success">{visibleSuccess}</Announcement> : null}
      {error ? <Announcement tone="error">{error}</Announcement> : null}
    </>
  );
}
