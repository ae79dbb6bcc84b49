import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Toaster as SonnerToaster } from "sonner";

import { cn } from "~/lib/utils";

import { useTheme } from "./use-theme";

export { toast } from "sonner";

/** The notification layer: one notice at a time, shown for 5 s. */
export const NOTIFICATION_DURATION_MS = 5000;
/** The toast stack: up to 3 at bottom-right, 4 s each, Alt+T to reach them. */
export const TOAST_LAYER = {
  visibleToasts: 3,
  duration: 4000,
  gap: 14,
  width: 356,
  swipeThreshold: 50,
} as const;

export interface Notification {
  id: number;
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

let current: Notification | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a notification, replacing the one on screen (the layer holds at most one). */
export function notify(notification: Omit<Notification, "id">) {
  current = { ...notification, id: nextId++ };
  emit();
}

function dismiss(id: number) {
  if (current?.id === id) {
    current = null;
    emit();
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function Notifications() {
  const notification = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  return (
    <ToastPrimitive.Provider
      duration={NOTIFICATION_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_LAYER.swipeThreshold}
    >
      {notification ? (
        <ToastPrimitive.Root
          key={notification.id}
          onOpenChange={(open) => !open && dismiss(notification.id)}
          data-variant={notification.variant ?? "default"}
          className={cn(
            "relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-xl data-[state=open]:animate-[fade-up_0.25s_ease-out]",
            notification.variant === "destructive"
              ? "border-destructive bg-destructive text-destructive-foreground"
              : "border-border bg-popover text-popover-foreground",
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">
              {notification.title}
            </ToastPrimitive.Title>
            {notification.description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {notification.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            className="absolute top-3 right-3 cursor-pointer rounded-md p-1 opacity-80 hover:opacity-100"
          >
            <X aria-hidden className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ) : null}
      <ToastPrimitive.Viewport className="fixed top-20 right-0 z-[100] flex w-full max-w-sm flex-col p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}

/** Both toast layers, mounted once in the root layout. */
export function Toasters() {
  const [theme] = useTheme();
  return (
    <>
      <Notifications />
      <SonnerToaster
        theme={theme}
        position="bottom-right"
        visibleToasts={TOAST_LAYER.visibleToasts}
        duration={TOAST_LAYER.duration}
        gap={TOAST_LAYER.gap}
        hotkey={["altKey", "KeyT"]}
        richColors
        closeButton
      />
    </>
  );
}
