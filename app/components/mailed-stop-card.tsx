// The page a mailed "stop" link opens (the newsletter's unsubscribe; a review ask's "no more such
// mail", issue 53): one card that asks for a confirming click, since mail scanners follow links,
// then says it is done, or says the link does not work. Its button posts the link back, as a mail
// client's one click (RFC 8058) does, so it works without JavaScript.
import { Form } from "react-router";
import { NewsletterCard } from "./newsletter-card.tsx";

export function MailedStopCard(props: {
  heading: string;
  /** The link does not work (or the stop could not be made). */
  error: string | null;
  /** What the page says once it is done; null before the click. */
  done: string | null;
  question: string;
  button: string;
  /** What an assistant reads of the form (WebMCP's declarative tools). */
  tool: { name: string; description: string };
}) {
  return (
    <NewsletterCard heading={props.heading}>
      {props.error ? (
        <p role="alert" className="newsletter-card__error">
          {props.error}
        </p>
      ) : props.done ? (
        <p role="status">{props.done}</p>
      ) : (
        <Form
          method="post"
          className="newsletter-unsubscribe"
          toolname={props.tool.name}
          tooldescription={props.tool.description}
        >
          <p>{props.question}</p>
          <button type="submit" className="button">
            {props.button}
          </button>
        </Form>
      )}
    </NewsletterCard>
  );
}

/** Such a page's head: its title, and out of every index (its address carries a token). */
export function mailedStopMeta(title: string | undefined) {
  return [{ title: title ?? "" }, { name: "robots", content: "noindex" }];
}
