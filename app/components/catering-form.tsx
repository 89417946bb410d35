// The catering and event enquiry form (spec section 2). It posts to its own page; the action,
// the calendar popover and the submission states come with the enquiries work. Every field is
// required and typed, so the browser checks it even without JavaScript.
import { Form } from "react-router";

export function CateringForm() {
  return (
    <Form method="post" className="catering-form" data-analytics-form="catering">
      <div className="field">
        <label htmlFor="catering-name">Name</label>
        <input id="catering-name" name="name" type="text" required autoComplete="name" maxLength={200} />
      </div>
      <div className="field">
        <label htmlFor="catering-email">Email</label>
        <input id="catering-email" name="email" type="email" required autoComplete="email" maxLength={320} />
      </div>
      <div className="field">
        <label htmlFor="catering-phone">Phone</label>
        <input id="catering-phone" name="phone" type="tel" required autoComplete="tel" maxLength={40} />
      </div>
      <div className="field">
        <label htmlFor="catering-event-date">Event date</label>
        <input id="catering-event-date" name="eventDate" type="date" required />
      </div>
      <div className="field field--wide">
        <label htmlFor="catering-message">Message</label>
        <textarea
          id="catering-message"
          name="message"
          required
          rows={5}
          maxLength={5000}
          placeholder="Tell us about your event: guests, location, timing."
        />
      </div>
      <button type="submit" className="button">
        SUBMIT
      </button>
    </Form>
  );
}
