import * as ToastPrimitive from "@radix-ui/react-toast";
import X from "lucide-react/icons/x";
import { useStore } from "@nanostores/react";
import { atom } from "nanostores";
import { useEffect } from "react";
import { createRoot } from "react-dom/client";
import { Toaster as SonnerToaster, toast as sonnerToast } from "sonner";

import { cn } from "~/lib/utils";

import type { Notification, ToastLayers } from "./toast";
import { useTheme } from "./use-theme";

/** The notification layer: one notice at a time, shown for 5 s. */
const NOTIFICATION_DURATION_MS = 5000;
/** The toast stack: up to 3 at bottom-right, 4 s each, Alt+T to reach them. */
const TOAST_LAYER = {
  visibleToasts: 3,
  duration: 4000,
  gap: 14,
  width: 356,
  swipeThreshold: 50,
} as const;

const $current = atom<(Notification & { id: number }) | null>(null);
let nextId = 1;

function show(notification: Notification) {
  $current.set({ ...notification, id: nextId++ });
}

function dismiss(id: number) {
  if ($current.get()?.id === id) $current.set(null);
}

function Notifications() {
  const notification = useStore($current);
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

/** Both toast layers; once mounted, they hand their entry points to `onMount`. */
function Toasters({ onMount }: { onMount: (layers: ToastLayers) => void }) {
  const theme = useTheme();
  useEffect(() => onMount({ notify: show, toast: sonnerToast }), [onMount]);
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

/**
 * Mounts both layers in a root of their own at the end of the page (see `toast.tsx`, which loads
 * this module on first use); `onMount` gets their entry points once they are up.
 */
export function mountToasters(onMount: (layers: ToastLayers) => void) {
  const container = document.createElement("div");
  container.dataset.toasts = "";
  document.body.append(container);
  createRoot(container).render(<Toasters onMount={onMount} />);
}
