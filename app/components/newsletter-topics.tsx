// The three topics a follower chooses, as ticked checkboxes: on /newsletter (all ticked for a new
// address) and on the preferences page (the address's own choice).
import { FOLLOWER_TOPICS, type FollowerTopic, TOPIC_LABELS } from "#app/domain/newsletter/topics.ts";
import { NEWSLETTER_TOOL } from "./newsletter-form.tsx";

export function TopicChoices(props: { ticked: readonly FollowerTopic[] | readonly string[]; errorId?: string }) {
  return (
    <fieldset
      className="newsletter-topics"
      aria-invalid={props.errorId ? true : undefined}
      aria-describedby={props.errorId}
    >
      <legend>Topics</legend>
      {FOLLOWER_TOPICS.map((topic) => (
        <label key={topic} className="newsletter-topics__choice">
          <input
            type="checkbox"
            name="topics"
            value={topic}
            toolparamdescription={NEWSLETTER_TOOL.topics}
            defaultChecked={(props.ticked as readonly string[]).includes(topic)}
          />
          {TOPIC_LABELS[topic]}
        </label>
      ))}
    </fieldset>
  );
}
