/** /staff/audit (admins): the audit log. Coming soon: a placeholder until the screen is built. */
export function AuditLogPage() {
  return (
    <section className="staff-page">
      <h1>Audit log</h1>
      <p>Coming soon.</p>
    </section>
  );
}
