/** /staff/members (admins): the staff members. Coming soon: a placeholder until the screen is built. */
export function StaffMembersPage() {
  return (
    <section className="staff-page">
      <h1>Staff</h1>
      <p>Coming soon.</p>
    </section>
  );
}
