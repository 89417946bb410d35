// A campaign draft's Send form: now, or at a day and time in the truck's time zone. A refused
// time comes back with its message and what was typed.
import { Form } from "react-router";
import { FormButtons, InputField, RadioGroupField, serverForm } from "#app/components/forms.tsx";

/** When a campaign goes: now, or at the time the Owner gives. */
const SEND_WHEN = [
  { value: "now", label: "Now" },
  { value: "later", label: "At the time below" },
];

export function CampaignSendForm({ refused }: { refused: { sendError: string; sendAt: string } | null }) {
  const sending = serverForm(
    "campaign-send",
    refused
      ? {
          problems: { sendAt: refused.sendError },
          values: { when: refused.sendAt ? "later" : "now", sendAt: refused.sendAt },
        }
      : null,
    { when: "now" },
  );
  return (
    <Form method="post" className="admin-form">
      <RadioGroupField meta={sending.field("when")} legend="When" options={SEND_WHEN} />
      <InputField meta={sending.field("sendAt")} label="Day and time (Santa Barbara time)" type="datetime-local" />
      <FormButtons label="Send the campaign" busyLabel="Sending..." intent="send" intentOnButton />
    </Form>
  );
}
