/** Why a staff form or dialog did not go through, above its buttons; nothing when all is well. */
export function FormProblem({ problem }: { problem: string | null }) {
  if (!problem) return null;
  return (
    <p role="alert" className="staff-dialog__problem">
      {problem}
    </p>
  );
}
