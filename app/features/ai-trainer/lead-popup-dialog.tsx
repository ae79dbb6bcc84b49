import { LeadForm, TextField, TextareaField } from "~/components/forms/lead-form";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { leadSuccess } from "~/content/ai-trainer-leads";
import type { BookCallPlan } from "~/lib/book-call";

/**
 * The 'Book a Call' popup with its form: closed before it is sent, it keeps what was typed for
 * when it opens again; it closes after a successful request.
 */
export default function LeadPopupDialog({
  open,
  onOpenChange,
  plan,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The plan the visitor chose, if they came from a plan card: the request carries it. */
  plan?: BookCallPlan;
  /** Opened from code rather than a Radix trigger, so focus is handed back explicitly. */
  returnFocusTo: () => HTMLElement | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel="Close"
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo();
          if (target) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <DialogTitle className="pr-8 text-2xl font-bold">Book a Call</DialogTitle>
        <DialogDescription className="mt-2 mb-6">
          {plan
            ? `Tell us a little about your team and we'll set you up on ${plan.description}, or help you pick the right plan.`
            : "Tell us a little about your team and we'll find a time that suits you for a live walkthrough."}
        </DialogDescription>
        <LeadForm
          form="trainer-call"
          defaultValues={{ fullName: "", workEmail: "", phone: "", message: "" }}
          values={
            plan
              ? { ...plan.choice, message: `I'm interested in the ${plan.name} plan.` }
              : undefined
          }
          submitLabel="Book a Call"
          busyLabel="Submitting..."
          waitMs={1500}
          success={leadSuccess}
          browserValidation
          keepDraft
          onSuccess={() => onOpenChange(false)}
          submitClassName="w-full"
        >
          <TextField name="fullName" label="Full Name" autoComplete="name" required />
          <TextField
            name="workEmail"
            type="email"
            label="Work Email"
            autoComplete="email"
            required
          />
          <TextField name="phone" type="tel" label="Phone Number" autoComplete="tel" />
          <TextareaField
            name="message"
            label="Message"
            placeholder="What would you like the trainer to help your team with?"
            rows={4}
          />
        </LeadForm>
      </DialogContent>
    </Dialog>
  );
}
