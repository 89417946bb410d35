// One tap that flips a record between two states from its list: an item Sold out / Back on
// menu, an event Active / Inactive. Without JavaScript it is a small form whose POST redirects
// back to the list with a flash message. With JavaScript it goes through a fetcher: the row
// shows the new state at once, the list reloads behind it, and a refusal (the record was
// deleted meanwhile) is said in the row while the state goes back to what is stored.
import { useFetcher } from "react-router";
import type { TapReply } from "#app/web/form-replies.ts";

/** One of the two taps: what it asks the list's action (`intent`) and what its button says. */
export type Tap = { intent: string; label: string };

export function OneTap(props: {
  id: string;
  /** The record's name, so each button says which record it is for. */
  record: string;
  /** The stored state: on (sold out, active) or off. */
  on: boolean;
  /** The tap offered while off, and the one offered while on. */
  turnOn: Tap;
  turnOff: Tap;
  /** How each state reads beside the button. */
  status: { on: string; off: string };
  /** Classes of each state's words (the colour repeats what the words say). */
  statusClass?: { on: string; off: string };
  /** Fields the no-JavaScript redirect needs to return to the same view of the list. */
  hidden?: Record<string, string>;
}) {
  const fetcher = useFetcher<TapReply>();
  const pendingIntent = fetcher.formData?.get("intent");
  // Optimistic: while the tap is on its way, the row already shows what it asked for.
  const on = typeof pendingIntent === "string" ? pendingIntent === props.turnOn.intent : props.on;
  const next = on ? props.turnOff : props.turnOn;
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <fetcher.Form
      method="post"
      className="admin-one-tap"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        form.set("reply", "inline");
        void fetcher.submit(form, { method: "post" });
      }}
    >
      {(on ? props.status.on : props.status.off) ? (
        <span className={props.statusClass ? (on ? props.statusClass.on : props.statusClass.off) : undefined}>
          {on ? props.status.on : props.status.off}
        </span>
      ) : null}
      <input type="hidden" name="id" value={props.id} />
      <input type="hidden" name="intent" value={next.intent} />
      {Object.entries(props.hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* Named after its record too (the visible words first), so each row's button is told apart. */}
      <button
        type="submit"
        className="admin-button admin-button--secondary admin-one-tap__button"
        aria-label={`${next.label}: ${props.record}`}
      >
        {next.label}
      </button>
      {reply && !reply.ok ? (
        <span role="alert" className="admin-one-tap__error">
          {reply.error}
        </span>
      ) : null}
      {/* Said to screen readers after a tap; the button's new words show it to everyone. A live
          region without the status role: the page's one status is its flash message. */}
      <span aria-live="polite" className="visually-hidden">
        {reply?.ok ? reply.message : ""}
      </span>
    </fetcher.Form>
  );
}
