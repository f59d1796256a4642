import type { ReactNode } from 'react';
import { useGateVerified } from '../authProvider/AuthServices';
import { AccessGate } from '../pages/AccessGate';

/** The beta gate stands in front of the landing, login and register screens until the code is entered. */
export function GatedRoute({ children }: { children: ReactNode }) {
  return useGateVerified() ? children : <AccessGate />;
}
