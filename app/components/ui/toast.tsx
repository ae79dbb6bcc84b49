import type { ExternalToast, toast as sonnerToast } from "sonner";

export interface Notification {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

type ToastMethod = "message" | "success" | "error" | "info" | "warning";

/** What the mounted layers (`toasters.tsx`) hand back. */
export interface ToastLayers {
  notify: (notification: Notification) => void;
  toast: typeof sonnerToast;
}

type Call =
  | { kind: "notify"; notification: Notification }
  | { kind: "toast"; method: ToastMethod; message: string; options?: ExternalToast };

// The layers are no island of the page: a page that never shows a notice never loads them. They
// are mounted on first use (or when a form is focused, ahead of its notice); calls made before
// they are up wait here. Every island of a page shares this module, so each reaches the one
// mounted layer.
let layers: ToastLayers | null = null;
let mounting: Promise<unknown> | null = null;
const pending: Call[] = [];

function dispatch(call: Call) {
  if (!layers) return;
  if (call.kind === "notify") layers.notify(call.notification);
  else layers.toast[call.method](call.message, call.options);
}

function registerToastLayers(value: ToastLayers) {
  layers = value;
  for (const call of pending.splice(0)) dispatch(call);
}

/** Mounts the toast layers, once: e.g. as soon as a visitor starts filling a form. */
export function preloadToasts() {
  mounting ??= import("./toasters").then(({ mountToasters }) => mountToasters(registerToastLayers));
}

function enqueue(call: Call) {
  if (layers) return dispatch(call);
  pending.push(call);
  preloadToasts();
}

/** Shows a notification (title and description), replacing the one on screen. */
export function notify(notification: Notification) {
  enqueue({ kind: "notify", notification });
}

const send = (method: ToastMethod) => (message: string, options?: ExternalToast) =>
  enqueue({ kind: "toast", method, message, options });

/** Adds a short message to the toast stack. */
export const toast = Object.assign(send("message"), {
  success: send("success"),
  error: send("error"),
  info: send("info"),
  warning: send("warning"),
  message: send("message"),
});
