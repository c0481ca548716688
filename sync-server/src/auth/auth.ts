/** Who a request's token belongs to: a host or super admin, or a participant of one session. */
export type Auth = { role: 'admin' | 'super'; userId: string; name: string } | { role: 'participant'; memberId: string; sessionId: string; name: string };
