import { useStore } from "@nanostores/react";
import { atom } from "nanostores";
import { Suspense, lazy } from "react";
import type { ExternalToast, toast as sonnerToast } from "sonner";

export interface Notification {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

type ToastMethod = "message" | "success" | "error" | "info" | "warning";

/** What the loaded layers (`toasters.tsx`) hand back once they are mounted. */
export interface ToastLayers {
  notify: (notification: Notification) => void;
  toast: typeof sonnerToast;
}

type Call =
  | { kind: "notify"; notification: Notification }
  | { kind: "toast"; method: ToastMethod; message: string; options?: ExternalToast };

// The layers' code loads on first use (or when a form is focused); calls made before it
// arrives wait here and are shown as soon as it mounts. Every island of a page shares this
// module, so a form's toast reaches the one host.
let layers: ToastLayers | null = null;
const $requested = atom(false);
const pending: Call[] = [];

function dispatch(call: Call) {
  if (!layers) return;
  if (call.kind === "notify") layers.notify(call.notification);
  else layers.toast[call.method](call.message, call.options);
}

function enqueue(call: Call) {
  if (layers) return dispatch(call);
  pending.push(call);
  preloadToasts();
}

/** Starts loading the toast layers ahead of need, e.g. when a visitor starts filling a form. */
export function preloadToasts() {
  $requested.set(true);
}

function registerToastLayers(value: ToastLayers) {
  layers = value;
  for (const call of pending.splice(0)) dispatch(call);
  return () => {
    layers = null;
  };
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

const Toasters = lazy(() => import("./toasters"));

/** An island of the site layout; renders the layers once they are asked for. */
export function ToastHost() {
  const active = useStore($requested);
  return active ? (
    <Suspense fallback={null}>
      <Toasters onMount={registerToastLayers} />
    </Suspense>
  ) : null;
}
