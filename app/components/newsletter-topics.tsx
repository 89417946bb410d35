// The three topics a follower chooses, as ticked checkboxes: on /newsletter (all ticked for a new
// address) and on the preferences page (the address's own choice), named in the page's words.
import type { NewsletterWords } from "#app/content/newsletter-words.ts";
import { FOLLOWER_TOPICS, type FollowerTopic } from "#app/domain/newsletter/topics.ts";
import { NEWSLETTER_TOOL } from "./newsletter-form.tsx";

export function TopicChoices(props: {
  ticked: readonly FollowerTopic[] | readonly string[];
  errorId?: string;
  words: Pick<NewsletterWords, "topics" | "topicsLegend">;
}) {
  return (
    <fieldset
      className="newsletter-topics"
      aria-invalid={props.errorId ? true : undefined}
      aria-describedby={props.errorId}
    >
      <legend>{props.words.topicsLegend}</legend>
      {FOLLOWER_TOPICS.map((topic) => (
        <label key={topic} className="newsletter-topics__choice">
          <input
            type="checkbox"
            name="topics"
            value={topic}
            toolparamdescription={NEWSLETTER_TOOL.topics}
            defaultChecked={(props.ticked as readonly string[]).includes(topic)}
          />
          {props.words.topics[topic]}
        </label>
      ))}
    </fieldset>
  );
}
