import { LeadPage } from "~/features/admin-inbox/admin-pages";
import { adminMeta } from "~/features/admin-inbox/admin-meta";
import { LEAD_HEADING } from "~/features/admin-inbox/admin-headings";
import type { ShellHandle } from "~/root";

export const meta = () => adminMeta(LEAD_HEADING);
export const handle: ShellHandle = { ownShell: true };

export default LeadPage;
