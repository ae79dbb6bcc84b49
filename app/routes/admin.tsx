import { InboxPage } from "~/features/admin-inbox/admin-pages";
import { adminMeta } from "~/features/admin-inbox/admin-meta";
import type { ShellHandle } from "~/root";

export const meta = () => adminMeta();
export const handle: ShellHandle = { ownShell: true };

export default InboxPage;
