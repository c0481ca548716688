/**
 * A route guard: the host's screens need an admin sign-in (docs/rules.md §6): without one the
 * player is told 'Please login first' and sent to the login. Answers the admin,
 * or null while the device is read or the redirect happens.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@front-desk-rm/engine/domain';
import { toast } from '../components/ui/toast.js';
import type { Identity } from '../data/db/identity.js';
import { useIdentity } from '../data/reads/use-identity.js';
import { gamePaths } from './game-paths.js';

export function useAdmin(options: { participantTo?: string } = {}): Identity | null {
  const identity = useIdentity();
  const navigate = useNavigate();
  const admin = identity?.role === 'admin' && identity.token ? identity : null;
  useEffect(() => {
    if (identity === undefined || admin) return;
    if (identity?.role === 'participant' && options.participantTo) {
      void navigate(options.participantTo, { replace: true });
      return;
    }
    toast.error(MESSAGES.pleaseLoginFirst, { id: 'please-login' });
    void navigate(gamePaths.login(), { replace: true });
  }, [identity, admin, navigate, options.participantTo]);
  return admin;
}
