import { Suspense, lazy } from "react";

import { AdminFrame, AdminLoading } from "./admin-frame";
import {
  ACTIVITY_HEADING,
  ANALYTICS_HEADING,
  CONTENT_HEADING,
  INBOX_HEADING,
  LEAD_HEADING,
} from "./admin-headings";

// The inbox and the lead view load once the page is up, while the session is checked: the
// sign-in form does not wait for the table, the chart and the forms' labels.
const loadInbox = () => import("./inbox");
const loadLeadDetail = () => import("./lead-detail");
const loadActivityLog = () => import("./activity-log");
const loadAnalytics = () => import("./analytics");
const loadContentEditor = () => import("./content-editor");
const Inbox = lazy(loadInbox);
const LeadDetail = lazy(loadLeadDetail);
const ActivityLog = lazy(loadActivityLog);
const Analytics = lazy(loadAnalytics);
const ContentEditor = lazy(loadContentEditor);
/** From the inbox, a lead is one click away: its code comes along. */
const loadInboxAndLeads = () => Promise.all([loadInbox(), loadLeadDetail()]);

/** /admin: the leads inbox, behind the sign-in form (an island rendered in the browser only). */
export function InboxPage() {
  return (
    <AdminFrame page="inbox" heading={INBOX_HEADING} load={loadInboxAndLeads}>
      {() => (
        <Suspense fallback={<AdminLoading heading={INBOX_HEADING} />}>
          <Inbox />
        </Suspense>
      )}
    </AdminFrame>
  );
}

/** /admin/lead?id=…: one lead, behind the sign-in form (an island rendered in the browser only). */
export function LeadPage() {
  return (
    <AdminFrame page="lead" heading={LEAD_HEADING} load={loadLeadDetail}>
      {() => (
        <Suspense fallback={<AdminLoading heading={LEAD_HEADING} />}>
          <LeadDetail />
        </Suspense>
      )}
    </AdminFrame>
  );
}

/** /admin/activity: the activity log, behind the sign-in form (an island rendered in the browser only). */
export function ActivityPage() {
  return (
    <AdminFrame page="activity" heading={ACTIVITY_HEADING} load={loadActivityLog}>
      {() => (
        <Suspense fallback={<AdminLoading heading={ACTIVITY_HEADING} />}>
          <ActivityLog />
        </Suspense>
      )}
    </AdminFrame>
  );
}

/** /admin/analytics: visitors, sources and leads, behind the sign-in form (an island rendered in the browser only). */
export function AnalyticsPage() {
  return (
    <AdminFrame page="analytics" heading={ANALYTICS_HEADING} load={loadAnalytics}>
      {() => (
        <Suspense fallback={<AdminLoading heading={ANALYTICS_HEADING} />}>
          <Analytics />
        </Suspense>
      )}
    </AdminFrame>
  );
}

/** /admin/content: the content editor, behind the sign-in form (an island rendered in the browser only). */
export function ContentPage() {
  return (
    <AdminFrame page="content" heading={CONTENT_HEADING} load={loadContentEditor}>
      {() => (
        <Suspense fallback={<AdminLoading heading={CONTENT_HEADING} />}>
          <ContentEditor />
        </Suspense>
      )}
    </AdminFrame>
  );
}
