import ArrowRight from "lucide-react/icons/arrow-right";
import Copy from "lucide-react/icons/copy";
import Download from "lucide-react/icons/download";
import { useState } from "react";

import { Button } from "~/components/ui/button";
import type { AdminUser } from "~/lib/admin-api";

import { signedIn } from "./admin-client";
import { SignInCard } from "./sign-in-card";

/**
 * The recovery codes of a newly set-up app, shown this once: the owner copies or downloads
 * them, says they are saved, and the inbox opens (the session already is).
 */
export function RecoveryCodesStep({ user, codes }: { user: AdminUser; codes: string[] }) {
  const [copied, setCopied] = useState<string | null>(null);
  const text = `Recovery codes for the Grevvy inbox (${user.email}). Each works once.\n\n${codes.join("\n")}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied("Copied the codes.");
    } catch {
      setCopied("Copying was not allowed: select the codes and copy them, or download them.");
    }
  }

  return (
    <SignInCard
      heading="Save your recovery codes"
      intro={
        <>
          <p>
            Two-factor sign-in is on. If you lose your phone, each of these codes lets you sign in
            once instead of a code from the app.
          </p>
          <p className="font-medium text-foreground">
            Keep them somewhere safe, such as a password manager: they are shown only now.
          </p>
        </>
      }
      refusal={null}
    >
      <ol
        aria-label="Recovery codes"
        className="mt-6 grid grid-cols-1 gap-x-4 gap-y-1 rounded-lg bg-muted px-4 py-3 font-mono text-sm whitespace-nowrap text-foreground sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden className="size-4" />
          Copy codes
        </Button>
        <Button asChild variant="outline" size="sm">
          <a
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
            download="grevvy-inbox-recovery-codes.txt"
          >
            <Download aria-hidden className="size-4" />
            Download codes
          </a>
        </Button>
      </div>
      <p role="status" className="mt-2 text-sm text-muted-foreground empty:hidden">
        {copied}
      </p>
      <Button type="button" className="mt-6 w-full" onClick={() => signedIn(user)}>
        I have saved these codes
        <ArrowRight aria-hidden className="size-4" />
      </Button>
    </SignInCard>
  );
}
