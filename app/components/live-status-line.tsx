// What staff said of today's stop (issue 52), where visitors read about the stop: the stop's card
// and the next-stop block. Its words come from the server in the page's language; a note is as
// staff typed it (marked English on a Spanish page).
import type { ShownLiveStatus } from "#app/domain/live-status/live-status.ts";

export function LiveStatusLine({ live }: { live: ShownLiveStatus }) {
  return (
    <p className={`live-status live-status--${live.state}`}>
      <strong>{live.text}</strong>
      {live.note ? (
        <>
          {": "}
          <span lang={live.note.lang}>{live.note.text}</span>
        </>
      ) : null}{" "}
      <span className="live-status__updated">({live.updated})</span>
    </p>
  );
}
