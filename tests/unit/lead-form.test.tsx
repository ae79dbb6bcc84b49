// @vitest-environment jsdom
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import Sparkles from "lucide-react/icons/sparkles";

import {
  LeadForm,
  SelectedChoiceField,
  TextField,
  TextareaField,
} from "~/components/forms/lead-form";
import * as toast from "~/components/ui/toast";
import { freeGuide } from "~/content/home";
import { FreeGuideForm } from "~/features/home/free-guide-form";
import type { LeadInput } from "~/lib/lead-schemas";
import { HONEYPOT_FIELD } from "~/lib/submit-lead";

function ContactForm(props: {
  onSuccess?: (data: unknown, outcome: { emailed: boolean }) => void;
  successWithoutEmail?: { title: string; description?: string };
}) {
  return (
    <LeadForm
      form="contact"
      defaultValues={{ firstName: "", lastName: "", email: "", company: "", message: "" }}
      submitLabel="Send Message"
      busyLabel="Sending..."
      waitMs={50}
      success={{ title: "Success!", description: "Your message has been sent successfully!" }}
      successWithoutEmail={props.successWithoutEmail}
      onSuccess={props.onSuccess}
    >
      <TextField name="firstName" label="First Name" />
      <TextField name="lastName" label="Last Name" />
      <TextField name="email" type="email" label="Email" />
      <TextField name="company" label="Company" />
      <TextareaField name="message" label="Message" />
    </LeadForm>
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The submission ids of the leads posted so far, in order. */
function postedSubmissionIds(fetchMock: ReturnType<typeof vi.fn>): string[] {
  return fetchMock.mock.calls.map(([, init]) => JSON.parse(init.body).submissionId);
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("First Name"), "Ada");
  await user.type(screen.getByLabelText("Last Name"), "Lovelace");
  await user.type(screen.getByLabelText("Email"), "ada@example.com");
  await user.type(screen.getByLabelText("Company"), "Analytical Engines");
  await user.type(screen.getByLabelText("Message"), "We need help with our CRM.");
}

describe("LeadForm", () => {
  const notify = vi.spyOn(toast, "notify");
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    // The page the form is on.
    window.history.replaceState(null, "", "/contact");
    fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    notify.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows every schema message on an empty submit and sends nothing", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    for (const message of [
      "First name must be at least 2 characters.",
      "Last name must be at least 2 characters.",
      "Please enter a valid email address.",
      "Company name is required.",
      "Message must be at least 10 characters.",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText("First Name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("First Name")).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts the lead, shows the busy label, then the success notice and an empty form", async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const onSuccess = vi.fn();
    const user = userEvent.setup();
    render(<ContactForm onSuccess={onSuccess} />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    const busy = await screen.findByRole("button", { name: "Sending..." });
    expect(busy).toBeDisabled();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/leads");
    expect(JSON.parse(init.body)).toEqual({
      form: "contact",
      page: "/contact",
      submissionId: expect.stringMatching(UUID),
      [HONEYPOT_FIELD]: "",
      data: {
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        company: "Analytical Engines",
        message: "We need help with our CRM.",
      },
    });
    await act(async () => answer(new Response('{"id":"lead-1"}', { status: 201 })));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: "Success!",
        description: "Your message has been sent successfully!",
      }),
    );
    expect(onSuccess).toHaveBeenCalledOnce();
    expect(screen.getByLabelText("First Name")).toHaveValue("");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
    // The disabled button lost the focus: the form's word that the lead arrived has it.
    const notice = screen.getByText("Success! Your message has been sent successfully!", {
      selector: "p > span",
    });
    expect(notice.parentElement).toHaveFocus();
    // Typing again starts another lead, and the word goes.
    await user.type(screen.getByLabelText("First Name"), "A");
    expect(notice).not.toBeInTheDocument();
  });

  it("promises an e-mail only when the server sends one", async () => {
    const withoutEmail = { title: "Received", description: "No e-mail promised." };
    const onSuccess = vi.fn();
    const user = userEvent.setup();
    render(<ContactForm successWithoutEmail={withoutEmail} onSuccess={onSuccess} />);
    fetchMock.mockResolvedValueOnce(
      new Response('{"id":"a","confirmation":false}', { status: 201 }),
    );
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(withoutEmail));
    expect(onSuccess).toHaveBeenLastCalledWith(expect.anything(), { emailed: false });

    fetchMock.mockResolvedValueOnce(
      new Response('{"id":"b","confirmation":true}', { status: 201 }),
    );
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() =>
      expect(notify).toHaveBeenLastCalledWith({
        title: "Success!",
        description: "Your message has been sent successfully!",
      }),
    );
    expect(onSuccess).toHaveBeenLastCalledWith(expect.anything(), { emailed: true });
  });

  it("keeps what was typed and shows 'Error' when delivery fails", async () => {
    fetchMock.mockResolvedValue(new Response("oops", { status: 500 }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: "Error",
        description: "There was an error sending your message. Please try again.",
        variant: "destructive",
      }),
    );
    expect(screen.getByLabelText("First Name")).toHaveValue("Ada");
    expect(screen.getByLabelText("Message")).toHaveValue("We need help with our CRM.");
  });

  it("treats a network failure like a failed delivery, focus back on the button", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: "Error" })),
    );
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.com");
    expect(screen.getByRole("button", { name: "Send Message" })).toHaveFocus();
  });

  it("with keepDraft, shows what was typed again when it comes back, until it is sent", async () => {
    const user = userEvent.setup();
    const DraftForm = () => (
      <LeadForm
        form="trainer-call"
        id="draft-test"
        defaultValues={{ fullName: "", workEmail: "", phone: "", message: "" }}
        values={{ message: "I'm interested in the Pro plan." }}
        submitLabel="Book a Call"
        busyLabel="Submitting..."
        waitMs={0}
        keepDraft
      >
        <TextField name="fullName" label="Full Name" />
        <TextField name="workEmail" type="email" label="Work Email" />
        <TextareaField name="message" label="Message" />
      </LeadForm>
    );
    const first = render(<DraftForm />);
    await user.type(screen.getByLabelText("Full Name"), "Sam Lee");
    await user.clear(screen.getByLabelText("Message"));
    await user.type(screen.getByLabelText("Message"), "A walkthrough, please.");
    first.unmount();

    const second = render(<DraftForm />);
    expect(screen.getByLabelText("Full Name")).toHaveValue("Sam Lee");
    // The value pushed in has not changed: what the visitor made of it stays.
    expect(screen.getByLabelText("Message")).toHaveValue("A walkthrough, please.");
    fetchMock.mockResolvedValue(new Response('{"id":"lead-1"}', { status: 201 }));
    await user.type(screen.getByLabelText("Work Email"), "sam@example.com");
    await user.click(screen.getByRole("button", { name: "Book a Call" }));
    await waitFor(() => expect(screen.getByLabelText("Full Name")).toHaveValue(""));
    second.unmount();

    render(<DraftForm />);
    expect(screen.getByLabelText("Full Name")).toHaveValue("");
    expect(screen.getByLabelText("Message")).toHaveValue("I'm interested in the Pro plan.");
  });

  it("sends the values pushed in; one no longer pushed goes back to its default unless changed", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(new Response('{"id":"lead-1"}', { status: 201 }));
    const CallForm = ({ values }: { values?: Partial<LeadInput<"trainer-call">> }) => (
      <LeadForm
        form="trainer-call"
        defaultValues={{ fullName: "", workEmail: "", phone: "", message: "" }}
        values={values}
        submitLabel="Book a Call"
        busyLabel="Submitting..."
        waitMs={0}
      >
        <TextField name="fullName" label="Full Name" />
        <TextField name="workEmail" type="email" label="Work Email" />
        <TextareaField name="message" label="Message" />
      </LeadForm>
    );
    const teamPro = { plan: "team-pro", teamSize: 12, message: "About Team Pro." } as const;
    const sent = async () => {
      await user.click(screen.getByRole("button", { name: "Book a Call" }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      const [, init] = fetchMock.mock.calls.at(-1)!;
      fetchMock.mockClear();
      fetchMock.mockResolvedValue(new Response('{"id":"lead-2"}', { status: 201 }));
      return JSON.parse(init.body).data;
    };
    const person = { fullName: "Sam Lee", workEmail: "sam@example.com", phone: "" };

    const { rerender } = render(<CallForm values={teamPro} />);
    await user.type(screen.getByLabelText("Full Name"), person.fullName);
    await user.type(screen.getByLabelText("Work Email"), person.workEmail);
    rerender(<CallForm values={{ plan: "basic", billing: "annual", message: "About Basic." }} />);
    expect(await sent()).toEqual({
      ...person,
      plan: "basic",
      billing: "annual",
      message: "About Basic.",
    });

    // Opened again without a plan: the plan goes, and so does the message the visitor left as it was.
    rerender(<CallForm values={teamPro} />);
    await user.type(screen.getByLabelText("Full Name"), person.fullName);
    await user.type(screen.getByLabelText("Work Email"), person.workEmail);
    rerender(<CallForm />);
    expect(screen.getByLabelText("Message")).toHaveValue("");
    expect(await sent()).toEqual({ ...person, message: "" });

    // A message the visitor rewrote is theirs: it stays when the plan goes.
    rerender(<CallForm values={teamPro} />);
    await user.type(screen.getByLabelText("Full Name"), person.fullName);
    await user.type(screen.getByLabelText("Work Email"), person.workEmail);
    await user.clear(screen.getByLabelText("Message"));
    await user.type(screen.getByLabelText("Message"), "Twelve seats, please.");
    rerender(<CallForm />);
    expect(await sent()).toEqual({ ...person, message: "Twelve seats, please." });
  });

  it("clearing a chosen item hands focus on to the form's next control", async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    render(
      <LeadForm
        form="ai-tools"
        defaultValues={{
          firstName: "",
          lastName: "",
          email: "",
          company: "",
          role: "" as never,
          tool: "AI Content Generator",
        }}
        submitLabel="Get Free Access"
        busyLabel="Submitting..."
      >
        <SelectedChoiceField name="tool" label="Selected tool" icon={Sparkles} onClear={onClear} />
        <TextField name="firstName" label="First Name" />
      </LeadForm>,
    );
    await user.click(screen.getByRole("button", { name: "Clear the selected tool" }));
    expect(onClear).toHaveBeenCalledOnce();
    expect(screen.getByLabelText("First Name")).toHaveFocus();
  });

  it("puts the server's field messages on the fields", async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          error: "Invalid lead",
          fieldErrors: { email: ["Please enter a valid email address."] },
        }),
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Please enter a valid email address.")).toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Company")).toHaveValue("Analytical Engines");
  });

  it("on a form the browser checks first, shows the form's message for an address only the browser takes, keeping what was typed", async () => {
    window.history.replaceState(null, "", "/");
    const user = userEvent.setup();
    const { container } = render(<FreeGuideForm onSuccess={() => {}} />);
    expect(container.querySelector("form")).not.toHaveAttribute("novalidate");
    await user.type(screen.getByLabelText(/Full Name/), "Jo Park");
    await user.type(screen.getByLabelText(/Business Email/), "jo@localhost");
    await user.type(screen.getByLabelText(/Company/), "Acme");
    const email = screen.getByLabelText<HTMLInputElement>(/Business Email/);
    // The browser's own check lets it through; the form's schema does not.
    expect(email.validity.valid).toBe(true);
    await user.click(screen.getByRole("button", { name: freeGuide.submitLabel }));
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveFocus();
    expect(email).toHaveValue("jo@localhost");
    expect(screen.getByLabelText(/Full Name/)).toHaveValue("Jo Park");
    expect(screen.getByLabelText(/Company/)).toHaveValue("Acme");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("prerenders a form the browser can post itself, with the envelope in hidden fields", () => {
    const { container } = render(<ContactForm />);
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/leads");
    const hidden = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>("input[type=hidden]")].map((input) => [
        input.name,
        input.value,
      ]),
    );
    expect(hidden).toEqual({
      form: "contact",
      page: "/contact",
      submissionId: "",
    });
    expect(form.querySelector(`input[name="${HONEYPOT_FIELD}"]`)).toHaveValue("");
  });

  it("names the form's own page in the prerendered HTML, the page it is shown on once live", () => {
    // Prerendered: the form's own page, for a post made without scripts.
    window.history.replaceState(null, "", "/an/alias");
    expect(renderToString(<ContactForm />)).toMatch(/name="page" value="\/contact"/);
    // Live: the path it is on (an alias, say).
    const { container } = render(<ContactForm />);
    expect(container.querySelector('input[name="page"]')).toHaveValue("/an/alias");
  });

  it("sends one submission id for a lead however often it is retried, and a new one for the next lead", async () => {
    fetchMock
      .mockResolvedValueOnce(new Response("oops", { status: 503 }))
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(new Response('{"id":"lead-1"}', { status: 201 }))
      .mockResolvedValueOnce(new Response('{"id":"lead-2"}', { status: 201 }));
    const user = userEvent.setup();
    const { container } = render(<ContactForm />);
    await fillValid(user);
    const hiddenId = container.querySelector<HTMLInputElement>("input[name=submissionId]")!;
    expect(hiddenId.value).toMatch(UUID);
    const send = () => user.click(screen.getByRole("button", { name: "Send Message" }));
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await send();
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(attempt));
      await screen.findByRole("button", { name: "Send Message" });
    }
    await waitFor(() => expect(screen.getByLabelText("First Name")).toHaveValue(""));
    expect(hiddenId.value).toBe("");
    await fillValid(user);
    await send();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    const [first, second, third, next] = postedSubmissionIds(fetchMock);
    expect(first).toMatch(UUID);
    expect([second, third]).toEqual([first, first]);
    expect(next).toMatch(UUID);
    expect(next).not.toBe(first);
  });

  it("sends a lead once when it is submitted again before the first answer", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    const { container } = render(<ContactForm />);
    await fillValid(user);
    const form = container.querySelector("form")!;
    // Two submits in one task, as a double tap or two replayed presses make them: the button is
    // not disabled yet for the second.
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole("button", { name: "Sending..." }));
    await act(async () => answer(new Response('{"id":"lead-1"}', { status: 201 })));
    await screen.findByText("Success! Your message has been sent successfully!", {
      selector: "p > span",
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
