/** "proposal sent" -> "Proposal sent": statuses as the API spells them, written for people. */
export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);
