import type { ReactNode } from "react";
import { Bar, BarChart, CartesianGrid, Line, LineChart, Rectangle, ResponsiveContainer, Tooltip, XAxis, YAxis, type BarShapeProps } from "recharts";
import { SHARE_PLATFORMS, type AdminUsers, type ViralAnalytics } from "../api/admin-types";
import { PLATFORM_LABELS } from "./platform-labels";

// Loaded with React.lazy from the dashboard: recharts ships in this chunk, to admins only.

const AXIS = { fill: "var(--muted-fg)", fontSize: 12 };
const TOOLTIP = {
  contentStyle: { background: "var(--card)", border: "1px solid var(--border)", borderRadius: 12, color: "var(--fg)" },
  labelStyle: { color: "var(--fg)" },
  cursor: { fill: "var(--muted)" },
};

/** A chart card; the figures are also given in words, since a chart alone says nothing to a screen reader. */
function ChartCard({ id, title, summary, children }: { id: string; title: string; summary: string; children: ReactNode }) {
  return (
    <figure aria-labelledby={id} className="min-w-0 rounded-2xl border border-border bg-card p-5" data-testid={id}>
      <h3 id={id} className="font-display text-xl font-bold">
        {title}
      </h3>
      <div role="img" aria-label={summary} className="mt-4 h-64">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/** Each funnel step in its own colour (the step's `color`). */
function FunnelStep(props: BarShapeProps) {
  return <Rectangle {...props} fill={(props.payload as { color?: string } | undefined)?.color ?? "var(--primary)"} />;
}

export interface AdminChartsProps {
  signupsByDay: AdminUsers["signupsByDay"];
  sharesByPlatform: ViralAnalytics["shares"]["sharesByPlatform"];
  referrals: ViralAnalytics["referrals"];
}

/** Shares by platform, sign-ups over the last 30 days, and the referral funnel. */
export default function AdminCharts({ signupsByDay, sharesByPlatform, referrals }: AdminChartsProps) {
  const shares = SHARE_PLATFORMS.map((p) => ({ name: PLATFORM_LABELS[p], shares: sharesByPlatform[p] }));
  const signups = signupsByDay.map((d) => ({ day: d.day.slice(5), signups: d.count }));
  const funnel = [
    { name: "Referrals", count: referrals.totalReferrals, color: "var(--primary)" },
    { name: "Completed (first bet)", count: referrals.completedReferrals, color: "var(--chatgpt)" },
  ];
  const totalSignups = signupsByDay.reduce((sum, d) => sum + d.count, 0);
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <ChartCard id="chart-shares-by-platform" title="Shares by Platform" summary={shares.map((s) => `${s.name}: ${s.shares}`).join(", ")}>
        <BarChart data={shares} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis dataKey="name" tick={AXIS} interval={0} angle={-20} textAnchor="end" height={50} />
          <YAxis allowDecimals={false} tick={AXIS} />
          <Tooltip {...TOOLTIP} />
          <Bar dataKey="shares" name="Shares" fill="var(--primary)" radius={[6, 6, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ChartCard>
      <ChartCard
        id="chart-signups"
        title="Sign-ups Over Time"
        summary={`${totalSignups} sign-ups in the last 30 days, from ${signupsByDay[0]?.day ?? "-"} to ${signupsByDay.at(-1)?.day ?? "-"}`}
      >
        <LineChart data={signups} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis dataKey="day" tick={AXIS} minTickGap={16} />
          <YAxis allowDecimals={false} tick={AXIS} />
          <Tooltip {...TOOLTIP} cursor={{ stroke: "var(--border)" }} />
          <Line type="monotone" dataKey="signups" name="Sign-ups" stroke="var(--primary)" strokeWidth={2} dot={false} isAnimationActive={false} />
        </LineChart>
      </ChartCard>
      <ChartCard
        id="chart-referral-funnel"
        title="Referral Funnel"
        summary={`${referrals.totalReferrals} referrals, ${referrals.completedReferrals} completed with a first bet`}
      >
        <BarChart data={funnel} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis dataKey="name" tick={AXIS} />
          <YAxis allowDecimals={false} tick={AXIS} />
          <Tooltip {...TOOLTIP} />
          <Bar dataKey="count" name="Players" radius={[6, 6, 0, 0]} isAnimationActive={false} shape={FunnelStep} />
        </BarChart>
      </ChartCard>
    </div>
  );
}
